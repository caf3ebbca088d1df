// The footer's link groups and social links: below the fold on every public page, so their code comes after the page
// is live (laterSection in public-footer.tsx).
import { HStack, Link, SimpleGrid, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from '../../lib/navigation';
import { useT, type Message } from '../../lib/i18n';
import { BRAND, shellTexts, SOCIAL_NETWORKS } from '../texts';

const m = shellTexts.footer;

const groups: { title: Message; links: { label: Message; to: string }[] }[] = [
  {
    title: m.learn,
    links: [
      { label: m.courses, to: '/courses' },
      { label: m.howItWorks, to: '/dashboard/experience' },
      { label: m.community, to: '/dashboard/community' },
    ],
  },
  {
    title: m.earn,
    links: [
      { label: m.forCreators, to: '/for-creators' },
      { label: m.affiliateProgram, to: '/affiliate-program' },
    ],
  },
  {
    title: m.support,
    links: [
      { label: m.helpCenter, to: '/help' },
      { label: m.contact, to: '/contact' },
      { label: m.privacyPolicy, to: '/privacy' },
      { label: m.termsOfService, to: '/terms' },
    ],
  },
];

export default function FooterLinks() {
  const t = useT();
  return (
    <SimpleGrid columns={{ base: 1, sm: 2, md: 4 }} gap="8">
      <Stack gap="3">
        {/* A plain element carries translate="no" (on Chakra's, `translate` is the CSS property). */}
        <Text asChild fontWeight="bold" fontSize="lg" color="brand.fg">
          <p translate="no">{BRAND}</p>
        </Text>
        <Text color="fg.muted" fontSize="sm">
          {t(m.tagline)}
        </Text>
        <HStack gap="2" wrap="wrap">
          {SOCIAL_NETWORKS.map((name) => (
            // The spec gives placeholder links for the social icons.
            // The name comes from hidden text, not aria-label, so the visible letters are not a mismatched label (axe).
            <Link key={name} asChild display="inline-flex" w="8" h="8" alignItems="center" justifyContent="center" borderRadius="full" bg="bg.emphasized" fontSize="xs" fontWeight="bold">
              <a href="#" title={name} translate="no">
                <span aria-hidden="true">{name.slice(0, 2)}</span>
                <VisuallyHidden>{name}</VisuallyHidden>
              </a>
            </Link>
          ))}
        </HStack>
      </Stack>
      {groups.map((group) => (
        <Stack key={group.title.id} gap="2" as="nav" aria-label={t(group.title)}>
          <Text fontWeight="semibold">{t(group.title)}</Text>
          {group.links.map((link) => (
            // At least 24 px tall: a finger's target (WCAG 2.2 target size), not the 20 px of a small text line.
            <Link key={link.to} asChild color="fg.muted" fontSize="sm" minH="6" alignItems="center">
              <RouterLink to={link.to}>{t(link.label)}</RouterLink>
            </Link>
          ))}
        </Stack>
      ))}
    </SimpleGrid>
  );
}
