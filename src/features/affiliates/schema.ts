// Valibot schema of the affiliate application form (spec §5: seven required fields; phone, website and social links optional).
import * as v from 'valibot';
import { TEXT_LIMITS, textLimit } from '../../lib/limits.ts';
import { optionalText, optionalUrl, requiredEmail, requiredText } from '../public-forms/form-rules';

const limit = (column: keyof typeof TEXT_LIMITS.affiliate_applications) => textLimit('affiliate_applications', column);

export const affiliateApplicationSchema = v.object({
  full_name: requiredText(limit('full_name')),
  email: requiredEmail(limit('email')),
  phone: optionalText(limit('phone')),
  platform_type: requiredText(limit('platform_type')),
  audience_size: requiredText(limit('audience_size')),
  niche: requiredText(limit('niche')),
  website_url: optionalUrl(limit('website_url')),
  // Free text, comma-separated (spec §3); people paste handles as often as URLs, so it is not checked further.
  social_media_urls: optionalText(limit('social_media_urls')),
  marketing_experience: requiredText(limit('marketing_experience')),
  why_affiliate: requiredText(limit('why_affiliate')),
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
