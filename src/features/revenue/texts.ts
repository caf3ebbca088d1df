// The revenue page's user-facing texts (spec §2: four KPI cards, tabs Revenue Streams and Revenue Breakdown), as ICU
// messages; figures arrive formatted (money, percentages) in the reader's language.
import { defineMessages } from '../../lib/i18n';

export const revenueTexts = defineMessages('revenue', {
  title: 'Revenue',
  description: 'Where Maarifa’s revenue comes from: subscriptions, affiliates, the marketplace, white-label academies and AI add-ons.',
  lead: 'Five revenue streams, how they split this month, and how close we are to our goals.',
  kpisLabel: 'Revenue at a glance',
  kpis: {
    total: 'Total Revenue',
    totalHint: 'This month, all streams',
    monthlyTarget: 'Monthly Target',
    monthlyTargetHint: 'of {target} reached',
    commission: 'Marketplace Commission',
    commissionValue: '{min}-{max}%',
    commissionHint: 'On each marketplace sale',
    streams: 'Revenue Streams',
    streamsHint: '{name} lead with {share}',
  },
  tabs: {
    streams: 'Revenue Streams',
    breakdown: 'Revenue Breakdown',
  },
  shareOfRevenue: '{share} of revenue',
  thisMonth: '{amount} this month',
  distribution: 'Revenue Distribution',
  distributionBar: '{name} share of revenue',
  growthOpportunities: 'Growth Opportunities',
  goals: 'Goals',
  goalLabel: '{label}: {target}',
  goalBar: '{label} reached',
  goalProgress: '{reached} of {target}',
});
