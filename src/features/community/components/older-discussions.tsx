// Discussions older than the device keeps, a page at a time from the server while online.
import { Box, Button, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import type { DiscussionDoc } from '../../../db/index.ts';
import { useT } from '../../../lib/i18n';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { fetchOlderDiscussions } from '../data/remote.ts';
import { communityTexts } from '../texts.ts';
import { DiscussionCard } from './discussion-card.tsx';

const m = communityTexts.page;

/** Discussions older than what the device keeps, read online on demand. */
export function OlderDiscussions({ all }: { all: DiscussionDoc[] }) {
  const t = useT();
  const online = useOnlineStatus();
  const [older, setOlder] = useState<DiscussionDoc[]>([]);
  const [state, setState] = useState<'idle' | 'loading' | 'error' | 'end'>('idle');
  const keptIds = useMemo(() => new Set(all.map((d) => d.id)), [all]);

  async function load() {
    const oldest = [...all, ...older].reduce<string | null>((min, d) => (min === null || d.created_at < min ? d.created_at : min), null);
    setState('loading');
    try {
      const page = await fetchOlderDiscussions(oldest ?? new Date().toISOString());
      setOlder((previous) => [...previous, ...page.filter((d) => !keptIds.has(d.id))]);
      setState(page.length === 0 ? 'end' : 'idle');
    } catch {
      setState('error');
    }
  }

  return (
    <Stack gap="3" mt="4">
      {older.map((d) => (
        <DiscussionCard key={d.id} discussion={d} pending={false} />
      ))}
      {!online ? (
        <Text color="fg.muted" fontSize="sm" data-testid="older-offline">
          {t(m.olderOffline)}
        </Text>
      ) : state === 'end' ? (
        <Text color="fg.muted" fontSize="sm">
          {t(m.olderNone)}
        </Text>
      ) : (
        <Box>
          {state === 'error' && (
            <Text color="fg.error" fontSize="sm">
              {t(m.olderError)}
            </Text>
          )}
          <Button variant="outline" size="sm" loading={state === 'loading'} onClick={() => void load()}>
            {t(m.loadOlder)}
          </Button>
        </Box>
      )}
    </Stack>
  );
}
