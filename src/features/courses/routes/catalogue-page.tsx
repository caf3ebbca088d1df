// /courses (public): hero, the published courses for visitors (anonymous read, online: the newest page, and the server's search), and calls to action to /auth.
import { Alert, Badge, Box, Button, Container, Heading, HStack, Input, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from '../../../lib/navigation';
import { CourseCard, CourseCardSkeletons } from '../components/course-card.tsx';
import { filterCoursesBySearch } from '../data/format.ts';
import { fetchPublishedCourses, mergeCourses, searchPublishedCourses, useRemote, useSettled } from '../data/remote.ts';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { courseTexts } from '../texts.ts';

const t = courseTexts.catalogue;

const loadCatalogue = () => fetchPublishedCourses();

export default function CataloguePage() {
  const catalogue = useRemote('published', loadCatalogue);
  const [search, setSearch] = useState('');
  // The first page is the newest courses; a search also asks the server, which holds the whole catalogue.
  const needle = useSettled(search.trim());
  const found = useRemote(needle === '' ? null : needle, searchPublishedCourses);
  const courses = useMemo(() => filterCoursesBySearch(mergeCourses(catalogue.data ?? [], found.data ?? []), search), [catalogue.data, found.data, search]);

  usePageMeta({ title: pageTitle(t.heroBadge) });

  return (
    <Box>
      <Box as="section" bg="brand.subtle" py={{ base: '12', md: '16' }}>
        <Container maxW="5xl">
          <Stack gap="4" maxW="2xl">
            <Badge colorPalette="brand" alignSelf="start">
              {t.heroBadge}
            </Badge>
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
              {t.heroTitle}
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              {t.heroText}
            </Text>
            <HStack gap="3">
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to="/auth">{t.getStarted}</RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink to="/auth">{t.signIn}</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <Container maxW="5xl" py="10" as="section" aria-label={courseTexts.list.title}>
        <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
          <Heading as="h2" size="xl">
            {courseTexts.list.title}
          </Heading>
          <Input type="search" maxW="xs" placeholder={courseTexts.list.searchPlaceholder} aria-label={courseTexts.list.searchPlaceholder} value={search} onChange={(event) => setSearch(event.target.value)} />
        </HStack>
        {catalogue.status === 'offline' || catalogue.status === 'error' ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t.loadFailed}</Alert.Title>
          </Alert.Root>
        ) : !catalogue.data ? (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            <CourseCardSkeletons count={3} />
          </SimpleGrid>
        ) : courses.length === 0 ? (
          <Text color="fg.muted">{search.trim() ? courseTexts.list.noMatches : courseTexts.list.noCourses}</Text>
        ) : (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            {courses.map((course) => (
              <CourseCard key={course.id} course={course} to={`/dashboard/courses/${course.id}`} />
            ))}
          </SimpleGrid>
        )}
      </Container>
      <Box as="section" bg="bg.muted" py="12">
        <Container maxW="3xl" textAlign="center">
          <Stack gap="3" align="center">
            <Heading as="h2" size="xl">
              {t.ctaTitle}
            </Heading>
            <Text color="fg.muted">{t.ctaText}</Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/auth">{t.ctaButton}</RouterLink>
            </Button>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
