// /dashboard/courses/create: the "Create New Course" form; the draft is written on the device (offline too) and opens in the editor.
import { Box, Button, Card, Heading, HStack, Link, Stack } from '@chakra-ui/react';
import { Field, Input, NativeSelect, Textarea } from '../../../ui/parts';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../../auth/use-session.ts';
import { useMaarifaDatabase } from '../../../db/index.ts';
import { toaster } from '../../../ui/toaster';
import { pageTitle, usePageMeta } from '../../../ui/use-page-meta';
import { activeLocale, type Locale } from '../../../lib/i18n';
import { AffiliateRateField } from '../components/affiliate-rate-field.tsx';
import { CourseLanguageField } from '../components/course-language-field.tsx';
import { ArrowLeftIcon } from '../components/icons.tsx';
import { createCourse } from '../data/commands.ts';
import { categoryLabel, difficultyLabel } from '../data/format.ts';
import { COURSE_CATEGORIES, COURSE_DIFFICULTIES, type CourseFormInput } from '../schema.ts';
import { useT } from '../../../lib/i18n';
import { courseTexts } from '../texts.ts';

const m = courseTexts.create;

type FormState = {
  title: string;
  description: string;
  category: string;
  difficulty: (typeof COURSE_DIFFICULTIES)[number];
  price: string;
  affiliate_percent: string;
  thumbnail_url: string;
  language: Locale;
};
const emptyForm: Omit<FormState, 'language'> = { title: '', description: '', category: '', difficulty: 'beginner', price: '0', affiliate_percent: '0', thumbnail_url: '' };

export default function CreateCoursePage() {
  const t = useT();
  const db = useMaarifaDatabase();
  const { user } = useSession();
  const navigate = useNavigate();
  const [form, setForm] = useState<FormState>(() => ({ ...emptyForm, language: activeLocale() }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  usePageMeta({ title: pageTitle(t(m.title)) });

  const update = <K extends keyof FormState>(key: K, value: FormState[K]) => setForm((current) => ({ ...current, [key]: value }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const input: CourseFormInput = { ...form };
      const result = await createCourse(db, user?.id, input);
      if (!result.ok) {
        setErrors(result.fieldErrors);
        if (Object.keys(result.fieldErrors).length === 0) toaster.create({ type: 'error', title: t(courseTexts.errors.title), description: result.error });
        return;
      }
      setErrors({});
      toaster.create({ type: 'success', title: t(courseTexts.success.courseCreated), description: t(courseTexts.success.courseCreatedDescription) });
      navigate(`/dashboard/courses/${result.value.id}/edit`);
    } catch (error) {
      toaster.create({ type: 'error', title: t(courseTexts.errors.title), description: (error as Error).message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Box as="section" py="6" maxW="2xl">
      <Link asChild color="fg.muted" mb="3" fontSize="sm">
        <RouterLink to="/dashboard/courses">
          <ArrowLeftIcon boxSize="4" /> {t(m.backToCourses)}
        </RouterLink>
      </Link>
      <Card.Root variant="outline">
        <Card.Header>
          <Heading as="h1" size="xl">
            {t(m.title)}
          </Heading>
        </Card.Header>
        <Card.Body>
          <form onSubmit={submit} noValidate aria-label={t(m.title)}>
            <Stack gap="4">
              <Field.Root invalid={Boolean(errors.title)} required>
                <Field.Label>{t(m.fieldTitle)}</Field.Label>
                <Input value={form.title} onChange={(event) => update('title', event.target.value)} />
                <Field.ErrorText>{errors.title}</Field.ErrorText>
              </Field.Root>
              <Field.Root invalid={Boolean(errors.description)} required>
                <Field.Label>{t(m.fieldDescription)}</Field.Label>
                <Textarea rows={4} value={form.description} onChange={(event) => update('description', event.target.value)} />
                <Field.ErrorText>{errors.description}</Field.ErrorText>
              </Field.Root>
              <HStack gap="4" align="start" flexDirection={{ base: 'column', sm: 'row' }}>
                <Field.Root invalid={Boolean(errors.category)} required>
                  <Field.Label>{t(m.fieldCategory)}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={form.category} onChange={(event) => update('category', event.target.value)}>
                      <option value="">{t(m.selectCategory)}</option>
                      {COURSE_CATEGORIES.map((category) => (
                        <option key={category} value={category}>
                          {categoryLabel(category, t)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{errors.category}</Field.ErrorText>
                </Field.Root>
                <Field.Root invalid={Boolean(errors.difficulty)}>
                  <Field.Label>{t(m.fieldDifficulty)}</Field.Label>
                  <NativeSelect.Root>
                    <NativeSelect.Field value={form.difficulty} onChange={(event) => update('difficulty', event.target.value as FormState['difficulty'])}>
                      {COURSE_DIFFICULTIES.map((difficulty) => (
                        <option key={difficulty} value={difficulty}>
                          {difficultyLabel(difficulty, t)}
                        </option>
                      ))}
                    </NativeSelect.Field>
                    <NativeSelect.Indicator />
                  </NativeSelect.Root>
                  <Field.ErrorText>{errors.difficulty}</Field.ErrorText>
                </Field.Root>
              </HStack>
              <CourseLanguageField value={form.language} error={errors.language} onChange={(value) => update('language', value)} />
              <Field.Root invalid={Boolean(errors.price)}>
                <Field.Label>{t(m.fieldPrice)}</Field.Label>
                <Input type="number" step="0.01" min="0" inputMode="decimal" value={form.price} onChange={(event) => update('price', event.target.value)} />
                {errors.price ? <Field.ErrorText>{errors.price}</Field.ErrorText> : <Field.HelperText>{t(m.priceHint)}</Field.HelperText>}
              </Field.Root>
              <AffiliateRateField value={form.affiliate_percent} error={errors.affiliate_percent} onChange={(value) => update('affiliate_percent', value)} />
              <Field.Root invalid={Boolean(errors.thumbnail_url)}>
                <Field.Label>{t(m.fieldThumbnail)}</Field.Label>
                <Input type="url" inputMode="url" placeholder="https://" value={form.thumbnail_url} onChange={(event) => update('thumbnail_url', event.target.value)} />
                <Field.ErrorText>{errors.thumbnail_url}</Field.ErrorText>
              </Field.Root>
              <HStack justify="flex-end" gap="3">
                <Button asChild variant="outline">
                  <RouterLink to="/dashboard/courses">{t(m.cancel)}</RouterLink>
                </Button>
                <Button type="submit" colorPalette="brand" disabled={busy}>
                  {busy ? t(m.submitting) : t(m.submit)}
                </Button>
              </HStack>
            </Stack>
          </form>
        </Card.Body>
      </Card.Root>
    </Box>
  );
}
