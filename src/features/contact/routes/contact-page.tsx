// The contact page (/contact): the message form, the static contact details and the business hours (spec §2).
import { Box, Card, Container, Grid, Heading, Stack } from '@chakra-ui/react';
import { PageHero } from '../../../ui/page-hero';
import { usePageMeta } from '../../../ui/use-page-meta';
import { ContactForm } from '../components/contact-form';
import { useT } from '../../../lib/i18n';
import { contactTexts as m } from '../texts';
import { laterSection } from '../../../ui/hydrate-later';

const ContactSideCards = laterSection(() => import('../components/contact-side-cards.later'));

export default function ContactPage() {
  const t = useT();
  usePageMeta({ title: t(m.documentTitle) });
  return (
    <>
      <PageHero title={t(m.title)} lead={t(m.lead)} />
      <Box as="section" py={{ base: '8', md: '12' }}>
        <Container maxW="6xl">
          <Grid templateColumns={{ base: '1fr', lg: '2fr 1fr' }} gap="6" alignItems="start">
            <Card.Root variant="outline" as="section" aria-labelledby="contact-form-heading">
              <Card.Header>
                <Heading as="h2" id="contact-form-heading" size="xl">
                  {t(m.formHeading)}
                </Heading>
              </Card.Header>
              <Card.Body>
                <ContactForm />
              </Card.Body>
            </Card.Root>
            <Stack gap="6">
              {/* Beside the form on a wide screen, below it on a phone: its code comes and is adopted once the page is live. */}
              <ContactSideCards />
            </Stack>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
