// One of the landing page's sample course cards: a CSS-drawn cover (no image request), category, title, instructor, rating, price.
import { Badge, Box, Card, HStack, Heading, Text } from '@chakra-ui/react';
import type { SampleCourse } from '../../../content/sample-courses';
import { landingTexts } from '../texts';
import { AppIcon } from '../../../ui/app-icon';

const numberFormat = new Intl.NumberFormat('en-US');

export function SampleCourseCard({ course }: { course: SampleCourse }) {
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
        <AppIcon name="bookOpen" boxSize="12" opacity="0.85" />
      </Box>
      <Card.Body gap="2">
        <HStack justify="space-between">
          <Badge colorPalette="brand" variant="subtle">
            {course.category}
          </Badge>
          <Text fontWeight="bold" fontSize="lg" color="fg">
            ${course.price}
          </Text>
        </HStack>
        <Heading as="h3" size="md">
          {course.title}
        </Heading>
        <Text textStyle="sm" color="fg.muted">
          {landingTexts.instructorPrefix} {course.instructor}
        </Text>
        <HStack textStyle="sm" color="fg.muted" gap="4" wrap="wrap">
          <HStack gap="1" aria-label={landingTexts.ratingLabel(course.rating)}>
            <AppIcon name="star" color="orange.600" />
            <span>{course.rating.toFixed(1)}</span>
          </HStack>
          <span>
            {numberFormat.format(course.students)} {landingTexts.studentsSuffix}
          </span>
          <span>{course.duration}</span>
        </HStack>
      </Card.Body>
    </Card.Root>
  );
}
