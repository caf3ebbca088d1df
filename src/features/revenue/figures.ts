// Figures the revenue page derives from the sample data, so each stated number exists once (src/content/revenue).
import { monthlyRevenue, type RevenueGoal, type RevenueStream } from '../../content/revenue';
import { formatNumber } from '../../lib/i18n/format';

/** Dollars, compact with at most one decimal, in the reader's language: 157400 → "$157.4K", 200000 → "$200K" in English. */
export function formatThousands(dollars: number): string {
  return formatNumber(dollars, { style: 'currency', currency: 'USD', notation: 'compact', minimumFractionDigits: 0, maximumFractionDigits: 1 });
}

/** A percentage (0 to 100) with at most one decimal, in the reader's language: 78.7 → "78.7%". */
export function formatShare(percent: number): string {
  return formatNumber(percent / 100, { style: 'percent', maximumFractionDigits: 1 });
}

/** What a stream brought in this month: its share of the monthly revenue. */
export function streamAmount(stream: Pick<RevenueStream, 'share'>): number {
  return (monthlyRevenue * stream.share) / 100;
}

/** How far a goal is reached, in percent to one decimal: 157.4K of 200K → 78.7. */
export function goalPercent(goal: Pick<RevenueGoal, 'reached' | 'target'>): number {
  return Number(((goal.reached / goal.target) * 100).toFixed(1));
}
