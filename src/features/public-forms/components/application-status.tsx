// The applicant's status on /for-creators and /affiliate-program: under review, approved (with the way to the role's
// page), or declined with the reviewer's note.
import { Alert, Button, Text } from '@chakra-ui/react';
import { Link as RouterLink } from '../../../lib/navigation';
import type { MyApplication } from '../../../db/my-applications';
import { applicationStatusTexts as t } from '../texts';

export function ApplicationStatus({ application, roleLabel, rolePath }: { application: MyApplication; roleLabel: string; rolePath: string }) {
  const status = application.status === 'approved' ? 'success' : application.status === 'declined' ? 'error' : 'info';
  return (
    <Alert.Root status={status} data-testid="application-status" mb="6">
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.title[application.status]}</Alert.Title>
        <Alert.Description>
          <Text>{t.description[application.status](roleLabel)}</Text>
          {application.review_note && (
            <Text mt="1">
              {t.note}: {application.review_note}
            </Text>
          )}
          {application.status === 'approved' && (
            <Button asChild size="sm" mt="2">
              <RouterLink to={rolePath}>{t.open(roleLabel)}</RouterLink>
            </Button>
          )}
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
