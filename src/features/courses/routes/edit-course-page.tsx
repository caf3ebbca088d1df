// /dashboard/courses/{courseId}/edit: the instructor's course editor — badges, Preview, Publish, the module list with Add Module, and the price and affiliate rate.
import { Badge, Box, Button, Card, Heading, HStack, Link, Stack, Text } from '@chakra-ui/react';
import { Field, Input } from '../../../ui/parts';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { type CourseDoc, useMaarifaDatabase } from '../../../db';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { AddItemDialog } from '../components/add-item-dialog.tsx';
import { CourseLanguageCard } from '../components/course-language-card.tsx';
import { CourseSellingCard } from '../components/course-selling-card.tsx';
import { ArrowLeftIcon } from '../components/icons.tsx';
import { InstructorGate } from '../components/instructor-gate.tsx';
import { addModule, publishCourse } from '../data/commands.ts';
import { difficultyLabel, statusLabel } from '../data/format.ts';
import { useCourseLessons } from '../data/hooks.ts';
import { useT } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';

const m = courseTexts.edit;

export default function EditCoursePage() {
  const { courseId = '' } = useParams();
  return <InstructorGate courseId={courseId}>{(course) => <CourseEditor course={course} />}</InstructorGate>;
}

function CourseEditor({ course }: { course: CourseDoc }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const { data, loading } = useCourseLessons(course.id);
  const [publishing, setPublishing] = useState(false);
  const lessonCounts = new Map<string, number>();
  for (const lesson of data.lessons) lessonCounts.set(lesson.module_id, (lessonCounts.get(lesson.module_id) ?? 0) + 1);

  usePageMeta({ title: pageTitle(course.title) });

  async function publish() {
    setPublishing(true);
    try {
      const result = await publishCourse(db, course.id);
      if (result.ok) toaster.create({ type: 'success', title: t(courseTexts.success.coursePublished) });
      else toaster.create({ type: 'error', title: t(courseTexts.errors.title), description: result.error });
    } finally {
      setPublishing(false);
    }
  }

  return (
    <Box as="section" py="6" maxW="4xl">
      <Link asChild color="fg.muted" mb="3" fontSize="sm">
        <RouterLink to="/dashboard/courses">
          <ArrowLeftIcon boxSize="4" /> {t(courseTexts.create.backToCourses)}
        </RouterLink>
      </Link>
      <HStack justify="space-between" align="start" wrap="wrap" gap="3" mb="6">
        <Stack gap="2">
          <Heading data-user-text dir="auto" as="h1" size="2xl">
            {course.title}
          </Heading>
          <HStack>
            <Badge data-testid="course-status" colorPalette={course.status === 'published' ? 'green' : 'gray'} variant="solid">
              {statusLabel(course.status, t)}
            </Badge>
            <Badge data-testid="course-difficulty" colorPalette="brand" variant="subtle">
              {difficultyLabel(course.difficulty, t)}
            </Badge>
          </HStack>
        </Stack>
        <HStack>
          <Button asChild variant="outline">
            <RouterLink to={`/dashboard/courses/${course.id}`}>{t(m.preview)}</RouterLink>
          </Button>
          {course.status === 'draft' && (
            <Button colorPalette="brand" onClick={() => void publish()} disabled={data.modules.length === 0 || publishing} title={data.modules.length === 0 ? t(m.publishNeedsModule) : undefined}>
              {t(m.publish)}
            </Button>
          )}
        </HStack>
      </HStack>
      <Card.Root variant="outline">
        <Card.Header>
          <HStack justify="space-between">
            <Heading as="h2" size="lg">
              {t(m.modulesCard)}
            </Heading>
            <AddModuleDialog courseId={course.id} />
          </HStack>
        </Card.Header>
        <Card.Body>
          {loading ? (
            <Text color="fg.muted">{t(m.loading)}</Text>
          ) : data.modules.length === 0 ? (
            <Text color="fg.muted">{t(m.empty)}</Text>
          ) : (
            <Stack as="ol" gap="2" listStyleType="none">
              {data.modules.map((module, index) => (
                <HStack as="li" key={module.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" data-testid="module-row">
                  <Stack gap="0">
                    <Text data-user-text dir="auto" fontWeight="semibold">
                      {index + 1}. {module.title}
                    </Text>
                    <Text fontSize="sm" color="fg.muted">
                      {t(m.lessonCount, { count: lessonCounts.get(module.id) ?? 0 })}
                    </Text>
                  </Stack>
                  <Button asChild size="sm" variant="ghost" aria-label={t(m.editModuleLabel, { title: module.title })}>
                    <RouterLink to={`/dashboard/courses/${course.id}/modules/${module.id}`}>{t(m.editModule)}</RouterLink>
                  </Button>
                </HStack>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
      <CourseSellingCard course={course} />
      <CourseLanguageCard course={course} />
    </Box>
  );
}

function AddModuleDialog({ courseId }: { courseId: string }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const [title, setTitle] = useState('');

  async function submit(): Promise<boolean> {
    const result = await addModule(db, courseId, { title });
    if (!result.ok) {
      toaster.create({ type: 'error', title: t(courseTexts.errors.title), description: result.error });
      return false;
    }
    toaster.create({ type: 'success', title: t(courseTexts.success.moduleAdded) });
    setTitle('');
    return true;
  }

  return (
    <AddItemDialog title={t(m.addModule)} cancelLabel={t(m.cancel)} submitLabel={() => t(m.createModule)} submitDisabled={title.trim() === ''} onSubmit={submit}>
      <Field.Root>
        <Field.Label>{t(m.moduleTitle)}</Field.Label>
        <Input value={title} onChange={(event) => setTitle(event.target.value)} />
      </Field.Root>
    </AddItemDialog>
  );
}
