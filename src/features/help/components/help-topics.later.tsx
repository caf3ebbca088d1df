// The help centre below its search: categories, questions and the way to /contact, whose code comes after the first
// screen is live (laterSection in help-page.tsx).
import { Box, Button, chakra, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '../../../lib/navigation';
import { helpCategories, helpFaq } from '../../../content/help-center';
import { AppIcon } from '../../../ui/app-icon';
import { InfoCard } from '../../../ui/info-card';
import { SectionHeading } from '../../../ui/section-heading';
import { useT } from '../../../lib/i18n';
import { helpTexts as m } from '../texts';
import * as icons from '../../../content/icon-paths';

export default function HelpTopics() {
  const t = useT();
  return (
    <>
      <Box as="section" aria-labelledby="help-categories-heading" py={{ base: '10', md: '14' }}>
        <Container maxW="6xl">
          <SectionHeading id="help-categories-heading" title={t(m.categoriesHeading)} />
          <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
            {helpCategories.map((category) => (
              <li key={category.title.id}>
                <InfoCard
                  icon={category.icon}
                  title={t(category.title)}
                  footer={
                    <Text textStyle="sm" fontWeight="medium" color="brand.fg">
                      {t(m.articleCount, { count: category.articleCount })}
                    </Text>
                  }
                >
                  {t(category.description)}
                </InfoCard>
              </li>
            ))}
          </SimpleGrid>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="help-faq-heading" bg="bg.subtle" py={{ base: '10', md: '14' }}>
        <Container maxW="3xl">
          <SectionHeading id="help-faq-heading" title={t(m.faqHeading)} />
          {/* Native disclosure, one open at a time (the shared `name`): the questions open before any script has run,
              and the page carries no accordion code. */}
          <Box borderWidth="1px" borderRadius="l2" overflow="hidden" bg="bg" divideY="1px">
            {helpFaq.map((entry) => (
              <chakra.details key={entry.question.id} name="help-faq" _open={{ bg: 'bg.subtle' }} css={{ '&[open] .faq-indicator': { rotate: '180deg' } }}>
                <chakra.summary
                  display="flex"
                  alignItems="center"
                  gap="3"
                  px="4"
                  py="2"
                  minH="10"
                  cursor="pointer"
                  listStyle="none"
                  borderRadius="l2"
                  css={{ '&::-webkit-details-marker': { display: 'none' } }}
                  _focusVisible={{ outline: '2px solid', outlineColor: 'colorPalette.focusRing' }}
                >
                  <Text as="span" fontWeight="semibold" flex="1" textAlign="start">
                    {t(entry.question)}
                  </Text>
                  <AppIcon path={icons.chevronDown} className="faq-indicator" boxSize="1.2em" color="fg.subtle" transition="rotate 0.2s" />
                </chakra.summary>
                <Text px="4" pt="2" pb="4" color="fg.muted">
                  {t(entry.answer)}
                </Text>
              </chakra.details>
            ))}
          </Box>
        </Container>
      </Box>

      <Box as="section" aria-labelledby="help-contact-heading" py={{ base: '10', md: '14' }}>
        <Container maxW="2xl">
          <Stack gap="3" align="center" textAlign="center">
            <Heading as="h2" id="help-contact-heading" size="2xl">
              {t(m.stillNeedHelpHeading)}
            </Heading>
            <Text color="fg.muted">{t(m.stillNeedHelpLead)}</Text>
            <Button asChild size="lg">
              <RouterLink to="/contact">{t(m.contactSupport)}</RouterLink>
            </Button>
          </Stack>
        </Container>
      </Box>
    </>
  );
}
