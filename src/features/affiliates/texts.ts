// The Affiliate Program page's user-facing texts (ICU messages), including the affiliate application's sign-in toast
// (spec §8); the toasts both application forms share are public-forms' applicationToasts.
import { defineMessages } from '../../lib/i18n';

export const affiliatesTexts = defineMessages('affiliates', {
  documentTitle: 'Affiliate Program | Maarifa',
  title: 'Maarifa Affiliate Program',
  lead: 'Recommend courses your audience will love and earn up to 30% commission on every sale.',
  apply: 'Become an Affiliate',
  benefitsHeading: 'Why Partner With Us?',
  stepsHeading: 'How It Works',
  stepLabel: 'Step {index}',
  roleLabel: 'Affiliate',
  formHeading: 'Affiliate Application',
  formLead: 'Tell us about your audience. Commissions start within 48 hours of approval.',
  fields: {
    full_name: 'Full Name',
    email: 'Email',
    phone: 'Phone (Optional)',
    platform_type: 'Primary Platform',
    audience_size: 'Audience Size',
    niche: 'Niche / Topic',
    website_url: 'Website (Optional)',
    social_media_urls: 'Social Media Links (Optional)',
    marketing_experience: 'Marketing Experience',
    why_affiliate: 'Why Do You Want to Join?',
  },
  placeholders: {
    full_name: 'Your full name',
    email: 'you@example.com',
    phone: '+254 700 000 000',
    platform_type: 'Select a platform',
    audience_size: 'Select audience size',
    niche: 'e.g. Tech, Education, Business',
    website_url: 'https://yourwebsite.com',
    social_media_urls: 'https://youtube.com/@you, https://instagram.com/you',
    marketing_experience: 'How have you promoted products or courses before?',
    why_affiliate: 'Why would Maarifa be a good fit for your audience?',
  },
  socialHelper: 'Separate links with commas.',
  submit: 'Submit Application',
  submitting: 'Submitting...',
  authRequired: { title: 'Authentication Required', description: 'Please sign in to submit an affiliate application.' },
  // --- Issue 24: how a referral counts, stated where affiliates sign up. ---
  referralRules: {
    heading: 'How referrals count',
    rules: {
      firstClick:
        'First click wins: a visit through your link is remembered on the visitor’s device for 30 days, unless they already followed another affiliate’s link in that time.',
      signUp: 'The referral stays with the visitor when they sign up, and goes with their purchases.',
      rate: 'Your commission is the course’s affiliate rate, set by its creator, up to 30% of the price. It is pending during the 30-day refund window and reversed if the learner is refunded.',
      ownPurchases: 'There is no commission on your own purchases.',
    },
  },
});
