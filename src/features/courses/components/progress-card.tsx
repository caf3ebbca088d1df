// The sidebar's progress card: the learner's real course percentage and next lesson, or the spec's static sample without an enrolment.
import { Box, Link, Progress, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../auth/use-session.ts';
import { useLearnerProgress } from '../data/hooks.ts';
import { courseTexts } from '../texts.ts';

const t = courseTexts.progressCard;

export function ProgressCard() {
  const { user } = useSession();
  const { data } = useLearnerProgress(user?.id);
  const percent = data ? data.progress.percent : t.fallbackPercent;
  const nextUp = !data
    ? t.fallbackNextUp
    : data.progress.next
      ? t.nextUp(data.progress.next.module.title, data.progress.next.lesson.title)
      : data.progress.totalCount === 0
        ? t.nextUpCourse(data.course.title)
        : t.allDone;

  return (
    <Box data-testid="progress-card" borderWidth="1px" borderRadius="lg" p="3" bg="brand.subtle">
      <Text fontSize="sm" fontWeight="semibold">
        {t.title}
      </Text>
      {data && (
        <Link asChild fontSize="xs" color="fg.muted" lineClamp={1}>
          <RouterLink to={`/dashboard/courses/${data.course.id}/learn`}>{data.course.title}</RouterLink>
        </Link>
      )}
      <Progress.Root value={percent} size="sm" mt="2" aria-label={t.title}>
        <Progress.Track>
          <Progress.Range />
        </Progress.Track>
      </Progress.Root>
      <Text fontSize="sm" fontWeight="bold" mt="1" data-testid="progress-card-percent">
        {t.percentLabel(percent)}
      </Text>
      <Text fontSize="xs" color="fg.muted" data-testid="progress-card-next">
        {nextUp}
      </Text>
    </Box>
  );
}
