// A real published paid course in the marketplace (issue 24): title, instructor, description, price and Buy, which
// opens the course's page where the purchase happens.
import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice } from '../../courses/data/format';
import { AppIcon } from '../../../ui/app-icon';
import type { MarketplaceCourse } from '../data/filter-products';
import { marketplaceCourseTexts as t } from '../texts';

export function CourseProductCard({ course }: { course: MarketplaceCourse & { total_students?: number | null } }) {
  const price = formatPrice(course.price);
  return (
    <Card.Root as="article" variant="outline" height="full" data-testid="marketplace-course" aria-labelledby={`course-${course.id}`}>
      <Card.Body gap="2">
        <HStack>
          <Badge colorPalette="brand" variant="subtle">
            {t.courseBadge}
          </Badge>
        </HStack>
        <Heading as="h2" size="md" id={`course-${course.id}`}>
          {course.title}
        </Heading>
        {course.instructor_name && (
          <Text textStyle="sm" color="fg.muted">
            {t.instructor(course.instructor_name)}
          </Text>
        )}
        {course.description && (
          <Text textStyle="sm" lineClamp={3}>
            {course.description}
          </Text>
        )}
        <Text textStyle="sm" color="fg.muted">
          {t.students(course.total_students ?? 0)}
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
        <Text fontWeight="bold" fontSize="xl" data-testid="product-price">
          {price}
        </Text>
        <Button asChild colorPalette="brand" aria-label={t.buyLabel(course.title, price)}>
          <RouterLink to={`/dashboard/courses/${course.id}`}>
            <AppIcon name="creditCard" /> {t.buy}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
