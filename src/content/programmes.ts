// The creator and affiliate programmes' static marketing content: benefits, claimed statistics, the three-step explainer.
import type { IconName } from './icon-paths';

export interface Benefit {
  icon: IconName;
  title: string;
  description: string;
}

export interface ClaimedStatistic {
  value: string;
  label: string;
}

export const creatorBenefits: readonly Benefit[] = [
  { icon: 'dollar', title: 'Earn From Your Expertise', description: 'Set your own prices and keep a generous revenue share on every sale.' },
  { icon: 'globe', title: 'Reach Learners Across Africa', description: 'Teach students in every region, on the phones and networks they actually have.' },
  { icon: 'bookOpen', title: 'Simple Course Builder', description: 'Organise modules and lessons, add video and free previews, and publish when ready.' },
  { icon: 'sparkles', title: 'AI Teaching Assistant', description: 'Draft outlines, quizzes and summaries faster with built-in AI tools.' },
  { icon: 'users', title: 'Built-in Community', description: 'Host discussions and live events where your students learn together.' },
  { icon: 'barChart', title: 'Clear Analytics', description: 'See enrolments, completion and earnings at a glance.' },
];

export const creatorStatistics: readonly ClaimedStatistic[] = [
  { value: '$50M+', label: 'Paid to instructors' },
  { value: '10K+', label: 'Instructors' },
  { value: '1M+', label: 'Students' },
  { value: '48h', label: 'Application review' },
];

export const affiliateBenefits: readonly Benefit[] = [
  { icon: 'dollar', title: 'Up to 30% Commission', description: 'Earn up to 30% on every course sale you refer.' },
  { icon: 'clock', title: 'Fast Start', description: 'Commissions start within 48 hours of approval.' },
  { icon: 'barChart', title: 'Real-Time Tracking', description: 'Follow clicks, sign-ups and earnings from your affiliate dashboard.' },
  { icon: 'shield', title: 'Products People Trust', description: 'Every course carries a 30-day money-back guarantee, so your audience buys with confidence.' },
];

export interface ProgrammeStep {
  icon: IconName;
  title: string;
  description: string;
}

export const affiliateSteps: readonly ProgrammeStep[] = [
  { icon: 'userPlus', title: 'Sign Up', description: 'Apply below. We review applications and reply within 48 hours.' },
  { icon: 'share', title: 'Share', description: 'Share your referral links with your audience on any platform.' },
  { icon: 'dollar', title: 'Earn', description: 'Earn up to 30% commission on every sale you refer.' },
];

/** Choices of the affiliate form's platform and audience fields; stored as the label text. */
export const affiliatePlatformTypes = ['YouTube', 'Instagram', 'TikTok', 'Facebook', 'X (Twitter)', 'Blog / Website', 'Podcast', 'Newsletter', 'Other'] as const;
export const affiliateAudienceSizes = ['Under 1,000', '1,000 - 10,000', '10,000 - 50,000', '50,000 - 100,000', 'Over 100,000'] as const;
