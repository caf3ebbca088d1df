// The Moderation section of /dashboard/admin: the newest discussions and comments with Hide / Unhide and Pin / Unpin,
// sent as queued admin decisions (so they work offline too); offline it shows the list as this device last saw it.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useSession } from '../../../auth/use-session';
import { queueAdminAction, useMaarifaDatabase, type QueuedAdminAction } from '../../../db/index.ts';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { useT } from '../../../lib/i18n';
import { formatDateTime } from '../../../lib/i18n/format';
import { fetchModerationItems, itemAfter, moderationAction, readLastSeenItems, saveLastSeenItems, type ModerationItem } from '../data/moderation';
import { queuedFor, useDelivered } from '../data/queued';
import { moderationTexts as m } from '../texts';
import { ConsoleSection } from './console-section';
import { QueuedStatus } from './queued-decisions';

export function ModerationList({ queued }: { queued: readonly QueuedAdminAction[] }) {
  const t = useT();
  const online = useOnlineStatus();
  const { user } = useSession();
  const userId = user?.id ?? null;
  const [state, setState] = useState<{ items: ModerationItem[]; error: string | null; savedAt: string | null } | null>(() => {
    const seen = userId ? readLastSeenItems(userId) : null;
    return seen ? { items: seen.items, error: null, savedAt: seen.savedAt } : null;
  });
  const [version, setVersion] = useState(0);
  useDelivered(queued, (entry) => entry.action.name === 'moderate_content' && setVersion((n) => n + 1));
  useEffect(() => {
    if (!online || !userId) return;
    let cancelled = false;
    fetchModerationItems().then(
      (items) => {
        if (cancelled) return;
        setState({ items, error: null, savedAt: null });
        saveLastSeenItems(userId, items);
      },
      (error: unknown) => !cancelled && setState((s) => ({ items: s?.items ?? [], error: (error as Error).message, savedAt: s?.savedAt ?? null })),
    );
    return () => {
      cancelled = true;
    };
  }, [online, userId, version]);
  const offlineMessage = online ? null : state?.savedAt ? t(m.offlineLastSeen, { when: formatDateTime(state.savedAt) }) : t(m.offlineNothing);
  return (
    <ConsoleSection id="moderation-heading" heading={t(m.heading)} lead={t(m.lead)} offlineMessage={offlineMessage}>
      {state?.error && (
        <Text role="alert" color="fg.error" mt="2">
          {state.error}
        </Text>
      )}
      {state && state.items.length === 0 && <Text mt="3">{t(m.empty)}</Text>}
      <Stack as="ul" listStyleType="none" p="0" mt="4" gap="3" aria-label={t(m.heading)}>
        {state?.items.map((item) => (
          <ModerationRow key={`${item.kind}-${item.id}`} item={item} queued={queuedFor(queued, item.id)} />
        ))}
      </Stack>
    </ConsoleSection>
  );
}

function ModerationRow({ item: seen, queued }: { item: ModerationItem; queued: QueuedAdminAction[] }) {
  const t = useT();
  const db = useMaarifaDatabase();
  // What the admin asked for shows at once; the waiting line under it says it has not reached the server yet.
  const item = itemAfter(seen, queued);
  const change = (flag: 'is_hidden' | 'is_pinned', value: boolean) => void queueAdminAction(db, moderationAction(item, flag, value));
  return (
    <Card.Root as="li" size="sm" aria-label={t(m.itemLabel, { kind: t(m.kinds[item.kind]), title: item.title })} data-testid="moderation-item">
      <Card.Body gap="1">
        <HStack justify="space-between" flexWrap="wrap">
          <Text data-user-text dir="auto" fontWeight="semibold">{item.title}</Text>
          <HStack>
            <Badge>{t(m.kinds[item.kind])}</Badge>
            {item.is_hidden && <Badge colorPalette="red">{t(m.hidden)}</Badge>}
            {item.kind === 'discussion' && item.is_pinned && <Badge colorPalette="blue">{t(m.pinned)}</Badge>}
          </HStack>
        </HStack>
        <Text data-user-text dir="auto" color="fg.muted" fontSize="sm">
          {item.author} · {formatDateTime(item.created_at)}
        </Text>
        <HStack mt="1">
          <Button size="xs" variant="outline" onClick={() => change('is_hidden', !item.is_hidden)}>
            {t(item.is_hidden ? m.unhide : m.hide)}
          </Button>
          {item.kind === 'discussion' && (
            <Button size="xs" variant="outline" onClick={() => change('is_pinned', !item.is_pinned)}>
              {t(item.is_pinned ? m.unpin : m.pin)}
            </Button>
          )}
        </HStack>
        <QueuedStatus entries={queued} />
      </Card.Body>
    </Card.Root>
  );
}
