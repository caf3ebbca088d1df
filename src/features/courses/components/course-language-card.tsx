// The course editor's language card (issue 25): the creator changes the course's language on the device; sync sends it.
import { Button, Card, Heading, HStack, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { type CourseDoc, useMaarifaDatabase } from '../../../db';
import { useT, type Locale } from '../../../lib/i18n';
import { isLocale } from '../../../lib/i18n/locales.ts';
import { toaster } from '../../../ui/toaster';
import { updateCourseLanguage } from '../data/commands.ts';
import { courseLanguageTexts } from '../language-texts.ts';
import { CourseLanguageField } from './course-language-field.tsx';

export function CourseLanguageCard({ course }: { course: CourseDoc }) {
  const t = useT();
  const db = useMaarifaDatabase();
  const [language, setLanguage] = useState<Locale>(isLocale(course.language) ? course.language : 'en');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function save(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      const result = await updateCourseLanguage(db, course.id, language);
      setError(result.ok ? undefined : result.error);
      if (result.ok) toaster.create({ type: 'success', title: t(courseLanguageTexts.saved) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <Card.Root as="section" variant="outline" mt="6" aria-labelledby="course-language-heading" data-testid="course-language-card">
      <Card.Header>
        <Heading as="h2" size="lg" id="course-language-heading">
          {t(courseLanguageTexts.cardHeading)}
        </Heading>
      </Card.Header>
      <Card.Body>
        <form onSubmit={(event) => void save(event)} noValidate aria-label={t(courseLanguageTexts.cardHeading)}>
          <Stack gap="4">
            <CourseLanguageField value={language} error={error} onChange={setLanguage} />
            <HStack justify="flex-end">
              <Button type="submit" colorPalette="brand" disabled={busy}>
                {busy ? t(courseLanguageTexts.saving) : t(courseLanguageTexts.save)}
              </Button>
            </HStack>
          </Stack>
        </form>
      </Card.Body>
    </Card.Root>
  );
}
