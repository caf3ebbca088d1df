// /dashboard/courses/{courseId}: the course page — header, curriculum (local, or the online outline), free previews, Enroll
// for a free course, Buy for a paid one, the return from the payment provider, and the learner's purchase with its refund.
import { Badge, Box, Button, Card, Grid, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
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
import { ArrowLeftIcon, ClockIcon, StarIcon, UsersIcon } from '../components/icons.tsx';
import { CourseCurriculum } from '../components/course-curriculum.tsx';
import { CourseThumbnail } from '../components/course-card.tsx';
import { LessonPreviewDialog } from '../components/lesson-preview-dialog.tsx';
import { OfflinePanel } from '../components/offline-panel.tsx';
import { enrollInCourse } from '../data/commands.ts';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { categoryLabel, difficultyLabel, formatPrice, formatRating, getCourseHours } from '../data/format.ts';
import { useCourse, useEnrollment } from '../data/hooks.ts';
import { fetchCourse, useRemote } from '../data/remote.ts';
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
      {/* On a phone the price and the main action (Enroll, Buy, Continue) come right after the title, before the
          curriculum, so they are in the first screen; on a wide screen they stand beside both. */}
      <Grid
        templateColumns={{ base: 'minmax(0, 1fr)', lg: 'minmax(0, 2fr) minmax(0, 1fr)' }}
        templateAreas={{ base: '"intro" "action" "curriculum"', lg: '"intro action" "curriculum action"' }}
        templateRows={{ lg: 'auto 1fr' }}
        columnGap="6"
        rowGap={{ base: '4', lg: '6' }}
        mt="2"
      >
        <Stack gap="4" gridArea="intro">
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
          <Heading data-user-text dir="auto" as="h1" size="3xl">
            {course.title}
          </Heading>
          {course.description && <Text data-user-text dir="auto" color="fg.muted">{course.description}</Text>}
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
        </Stack>
        <Stack gap="4" gridArea="curriculum">
          <Heading as="h2" size="lg" mt={{ base: '2', lg: '0' }}>
            {t(m.curriculum)}
          </Heading>
          <CourseCurriculum courseId={course.id} onDevice={hasLessons} onPreview={setPreview} />
        </Stack>
        <Stack gap="4" gridArea="action">
          <Card.Root variant="outline" overflow="hidden">
            {/* On a phone the image follows the price and action rather than pushing them down. */}
            <Box order={{ base: 1, lg: 0 }}>
              <CourseThumbnail url={course.thumbnail_url} iconSize="12" />
            </Box>
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
