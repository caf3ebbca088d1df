// The contact page (/contact): the message form, the static contact details and the business hours (spec §2).
import { Box, Card, Container, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { businessHours, contactDetails } from '../../../content/contact-details';
import { AppIcon } from '../../../ui/app-icon';
import { PageHero } from '../../landing/components/page-hero';
import { usePageMeta } from '../../../ui/use-page-meta';
import { ContactForm } from '../components/contact-form';
import { useT, type Message } from '../../../lib/i18n';
import { contactTexts as m } from '../texts';
import { HydrateLater } from '../../../ui/hydrate-later';

export default function ContactPage() {
  const t = useT();
  const text = (value: string | Message) => (typeof value === 'string' ? value : t(value));
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
              {/* Beside the form on a wide screen, below it on a phone: adopted once the page is. */}
              <HydrateLater>
                <Card.Root variant="outline" as="section" aria-labelledby="contact-details-heading">
                  <Card.Body gap="4">
                    <Heading as="h2" id="contact-details-heading" size="lg">
                      {t(m.detailsHeading)}
                    </Heading>
                    <Stack as="ul" listStyleType="none" gap="3" p="0">
                      {contactDetails.map((detail) => (
                        <HStack as="li" key={detail.label.id} gap="3" align="start">
                          <AppIcon path={detail.icon} color="brand.fg" boxSize="5" mt="0.5" />
                          <Box>
                            <Text fontSize="sm" color="fg.muted">
                              {t(detail.label)}
                            </Text>
                            <Text fontWeight="medium">{detail.href ? <Link href={detail.href}>{text(detail.value)}</Link> : text(detail.value)}</Text>
                          </Box>
                        </HStack>
                      ))}
                    </Stack>
                  </Card.Body>
                </Card.Root>
                <Card.Root variant="outline" as="section" aria-labelledby="business-hours-heading">
                  <Card.Body gap="3">
                    <Heading as="h2" id="business-hours-heading" size="lg">
                      {t(m.hoursHeading)}
                    </Heading>
                    <Stack as="dl" gap="2">
                      {businessHours.map((line) => (
                        <HStack key={line.days.id} justify="space-between">
                          <Text as="dt">{t(line.days)}</Text>
                          <Text as="dd" fontWeight="medium">
                            {t(line.hours)}
                          </Text>
                        </HStack>
                      ))}
                    </Stack>
                  </Card.Body>
                </Card.Root>
              </HydrateLater>
            </Stack>
          </Grid>
        </Container>
      </Box>
    </>
  );
}
