// Renders a legal document (privacy policy or terms): title, last-updated line, numbered sections.
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageHero } from '../../../ui/page-hero';
import { usePageMeta } from '../../../ui/use-page-meta';
import { useT, type Message } from '../../../lib/i18n';
import { legalTexts } from '../texts';

interface LegalSection {
  readonly heading: Message;
  readonly paragraphs?: Readonly<Record<string, Message>>;
  readonly items?: Readonly<Record<string, Message>>;
}

/** The messages of one document (`legalTexts.privacy`, `legalTexts.terms`). */
export interface LegalDocument {
  readonly documentTitle: Message;
  readonly title: Message;
  readonly intro: Message;
  readonly sections: Readonly<Record<string, LegalSection>>;
}

export function LegalDocumentView({ document: legal }: { document: LegalDocument }) {
  const t = useT();
  usePageMeta({ title: t(legal.documentTitle) });
  return (
    <>
      <PageHero title={t(legal.title)} lead={t(legalTexts.lastUpdated)} />
      <Container as="article" maxW="3xl" py={{ base: '8', md: '12' }}>
        <Stack gap="8">
          <Text fontSize="lg">{t(legal.intro)}</Text>
          {Object.values(legal.sections).map((section) => (
            <Box as="section" key={section.heading.id}>
              <Heading as="h2" size="xl" mb="3">
                {t(section.heading)}
              </Heading>
              <Stack gap="3">
                {section.paragraphs &&
                  Object.values(section.paragraphs).map((paragraph) => (
                    <Text key={paragraph.id} color="fg.muted">
                      {t(paragraph)}
                    </Text>
                  ))}
                {section.items && (
                  <Stack as="ul" ps="5" gap="2" color="fg.muted" listStyleType="disc">
                    {Object.values(section.items).map((item) => (
                      <li key={item.id}>{t(item)}</li>
                    ))}
                  </Stack>
                )}
              </Stack>
            </Box>
          ))}
        </Stack>
      </Container>
    </>
  );
}
