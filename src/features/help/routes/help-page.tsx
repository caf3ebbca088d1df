// The help centre (/help): a search box (it searches nothing yet, as the spec says), six categories, the FAQ, a way to /contact.
import { Box, Button, Container, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Accordion, Input } from '../../../ui/parts';
import { Link as RouterLink } from '../../../lib/navigation';
import { helpCategories, helpFaq } from '../../../content/help-center';
import { AppIcon } from '../../../ui/app-icon';
import { InfoCard } from '../../landing/components/info-card';
import { PageHero } from '../../landing/components/page-hero';
import { SectionHeading } from '../../landing/components/section-heading';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useT } from '../../../lib/i18n';
import { helpTexts as m } from '../texts';

export default function HelpPage() {
  const t = useT();
  usePageMeta({ title: t(m.documentTitle) });
  return (
    <>
      <PageHero title={t(m.title)} lead={t(m.lead)}>
        <Box as="search" role="search" mt="6" maxW="xl" mx="auto" position="relative">
          <AppIcon name="search" position="absolute" insetStart="3" top="50%" transform="translateY(-50%)" color="fg.muted" zIndex="1" />
          <Input
            type="search"
            size="lg"
            ps="10"
            bg="bg"
            aria-label={t(m.searchLabel)}
            placeholder={t(m.searchPlaceholder)}
          />
        </Box>
      </PageHero>

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
          <Accordion.Root collapsible variant="enclosed" bg="bg">
            {helpFaq.map((entry, index) => (
              <Accordion.Item key={entry.question.id} value={`faq-${index}`}>
                <Accordion.ItemTrigger>
                  <Text as="span" fontWeight="semibold" flex="1" textAlign="start">
                    {t(entry.question)}
                  </Text>
                  <Accordion.ItemIndicator />
                </Accordion.ItemTrigger>
                <Accordion.ItemContent>
                  <Accordion.ItemBody color="fg.muted">{t(entry.answer)}</Accordion.ItemBody>
                </Accordion.ItemContent>
              </Accordion.Item>
            ))}
          </Accordion.Root>
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
