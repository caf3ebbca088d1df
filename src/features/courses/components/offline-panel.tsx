// The "Make available offline" panel of an enrolled course: size before download, the learner's media policy (a Wi-Fi-only copy
// waits on mobile data and starts on Wi-Fi or on "Download now"), space used after, and removal.
import { Box, Button, Card, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../ui/parts';
import { useCallback, useEffect, useState } from 'react';
import { useSession } from '../../../auth/use-session';
import { useMaarifaDatabase } from '../../../db/index.ts';
import { decideMediaDownload, useConnection, useDataSaver, useMediaPolicy, type MediaDecision } from '../../../lib/data-settings';
import { toaster } from '../../../ui/toaster';
import { formatBytes } from '../data/format.ts';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { estimateOfflineCopy, removeKeptCourse, type OfflineEstimate } from '../offline/offline-course.ts';
import { isOfflineCopyRunning, runOfflineCopy } from '../offline/run-offline-copy.ts';
import { getCopyBytes, useOfflineCopies, type WaitingCopy } from '../offline/offline-store.ts';
import { useT } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';
import { DownloadIcon } from './icons.tsx';

const m = courseTexts.offline;

export function OfflinePanel({ courseId }: { courseId: string }) {
  const t = useT();
  const copy = useOfflineCopies((state) => state.copies[courseId]);
  const waiting = useOfflineCopies((state) => state.waiting[courseId]);
  const [choosing, setChoosing] = useState(false);

  async function remove() {
    if (!copy) return;
    await removeKeptCourse(courseId);
    toaster.create({ type: 'info', title: t(m.removed) });
  }

  return (
    <Card.Root variant="outline" data-testid="offline-panel">
      <Card.Body gap="3" p="4">
        <Text fontWeight="semibold">{t(m.title)}</Text>
        {copy ? (
          <Stack gap="2">
            <Text color="green.fg">{t(m.saved)}</Text>
            <Text fontSize="sm" data-testid="offline-space-used">
              {t(m.spaceUsed, { size: formatBytes(getCopyBytes(copy)) })}
            </Text>
            {copy.videos.length > 0 && <Text fontSize="sm">{t(m.videosSaved, { count: copy.videos.length })}</Text>}
            <Box>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove()}>
                {t(m.remove)}
              </Button>
            </Box>
          </Stack>
        ) : waiting ? (
          <WaitingForWifi waiting={waiting} />
        ) : choosing ? (
          <DownloadChooser courseId={courseId} onDone={() => setChoosing(false)} />
        ) : (
          <Box>
            <Button size="sm" colorPalette="brand" onClick={() => setChoosing(true)}>
              <DownloadIcon /> {t(m.makeAvailable)}
            </Button>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

/** Saves the copy (once, however many places ask: see runOfflineCopy); the one path for Download and "Download now". */
function useDownload(courseId: string): { busy: boolean; download: (includeVideos: boolean) => Promise<boolean> } {
  const db = useMaarifaDatabase();
  const [busy, setBusy] = useState(() => isOfflineCopyRunning(courseId));
  const download = useCallback(
    async (includeVideos: boolean) => {
      setBusy(true);
      try {
        return await runOfflineCopy(db, courseId, includeVideos);
      } finally {
        setBusy(false);
      }
    },
    [db, courseId],
  );
  return { busy, download };
}

/** "Waiting for Wi-Fi": the dashboard's runner starts it once the connection is unmetered; "Download now" starts it at once. */
function WaitingForWifi({ waiting }: { waiting: WaitingCopy }) {
  const t = useT();
  const online = useOnlineStatus();
  const removeWaiting = useOfflineCopies((state) => state.removeWaiting);
  const { busy, download } = useDownload(waiting.courseId);
  return (
    <Stack gap="2" data-testid="offline-waiting">
      <Text fontWeight="medium">{t(m.waitingForWifi)}</Text>
      <Text fontSize="sm" color="fg.muted">
        {t(m.waitingDetail, { size: formatBytes(waiting.bytes) })}
      </Text>
      <HStack>
        <Button size="sm" colorPalette="brand" onClick={() => void download(waiting.includeVideos)} loading={busy} disabled={!online}>
          {t(m.downloadNow)}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => removeWaiting(waiting.courseId)} disabled={busy}>
          {t(m.cancelWaiting)}
        </Button>
      </HStack>
    </Stack>
  );
}

function DownloadChooser({ courseId, onDone }: { courseId: string; onDone: () => void }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const online = useOnlineStatus();
  const { user } = useSession();
  const policy = useMediaPolicy(user?.id);
  const dataSaver = useDataSaver();
  const { kind } = useConnection();
  const addWaiting = useOfflineCopies((state) => state.addWaiting);
  const { busy, download } = useDownload(courseId);
  const [includeVideos, setIncludeVideos] = useState(false);
  const [estimate, setEstimate] = useState<OfflineEstimate | null>(null);
  const [asking, setAsking] = useState(false);

  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    void estimateOfflineCopy(db, courseId, includeVideos).then((value) => !cancelled && setEstimate(value));
    return () => {
      cancelled = true;
    };
  }, [db, courseId, includeVideos, online]);

  const bytes = estimate ? estimate.lessonBytes + (includeVideos ? estimate.videoBytes : 0) : 0;

  async function start() {
    if (await download(includeVideos)) onDone();
  }

  function wait() {
    addWaiting({ courseId, includeVideos, bytes, requestedAt: new Date().toISOString() });
    onDone();
  }

  /** The learner has seen the size and tapped Download: the media policy says whether it goes now. */
  function requestDownload() {
    const decision: MediaDecision = decideMediaDownload({ policy, dataSaver, connection: kind, confirmed: true });
    if (decision === 'start') void start();
    else if (decision === 'wait') wait();
    else setAsking(true);
  }

  if (!online) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t(m.needsConnection)}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <Stack gap="3">
      <Checkbox.Root checked={includeVideos} onCheckedChange={(details) => setIncludeVideos(details.checked === true)} disabled={asking}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t(m.includeVideos)}</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" data-testid="offline-download-size">
        {estimate ? t(m.sizeBefore, { size: formatBytes(bytes) }) : t(courseTexts.edit.loading)}
      </Text>
      {estimate && includeVideos && estimate.unknownVideoSizes > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {t(m.sizeUnknown)}
        </Text>
      )}
      {estimate && estimate.missingLessons > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {t(m.waitingForLessons)}
        </Text>
      )}
      {asking ? (
        <Stack gap="2" data-testid="offline-ask">
          <Text fontSize="sm">{t(m.askUnknownConnection, { size: formatBytes(bytes) })}</Text>
          <HStack>
            <Button size="sm" colorPalette="brand" onClick={() => void start()} loading={busy}>
              {t(m.downloadNow)}
            </Button>
            <Button size="sm" variant="outline" onClick={wait} disabled={busy}>
              {t(m.waitForWifi)}
            </Button>
          </HStack>
        </Stack>
      ) : (
        <HStack>
          <Button size="sm" colorPalette="brand" onClick={requestDownload} disabled={busy || !estimate}>
            {busy ? t(m.downloading) : t(m.download)}
          </Button>
          <Button size="sm" variant="ghost" onClick={onDone} disabled={busy}>
            {t(m.cancel)}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}
