// The creator and affiliate programmes' static marketing content: benefits, claimed statistics, the three-step explainer
// (their words are in programmes-texts.ts), and the affiliate form's choices.
import type { Message } from '../lib/i18n';
import * as icons from './icon-paths';
import type { IconPath } from './icon-paths';
import { programmesTexts as m } from './programmes-texts';

export interface Benefit {
  id: string;
  icon: IconPath;
  title: Message;
  description: Message;
}

export interface ClaimedStatistic {
  id: string;
  value: Message;
  label: Message;
}

export const creatorBenefits: readonly Benefit[] = [
  { id: 'earn', icon: icons.dollar, ...m.creatorBenefits.earn },
  { id: 'reach', icon: icons.globe, ...m.creatorBenefits.reach },
  { id: 'builder', icon: icons.bookOpen, ...m.creatorBenefits.builder },
  { id: 'assistant', icon: icons.sparkles, ...m.creatorBenefits.assistant },
  { id: 'community', icon: icons.users, ...m.creatorBenefits.community },
  { id: 'analytics', icon: icons.barChart, ...m.creatorBenefits.analytics },
];

export const creatorStatistics: readonly ClaimedStatistic[] = [
  { id: 'paid', ...m.creatorStatistics.paid },
  { id: 'instructors', ...m.creatorStatistics.instructors },
  { id: 'students', ...m.creatorStatistics.students },
  { id: 'review', ...m.creatorStatistics.review },
];

export const affiliateBenefits: readonly Benefit[] = [
  { id: 'commission', icon: icons.dollar, ...m.affiliateBenefits.commission },
  { id: 'fast-start', icon: icons.clock, ...m.affiliateBenefits.fastStart },
  { id: 'tracking', icon: icons.barChart, ...m.affiliateBenefits.tracking },
  { id: 'trust', icon: icons.shield, ...m.affiliateBenefits.trust },
];

export interface ProgrammeStep {
  id: string;
  icon: IconPath;
  title: Message;
  description: Message;
}

export const affiliateSteps: readonly ProgrammeStep[] = [
  { id: 'sign-up', icon: icons.userPlus, ...m.affiliateSteps.signUp },
  { id: 'share', icon: icons.share, ...m.affiliateSteps.share },
  { id: 'earn', icon: icons.dollar, ...m.affiliateSteps.earn },
];

/**
 * Choices of the affiliate form's platform and audience fields; stored as the label text, so they stay as they are in
 * every language (the admins read them as the applicant picked them; most are names of platforms).
 */
export const affiliatePlatformTypes = ['YouTube', 'Instagram', 'TikTok', 'Facebook', 'X (Twitter)', 'Blog / Website', 'Podcast', 'Newsletter', 'Other'] as const;
export const affiliateAudienceSizes = ['Under 1,000', '1,000 - 10,000', '10,000 - 50,000', '50,000 - 100,000', 'Over 100,000'] as const;
