// A lesson's video: the saved copy from the media cache when there is one (no data spent), the network otherwise, a notice offline.
import { Alert, AspectRatio, Box } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { useOnline } from '../data/remote.ts';
import { getSavedVideoUrl, isVideoSaved } from '../offline/offline-course.ts';
import { courseTexts } from '../texts.ts';

type Source = { url: string; src: string | null; saved: boolean; checked: boolean };

export function LessonVideo({ url }: { url: string }) {
  const online = useOnline();
  const [source, setSource] = useState<Source>({ url, src: null, saved: false, checked: false });

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
        <Alert.Title>{courseTexts.learn.videoNeedsConnection}</Alert.Title>
      </Alert.Root>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} bg="black" borderRadius="md" overflow="hidden">
      <video src={playable} controls preload="metadata" data-testid="lesson-video" />
    </AspectRatio>
  );
}
