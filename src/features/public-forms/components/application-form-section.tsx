// The application section of /for-creators and /affiliate-program: heading, lead, the applicant's status and the
// role's form. Each page shows it from a later module of its own (`*-application.later.tsx`).
import { Box, Card, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMyApplication, type MyApplication } from '../data/my-applications';
import { ApplicationStatus } from './application-status';

/**
 * Below the fold on a phone, so its code (the form, its rules and valibot) is not among the page's first files: it is
 * asked for once the first screen is live and adopted when it arrives. Until then the server's form stands, what is
 * typed stays and a submit waits (the held-submit script).
 */
export function ApplicationFormSection({
  id,
  kind,
  heading,
  lead,
  roleLabel,
  rolePath,
  children,
}: {
  id: string;
  kind: MyApplication['kind'];
  heading: string;
  lead: string;
  roleLabel: string;
  rolePath: string;
  /** The role's form, shown until the application is approved. */
  children: ReactNode;
}) {
  const application = useMyApplication(kind);
  return (
    <Box as="section" id={id} aria-labelledby={`${id}-heading`} py={{ base: '10', md: '14' }} scrollMarginTop="20">
      <Container maxW="3xl">
        <Card.Root variant="outline">
          <Card.Header>
            <Heading as="h2" id={`${id}-heading`} size="2xl">
              {heading}
            </Heading>
            <Text color="fg.muted">{lead}</Text>
          </Card.Header>
          <Card.Body>
            {application && <ApplicationStatus application={application} roleLabel={roleLabel} rolePath={rolePath} />}
            {application?.status !== 'approved' && children}
          </Card.Body>
        </Card.Root>
      </Container>
    </Box>
  );
}

