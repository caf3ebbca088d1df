// The experience page's static sample content (spec §2, §9): the five steps (join, engage, progress, contribute,
// expand) and the stats (retention 85 percent, completion 72 percent, creator success 64 percent, referral rate 3.2x).
// The step texts are our sample content.
import type { IconName } from './icon-paths';

export const experienceSteps = [
  { id: 'join', title: 'Join', description: 'Sign up free, choose your interests and get a study plan that fits your phone and your data.', icon: 'userPlus' },
  { id: 'engage', title: 'Engage', description: 'Take courses, ask the AI study buddy and talk with peers in the community.', icon: 'messageCircle' },
  { id: 'progress', title: 'Progress', description: 'Earn XP, climb the levels and collect achievements as you finish lessons.', icon: 'trendingUp' },
  { id: 'contribute', title: 'Contribute', description: 'Answer questions, mentor newer learners and publish your own courses.', icon: 'heart' },
  { id: 'expand', title: 'Expand', description: 'Earn from your courses and referrals, and bring your community along.', icon: 'rocket' },
] as const satisfies readonly { id: string; title: string; description: string; icon: IconName }[];

export type ExperienceStepId = (typeof experienceSteps)[number]['id'];

export interface ExperienceStat {
  id: string;
  label: string;
  value: number;
  /** '%' for a percentage, 'x' for a multiple. */
  unit: '%' | 'x';
  icon: IconName;
}

export const experienceStats = [
  { id: 'retention', label: 'Retention', value: 85, unit: '%', icon: 'repeat' },
  { id: 'completion', label: 'Completion', value: 72, unit: '%', icon: 'checkCircle' },
  { id: 'creator-success', label: 'Creator Success', value: 64, unit: '%', icon: 'award' },
  { id: 'referral-rate', label: 'Referral Rate', value: 3.2, unit: 'x', icon: 'share' },
] as const satisfies readonly ExperienceStat[];
