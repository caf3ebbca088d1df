// The affiliate application form: a signed-out submit gets the spec's Authentication Required toast; queued through the outbox.
import { affiliateAudienceSizes, affiliatePlatformTypes } from '../../../content/programmes';
import { translateAll, useT } from '../../../lib/i18n';
import { PublicForm, type FieldRow } from '../../public-forms/components/public-form';
import { submitAffiliateApplication } from '../data/commands';
import { affiliateApplicationSchema, emptyAffiliateApplication, type AffiliateApplicationField } from '../schema';
import { publicFormsTexts } from '../../public-forms/texts';
import { affiliatesTexts as m } from '../texts';

/** The form's rows; the social links' helper text is in the reader's language. */
const rows = (socialHelper: string): readonly FieldRow<AffiliateApplicationField>[] => [
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
  { name: 'social_media_urls', control: 'textarea', rows: 2, helperText: socialHelper },
  { name: 'marketing_experience', control: 'textarea', required: true },
  { name: 'why_affiliate', control: 'textarea', required: true },
];

const messages = { heading: m.formHeading, fields: m.fields, placeholders: m.placeholders, submit: m.submit, submitting: m.submitting };

export function AffiliateApplicationForm() {
  const t = useT();
  const texts = { ...translateAll(messages, t), toasts: { authRequired: translateAll(m.authRequired, t), ...translateAll(publicFormsTexts.applicationToasts, t) } };
  return (
    <PublicForm
      schema={affiliateApplicationSchema}
      empty={emptyAffiliateApplication}
      rows={rows(t(m.socialHelper))}
      texts={texts}
      access="signed-in"
      submit={(values, user) => submitAffiliateApplication(values, user!.id)}
    />
  );
}
