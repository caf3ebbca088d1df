// The experience page's static sample content (spec §2, §9): the five steps (join, engage, progress, contribute,
// expand) and the stats (retention 85 percent, completion 72 percent, creator success 64 percent, referral rate 3.2x).
// The step texts (experience-texts.ts) are our sample content.
import type { Message } from '../lib/i18n';
import { experienceContentTexts as m } from './experience-texts';
import type { IconName } from './icon-paths';

export const experienceSteps = [
  { id: 'join', ...m.steps.join, icon: 'userPlus' },
  { id: 'engage', ...m.steps.engage, icon: 'messageCircle' },
  { id: 'progress', ...m.steps.progress, icon: 'trendingUp' },
  { id: 'contribute', ...m.steps.contribute, icon: 'heart' },
  { id: 'expand', ...m.steps.expand, icon: 'rocket' },
] as const satisfies readonly { id: string; title: Message; description: Message; icon: IconName }[];

export type ExperienceStepId = (typeof experienceSteps)[number]['id'];

export interface ExperienceStat {
  id: string;
  label: Message;
  value: number;
  /** '%' for a percentage, 'x' for a multiple. */
  unit: '%' | 'x';
  icon: IconName;
}

export const experienceStats = [
  { id: 'retention', label: m.stats.retention, value: 85, unit: '%', icon: 'repeat' },
  { id: 'completion', label: m.stats.completion, value: 72, unit: '%', icon: 'checkCircle' },
  { id: 'creator-success', label: m.stats.creatorSuccess, value: 64, unit: '%', icon: 'award' },
  { id: 'referral-rate', label: m.stats.referralRate, value: 3.2, unit: 'x', icon: 'share' },
] as const satisfies readonly ExperienceStat[];
