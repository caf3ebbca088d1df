// The application section of /for-creators and /affiliate-program: heading, lead, the applicant's status and the
// role's form, adopted by React right after the page's first screen; and the Apply button's way to it.
import { Box, Card, Container, Heading, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import { useMyApplication, type MyApplication } from '../../../db/my-applications';
import { HydrateLater } from '../../../ui/hydrate-later';
import { ApplicationStatus } from './application-status';

/** Scrolls to the section and puts the cursor in its first field (plain DOM: it works before React adopts the form). */
export function scrollToApplicationForm(id: string): void {
  const form = document.getElementById(id);
  form?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  form?.querySelector<HTMLElement>('input, textarea')?.focus({ preventScroll: true });
}

/**
 * Below the fold on a phone: the form's code comes with the page, and React adopts it right after the first screen, in
 * a pass of its own. Until then what is typed stays and a submit waits (the held-submit script).
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
    <HydrateLater>
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
    </HydrateLater>
  );
}

