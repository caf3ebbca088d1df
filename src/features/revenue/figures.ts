// Figures the revenue page derives from the sample data, so each stated number exists once (src/content/revenue).
import { monthlyRevenue, type RevenueGoal, type RevenueStream } from '../../content/revenue';

/** Dollars in thousands with at most one decimal: 157400 → "$157.4K", 200000 → "$200K". */
export function formatThousands(dollars: number): string {
  return `$${Number((dollars / 1000).toFixed(1))}K`;
}

/** What a stream brought in this month: its share of the monthly revenue. */
export function streamAmount(stream: Pick<RevenueStream, 'share'>): number {
  return (monthlyRevenue * stream.share) / 100;
}

/** How far a goal is reached, in percent to one decimal: 157.4K of 200K → 78.7. */
export function goalPercent(goal: Pick<RevenueGoal, 'reached' | 'target'>): number {
  return Number(((goal.reached / goal.target) * 100).toFixed(1));
}
