// The experience page's static sample content (spec §2, §9): the five steps (join, engage, progress, contribute,
// expand) and the stats (retention 85 percent, completion 72 percent, creator success 64 percent, referral rate 3.2x).
// The step texts (experience-texts.ts) are our sample content.
import type { Message } from '../lib/i18n';
import { experienceContentTexts as m } from './experience-texts';
import * as icons from './icon-paths';
import type { IconPath } from './icon-paths';

export const experienceSteps = [
  { id: 'join', ...m.steps.join, icon: icons.userPlus },
  { id: 'engage', ...m.steps.engage, icon: icons.messageCircle },
  { id: 'progress', ...m.steps.progress, icon: icons.trendingUp },
  { id: 'contribute', ...m.steps.contribute, icon: icons.heart },
  { id: 'expand', ...m.steps.expand, icon: icons.rocket },
] as const satisfies readonly { id: string; title: Message; description: Message; icon: IconPath }[];

export type ExperienceStepId = (typeof experienceSteps)[number]['id'];

export interface ExperienceStat {
  id: string;
  label: Message;
  value: number;
  /** '%' for a percentage, 'x' for a multiple. */
  unit: '%' | 'x';
  icon: IconPath;
}

export const experienceStats = [
  { id: 'retention', label: m.stats.retention, value: 85, unit: '%', icon: icons.repeat },
  { id: 'completion', label: m.stats.completion, value: 72, unit: '%', icon: icons.checkCircle },
  { id: 'creator-success', label: m.stats.creatorSuccess, value: 64, unit: '%', icon: icons.award },
  { id: 'referral-rate', label: m.stats.referralRate, value: 3.2, unit: 'x', icon: icons.share },
] as const satisfies readonly ExperienceStat[];
