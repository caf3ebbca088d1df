// A real published paid course in the marketplace (issue 24): title, instructor, description, price and Buy, which
// opens the course's page where the purchase happens.
import { Badge, Button, Card, Heading, HStack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { formatPrice } from '../../courses';
import { AppIcon } from '../../../ui/app-icon';
import type { MarketplaceCourse } from '../data/filter-products';
import { useT } from '../../../lib/i18n';
import { marketplaceCourseTexts as m } from '../texts';
import * as icons from '../../../content/icon-paths';

export function CourseProductCard({ course }: { course: MarketplaceCourse & { total_students?: number | null } }) {
  const t = useT();
  const price = formatPrice(course.price, t);
  return (
    <Card.Root as="article" variant="outline" height="full" data-testid="marketplace-course" aria-labelledby={`course-${course.id}`}>
      <Card.Body gap="2">
        <HStack>
          <Badge colorPalette="brand" variant="subtle">
            {t(m.courseBadge)}
          </Badge>
        </HStack>
        <Heading data-user-text dir="auto" as="h2" size="md" id={`course-${course.id}`}>
          {course.title}
        </Heading>
        {course.instructor_name && (
          <Text textStyle="sm" color="fg.muted">
            {t(m.instructor, { name: course.instructor_name })}
          </Text>
        )}
        {course.description && (
          <Text data-user-text dir="auto" textStyle="sm" lineClamp={3}>
            {course.description}
          </Text>
        )}
        <Text textStyle="sm" color="fg.muted">
          {t(m.students, { count: course.total_students ?? 0 })}
        </Text>
      </Card.Body>
      <Card.Footer justifyContent="space-between" gap="3" flexWrap="wrap">
        <Text fontWeight="bold" fontSize="xl" data-testid="product-price">
          {price}
        </Text>
        <Button asChild colorPalette="brand" aria-label={t(m.buyLabel, { title: course.title, price })}>
          <RouterLink to={`/dashboard/courses/${course.id}`}>
            <AppIcon path={icons.creditCard} /> {t(m.buy)}
          </RouterLink>
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}
