// A catalogue card (spec §2): thumbnail or placeholder, difficulty, title, description, students, rating, hours, instructor, price.
import { AspectRatio, Badge, Box, Button, Card, Center, HStack, Image, LinkBox, LinkOverlay, Text } from '@chakra-ui/react';
import { Skeleton } from '../../../ui/parts';
import { useState } from 'react';
import { useDataSaver } from '../../../lib/data-settings';
import { Link as RouterLink } from '../../../lib/navigation';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { difficultyLabel, formatPrice, formatRating, getCourseHours, statusLabel } from '../data/format.ts';
import { courseTexts } from '../texts.ts';
import { BookIcon, ClockIcon, StarIcon, UsersIcon } from './icons.tsx';

export type CourseCardData = {
  id: string;
  title: string;
  description?: string | null;
  difficulty?: string | null;
  thumbnail_url?: string | null;
  total_students?: number | null;
  average_rating?: number | null;
  total_duration?: number | null;
  instructor_name?: string | null;
  price: number;
};

/** `status` is shown only where drafts can appear (an instructor's own list). */
export function CourseCard({ course, to, status }: { course: CourseCardData; to: string; status?: string }) {
  const t = useT();
  const difficulty = course.difficulty ?? 'beginner';
  return (
    <LinkBox as="article" h="full">
      <Card.Root h="full" overflow="hidden" variant="outline" _hover={{ shadow: 'md' }} data-testid="course-card">
        <CourseThumbnail url={course.thumbnail_url} iconSize="10" />
        <Card.Body gap="2" p="4">
          <HStack justify="space-between">
            <HStack gap="1">
              <Badge colorPalette="brand" variant="subtle" textTransform="capitalize">
                {difficultyLabel(difficulty, t)}
              </Badge>
              {status && (
                <Badge colorPalette={status === 'published' ? 'green' : 'gray'} variant="solid">
                  {statusLabel(status, t)}
                </Badge>
              )}
            </HStack>
            <Text fontWeight="bold" color="brand.fg">
              {formatPrice(course.price, t)}
            </Text>
          </HStack>
          <LinkOverlay asChild>
            <RouterLink to={to}>
              <Text data-user-text dir="auto" as="h3" fontWeight="semibold" fontSize="md" lineClamp={2}>
                {course.title}
              </Text>
            </RouterLink>
          </LinkOverlay>
          {course.description && (
            <Text data-user-text dir="auto" fontSize="sm" color="fg.muted" lineClamp={2}>
              {course.description}
            </Text>
          )}
          <Box flex="1" />
          <HStack gap="3" fontSize="xs" color="fg.muted" wrap="wrap">
            <HStack gap="1">
              <UsersIcon boxSize="3.5" />
              <span>{t(courseTexts.list.students, { count: course.total_students ?? 0 })}</span>
            </HStack>
            <HStack gap="1">
              <StarIcon boxSize="3.5" />
              <span>{formatRating(course.average_rating, t)}</span>
            </HStack>
            <HStack gap="1">
              <ClockIcon boxSize="3.5" />
              <span>{t(courseTexts.list.hours, { hours: formatNumber(getCourseHours(course.total_duration)) })}</span>
            </HStack>
          </HStack>
          {course.instructor_name && (
            <Text data-user-text dir="auto" fontSize="sm" fontWeight="medium">
              {course.instructor_name}
            </Text>
          )}
        </Card.Body>
      </Card.Root>
    </LinkBox>
  );
}

export function CourseCardSkeletons({ count = 3 }: { count?: number }) {
  return (
    <>
      {Array.from({ length: count }, (_, index) => (
        <CourseCardSkeleton key={index} />
      ))}
    </>
  );
}

function CourseCardSkeleton() {
  return (
    <Card.Root variant="outline" overflow="hidden" data-testid="course-card-skeleton" aria-hidden="true">
      <Skeleton h="40" borderRadius="0" />
      <Card.Body gap="2" p="4">
        <Skeleton h="4" w="40%" />
        <Skeleton h="5" w="80%" />
        <Skeleton h="4" w="60%" />
      </Card.Body>
    </Card.Root>
  );
}

/** Images the learner tapped to load during this visit: with data saver on, each is asked for once. */
const tappedImages = new Set<string>();

/** The course image, or a compact placeholder when there is none or it cannot load (offline, gone); with data saver, after a tap. */
export function CourseThumbnail({ url, iconSize }: { url: string | null | undefined; iconSize: string }) {
  const t = useT();
  const dataSaver = useDataSaver();
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const [tappedUrl, setTappedUrl] = useState<string | null>(null);
  const waitsForTap = dataSaver && Boolean(url) && tappedUrl !== url && !tappedImages.has(url ?? '');
  const showImage = Boolean(url) && failedUrl !== url && !waitsForTap;
  // No image to show (none, or it cannot load): a short band, not a 16:9 box of nothing (180 px of a phone's screen).
  if (!showImage && !waitsForTap) {
    return (
      <Center h="14" bg="brand.subtle" color="brand.fg" data-testid="course-image-placeholder">
        <BookIcon boxSize="6" />
      </Center>
    );
  }
  return (
    <AspectRatio ratio={16 / 9} bg="brand.subtle">
      {showImage ? (
        <Image src={url ?? undefined} alt="" loading="lazy" objectFit="cover" onError={() => setFailedUrl(url ?? null)} />
      ) : (
        <Center color="brand.fg" flexDirection="column" gap="2">
          <BookIcon boxSize={iconSize} />
          {waitsForTap && url && (
            // Above the card's link overlay, so the tap loads the image instead of opening the course.
            <Button
              size="xs"
              variant="surface"
              position="relative"
              zIndex="1"
              data-testid="show-image"
              onClick={(event) => {
                event.preventDefault();
                event.stopPropagation();
                tappedImages.add(url);
                setTappedUrl(url);
              }}
            >
              {t(courseTexts.image.show)}
            </Button>
          )}
        </Center>
      )}
    </AspectRatio>
  );
}
