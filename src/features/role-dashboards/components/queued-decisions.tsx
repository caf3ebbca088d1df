// The admin decisions this device has not delivered yet: one line per decision under the item it is about, and the
// list of all of them (with the server's reason for a refused one) at the top of each console.
import { Alert, Button, HStack, Stack, Text } from '@chakra-ui/react';
import { dismissAdminAction, useMaarifaDatabase, type QueuedAdminAction } from '../../../db/index.ts';
import { useOnline } from '../../courses/data/remote';
import { roleErrorMessage } from '../data/people';
import { queuedTexts as t } from '../texts';

export function describeAction(entry: QueuedAdminAction): string {
  const { action } = entry;
  switch (action.name) {
    case 'review_application':
      return t.describe.review_application(action.args.decision);
    case 'set_user_role':
      return t.describe.set_user_role(action.args.role, action.args.granted);
    case 'moderate_content':
      return t.describe.moderate_content(action.args.flag, action.args.value);
  }
}

/** The server's reason, in the console's words where it has them. */
export function refusalText(entry: QueuedAdminAction): string {
  const reason = entry.error ?? '';
  return entry.action.name === 'set_user_role' ? roleErrorMessage(reason) : t.refused(reason);
}

/** What one item's waiting or refused decisions say: waiting or sending, or refused with the reason and Dismiss. */
export function QueuedStatus({ entries }: { entries: readonly QueuedAdminAction[] }) {
  const db = useMaarifaDatabase();
  const online = useOnline();
  if (entries.length === 0) return null;
  return (
    <Stack gap="1">
      {entries.map((entry) =>
        entry.status === 'failed' ? (
          <HStack key={entry.id} gap="2" flexWrap="wrap">
            <Text role="alert" color="fg.error">
              {refusalText(entry)}
            </Text>
            <Button size="xs" variant="ghost" onClick={() => void dismissAdminAction(db, entry.id)}>
              {t.dismiss}
            </Button>
          </HStack>
        ) : (
          <Text key={entry.id} color="fg.muted" data-testid="decision-waiting">
            {describeAction(entry)}: {online ? t.sending : t.waiting}
          </Text>
        ),
      )}
    </Stack>
  );
}

/** Every decision not delivered yet, at the top of a console, so none is lost from sight on another screen. */
export function QueuedDecisions({ queued }: { queued: readonly QueuedAdminAction[] }) {
  if (queued.length === 0) return null;
  return (
    <Alert.Root status={queued.some((entry) => entry.status === 'failed') ? 'error' : 'info'} mt="6" as="section" aria-label={t.heading}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t.heading}</Alert.Title>
        <Alert.Description>
          <Text mb="2">{t.lead}</Text>
          <QueuedStatus entries={queued} />
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
