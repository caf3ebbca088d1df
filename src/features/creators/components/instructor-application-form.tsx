// The instructor application form: needs a signed-in user (spec §2); queued through the outbox so it survives going offline.
import { Alert, Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { useSession } from '../../../auth/use-session';
import { toaster } from '../../../ui/toaster';
import { submitInstructorApplication } from '../data/commands';
import { preloadSubmissionCode } from '../data/submit-through-outbox';
import { emptyInstructorApplication, instructorApplicationSchema } from '../schema';
import { creatorsTexts as t } from '../texts';
import { TextField, TextareaField } from './form-fields';
import { showSubmissionOutcome } from './submission-toasts';
import { useFormValues } from './use-form-values';

export function InstructorApplicationForm() {
  const navigate = useNavigate();
  const { user } = useSession();
  const { values, errors, setField, validate, reset } = useFormValues(instructorApplicationSchema, emptyInstructorApplication);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = validate();
    if (!parsed) return;
    if (!user) {
      toaster.create({ ...t.toasts.authRequired, type: 'error' });
      void navigate('/auth');
      return;
    }
    setSubmitting(true);
    const outcome = await submitInstructorApplication(parsed, user.id);
    setSubmitting(false);
    if (showSubmissionOutcome(outcome, t.toasts)) reset();
  }

  const field = (name: keyof typeof values) => ({ name, label: t.fields[name], placeholder: t.placeholders[name], value: values[name], error: errors[name], onChange: setField });

  return (
    <form noValidate aria-label={t.formHeading} onSubmit={handleSubmit} onFocusCapture={user ? preloadSubmissionCode : undefined}>
      <Stack gap="5">
      {!user && (
        <Alert.Root status="warning" variant="surface" role="status">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t.signInNoticeTitle}</Alert.Title>
            <Alert.Description>{t.signInNoticeDescription}</Alert.Description>
          </Alert.Content>
          <Button asChild size="sm" alignSelf="center">
            <RouterLink to="/auth">{t.signInNoticeButton}</RouterLink>
          </Button>
        </Alert.Root>
      )}
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField {...field('full_name')} required autoComplete="name" />
        <TextField {...field('email')} required type="email" autoComplete="email" />
      </SimpleGrid>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField {...field('phone')} type="tel" autoComplete="tel" />
        <TextField {...field('expertise')} required />
      </SimpleGrid>
      <TextareaField {...field('experience')} required />
      <TextareaField {...field('course_topics')} required />
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        <TextField {...field('linkedin_url')} type="url" autoComplete="url" />
        <TextField {...field('portfolio_url')} type="url" autoComplete="url" />
      </SimpleGrid>
      <TextareaField {...field('why_teach')} required />
      <Button type="submit" size="lg" disabled={!user || submitting} loading={submitting} loadingText={t.submitting}>
        {user ? t.submit : t.signInRequired}
      </Button>
      </Stack>
    </form>
  );
}
