// The dashboard header's sync status: offline / syncing / up to date, pending writes, last synced, and the conflicts list.
import { Badge, Box, Button, CloseButton, HStack, Portal, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Dialog } from '../../ui/parts';
import { useState } from 'react';
import { useSession } from '../../auth/use-session';
import { dismissConflict, getSyncHandle, reapplyConflict, useConflicts, useMaarifaDatabase, useSyncStatus, type ConflictDoc, type SyncState } from '../../db';
import { useOnlineStatus } from '../../ui/use-online-status';
import { t, useLocale } from '../../lib/i18n';
import { formatRelativeTime } from '../../lib/i18n/format';
import { appShellTexts } from '../app-shell-texts';

const m = appShellTexts.sync;

const stateColors: Record<SyncState, string> = {
  offline: 'gray',
  syncing: 'blue',
  'up-to-date': 'green',
  error: 'red',
  paused: 'orange',
};

/** What the indicator says: the browser's own offline flag wins over a stale engine state. */
export function selectShownSyncState(state: SyncState, online: boolean): SyncState {
  return online ? state : 'offline';
}

export function formatLastSynced(iso: string | null, now = Date.now()): string {
  if (!iso) return t(m.never);
  const seconds = Math.max(0, Math.round((now - Date.parse(iso)) / 1000));
  if (seconds < 60) return t(m.lastSyncedJustNow);
  return t(m.lastSynced, { when: formatRelativeTime(iso, now) });
}

export function SyncIndicator() {
  useLocale();
  const status = useSyncStatus();
  const online = useOnlineStatus();
  const { offlineSession } = useSession();
  const [open, setOpen] = useState(false);
  const shown = selectShownSyncState(status.state, online);
  const label = t(m.states[shown]);
  const live = online && status.live;

  return (
    <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)} size="md">
      <Dialog.Trigger asChild>
        {/* The name is the visible text plus hidden separators, so what a voice-control user reads out always matches it. */}
        <Button variant="ghost" size="sm" data-testid="sync-indicator" data-state={shown} data-live={live}>
          <VisuallyHidden>{`${t(m.label)}: `}</VisuallyHidden>
          <Badge colorPalette={stateColors[shown]} variant="subtle">
            {label}
          </Badge>
          {live && (
            <>
              <VisuallyHidden>, </VisuallyHidden>
              <Badge colorPalette="green" variant="outline" data-testid="sync-live">
                {t(m.live)}
              </Badge>
            </>
          )}
          {status.pending > 0 && (
            <>
              <VisuallyHidden>, </VisuallyHidden>
              <Text as="span" fontSize="xs" color="fg.muted" data-testid="sync-pending">
                {t(m.pending, { count: status.pending })}
              </Text>
            </>
          )}
          {status.conflicts > 0 && (
            <>
              <VisuallyHidden>{`, ${t(m.conflictsTitle)}: `}</VisuallyHidden>
              <Badge colorPalette="red" variant="solid" data-testid="sync-conflicts">
                {status.conflicts}
              </Badge>
            </>
          )}
        </Button>
      </Dialog.Trigger>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t(m.detailsTitle)}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="2">
                <Text fontWeight="semibold">{label}</Text>
                {(shown === 'offline' || offlineSession) && <Text color="fg.muted">{t(m.offlineSession)}</Text>}
                <Text color="fg.muted" data-testid="sync-live-details">{live ? t(m.liveDetails) : t(m.notLive)}</Text>
                <Text>{t(m.pending, { count: status.pending })}</Text>
                <Text>{formatLastSynced(status.lastSyncedAt)}</Text>
                {status.error && shown !== 'offline' && <Text color="fg.error">{status.error}</Text>}
                {open && <ConflictList />}
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <SyncNowButton disabled={!online} />
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t(m.close)}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t(m.close)} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function SyncNowButton({ disabled }: { disabled: boolean }) {
  useLocale();
  const db = useMaarifaDatabase();
  return (
    <Button variant="subtle" disabled={disabled} onClick={() => void getSyncHandle(db)?.syncNow()}>
      {t(m.syncNow)}
    </Button>
  );
}

function ConflictList() {
  useLocale();
  const db = useMaarifaDatabase();
  const { conflicts } = useConflicts();
  return (
    <Box as="section" aria-label={t(m.conflictsTitle)} mt="2">
      <Text fontWeight="semibold" mb="2">
        {t(m.conflictsTitle)}
      </Text>
      {conflicts.length === 0 ? (
        <Text color="fg.muted">{t(m.noConflicts)}</Text>
      ) : (
        <Stack as="ul" gap="3" listStyle="none">
          {conflicts.map((conflict) => (
            <ConflictItem
              key={conflict.id}
              conflict={conflict}
              onReapply={() => void reapplyConflict(db, conflict.id)}
              onDismiss={() => void dismissConflict(db, conflict.id)}
            />
          ))}
        </Stack>
      )}
    </Box>
  );
}

function describeConflict(conflict: ConflictDoc): string {
  const local = conflict.local as Record<string, unknown>;
  // A comment has no title: its own words tell the user which one it was.
  const name = [local.title, local.name, local.full_name, local.content].find((value) => typeof value === 'string' && value !== '');
  const shown = typeof name === 'string' && name.length > 80 ? `${name.slice(0, 79)}…` : name;
  return `${conflict.collection_name.replace(/_/g, ' ')}${typeof shown === 'string' ? `: ${shown}` : ''}`;
}

function ConflictItem({ conflict, onReapply, onDismiss }: { conflict: ConflictDoc; onReapply: () => void; onDismiss: () => void }) {
  useLocale();
  return (
    <Box as="li" borderWidth="1px" borderRadius="md" p="3">
      <Text fontWeight="medium">{describeConflict(conflict)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {conflict.message ?? t(m.conflictReason[conflict.reason])}
      </Text>
      <HStack mt="2" gap="2">
        <Button size="xs" onClick={onReapply}>
          {t(m.reapply)}
        </Button>
        <Button size="xs" variant="outline" onClick={onDismiss}>
          {t(m.dismiss)}
        </Button>
      </HStack>
    </Box>
  );
}
