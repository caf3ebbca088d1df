// A lesson's video: the saved copy from the media cache when there is one (no data spent), the network otherwise — at once, or after a tap
// that shows its size when data saver, Wi-Fi only or "ask every time" says so — and a notice offline.
import { AspectRatio, Box, Button, Stack, Text } from '@chakra-ui/react';
import { Alert } from '../../../ui/parts';
import { useEffect, useState } from 'react';
import { useSession } from '../../../auth/use-session';
import { decideMediaDownload, useConnection, useDataSaver, useMediaPolicy, type MediaDecision, type MediaPolicy } from '../../../lib/data-settings';
import { formatBytes } from '../data/format.ts';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { getSavedVideoUrl, isVideoSaved, readVideoSize } from '../offline/offline-course.ts';
import { useT, type Translate } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';
import { PlayIcon } from './icons.tsx';

type Source = { url: string; src: string | null; saved: boolean; checked: boolean };

export function LessonVideo({ url }: { url: string }) {
  const t = useT();
  const online = useOnlineStatus();
  const { user } = useSession();
  const policy = useMediaPolicy(user?.id);
  const dataSaver = useDataSaver();
  const { kind } = useConnection();
  const [source, setSource] = useState<Source>({ url, src: null, saved: false, checked: false });
  const [tappedUrl, setTappedUrl] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    let objectUrl: string | null = null;
    void (async () => {
      const saved = await isVideoSaved(url).catch(() => false);
      objectUrl = saved ? await getSavedVideoUrl(url).catch(() => null) : null;
      if (cancelled) {
        if (objectUrl) URL.revokeObjectURL(objectUrl);
        return;
      }
      setSource({ url, src: objectUrl, saved, checked: true });
    })();
    return () => {
      cancelled = true;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [url]);

  const current = source.url === url ? source : { url, src: null, saved: false, checked: false };
  if (!current.checked) return <Box h="2" />;
  // An opaque saved copy plays only through the service worker, which answers from the same cache.
  const playable = current.src ?? (online || current.saved ? url : null);
  if (!playable) {
    return (
      <Alert.Root status="info" data-testid="video-needs-connection">
        <Alert.Indicator />
        <Alert.Title>{t(courseTexts.learn.videoNeedsConnection)}</Alert.Title>
      </Alert.Root>
    );
  }
  const tapped = tappedUrl === url;
  // A saved copy costs no data; a tap is the learner's word for this one video.
  const decision: MediaDecision = current.saved || tapped ? 'start' : decideMediaDownload({ policy, dataSaver, connection: kind, confirmed: false });
  if (decision !== 'start') return <VideoPlaceholder url={url} decision={decision} note={placeholderNote(t, decision, dataSaver, policy)} onPlay={() => setTappedUrl(url)} />;
  return (
    <AspectRatio ratio={16 / 9} bg="black" borderRadius="md" overflow="hidden">
      {/* After a tap the learner asked to watch: load it all and play. Otherwise no autoplay, and with data saver no preload. */}
      <video src={playable} controls preload={tapped ? 'auto' : dataSaver ? 'none' : 'metadata'} autoPlay={tapped} data-testid="lesson-video" />
    </AspectRatio>
  );
}

const m = courseTexts.video;

function placeholderNote(t: Translate, decision: MediaDecision, dataSaver: boolean, policy: MediaPolicy): string {
  if (decision === 'wait') return t(m.waitingForWifi);
  if (dataSaver) return t(m.dataSaver);
  return policy === 'wifi-only' ? t(m.unknownConnection) : t(m.ask);
}

/** Stands where the video will be: its size (a HEAD request, no body) and the Play button; nothing of the video downloads. */
function VideoPlaceholder({ url, decision, note, onPlay }: { url: string; decision: Exclude<MediaDecision, 'start'>; note: string; onPlay: () => void }) {
  const t = useT();
  const [size, setSize] = useState<{ url: string; bytes: number | null } | null>(null);
  useEffect(() => {
    let cancelled = false;
    void readVideoSize(url).then((bytes) => !cancelled && setSize({ url, bytes }));
    return () => {
      cancelled = true;
    };
  }, [url]);
  const bytes = size?.url === url ? size.bytes : null;
  return (
    <AspectRatio ratio={16 / 9} bg="gray.900" color="white" borderRadius="md" overflow="hidden">
      <Stack align="center" justify="center" gap="2" p="4" textAlign="center" data-testid="video-placeholder" data-decision={decision}>
        <Button colorPalette="brand" onClick={onPlay} data-testid="video-play">
          <PlayIcon /> {decision === 'wait' ? t(m.playNow) : t(m.play)}
        </Button>
        <Text fontSize="sm" data-testid="video-size">
          {bytes !== null ? t(m.size, { size: formatBytes(bytes) }) : t(m.sizeUnknown)}
        </Text>
        <Text fontSize="xs" color="gray.300" maxW="sm">
          {note}
        </Text>
      </Stack>
    </AspectRatio>
  );
}
