// The Moderation section of /dashboard/admin: the newest discussions and comments with Hide / Unhide and Pin / Unpin.
import { Badge, Button, Card, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useOnline } from '../../courses/data/remote';
import { fetchModerationItems, setModerationFlag, type ModerationItem } from '../data/moderation';
import { moderationTexts as t } from '../texts';
import { ConsoleSection } from './console-section';

export function ModerationList() {
  const online = useOnline();
  const [state, setState] = useState<{ items: ModerationItem[]; error: string | null } | null>(null);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    fetchModerationItems().then(
      (items) => !cancelled && setState({ items, error: null }),
      (error: unknown) => !cancelled && setState((s) => ({ items: s?.items ?? [], error: (error as Error).message })),
    );
    return () => {
      cancelled = true;
    };
  }, [online, version]);
  return (
    <ConsoleSection id="moderation-heading" heading={t.heading} lead={t.lead} offlineMessage={online ? null : t.offline}>
      {state?.error && (
        <Text role="alert" color="fg.error" mt="2">
          {state.error}
        </Text>
      )}
      {state && state.items.length === 0 && <Text mt="3">{t.empty}</Text>}
      <Stack as="ul" listStyleType="none" p="0" mt="4" gap="3" aria-label={t.heading}>
        {state?.items.map((item) => (
          <ModerationRow key={`${item.kind}-${item.id}`} item={item} online={online} onChanged={() => setVersion((n) => n + 1)} />
        ))}
      </Stack>
    </ConsoleSection>
  );
}

function ModerationRow({ item, online, onChanged }: { item: ModerationItem; online: boolean; onChanged: () => void }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const change = async (flag: 'is_hidden' | 'is_pinned', value: boolean) => {
    setBusy(true);
    setError(null);
    try {
      await setModerationFlag(item, flag, value);
      onChanged();
    } catch (e) {
      setError((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card.Root as="li" size="sm" aria-label={`${t.kinds[item.kind]}: ${item.title}`} data-testid="moderation-item">
      <Card.Body gap="1">
        <HStack justify="space-between" flexWrap="wrap">
          <Text fontWeight="semibold">{item.title}</Text>
          <HStack>
            <Badge>{t.kinds[item.kind]}</Badge>
            {item.is_hidden && <Badge colorPalette="red">{t.hidden}</Badge>}
            {item.kind === 'discussion' && item.is_pinned && <Badge colorPalette="blue">{t.pinned}</Badge>}
          </HStack>
        </HStack>
        <Text color="fg.muted" fontSize="sm">
          {item.author} · {new Date(item.created_at).toLocaleString()}
        </Text>
        <HStack mt="1">
          <Button size="xs" variant="outline" disabled={!online} loading={busy} onClick={() => void change('is_hidden', !item.is_hidden)}>
            {item.is_hidden ? t.unhide : t.hide}
          </Button>
          {item.kind === 'discussion' && (
            <Button size="xs" variant="outline" disabled={!online} loading={busy} onClick={() => void change('is_pinned', !item.is_pinned)}>
              {item.is_pinned ? t.unpin : t.pin}
            </Button>
          )}
        </HStack>
        {error && (
          <Text role="alert" color="fg.error">
            {error}
          </Text>
        )}
      </Card.Body>
    </Card.Root>
  );
}
