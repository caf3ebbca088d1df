// The affiliate application form: a signed-out submit gets the spec's Authentication Required toast; queued through the outbox.
import { affiliateAudienceSizes, affiliatePlatformTypes } from '../../../content/programmes';
import { PublicForm, type FieldRow } from '../../public-forms/components/public-form';
import { submitAffiliateApplication } from '../data/commands';
import { affiliateApplicationSchema, emptyAffiliateApplication, type AffiliateApplicationField } from '../schema';
import { affiliatesTexts as t } from '../texts';

const rows: readonly FieldRow<AffiliateApplicationField>[] = [
  [
    { name: 'full_name', required: true, autoComplete: 'name' },
    { name: 'email', required: true, type: 'email', autoComplete: 'email' },
  ],
  [
    { name: 'phone', type: 'tel', autoComplete: 'tel' },
    { name: 'niche', required: true },
  ],
  [
    { name: 'platform_type', control: 'select', required: true, options: affiliatePlatformTypes },
    { name: 'audience_size', control: 'select', required: true, options: affiliateAudienceSizes },
  ],
  { name: 'website_url', type: 'url', autoComplete: 'url' },
  { name: 'social_media_urls', control: 'textarea', rows: 2, helperText: t.socialHelper },
  { name: 'marketing_experience', control: 'textarea', required: true },
  { name: 'why_affiliate', control: 'textarea', required: true },
];

const texts = { heading: t.formHeading, fields: t.fields, placeholders: t.placeholders, submit: t.submit, submitting: t.submitting, toasts: t.toasts };

export function AffiliateApplicationForm() {
  return (
    <PublicForm
      schema={affiliateApplicationSchema}
      empty={emptyAffiliateApplication}
      rows={rows}
      texts={texts}
      access="signed-in"
      submit={(values, user) => submitAffiliateApplication(values, user!.id)}
    />
  );
}
