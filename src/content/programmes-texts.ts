// The creator and affiliate programmes' marketing copy in words (ICU messages): benefits, claimed statistics and the
// three-step explainer; icons and order stay in src/content/programmes.ts.
import { defineMessages } from '../lib/i18n';

export const programmesTexts = defineMessages('programmes', {
  creatorBenefits: {
    earn: { title: 'Earn From Your Expertise', description: 'Set your own prices and keep a generous revenue share on every sale.' },
    reach: { title: 'Reach Learners Across Africa', description: 'Teach students in every region, on the phones and networks they actually have.' },
    builder: { title: 'Simple Course Builder', description: 'Organise modules and lessons, add video and free previews, and publish when ready.' },
    assistant: { title: 'AI Teaching Assistant', description: 'Draft outlines, quizzes and summaries faster with built-in AI tools.' },
    community: { title: 'Built-in Community', description: 'Host discussions and live events where your students learn together.' },
    analytics: { title: 'Clear Analytics', description: 'See enrolments, completion and earnings at a glance.' },
  },
  creatorStatistics: {
    paid: { value: '$50M+', label: 'Paid to instructors' },
    instructors: { value: '10K+', label: 'Instructors' },
    students: { value: '1M+', label: 'Students' },
    review: { value: '48h', label: 'Application review' },
  },
  affiliateBenefits: {
    commission: { title: 'Up to 30% Commission', description: 'Earn up to 30% on every course sale you refer.' },
    fastStart: { title: 'Fast Start', description: 'Commissions start within 48 hours of approval.' },
    tracking: { title: 'Real-Time Tracking', description: 'Follow clicks, sign-ups and earnings from your affiliate dashboard.' },
    trust: { title: 'Products People Trust', description: 'Every course carries a 30-day money-back guarantee, so your audience buys with confidence.' },
  },
  affiliateSteps: {
    signUp: { title: 'Sign Up', description: 'Apply below. We review applications and reply within 48 hours.' },
    share: { title: 'Share', description: 'Share your referral links with your audience on any platform.' },
    earn: { title: 'Earn', description: 'Earn up to 30% commission on every sale you refer.' },
  },
});
