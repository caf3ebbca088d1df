// /dashboard/courses/{courseId}: the course page — header, curriculum (local, or the online outline), free previews, Enroll
// for a free course, Buy for a paid one, the return from the payment provider, and the learner's purchase with its refund.
import { Badge, Box, Button, Card, Grid, Heading, HStack, Link, Stack, Text, VisuallyHidden } from '@chakra-ui/react';
import { Alert } from '../../../ui/parts';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useSession } from '../../../auth/use-session.ts';
import { type CourseDoc, useMaarifaDatabase, useMyOrders } from '../../../db';
import { PageLoading } from '../../../ui/page-loading';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { BuyButton } from '../components/buy-button.tsx';
import { PaymentReturn } from '../components/payment-return.tsx';
import { PurchaseCard } from '../components/purchase-card.tsx';
import { ArrowLeftIcon, BookIcon, ClockIcon, LockIcon, PlayIcon, StarIcon, UsersIcon } from '../components/icons.tsx';
import { CourseThumbnail } from '../components/course-card.tsx';
import { LessonPreviewDialog } from '../components/lesson-preview-dialog.tsx';
import { OfflinePanel } from '../components/offline-panel.tsx';
import { enrollInCourse } from '../data/commands.ts';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { categoryLabel, difficultyLabel, formatPrice, formatRating, getCourseHours } from '../data/format.ts';
import { useCourse, useCourseLessons, useEnrollment } from '../data/hooks.ts';
import { orderLessonSteps } from '../data/progress.ts';
import { fetchCourse, fetchCourseOutline, useRemote, type OutlineModule } from '../data/remote.ts';
import { courseTexts } from '../texts.ts';

const m = courseTexts.detail;

export default function CourseDetailPage() {
  const t = useT();
  const { courseId = '' } = useParams();
  const local = useCourse(courseId);
  // The course row syncs for every published course, but a fresh device may not have pulled yet.
  const remote = useRemote(!local.loading && !local.data ? courseId : null, fetchCourse);
  const course = local.data ?? remote.data;

  usePageMeta({ title: course ? pageTitle(course.title) : undefined });

  if (local.loading || (!course && remote.status === 'loading')) return <PageLoading />;
  if (!course) {
    return (
      <Box py="10">
        <Heading as="h1" size="xl">
          {t(m.notFound)}
        </Heading>
        {remote.status === 'offline' && <Text color="fg.muted">{t(m.notFoundOffline)}</Text>}
        <BackToCourses />
      </Box>
    );
  }
  return <CourseView course={course} />;
}

function BackToCourses() {
  const t = useT();
  return (
    <Link asChild color="fg.muted" fontSize="sm" mb="3">
      <RouterLink to="/dashboard/courses">
        <ArrowLeftIcon boxSize="4" /> {t(m.backToCourses)}
      </RouterLink>
    </Link>
  );
}

function CourseView({ course }: { course: CourseDoc }) {
  const t = useT();
  const { user } = useSession();
  const enrollment = useEnrollment(user?.id, course.id);
  const isOwner = Boolean(user && course.instructor_id === user.id);
  const hasLessons = isOwner || Boolean(enrollment.data);
  const [preview, setPreview] = useState<{ id: string; title: string } | null>(null);

  return (
    <Box as="section" py="6">
      <BackToCourses />
      <Grid templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }} gap="6" mt="2">
        <Stack gap="4">
          <PaymentReturn courseId={course.id} enrolled={Boolean(enrollment.data)} />
          {course.status === 'draft' && (
            <Alert.Root status="warning">
              <Alert.Indicator />
              <Alert.Title>{t(m.draftNotice)}</Alert.Title>
            </Alert.Root>
          )}
          <HStack gap="2" wrap="wrap">
            <Badge colorPalette="brand" variant="subtle">
              {difficultyLabel(course.difficulty, t)}
            </Badge>
            {course.category && <Badge variant="outline">{categoryLabel(course.category, t)}</Badge>}
            {enrollment.data && <Badge colorPalette="green">{t(m.enrolledBadge)}</Badge>}
          </HStack>
          <Heading data-user-text as="h1" size="3xl">
            {course.title}
          </Heading>
          {course.description && <Text data-user-text color="fg.muted">{course.description}</Text>}
          <HStack gap="4" color="fg.muted" fontSize="sm" wrap="wrap">
            <HStack gap="1">
              <UsersIcon boxSize="4" /> <span>{t(courseTexts.list.students, { count: course.total_students ?? 0 })}</span>
            </HStack>
            <HStack gap="1">
              <StarIcon boxSize="4" /> <span>{formatRating(course.average_rating, t)}</span>
            </HStack>
            <HStack gap="1">
              <ClockIcon boxSize="4" /> <span>{t(courseTexts.list.hours, { hours: formatNumber(getCourseHours(course.total_duration)) })}</span>
            </HStack>
            {course.instructor_name && <span>{t(m.by, { name: course.instructor_name })}</span>}
          </HStack>
          <Heading as="h2" size="lg" mt="4">
            {t(m.curriculum)}
          </Heading>
          {hasLessons ? (
            <LocalCurriculum courseId={course.id} onPreview={setPreview} />
          ) : (
            <RemoteCurriculum courseId={course.id} onPreview={setPreview} />
          )}
        </Stack>
        <Stack gap="4">
          <Card.Root variant="outline" overflow="hidden">
            <CourseThumbnail url={course.thumbnail_url} iconSize="12" />
            <Card.Body gap="3" p="4">
              <Text fontSize="2xl" fontWeight="bold" data-testid="course-price">
                {formatPrice(course.price, t)}
              </Text>
              <EnrolArea course={course} isOwner={isOwner} enrolled={Boolean(enrollment.data)} loading={enrollment.loading} />
            </Card.Body>
          </Card.Root>
          {enrollment.data && <OfflinePanel courseId={course.id} />}
          {course.price > 0 && !isOwner && <PurchaseCard courseId={course.id} />}
        </Stack>
      </Grid>
      <LessonPreviewDialog lessonId={preview?.id ?? null} title={preview?.title ?? ''} onClose={() => setPreview(null)} />
    </Box>
  );
}

function EnrolArea({ course, isOwner, enrolled, loading }: { course: CourseDoc; isOwner: boolean; enrolled: boolean; loading: boolean }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const [busy, setBusy] = useState(false);

  if (isOwner) {
    return (
      <Button asChild colorPalette="brand">
        <RouterLink to={`/dashboard/courses/${course.id}/edit`}>{t(m.editCourse)}</RouterLink>
      </Button>
    );
  }
  if (loading) return null;
  if (enrolled) {
    return (
      <Button asChild colorPalette="brand">
        <RouterLink to={`/dashboard/courses/${course.id}/learn`}>{t(m.continueLearning)}</RouterLink>
      </Button>
    );
  }
  if (course.price > 0) return <PaidCourseArea course={course} />;

  async function enrol() {
    if (!user) return;
    setBusy(true);
    try {
      const result = await enrollInCourse(db, user.id, course.id);
      if (result.ok) toaster.create({ type: 'success', title: t(m.enrolledToast), description: t(m.enrolledToastDescription) });
      else toaster.create({ type: 'error', title: t(courseTexts.errors.title), description: result.error });
    } catch (error) {
      toaster.create({ type: 'error', title: t(courseTexts.errors.title), description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button colorPalette="brand" onClick={() => void enrol()} disabled={busy || !user}>
      {busy ? t(m.enrolling) : t(m.enroll)}
    </Button>
  );
}

/** A paid course the learner is not enrolled in: Buy, or — paid on this or another device — the enrolment on its way. */
function PaidCourseArea({ course }: { course: CourseDoc }) {
  const t = useT();
  const orders = useMyOrders();
  const paid = orders.data?.orders.some((order) => order.course_id === course.id && order.status === 'paid') ?? false;
  if (paid) {
    return (
      <Alert.Root status="success" data-testid="payment-arriving">
        <Alert.Indicator />
        <Alert.Title>{t(courseTexts.checkout.paymentArriving)}</Alert.Title>
      </Alert.Root>
    );
  }
  return <BuyButton course={course} />;
}

type PreviewHandler = (lesson: { id: string; title: string }) => void;
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
                    <span data-user-text>{lesson.title}</span>
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
