// The "Make available offline" panel of an enrolled course: size before download, space used after, and removal.
import { Alert, Box, Button, Card, Checkbox, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useMaarifaDatabase } from '../../../db/index.ts';
import { toaster } from '../../../ui/toaster';
import { formatBytes } from '../data/format.ts';
import { useOnline } from '../data/remote.ts';
import { estimateOfflineCopy, removeOfflineCopy, saveOfflineCopy, type OfflineEstimate } from '../offline/offline-course.ts';
import { getCopyBytes, useOfflineCopies } from '../offline/offline-store.ts';
import { courseTexts } from '../texts.ts';
import { DownloadIcon } from './icons.tsx';

const t = courseTexts.offline;

export function OfflinePanel({ courseId }: { courseId: string }) {
  const copy = useOfflineCopies((state) => state.copies[courseId]);
  const copies = useOfflineCopies((state) => state.copies);
  const removeCopy = useOfflineCopies((state) => state.removeCopy);
  const [choosing, setChoosing] = useState(false);

  async function remove() {
    if (!copy) return;
    // Another saved course may share a video URL; keep those.
    const shared = new Set(Object.values(copies).filter((other) => other.courseId !== courseId).flatMap((other) => other.videos.map((video) => video.url)));
    await removeOfflineCopy(copy, shared);
    removeCopy(courseId);
    toaster.create({ type: 'info', title: t.removed });
  }

  return (
    <Card.Root variant="outline" data-testid="offline-panel">
      <Card.Body gap="3" p="4">
        <Text fontWeight="semibold">{t.title}</Text>
        {copy ? (
          <Stack gap="2">
            <Text color="green.fg">{t.saved}</Text>
            <Text fontSize="sm" data-testid="offline-space-used">
              {t.spaceUsed(formatBytes(getCopyBytes(copy)))}
            </Text>
            {copy.videos.length > 0 && <Text fontSize="sm">{t.videosSaved(copy.videos.length)}</Text>}
            <Box>
              <Button size="sm" variant="outline" colorPalette="red" onClick={() => void remove()}>
                {t.remove}
              </Button>
            </Box>
          </Stack>
        ) : choosing ? (
          <DownloadChooser courseId={courseId} onDone={() => setChoosing(false)} />
        ) : (
          <Box>
            <Button size="sm" colorPalette="brand" onClick={() => setChoosing(true)}>
              <DownloadIcon /> {t.makeAvailable}
            </Button>
          </Box>
        )}
      </Card.Body>
    </Card.Root>
  );
}

function DownloadChooser({ courseId, onDone }: { courseId: string; onDone: () => void }) {
  const db = useMaarifaDatabase();
  const online = useOnline();
  const saveCopy = useOfflineCopies((state) => state.saveCopy);
  const [includeVideos, setIncludeVideos] = useState(false);
  const [estimate, setEstimate] = useState<OfflineEstimate | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!online) return;
    let cancelled = false;
    void estimateOfflineCopy(db, courseId, includeVideos).then((value) => !cancelled && setEstimate(value));
    return () => {
      cancelled = true;
    };
  }, [db, courseId, includeVideos, online]);

  async function download() {
    setBusy(true);
    try {
      saveCopy(await saveOfflineCopy(db, courseId, includeVideos));
      toaster.create({ type: 'success', title: t.saved });
      onDone();
    } catch (error) {
      toaster.create({ type: 'error', title: t.failed, description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  if (!online) {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t.needsConnection}</Alert.Title>
      </Alert.Root>
    );
  }

  return (
    <Stack gap="3">
      <Checkbox.Root checked={includeVideos} onCheckedChange={(details) => setIncludeVideos(details.checked === true)}>
        <Checkbox.HiddenInput />
        <Checkbox.Control />
        <Checkbox.Label>{t.includeVideos}</Checkbox.Label>
      </Checkbox.Root>
      <Text fontSize="sm" data-testid="offline-download-size">
        {estimate ? t.sizeBefore(formatBytes(estimate.lessonBytes + (includeVideos ? estimate.videoBytes : 0))) : courseTexts.edit.loading}
      </Text>
      {estimate && includeVideos && estimate.unknownVideoSizes > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {t.sizeUnknown}
        </Text>
      )}
      {estimate && estimate.missingLessons > 0 && (
        <Text fontSize="xs" color="fg.muted">
          {t.waitingForLessons}
        </Text>
      )}
      <HStack>
        <Button size="sm" colorPalette="brand" onClick={() => void download()} disabled={busy || !estimate}>
          {busy ? t.downloading : t.download}
        </Button>
        <Button size="sm" variant="ghost" onClick={onDone} disabled={busy}>
          {t.cancel}
        </Button>
      </HStack>
    </Stack>
  );
}
