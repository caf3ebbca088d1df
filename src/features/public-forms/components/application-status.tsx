// The applicant's status on /for-creators and /affiliate-program: under review, approved (with the way to the role's
// page), or declined with the reviewer's note.
import { Button, Text } from '@chakra-ui/react';
import { Alert } from '../../../ui/parts';
import { Link as RouterLink } from '../../../lib/navigation';
import type { MyApplication } from '../data/my-applications';
import { useT } from '../../../lib/i18n';
import { publicFormsTexts } from '../texts';

const m = publicFormsTexts.applicationStatus;

/**
 * `roleLabel` is the role's English name as the instructor and affiliate pages pass it; the sentences are whole
 * messages per role (a select on the role's path), since a translated role name cannot be dropped into any sentence.
 */
export function ApplicationStatus({ application, rolePath }: { application: MyApplication; roleLabel: string; rolePath: string }) {
  const t = useT();
  const role = rolePath.endsWith('/affiliate') ? 'affiliate' : 'instructor';
  const status = application.status === 'approved' ? 'success' : application.status === 'declined' ? 'error' : 'info';
  return (
    <Alert.Root status={status} data-testid="application-status" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(m.title[application.status])}</Alert.Title>
        <Alert.Description>
          <Text>{t(m.description[application.status], { role })}</Text>
          {application.review_note && (
            <Text mt="1">{t(m.note, { note: application.review_note })}</Text>
          )}
          {application.status === 'approved' && (
            <Button asChild size="sm" mt="2">
              <RouterLink to={rolePath}>{t(m.open, { role })}</RouterLink>
            </Button>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
