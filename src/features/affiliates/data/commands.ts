// The affiliate application's command: the form's values become an affiliate_applications row, queued in the outbox.
import { submitThroughOutbox, type SubmissionOutcome } from '../../public-forms/data/submit-through-outbox';
// The pure conversions module only: the database itself stays out of the public pages' code.
import { convertEmptyToNull } from '../../../lib/conversions.ts';
import type { AffiliateApplicationValues } from '../schema';

/** The server row (columns of public.affiliate_applications, without id and status) for validated values. */
export function toAffiliateApplicationRow(values: AffiliateApplicationValues, userId: string) {
  return {
    user_id: userId,
    full_name: values.full_name,
    email: values.email,
    phone: convertEmptyToNull(values.phone),
    platform_type: values.platform_type,
    audience_size: values.audience_size,
    niche: values.niche,
    website_url: convertEmptyToNull(values.website_url),
    social_media_urls: convertEmptyToNull(values.social_media_urls),
    marketing_experience: values.marketing_experience,
    why_affiliate: values.why_affiliate,
  };
}

export function submitAffiliateApplication(values: AffiliateApplicationValues, userId: string): Promise<SubmissionOutcome> {
  return submitThroughOutbox('affiliate_applications', toAffiliateApplicationRow(values, userId));
}
