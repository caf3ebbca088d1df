// A free-preview lesson opened from the course page: the local copy when the device has it, else fetched online.
import { Box, Button, Portal, Text } from '@chakra-ui/react';
import { Alert, Dialog } from '../../../ui/parts';
import { useCallback } from 'react';
import { type LessonDoc, useMaarifaDatabase } from '../../../db';
import { fetchLesson, useRemote } from '../data/remote.ts';
import { useT } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';
import { LessonVideo } from './lesson-video.tsx';

const m = courseTexts.detail;

export function LessonPreviewDialog({ lessonId, title, onClose }: { lessonId: string | null; title: string; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog.Root open={lessonId !== null} onOpenChange={(details) => !details.open && onClose()} size="lg">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{lessonId && <PreviewBody lessonId={lessonId} />}</Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">{t(m.close)}</Button>
              </Dialog.ActionTrigger>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function PreviewBody({ lessonId }: { lessonId: string }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const load = useCallback(
    async (id: string): Promise<LessonDoc | null> => {
      const local = await db.lessons.findOne(id).exec();
      return local ? (local.toJSON() as LessonDoc) : fetchLesson(id);
    },
    [db],
  );
  const remote = useRemote(lessonId, load);
  if (remote.status === 'offline') {
    return (
      <Alert.Root status="info">
        <Alert.Indicator />
        <Alert.Title>{t(m.previewNeedsConnection)}</Alert.Title>
      </Alert.Root>
    );
  }
  if (remote.status === 'error' || (remote.status === 'ready' && !remote.data)) return <Text color="fg.error">{t(m.previewUnavailable)}</Text>;
  if (!remote.data) return <Text color="fg.muted">{t(courseTexts.edit.loading)}</Text>;
  return (
    <Box>
      {remote.data.video_url && <LessonVideo url={remote.data.video_url} />}
      <Text whiteSpace="pre-wrap" mt="3" data-testid="lesson-content">
        {remote.data.content ?? t(courseTexts.learn.noContent)}
      </Text>
    </Box>
  );
}
