// /dashboard/courses: the catalogue of published courses (those on the device, and online the server's search) and the learner's enrolled courses.
import { Box, Button, EmptyState, Heading, HStack, InputGroup, SimpleGrid, Stack, Tabs, Text, VStack } from '@chakra-ui/react';
import { Input } from '../../../ui/parts';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '../../../auth/use-session.ts';
import { useLocale } from '../../../lib/i18n';
import { CourseCard, CourseCardSkeletons } from '../components/course-card.tsx';
import { CourseLanguageFilterSelect } from '../components/course-language-filter.tsx';
import { BookIcon, PlusIcon, SearchIcon } from '../components/icons.tsx';
import { filterCoursesBySearch } from '../data/format.ts';
import { arrangeCoursesByLanguage, type CourseLanguageFilter } from '../data/language.ts';
import { useEnrolledCourses, useInstructorCourses, usePublishedCourses } from '../data/hooks.ts';
import { CATALOGUE_WINDOW_FULL, mergeCourses, searchPublishedCourses, useRemote, useSettled } from '../data/remote.ts';
import { useOnlineStatus } from '../../../ui/use-online-status.ts';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { useT } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';

const m = courseTexts.list;

export default function CoursesPage() {
  const t = useT();
  const [tab, setTab] = useState<'all' | 'mine'>('all');
  const [search, setSearch] = useState('');
  const [language, setLanguage] = useState<CourseLanguageFilter>('all');

  usePageMeta({ title: pageTitle(t(m.title)) });

  return (
    <Box as="section" py="6">
      <HStack justify="space-between" wrap="wrap" gap="3" mb="4">
        <Heading as="h1" size="2xl">
          {t(m.title)}
        </Heading>
        <Button asChild colorPalette="brand">
          <RouterLink to="/dashboard/courses/create">
            <PlusIcon /> {t(m.createCourse)}
          </RouterLink>
        </Button>
      </HStack>
      <InputGroup startElement={<SearchIcon boxSize="4" />} mb="4" maxW="md">
        <Input type="search" placeholder={t(m.searchPlaceholder)} aria-label={t(m.searchPlaceholder)} value={search} onChange={(event) => setSearch(event.target.value)} />
      </InputGroup>
      <Tabs.Root value={tab} onValueChange={(details) => setTab(details.value as 'all' | 'mine')} variant="line" lazyMount unmountOnExit>
        <Tabs.List>
          <Tabs.Trigger value="all">{t(m.tabAll)}</Tabs.Trigger>
          <Tabs.Trigger value="mine">{t(m.tabMine)}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="all">
          <Box mb="4">
            <CourseLanguageFilterSelect value={language} onChange={setLanguage} />
          </Box>
          <AllCourses search={search} language={language} />
        </Tabs.Content>
        <Tabs.Content value="mine">
          <MyCourses onBrowse={() => setTab('all')} />
        </Tabs.Content>
      </Tabs.Root>
    </Box>
  );
}

function AllCourses({ search, language }: { search: string; language: CourseLanguageFilter }) {
  const t = useT();
  const { data, loading } = usePublishedCourses();
  const locale = useLocale();
  const online = useOnlineStatus();
  const settled = useSettled(search.trim());
  // The device holds a bounded catalogue (docs/sync-protocol.md, pull scope); online, a search also asks the server for the rest.
  const remote = useRemote(settled === '' ? null : settled, searchPublishedCourses);
  const courses = useMemo(
    // The learner's language first (issue 25), then the rest, each newest first.
    () => arrangeCoursesByLanguage(filterCoursesBySearch(mergeCourses(data, remote.data ?? []), search), language, locale),
    [data, remote.data, search, language, locale],
  );
  const searching = search.trim() !== '';
  const note = searching && !online ? t(m.searchOffline) : searching && remote.status === 'error' ? t(m.searchFailed) : !searching && data.length >= CATALOGUE_WINDOW_FULL ? t(m.windowHint) : null;
  if (loading) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        <CourseCardSkeletons count={3} />
      </SimpleGrid>
    );
  }
  if (courses.length === 0) {
    return (
      <Stack gap="2" py="8" textAlign="center">
        <Text color="fg.muted">{searching ? t(m.noMatches) : t(m.noCourses)}</Text>
        {note ? (
          <Text color="fg.muted" fontSize="sm" data-testid="catalogue-note">
            {note}
          </Text>
        ) : null}
      </Stack>
    );
  }
  return (
    <Stack gap="3">
      {note ? (
        <Text color="fg.muted" fontSize="sm" data-testid="catalogue-note">
          {note}
        </Text>
      ) : null}
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {courses.map((course) => (
          <CourseCard key={course.id} course={course} to={`/dashboard/courses/${course.id}`} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function MyCourses({ onBrowse }: { onBrowse: () => void }) {
  const { user } = useSession();
  return (
    <Stack gap="8">
      <EnrolledCourses studentId={user?.id} onBrowse={onBrowse} />
      <TaughtCourses instructorId={user?.id} />
    </Stack>
  );
}

/** Beyond the spec's list: an instructor's own courses (drafts too), so a draft made offline can be found again. */
function TaughtCourses({ instructorId }: { instructorId: string | undefined }) {
  const t = useT();
  const { data } = useInstructorCourses(instructorId);
  if (data.length === 0) return null;
  return (
    <Stack gap="3">
      <Heading as="h2" size="lg">
        {t(m.teaching)}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        {data.map((course) => (
          <CourseCard key={course.id} course={course} to={`/dashboard/courses/${course.id}/edit`} status={course.status} />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

function EnrolledCourses({ studentId, onBrowse }: { studentId: string | undefined; onBrowse: () => void }) {
  const t = useT();
  const { data, loading } = useEnrolledCourses(studentId);
  const courses = data.flatMap((row) => (row.course ? [row.course] : []));
  if (loading) {
    return (
      <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
        <CourseCardSkeletons count={3} />
      </SimpleGrid>
    );
  }
  if (courses.length === 0) {
    return (
      <EmptyState.Root>
        <EmptyState.Content>
          <EmptyState.Indicator>
            <BookIcon />
          </EmptyState.Indicator>
          <VStack textAlign="center">
            <EmptyState.Title>{t(m.emptyMineTitle)}</EmptyState.Title>
            <EmptyState.Description>{t(m.emptyMineDescription)}</EmptyState.Description>
          </VStack>
          <Button colorPalette="brand" onClick={onBrowse}>
            {t(m.browseCourses)}
          </Button>
        </EmptyState.Content>
      </EmptyState.Root>
    );
  }
  return (
    <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
      {courses.map((course) => (
        <CourseCard key={course.id} course={course} to={`/dashboard/courses/${course.id}/learn`} />
      ))}
    </SimpleGrid>
  );
}
