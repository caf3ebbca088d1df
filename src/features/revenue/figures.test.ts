// The revenue sample figures of spec §9, as the page derives them from src/content/revenue.
import { describe, expect, it } from 'vitest';
import { monthlyRevenue, revenueGoals, revenueStreams } from '../../content/revenue';
import { t } from '../../lib/i18n';
import { formatShare, formatThousands, goalPercent, streamAmount } from './figures';

describe('revenue figures', () => {
  it('totals 157.4K, split 42, 29, 15, 8 and 6 percent across five streams', () => {
    expect(formatThousands(monthlyRevenue)).toBe('$157.4K');
    expect(revenueStreams.map((stream) => [stream.id, stream.share])).toEqual([
      ['subscriptions', 42],
      ['affiliates', 29],
      ['marketplace', 15],
      ['white-label', 8],
      ['ai-add-ons', 6],
    ]);
    expect(revenueStreams.reduce((sum, stream) => sum + streamAmount(stream), 0)).toBeCloseTo(monthlyRevenue);
  });

  it('reaches the monthly target of 200K at 78.7 percent and the quarterly target of 600K at 65 percent', () => {
    expect(revenueGoals.map((goal) => [t(goal.label), formatThousands(goal.target), goalPercent(goal)])).toEqual([
      ['Monthly Target', '$200K', 78.7],
      ['Quarterly Target', '$600K', 65],
    ]);
  });

  it('writes thousands with at most one decimal', () => {
    expect(formatThousands(66_108)).toBe('$66.1K');
    expect(formatThousands(9_444)).toBe('$9.4K');
    expect(formatThousands(390_000)).toBe('$390K');
  });

  it('writes shares with at most one decimal', () => {
    expect([formatShare(42), formatShare(78.7)]).toEqual(['42%', '78.7%']);
  });
});
