// The revenue page's static sample figures (spec §2, §9): revenue total 157.4K, five streams with shares 42, 29, 15,
// 8 and 6 percent, marketplace commission 10 to 20 percent, a monthly target of 200K (78.7 percent reached) and a
// quarterly target of 600K (65 percent). Stream texts and growth opportunities are our sample content.
import type { Message } from '../lib/i18n';
import type { DisplayStatus } from './status-labels';
import * as icons from './icon-paths';
import type { IconPath } from './icon-paths';
import { revenueContentTexts as m } from './revenue-texts';

/** US dollars, this month, all streams. */
export const monthlyRevenue = 157_400;
/** US dollars so far this quarter: 65 percent of the quarterly target. */
export const quarterRevenue = 390_000;
/** Percent of each marketplace sale the platform keeps. */
export const marketplaceCommission = { min: 10, max: 20 } as const;

export type RevenueStreamStatus = Extract<DisplayStatus, 'active' | 'growing' | 'new'>;

export interface RevenueStream {
  id: string;
  name: Message;
  /** Takes the marketplace commission's `min` and `max`. */
  description: Message;
  status: RevenueStreamStatus;
  /** Percent of the monthly revenue; the five add up to 100. */
  share: number;
  icon: IconPath;
}

export const revenueStreams = [
  {
    id: 'subscriptions',
    name: m.streams.subscriptions.name,
    description: m.streams.subscriptions.description,
    status: 'active',
    share: 42,
    icon: icons.repeat,
  },
  {
    id: 'affiliates',
    name: m.streams.affiliates.name,
    description: m.streams.affiliates.description,
    status: 'active',
    share: 29,
    icon: icons.share,
  },
  {
    id: 'marketplace',
    name: m.streams.marketplace.name,
    description: m.streams.marketplace.description,
    status: 'growing',
    share: 15,
    icon: icons.shoppingBag,
  },
  {
    id: 'white-label',
    name: m.streams.whiteLabel.name,
    description: m.streams.whiteLabel.description,
    status: 'new',
    share: 8,
    icon: icons.layers,
  },
  {
    id: 'ai-add-ons',
    name: m.streams.aiAddOns.name,
    description: m.streams.aiAddOns.description,
    status: 'new',
    share: 6,
    icon: icons.cpu,
  },
] as const satisfies readonly RevenueStream[];

export interface RevenueGoal {
  id: string;
  label: Message;
  /** US dollars. */
  target: number;
  /** US dollars reached so far. */
  reached: number;
}

export const revenueGoals = [
  { id: 'monthly', label: m.goals.monthly, target: 200_000, reached: monthlyRevenue },
  { id: 'quarterly', label: m.goals.quarterly, target: 600_000, reached: quarterRevenue },
] as const satisfies readonly RevenueGoal[];

export const growthOpportunities = [
  { id: 'universities', ...m.growth.universities, icon: icons.graduationCap },
  { id: 'mobile-money', ...m.growth.mobileMoney, icon: icons.smartphone },
  { id: 'ai-tutors', ...m.growth.aiTutors, icon: icons.globe },
] as const satisfies readonly { id: string; title: Message; description: Message; icon: IconPath }[];
