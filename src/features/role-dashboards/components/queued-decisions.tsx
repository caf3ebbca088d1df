// The admin decisions this device has not delivered yet: one line per decision under the item it is about, and the
// list of all of them (with the server's reason for a refused one) at the top of each console.
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../ui/parts';
import { dismissAdminAction, useMaarifaDatabase, type QueuedAdminAction } from '../../../db/index.ts';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { t, useT } from '../../../lib/i18n';
import { roleErrorMessage, roleName } from '../data/people';
import { moderationTexts, queuedTexts as m } from '../texts';

export function describeAction(entry: QueuedAdminAction): string {
  const { action } = entry;
  switch (action.name) {
    case 'review_application':
      return t(m.describe.reviewApplication, { decision: action.args.decision });
    case 'set_user_role':
      return t(m.describe.setUserRole, { granted: action.args.granted ? 'yes' : 'no', role: roleName(action.args.role) });
    case 'moderate_content': {
      const { flag, value } = action.args;
      return t(flag === 'is_pinned' ? (value ? moderationTexts.pin : moderationTexts.unpin) : value ? moderationTexts.hide : moderationTexts.unhide);
    }
  }
}

/** The server's reason, in the console's words where it has them. */
export function refusalText(entry: QueuedAdminAction): string {
  const reason = entry.error ?? '';
  return entry.action.name === 'set_user_role' ? roleErrorMessage(reason) : t(m.refused, { reason });
}

/** What one item's waiting or refused decisions say: waiting or sending, or refused with the reason and Dismiss. */
export function QueuedStatus({ entries }: { entries: readonly QueuedAdminAction[] }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const online = useOnlineStatus();
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
              {t(m.dismiss)}
            </Button>
          </HStack>
        ) : (
          <Text key={entry.id} color="fg.muted" data-testid="decision-waiting">
            {describeAction(entry)}: {online ? t(m.sending) : t(m.waiting)}
          </Text>
        ),
      )}
    </Stack>
  );
}

/** Every decision not delivered yet, at the top of a console, so none is lost from sight on another screen. */
export function QueuedDecisions({ queued }: { queued: readonly QueuedAdminAction[] }) {
  const t = useT();
  if (queued.length === 0) return null;
  return (
    <Alert.Root status={queued.some((entry) => entry.status === 'failed') ? 'error' : 'info'} mt="6" as="section" aria-label={t(m.heading)}>
      <Alert.Indicator />
      <Alert.Content>
        <Alert.Title>{t(m.heading)}</Alert.Title>
        <Alert.Description>
          <Text mb="2">{t(m.lead)}</Text>
          <QueuedStatus entries={queued} />
        </Alert.Description>
      </Alert.Content>
    </Alert.Root>
  );
}
