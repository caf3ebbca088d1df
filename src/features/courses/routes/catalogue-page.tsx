// /courses (public): hero, the published courses for visitors (anonymous read, online: the newest page, and the server's search), and calls to action to /auth.
import { Badge, Box, Button, Container, Heading, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Alert, Input } from '../../../ui/parts';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from '../../../lib/navigation';
import { useLocale } from '../../../lib/i18n';
import { CourseCard, CourseCardSkeletons } from '../components/course-card.tsx';
import { CourseLanguageFilterSelect } from '../components/course-language-filter.tsx';
import { filterCoursesBySearch } from '../data/format.ts';
import { arrangeCoursesByLanguage, type CourseLanguageFilter } from '../data/language.ts';
import { fetchPublishedCourses, mergeCourses, searchPublishedCourses, useRemote, useSettled } from '../data/remote.ts';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { useT } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';
import { loadStyleCompiler } from '../../../ui/style-cache';

const m = courseTexts.catalogue;

const loadCatalogue = () => fetchPublishedCourses();

// The courses arrive once the page is live, in cards its HTML could not hold: the CSS compiler is asked for with the
// page's code, not after it (src/ui/style-cache.ts), so the cards are styled when they first show.
loadStyleCompiler().catch(() => undefined);

export default function CataloguePage() {
  const t = useT();
  const catalogue = useRemote('published', loadCatalogue);
  const [search, setSearch] = useState('');
  const [language, setLanguage] = useState<CourseLanguageFilter>('all');
  const locale = useLocale();
  // The first page is the newest courses; a search also asks the server, which holds the whole catalogue.
  const needle = useSettled(search.trim());
  const found = useRemote(needle === '' ? null : needle, searchPublishedCourses);
  // The visitor's language first (issue 25), then the rest, each newest first.
  const courses = useMemo(
    () => arrangeCoursesByLanguage(filterCoursesBySearch(mergeCourses(catalogue.data ?? [], found.data ?? []), search), language, locale),
    [catalogue.data, found.data, search, language, locale],
  );

  usePageMeta({ title: pageTitle(t(m.heroBadge)) });

  return (
    <Box>
      <Box as="section" bg="brand.subtle" py={{ base: '12', md: '16' }}>
        <Container maxW="5xl">
          <Stack gap="4" maxW="2xl">
            <Badge colorPalette="brand" alignSelf="start">
              {t(m.heroBadge)}
            </Badge>
            <Heading as="h1" size={{ base: '3xl', md: '4xl' }}>
              {t(m.heroTitle)}
            </Heading>
            <Text fontSize="lg" color="fg.muted">
              {t(m.heroText)}
            </Text>
            <HStack gap="3">
              <Button asChild colorPalette="brand" size="lg">
                <RouterLink to="/auth">{t(m.getStarted)}</RouterLink>
              </Button>
              <Button asChild variant="outline" size="lg">
                <RouterLink to="/auth">{t(m.signIn)}</RouterLink>
              </Button>
            </HStack>
          </Stack>
        </Container>
      </Box>
      <Container maxW="5xl" py="10" as="section" aria-label={t(courseTexts.list.title)}>
        <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
          <Heading as="h2" size="xl">
            {t(courseTexts.list.title)}
          </Heading>
          <Input type="search" maxW="xs" placeholder={t(courseTexts.list.searchPlaceholder)} aria-label={t(courseTexts.list.searchPlaceholder)} value={search} onChange={(event) => setSearch(event.target.value)} />
          <CourseLanguageFilterSelect value={language} onChange={setLanguage} />
        </HStack>
        {catalogue.status === 'offline' || catalogue.status === 'error' ? (
          <Alert.Root status="info">
            <Alert.Indicator />
            <Alert.Title>{t(m.loadFailed)}</Alert.Title>
          </Alert.Root>
        ) : !catalogue.data ? (
          <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
            <CourseCardSkeletons count={3} />
          </SimpleGrid>
        ) : courses.length === 0 ? (
          <Text color="fg.muted">{search.trim() ? t(courseTexts.list.noMatches) : t(courseTexts.list.noCourses)}</Text>
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
              {t(m.ctaTitle)}
            </Heading>
            <Text color="fg.muted">{t(m.ctaText)}</Text>
            <Button asChild colorPalette="brand" size="lg">
              <RouterLink to="/auth">{t(m.ctaButton)}</RouterLink>
            </Button>
          </Stack>
        </Container>
      </Box>
    </Box>
  );
}
