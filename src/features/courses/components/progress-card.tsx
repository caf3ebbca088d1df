// The sidebar's progress card: the learner's real course percentage and next lesson, or the spec's static sample without an enrolment.
import { Box, Link, Progress, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../auth/use-session.ts';
import { useLearnerProgress } from '../data/hooks.ts';
import { useT } from '../../../lib/i18n';
import { formatPercent } from '../../../lib/i18n/format';
import { courseTexts } from '../texts.ts';

const m = courseTexts.progressCard;

/** The spec's static sample, shown before the learner is enrolled in anything. */
const FALLBACK_PERCENT = 68;

export function ProgressCard() {
  const t = useT();
  const { user } = useSession();
  const { data } = useLearnerProgress(user?.id);
  const percent = data ? data.progress.percent : FALLBACK_PERCENT;
  const nextUp = !data
    ? t(m.fallbackNextUp)
    : data.progress.next
      ? t(m.nextUp, { moduleTitle: data.progress.next.module.title, lessonTitle: data.progress.next.lesson.title })
      : data.progress.totalCount === 0
        ? t(m.nextUpCourse, { courseTitle: data.course.title })
        : t(m.allDone);

  return (
    <Box data-testid="progress-card" borderWidth="1px" borderRadius="lg" p="3" bg="brand.subtle">
      <Text fontSize="sm" fontWeight="semibold">
        {t(m.title)}
      </Text>
      {data && (
        <Link asChild fontSize="xs" color="fg.muted" lineClamp={1}>
          <RouterLink data-user-text dir="auto" to={`/dashboard/courses/${data.course.id}/learn`}>{data.course.title}</RouterLink>
        </Link>
      )}
      <Progress.Root value={percent} size="sm" mt="2" aria-label={t(m.title)}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" fontWeight="bold" mt="1" data-testid="progress-card-percent">
        {formatPercent(percent / 100)}
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="progress-card-next">
        {nextUp}
      </Text>
    </Box>
  );
}
