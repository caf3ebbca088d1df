// Valibot schema of the affiliate application form (spec §5: seven required fields; phone, website and social links optional).
import * as v from 'valibot';
import { optionalText, optionalUrl, requiredEmail, requiredText } from '../public-forms/form-rules';

export const affiliateApplicationSchema = v.object({
  full_name: requiredText(),
  email: requiredEmail(),
  phone: optionalText(),
  platform_type: requiredText(),
  audience_size: requiredText(),
  niche: requiredText(),
  website_url: optionalUrl(),
  // Free text, comma-separated (spec §3); people paste handles as often as URLs, so it is not checked further.
  social_media_urls: optionalText(),
  marketing_experience: requiredText(),
  why_affiliate: requiredText(),
});

export type AffiliateApplicationValues = v.InferOutput<typeof affiliateApplicationSchema>;
export type AffiliateApplicationField = keyof AffiliateApplicationValues;

export const emptyAffiliateApplication: v.InferInput<typeof affiliateApplicationSchema> = {
  full_name: '',
  email: '',
  phone: '',
  platform_type: '',
  audience_size: '',
  niche: '',
  website_url: '',
  social_media_urls: '',
  marketing_experience: '',
  why_affiliate: '',
};
