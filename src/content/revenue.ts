// The revenue page's static sample figures (spec §2, §9): revenue total 157.4K, five streams with shares 42, 29, 15,
// 8 and 6 percent, marketplace commission 10 to 20 percent, a monthly target of 200K (78.7 percent reached) and a
// quarterly target of 600K (65 percent). Stream texts and growth opportunities are our sample content.
import type { DisplayStatus } from './status-labels';
import type { IconName } from './icon-paths';

/** US dollars, this month, all streams. */
export const monthlyRevenue = 157_400;
/** US dollars so far this quarter: 65 percent of the quarterly target. */
export const quarterRevenue = 390_000;
/** Percent of each marketplace sale the platform keeps. */
export const marketplaceCommission = { min: 10, max: 20 } as const;

export type RevenueStreamStatus = Extract<DisplayStatus, 'active' | 'growing' | 'new'>;

export interface RevenueStream {
  id: string;
  name: string;
  description: string;
  status: RevenueStreamStatus;
  /** Percent of the monthly revenue; the five add up to 100. */
  share: number;
  icon: IconName;
}

export const revenueStreams = [
  {
    id: 'subscriptions',
    name: 'Subscriptions',
    description: 'Monthly and yearly memberships for unlimited learning.',
    status: 'active',
    share: 42,
    icon: 'repeat',
  },
  {
    id: 'affiliates',
    name: 'Affiliates',
    description: 'Sales brought in by ambassadors and partners through their referral links.',
    status: 'active',
    share: 29,
    icon: 'share',
  },
  {
    id: 'marketplace',
    name: 'Marketplace',
    description: `A ${marketplaceCommission.min}-${marketplaceCommission.max}% commission on every course, template and resource sold.`,
    status: 'growing',
    share: 15,
    icon: 'shoppingBag',
  },
  {
    id: 'white-label',
    name: 'White-Label',
    description: 'Branded academies for schools, NGOs and companies, run on Maarifa.',
    status: 'new',
    share: 8,
    icon: 'layers',
  },
  {
    id: 'ai-add-ons',
    name: 'AI Add-ons',
    description: 'Premium AI study and creator tools on top of a membership.',
    status: 'new',
    share: 6,
    icon: 'cpu',
  },
] as const satisfies readonly RevenueStream[];

export interface RevenueGoal {
  id: string;
  label: string;
  /** US dollars. */
  target: number;
  /** US dollars reached so far. */
  reached: number;
}

export const revenueGoals = [
  { id: 'monthly', label: 'Monthly Target', target: 200_000, reached: monthlyRevenue },
  { id: 'quarterly', label: 'Quarterly Target', target: 600_000, reached: quarterRevenue },
] as const satisfies readonly RevenueGoal[];

export const growthOpportunities = [
  { title: 'University partnerships', description: 'Licence course bundles to universities and technical colleges.', icon: 'graduationCap' },
  { title: 'Mobile money checkout', description: 'Let learners pay with M-Pesa and MTN MoMo, so more of them finish buying.', icon: 'smartphone' },
  { title: 'AI tutors in local languages', description: 'Sell AI study tools in Swahili, Hausa and Amharic.', icon: 'globe' },
] as const satisfies readonly { title: string; description: string; icon: IconName }[];
