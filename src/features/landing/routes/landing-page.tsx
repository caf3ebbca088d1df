// The landing page (/): hero, sample courses, features. It must stay light: no database, sync or dashboard code is imported here.
import { Badge, Box, Button, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '../../../lib/navigation';
import { heroFeatureCards } from '../../../content/landing';
import { InstallAppButton } from '../../install';
import { InfoCardGrid } from '../../../ui/info-card';
import { laterSection } from '../../../ui/hydrate-later';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useT } from '../../../lib/i18n';
import { landingTexts as m } from '../texts';

// Below the fold on a phone: its code comes and is adopted once the hero is live (its links work as plain links before).
const BelowTheFold = laterSection(() => import('../components/below-the-fold.later'));

export default function LandingPage() {
  const t = useT();
  usePageMeta({ title: t(m.documentTitle) });
  return (
    <>
      <HeroSection />
      <BelowTheFold />
    </>
  );
}

function HeroSection() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="hero-heading" bgGradient="to-b" gradientFrom="brand.subtle" gradientTo="bg" py={{ base: '12', md: '20' }}>
      <Container maxW="6xl">
        <Stack gap="6" align="center" textAlign="center" maxW="3xl" mx="auto">
          {/* A badge keeps to one line; a longer language's tagline wraps instead of widening a phone's page. */}
          <Badge colorPalette="brand" variant="surface" size="lg" borderRadius="full" px="3" whiteSpace="normal" h="auto" py="1" maxW="full">
            {t(m.heroBadge)}
          </Badge>
          <Heading as="h1" id="hero-heading" size={{ base: '4xl', md: '6xl' }} letterSpacing="tight" lineHeight="1.1">
            {t(m.heroHeadline)}
          </Heading>
          <Text fontSize={{ base: 'md', md: 'xl' }} color="fg.muted">
            {t(m.heroLead)}
          </Text>
          <Stack direction={{ base: 'column', sm: 'row' }} gap="3" width={{ base: 'full', sm: 'auto' }}>
            <Button asChild size="lg">
              <RouterLink to="/auth">{t(m.startLearningFree)}</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline">
              <RouterLink to="/courses">{t(m.exploreCourses)}</RouterLink>
            </Button>
            <InstallAppButton />
          </Stack>
        </Stack>
        <InfoCardGrid items={heroFeatureCards} columns={{ base: 1, md: 3 }} gap="4" mt={{ base: '10', md: '14' }} />
      </Container>
    </Box>
  );
}
