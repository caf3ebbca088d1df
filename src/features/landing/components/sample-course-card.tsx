// One of the landing page's sample course cards: a CSS-drawn cover (no image request), category, title, instructor, rating, price.
import { Badge, Box, Card, HStack, Heading, Text } from '@chakra-ui/react';
import type { SampleCourse } from '../../../content/sample-courses';
import { useLocale, useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { landingContentTexts } from '../../../content/landing-texts';
import { landingTexts as m } from '../texts';
import { AppIcon } from '../../../ui/app-icon';
import * as icons from '../../../content/icon-paths';

export function SampleCourseCard({ course }: { course: SampleCourse }) {
  const t = useT();
  // The language React renders in (English while a prerendered page hydrates), so numbers match the markup.
  const locale = useLocale();
  const rating = formatNumber(course.rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 }, locale);
  return (
    <Card.Root as="article" variant="outline" overflow="hidden" height="full">
      <Box
        aria-hidden="true"
        height="36"
        bgGradient="to-br"
        gradientFrom={course.image.from}
        gradientTo={course.image.to}
        display="flex"
        alignItems="center"
        justifyContent="center"
        color="white"
      >
        <AppIcon path={icons.bookOpen} boxSize="12" opacity="0.85" />
      </Box>
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Badge colorPalette="brand" variant="subtle">
            {t(course.category)}
          </Badge>
          <Text fontWeight="bold" fontSize="lg" color="fg">
            {formatNumber(course.price, { style: 'currency', currency: 'USD', minimumFractionDigits: 0, maximumFractionDigits: 0 }, locale)}
          </Text>
        </HStack>
        <Heading as="h3" size="md">
          {t(course.title)}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {t(m.instructor, { name: course.instructor })}
        </Text>
        <HStack textStyle="sm" color="fg.muted" gap="4" wrap="wrap">
          <HStack gap="1" aria-label={t(m.ratingLabel, { rating })}>
            <AppIcon path={icons.star} color="orange.600" />
            <span>{rating}</span>
          </HStack>
          <span>{t(m.students, { count: course.students })}</span>
          <span>{t(landingContentTexts.sampleDuration, { hours: course.hours })}</span>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
