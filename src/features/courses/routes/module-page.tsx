// /dashboard/courses/{courseId}/modules/{moduleId}: a module's lessons — Add Lesson dialog, numbered list, delete.
import { Badge, Box, Card, Checkbox, Heading, HStack, IconButton, Link, Stack, Text } from '@chakra-ui/react';
import { Field, Input, Textarea } from '../../../ui/parts';
import { useState } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import { type CourseDoc, useMaarifaDatabase } from '../../../db';
import { PageLoading } from '../../../ui/page-loading';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { AddItemDialog } from '../components/add-item-dialog.tsx';
import { ArrowLeftIcon, TrashIcon } from '../components/icons.tsx';
import { InstructorGate } from '../components/instructor-gate.tsx';
import { addLesson, deleteLesson } from '../data/commands.ts';
import { useModule, useModuleLessons } from '../data/hooks.ts';
import { useT } from '../../../lib/i18n';
import { formatNumber } from '../../../lib/i18n/format';
import { courseTexts } from '../texts.ts';

const m = courseTexts.module;

export default function ModulePage() {
  const { courseId = '', moduleId = '' } = useParams();
  return <InstructorGate courseId={courseId}>{(course) => <ModuleEditor course={course} moduleId={moduleId} />}</InstructorGate>;
}

function ModuleEditor({ course, moduleId }: { course: CourseDoc; moduleId: string }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const { data: module, loading } = useModule(moduleId);
  const lessons = useModuleLessons(moduleId);

  usePageMeta({ title: module ? pageTitle(module.title) : undefined });

  if (loading) return <PageLoading label={t(courseTexts.edit.loading)} />;
  if (module && module.course_id !== course.id) return <Navigate to={`/dashboard/courses/${course.id}/edit`} replace />;
  if (!module) {
    // Not here (yet): a fresh device may still be pulling it; the live query shows it when it lands.
    return (
      <Box py="10">
        <Text color="fg.muted">{t(m.notFound)}</Text>
        <Link asChild fontSize="sm">
          <RouterLink to={`/dashboard/courses/${course.id}/edit`}>{t(m.backToCourse)}</RouterLink>
        </Link>
      </Box>
    );
  }

  async function remove(lessonId: string) {
    await deleteLesson(db, lessonId);
    toaster.create({ type: 'success', title: t(courseTexts.success.lessonDeleted) });
  }

  return (
    <Box as="section" py="6" maxW="4xl">
      <Link asChild color="fg.muted" mb="3" fontSize="sm">
        <RouterLink to={`/dashboard/courses/${course.id}/edit`}>
          <ArrowLeftIcon boxSize="4" /> {t(m.backToCourse)}
        </RouterLink>
      </Link>
      <Text data-user-text dir="auto" color="fg.muted" fontSize="sm" data-testid="parent-course-title">
        {course.title}
      </Text>
      <Heading data-user-text dir="auto" as="h1" size="2xl" mb="6">
        {module.title}
      </Heading>
      <Card.Root variant="outline">
        <Card.Header>
          {/* On a phone, a longer language's "Add lesson" goes under the heading rather than past the screen. */}
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Heading as="h2" size="lg">
              {t(m.lessonsCard)}
            </Heading>
            <AddLessonDialog moduleId={module.id} />
          </HStack>
        </Card.Header>
        <Card.Body>
          {lessons.loading ? (
            <Text color="fg.muted">{t(courseTexts.edit.loading)}</Text>
          ) : lessons.data.length === 0 ? (
            <Text color="fg.muted">{t(m.empty)}</Text>
          ) : (
            <Stack as="ol" gap="2" listStyleType="none">
              {lessons.data.map((lesson, index) => (
                <HStack as="li" key={lesson.id} justify="space-between" borderWidth="1px" borderRadius="md" p="3" data-testid="lesson-row">
                  <Stack gap="1" minW="0">
                    <HStack wrap="wrap">
                      <Text data-user-text dir="auto" fontWeight="semibold" overflowWrap="anywhere">
                        {index + 1}. {lesson.title}
                      </Text>
                      {lesson.is_free && (
                        <Badge colorPalette="green" variant="subtle">
                          {t(m.freePreview)}
                        </Badge>
                      )}
                    </HStack>
                    <Text fontSize="sm" color="fg.muted">
                      {t(m.minutes, { minutes: formatNumber(lesson.duration) })}
                      {lesson.video_url ? ` ${t(m.videoHint)}` : ''}
                    </Text>
                  </Stack>
                  <IconButton aria-label={t(m.deleteLesson, { title: lesson.title })} variant="ghost" colorPalette="red" size="sm" onClick={() => void remove(lesson.id)}>
                    <TrashIcon />
                  </IconButton>
                </HStack>
              ))}
            </Stack>
          )}
        </Card.Body>
      </Card.Root>
    </Box>
  );
}

type LessonForm = { title: string; content: string; video_url: string; duration: string; is_free: boolean };
const emptyLesson: LessonForm = { title: '', content: '', video_url: '', duration: '', is_free: false };

function AddLessonDialog({ moduleId }: { moduleId: string }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const [form, setForm] = useState<LessonForm>(emptyLesson);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const update = <K extends keyof LessonForm>(key: K, value: LessonForm[K]) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(): Promise<boolean> {
    const result = await addLesson(db, moduleId, form);
    if (!result.ok) {
      setErrors(result.fieldErrors);
      if (Object.keys(result.fieldErrors).length === 0) toaster.create({ type: 'error', title: t(courseTexts.errors.title), description: result.error });
      return false;
    }
    toaster.create({ type: 'success', title: t(courseTexts.success.lessonAdded) });
    setForm(emptyLesson);
    setErrors({});
    return true;
  }

  return (
    <AddItemDialog title={t(m.addLesson)} cancelLabel={t(m.cancel)} submitLabel={(busy) => (busy ? t(m.submitting) : t(m.submit))} onSubmit={submit}>
      <Stack gap="4">
        <Field.Root invalid={Boolean(errors.title)} required>
          <Field.Label>{t(m.fieldTitle)}</Field.Label>
          <Input value={form.title} onChange={(event) => update('title', event.target.value)} />
          <Field.ErrorText>{errors.title}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.content)}>
          <Field.Label>{t(m.fieldContent)}</Field.Label>
          <Textarea rows={5} value={form.content} onChange={(event) => update('content', event.target.value)} />
          <Field.ErrorText>{errors.content}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.video_url)}>
          <Field.Label>{t(m.fieldVideo)}</Field.Label>
          <Input type="url" inputMode="url" placeholder="https://" value={form.video_url} onChange={(event) => update('video_url', event.target.value)} />
          <Field.ErrorText>{errors.video_url}</Field.ErrorText>
        </Field.Root>
        <Field.Root invalid={Boolean(errors.duration)}>
          <Field.Label>{t(m.fieldDuration)}</Field.Label>
          <Input type="number" min="0" step="1" inputMode="numeric" value={form.duration} onChange={(event) => update('duration', event.target.value)} />
          <Field.ErrorText>{errors.duration}</Field.ErrorText>
        </Field.Root>
        <Checkbox.Root checked={form.is_free} onCheckedChange={(details) => update('is_free', details.checked === true)}>
          <Checkbox.HiddenInput />
          <Checkbox.Control />
          <Checkbox.Label>{t(m.fieldFree)}</Checkbox.Label>
        </Checkbox.Root>
      </Stack>
    </AddItemDialog>
  );
}
