// The contact page's details and business hours: beside the form on a wide screen, below it on a phone, so their code
// comes after the page is live (laterSection in contact-page.tsx).
import { Box, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { businessHours, contactDetails } from '../../../content/contact-details';
import { AppIcon } from '../../../ui/app-icon';
import { useT, type Message } from '../../../lib/i18n';
import { contactTexts as m } from '../texts';

export default function ContactSideCards() {
  const t = useT();
  const text = (value: string | Message) => (typeof value === 'string' ? value : t(value));
  return (
    <>
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
    </>
  );
}
