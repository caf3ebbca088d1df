// Renders a legal document (privacy policy or terms): title, last-updated line, numbered sections.
import { Box, Container, Heading, Stack, Text } from '@chakra-ui/react';
import { PageHero } from '../../landing/components/page-hero';
import { usePageMeta } from '../../../ui/use-page-meta';
import type { LegalDocument } from '../texts';

export function LegalDocumentView({ document: legal }: { document: LegalDocument }) {
  usePageMeta({ title: legal.documentTitle });
  return (
    <>
      <PageHero title={legal.title} lead={legal.lastUpdated} />
      <Container as="article" maxW="3xl" py={{ base: '8', md: '12' }}>
        <Stack gap="8">
          <Text fontSize="lg">{legal.intro}</Text>
          {legal.sections.map((section) => (
            <Box as="section" key={section.heading}>
              <Heading as="h2" size="xl" mb="3">
                {section.heading}
              </Heading>
              <Stack gap="3">
                {section.paragraphs?.map((paragraph) => (
                  <Text key={paragraph} color="fg.muted">
                    {paragraph}
                  </Text>
                ))}
                {section.items && (
                  <Stack as="ul" ps="5" gap="2" color="fg.muted" listStyleType="disc">
                    {section.items.map((item) => (
                      <li key={item}>{item}</li>
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
