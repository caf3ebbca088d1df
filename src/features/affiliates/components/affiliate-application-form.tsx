// The affiliate application form: a signed-out submit gets the spec's Authentication Required toast; queued through the outbox.
import { Button, SimpleGrid, Stack } from '@chakra-ui/react';
import { useState, type FormEvent } from 'react';
import { affiliateAudienceSizes, affiliatePlatformTypes } from '../../../content/programmes';
import { useSession } from '../../../auth/use-session';
import { toaster } from '../../../ui/toaster';
import { SelectField, TextField, TextareaField } from '../../creators/components/form-fields';
import { showSubmissionOutcome } from '../../creators/components/submission-toasts';
import { useFormValues } from '../../creators/components/use-form-values';
import { preloadSubmissionCode } from '../../creators/data/submit-through-outbox';
import { submitAffiliateApplication } from '../data/commands';
import { affiliateApplicationSchema, emptyAffiliateApplication } from '../schema';
import { affiliatesTexts as t } from '../texts';

export function AffiliateApplicationForm() {
  const { user } = useSession();
  const { values, errors, setField, validate, reset } = useFormValues(affiliateApplicationSchema, emptyAffiliateApplication);
  const [submitting, setSubmitting] = useState(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const parsed = validate();
    if (!parsed) return;
    if (!user) {
      toaster.create({ ...t.toasts.authRequired, type: 'error' });
      return;
    }
    setSubmitting(true);
    const outcome = await submitAffiliateApplication(parsed, user.id);
    setSubmitting(false);
    if (showSubmissionOutcome(outcome, t.toasts)) reset();
  }

  const field = (name: keyof typeof values) => ({ name, label: t.fields[name], placeholder: t.placeholders[name], value: values[name], error: errors[name], onChange: setField });

  return (
    <form noValidate aria-label={t.formHeading} onSubmit={handleSubmit} onFocusCapture={user ? preloadSubmissionCode : undefined}>
      <Stack gap="5">
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField {...field('full_name')} required autoComplete="name" />
          <TextField {...field('email')} required type="email" autoComplete="email" />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <TextField {...field('phone')} type="tel" autoComplete="tel" />
          <TextField {...field('niche')} required />
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
          <SelectField {...field('platform_type')} required options={affiliatePlatformTypes} />
          <SelectField {...field('audience_size')} required options={affiliateAudienceSizes} />
        </SimpleGrid>
        <TextField {...field('website_url')} type="url" autoComplete="url" />
        <TextareaField {...field('social_media_urls')} rows={2} helperText={t.socialHelper} />
        <TextareaField {...field('marketing_experience')} required />
        <TextareaField {...field('why_affiliate')} required />
        <Button type="submit" size="lg" disabled={submitting} loading={submitting} loadingText={t.submitting}>
          {t.submit}
        </Button>
      </Stack>
    </form>
  );
}
