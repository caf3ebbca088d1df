// A course's curriculum on its page: from the device for its instructor and enrolled learners (every lesson opens), else
// module titles from the device and lesson titles from the online outline, with free previews.
import { Badge, Button, Card, HStack, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { Alert } from '../../../ui/parts';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { useCourseLessons } from '../data/hooks.ts';
import { orderLessonSteps } from '../data/progress.ts';
import { fetchCourseOutline, useRemote, type OutlineModule } from '../data/remote.ts';
import { courseTexts } from '../texts.ts';
import { BookIcon, LockIcon, PlayIcon } from './icons.tsx';

const m = courseTexts.detail;

export type PreviewHandler = (lesson: { id: string; title: string }) => void;
type CurriculumLesson = { id: string; title: string; duration: number; is_free: boolean; has_video: boolean };

function CurriculumList({
  modules,
  onPreview,
  lessonHref,
}: {
  modules: { id: string; title: string; lessons: CurriculumLesson[] }[];
  onPreview: PreviewHandler;
  /** For the instructor and enrolled learners every lesson opens in the player. */
  lessonHref?: (lessonId: string) => string;
}) {
  const t = useT();
  if (modules.length === 0) return <Text color="fg.muted">{t(m.outlineEmpty)}</Text>;
  return (
    <Stack gap="3" data-testid="curriculum">
      {modules.map((module, index) => (
        <Card.Root key={module.id} variant="outline">
          <Card.Body p="4" gap="2">
            <Text fontWeight="semibold">{t(courseTexts.edit.moduleHeading, { number: formatNumber(index + 1), title: module.title })}</Text>
            <Stack as="ol" gap="1" listStyleType="none">
              {module.lessons.map((lesson) => (
                <HStack as="li" key={lesson.id} justify="space-between" fontSize="sm" py="1">
                  <HStack gap="2" minW="0">
                    {lesson.has_video ? <PlayIcon boxSize="3" /> : <BookIcon boxSize="3" />}
                    <span data-user-text dir="auto">{lesson.title}</span>
                    {lesson.is_free && (
                      <Badge colorPalette="green" variant="subtle" size="sm">
                        {t(courseTexts.module.freePreview)}
                      </Badge>
                    )}
                  </HStack>
                  <HStack gap="2" color="fg.muted">
                    <span>{t(courseTexts.module.minutes, { minutes: formatNumber(lesson.duration) })}</span>
                    {lessonHref ? (
                      <Button asChild size="xs" variant="outline" aria-label={t(m.openLabel, { title: lesson.title })}>
                        <RouterLink to={lessonHref(lesson.id)}>{t(m.open)}</RouterLink>
                      </Button>
                    ) : lesson.is_free ? (
                      <Button size="xs" variant="outline" onClick={() => onPreview({ id: lesson.id, title: lesson.title })} aria-label={t(m.previewLabel, { title: lesson.title })}>
                        {t(m.preview)}
                      </Button>
                    ) : (
                      <>
                        <LockIcon boxSize="3" />
                        <VisuallyHidden>{t(m.locked)}</VisuallyHidden>
                      </>
                    )}
                  </HStack>
                </HStack>
              ))}
            </Stack>
          </Card.Body>
        </Card.Root>
      ))}
    </Stack>
  );
}

/** The instructor's or an enrolled learner's curriculum: everything is on the device. */
function LocalCurriculum({ courseId, onPreview }: { courseId: string; onPreview: PreviewHandler }) {
  const t = useT();
  const { data, loading } = useCourseLessons(courseId);
  if (loading) return <Text color="fg.muted">{t(courseTexts.edit.loading)}</Text>;
  const steps = orderLessonSteps(data.modules, data.lessons);
  const modules = data.modules.map((module) => ({
    id: module.id,
    title: module.title,
    lessons: steps
      .filter((step) => step.module.id === module.id)
      .map(({ lesson }) => ({ id: lesson.id, title: lesson.title, duration: lesson.duration, is_free: lesson.is_free, has_video: Boolean(lesson.video_url) })),
  }));
  return <CurriculumList modules={modules} onPreview={onPreview} lessonHref={(lessonId) => `/dashboard/courses/${courseId}/learn?lesson=${lessonId}`} />;
}

/** Someone else's course: module titles are on the device, lesson titles come from the online outline. */
function RemoteCurriculum({ courseId, onPreview }: { courseId: string; onPreview: PreviewHandler }) {
  const t = useT();
  const outline = useRemote<OutlineModule[]>(courseId, fetchCourseOutline);
  const local = useCourseLessons(courseId);
  if (outline.status === 'offline') {
    return (
      <Stack gap="3">
        <Alert.Root status="info" data-testid="outline-needs-connection">
          <Alert.Indicator />
          <Alert.Title>{t(m.outlineNeedsConnection)}</Alert.Title>
        </Alert.Root>
        {local.data.modules.length > 0 && <CurriculumList modules={local.data.modules.map((module) => ({ id: module.id, title: module.title, lessons: [] }))} onPreview={onPreview} />}
      </Stack>
    );
  }
  if (outline.status === 'error') return <Text color="fg.error">{t(m.outlineError)}</Text>;
  if (!outline.data) return <Text color="fg.muted">{t(m.outlineLoading)}</Text>;
  if (outline.data.length === 0) return <Text color="fg.muted">{t(m.outlineEmpty)}</Text>;
  return <CurriculumList modules={outline.data} onPreview={onPreview} />;
}

/** The curriculum: `onDevice` when the viewer has the lessons (the instructor, an enrolled learner). */
export function CourseCurriculum({ courseId, onDevice, onPreview }: { courseId: string; onDevice: boolean; onPreview: PreviewHandler }) {
  return onDevice ? <LocalCurriculum courseId={courseId} onPreview={onPreview} /> : <RemoteCurriculum courseId={courseId} onPreview={onPreview} />;
}
