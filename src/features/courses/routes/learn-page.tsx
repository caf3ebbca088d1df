// /dashboard/courses/{courseId}/learn: the lesson player — lesson list with ticks, content, video, Mark complete, previous/next, progress.
import { Badge, Box, Button, Card, Grid, Heading, HStack, Link, Progress, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Alert } from '../../../ui/parts';
import { useEffect, useMemo } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { useSession } from '../../../auth/use-session.ts';
import { useMaarifaDatabase } from '../../../db/index.ts';
import { PageLoading } from '../../../ui/page-loading';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { ArrowLeftIcon, CheckCircleIcon, CircleIcon } from '../components/icons.tsx';
import { LessonSummary } from '../components/lesson-summary.tsx';
import { LessonVideo } from '../components/lesson-video.tsx';
import { OfflinePanel } from '../components/offline-panel.tsx';
import { useOfflineCopies } from '../offline/offline-store.ts';
import { markLessonComplete } from '../data/commands.ts';
import { useCourse, useCourseProgress, useEnrollment, useLessonProgress } from '../data/hooks.ts';
import { useT } from '../../../lib/i18n';
import { formatNumber, formatPercent } from '../../../lib/i18n/format';
import { courseTexts } from '../texts.ts';

const m = courseTexts.learn;

export default function LearnPage() {
  const t = useT();
  const { courseId = '' } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const db = useMaarifaDatabase();
  const session = useSession();
  const userId = session.user?.id;
  const course = useCourse(courseId);
  const enrollment = useEnrollment(userId, courseId);
  const progress = useCourseProgress(userId, courseId);
  const completions = useLessonProgress(userId);
  const completed = useMemo(() => new Set(completions.data.map((row) => row.lesson_id)), [completions.data]);
  const noteOpened = useOfflineCopies((state) => state.noteOpened);
  useEffect(() => noteOpened(courseId), [noteOpened, courseId]);

  const steps = progress.data.steps;
  const requested = searchParams.get('lesson');
  const index = Math.max(
    0,
    steps.findIndex((step) => step.lesson.id === (requested ?? progress.data.next?.lesson.id)),
  );
  const current = steps[index] ?? null;

  usePageMeta({ title: course.data ? pageTitle(current ? current.lesson.title : course.data.title) : undefined });

  if (session.status === 'loading' || course.loading || enrollment.loading || progress.loading) return <PageLoading />;
  const isOwner = Boolean(course.data && userId && course.data.instructor_id === userId);
  if (!course.data || (!enrollment.data && !isOwner)) {
    return (
      <Box py="10">
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{t(m.notEnrolled)}</Alert.Title>
        </Alert.Root>
        <Button asChild mt="4" colorPalette="brand">
          <RouterLink to={`/dashboard/courses/${courseId}`}>{t(m.goToCourse)}</RouterLink>
        </Button>
      </Box>
    );
  }

  const goTo = (lessonId: string) => setSearchParams({ lesson: lessonId });

  async function complete() {
    if (!current || !userId) return;
    // Without this the page would follow "next unfinished" and jump away from the lesson just completed.
    if (!requested) setSearchParams({ lesson: current.lesson.id }, { replace: true });
    const result = await markLessonComplete(db, userId, current.lesson.id, courseId);
    if (!result.ok) toaster.create({ type: 'error', title: t(courseTexts.errors.title), description: result.error });
  }

  const isDone = current ? completed.has(current.lesson.id) : false;
  const previous = steps[index - 1];
  const next = steps[index + 1];

  return (
    <Box as="section" py="6">
      <Link asChild color="fg.muted" fontSize="sm">
        <RouterLink to={`/dashboard/courses/${courseId}`}>
          <ArrowLeftIcon boxSize="4" /> {t(m.backToCourse)}
        </RouterLink>
      </Link>
      <Heading data-user-text dir="auto" as="h1" size="2xl" mt="2">
        {course.data.title}
      </Heading>
      <Box mt="3" maxW="md">
        <Progress.Root value={progress.data.percent} size="sm" aria-label={t(m.progress, { percent: formatPercent(progress.data.percent / 100) })}>
          <Progress.Track>
            <Progress.Range />
          </Progress.Track>
        </Progress.Root>
        <Text fontSize="sm" mt="1" data-testid="course-progress">
          {t(m.progress, { percent: formatPercent(progress.data.percent / 100) })}
        </Text>
      </Box>
      {steps.length === 0 ? (
        <Alert.Root status="info" mt="6">
          <Alert.Indicator />
          <Alert.Title>{t(m.noLessons)}</Alert.Title>
        </Alert.Root>
      ) : (
        <Grid templateColumns={{ base: '1fr', lg: '18rem 1fr' }} gap="6" mt="6">
          {/* On a phone the lesson comes first and the list after it. */}
          <Stack gap="4" order={{ base: 2, lg: 1 }}>
            <Card.Root variant="outline">
              <Card.Body p="3">
                <Text fontWeight="semibold" mb="2">
                  {t(m.lessons)}
                </Text>
                <Stack as="nav" aria-label={t(m.lessons)} gap="0">
                  {steps.map((step, position) => {
                    const done = completed.has(step.lesson.id);
                    const firstOfModule = position === 0 || steps[position - 1]?.module.id !== step.module.id;
                    return (
                      <Box key={step.lesson.id}>
                        {firstOfModule && (
                          <Text fontSize="xs" color="fg.muted" mt={position === 0 ? 0 : 3} mb="1" textTransform="uppercase">
                            {t(courseTexts.edit.moduleHeading, { number: formatNumber(step.moduleNumber), title: step.module.title })}
                          </Text>
                        )}
                        <Button
                          variant={position === index ? 'subtle' : 'ghost'}
                          size="sm"
                          w="full"
                          justifyContent="flex-start"
                          onClick={() => goTo(step.lesson.id)}
                          aria-current={position === index ? 'page' : undefined}
                          data-testid="lesson-link"
                          data-completed={done ? 'true' : 'false'}
                        >
                          {done ? <CheckCircleIcon color="green.fg" /> : <CircleIcon color="fg.subtle" />}
                          {done && <VisuallyHidden>{t(m.completedLesson)}</VisuallyHidden>}
                          <Text data-user-text dir="auto" as="span" truncate>
                            {step.lesson.title}
                          </Text>
                        </Button>
                      </Box>
                    );
                  })}
                </Stack>
              </Card.Body>
            </Card.Root>
            {enrollment.data && <OfflinePanel courseId={courseId} />}
          </Stack>
          {current && (
            <Stack gap="4" as="article" order={{ base: 1, lg: 2 }}>
              <HStack justify="space-between" wrap="wrap">
                <Heading data-user-text dir="auto" as="h2" size="xl">
                  {current.lesson.title}
                </Heading>
                {isDone && (
                  <Badge colorPalette="green" size="lg">
                    {t(m.completed)}
                  </Badge>
                )}
              </HStack>
              {current.lesson.video_url && <LessonVideo url={current.lesson.video_url} />}
              <LessonSummary key={current.lesson.id} content={current.lesson.content ?? ''} />
              <Text data-user-text dir="auto" whiteSpace="pre-wrap" data-testid="lesson-content">
                {current.lesson.content ?? t(m.noContent)}
              </Text>
              <HStack justify="space-between" wrap="wrap" gap="3" pt="4" borderTopWidth="1px">
                <Button variant="outline" disabled={!previous} onClick={() => previous && goTo(previous.lesson.id)}>
                  {t(m.previous)}
                </Button>
                <Button colorPalette="brand" onClick={() => void complete()} disabled={isDone}>
                  {isDone ? t(m.completed) : t(m.markComplete)}
                </Button>
                <Button variant="outline" disabled={!next} onClick={() => next && goTo(next.lesson.id)}>
                  {t(m.next)}
                </Button>
              </HStack>
            </Stack>
          )}
        </Grid>
      )}
    </Box>
  );
}
