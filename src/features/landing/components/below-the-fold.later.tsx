// The landing page's sections below the fold (sample courses, features): code that comes after the first screen is live
// (laterSection in src/features/landing/routes/landing-page.tsx).
import { Box, Button, Container, SimpleGrid } from '@chakra-ui/react';
import { Link as RouterLink } from '../../../lib/navigation';
import { platformFeatureCards } from '../../../content/landing';
import { sampleCourses } from '../../../content/sample-courses';
import { useT } from '../../../lib/i18n';
import { landingTexts as m } from '../texts';
import { InfoCardGrid } from '../../../ui/info-card';
import { SampleCourseCard } from './sample-course-card';
import { SectionHeading } from '../../../ui/section-heading';

export default function BelowTheFold() {
  return (
    <>
      <CoursesSection />
      <FeaturesSection />
    </>
  );
}

function CoursesSection() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="courses-heading" py={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <SectionHeading id="courses-heading" title={t(m.coursesHeading)} lead={t(m.coursesLead)} />
        <SimpleGrid as="ul" listStyleType="none" columns={{ base: 1, sm: 2, lg: 3 }} gap="5">
          {sampleCourses.map((course) => (
            <li key={course.id}>
              <SampleCourseCard course={course} />
            </li>
          ))}
        </SimpleGrid>
        <Box textAlign="center" mt="8">
          <Button asChild size="lg" variant="outline">
            <RouterLink to="/courses">{t(m.browseAllCourses)}</RouterLink>
          </Button>
        </Box>
      </Container>
    </Box>
  );
}

function FeaturesSection() {
  const t = useT();
  return (
    <Box as="section" aria-labelledby="features-heading" bg="bg.subtle" py={{ base: '12', md: '16' }}>
      <Container maxW="6xl">
        <SectionHeading id="features-heading" title={t(m.featuresHeading)} lead={t(m.featuresLead)} />
        <InfoCardGrid items={platformFeatureCards} columns={{ base: 1, sm: 2, lg: 3 }} gap="5" />
      </Container>
    </Box>
  );
}
