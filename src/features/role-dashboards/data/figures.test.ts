import { describe, expect, it } from 'vitest';
import { withLiveFigures } from '../components/role-dashboard';
import { formatMoney } from '../../../lib/money';
import { roleDashboards } from '../texts';
import { adminFigures, instructorFigures, learnerFigures, referralFigures, salesFigures, superadminFigures } from './figures';

describe('role card figures', () => {
  it('counts an instructor’s courses, drafts and students', () => {
    expect(instructorFigures([{ status: 'draft', total_students: 0 }, { status: 'published', total_students: 12 }, { status: 'published' }])).toEqual({
      Courses: '3 courses · 1 draft',
      Students: '12 students',
    });
    expect(instructorFigures([])).toEqual({ Courses: '0 courses · 0 drafts', Students: '0 students' });
  });
  it('counts a learner’s courses and lessons done', () => {
    expect(learnerFigures(1, 4)).toEqual({ 'My Courses': '1 course · 4 lessons done' });
  });
  it('marks live figures and leaves the others as samples', () => {
    const cards = withLiveFigures(roleDashboards.instructor, instructorFigures([])).cards;
    expect(cards.map((c) => [c.title, c.live ?? false])).toEqual([
      ['Courses', true],
      ['Students', true],
      ['Earnings', false],
    ]);
  });
});

describe('admin overview figures', () => {
  const overview = { members: 1204, admins: 3, pending_applications: 1, active_discussions: 12, hidden_items: 0, audit_week: 4 };
  it('names the admin and superadmin cards from the server overview', () => {
    expect(adminFigures(overview)).toEqual({ Moderation: '1 application waiting · 0 hidden posts', Community: '12 active discussions' });
    expect(superadminFigures(overview)).toEqual({ 'User Management': '1,204 users', 'Admin Management': '3 admins' });
  });
});

describe('affiliate figures', () => {
  it('names the approval date, and nothing before approval', () => {
    expect(referralFigures(null)).toEqual({ Referrals: 'Not synced yet', Commissions: 'Not synced yet', Performance: 'Not synced yet' });
  });
});

describe('earnings figures (issue 24)', () => {
  const usd = (minor: number) => formatMoney(minor, 'USD');
  it('names the Earnings card from the instructor’s sales', () => {
    const totals = { sales: 2, refunds: 0, gross_minor: 9800, pending_minor: 7840, available_minor: 0, reversed_minor: 0 };
    expect(salesFigures({ currency: 'USD', totals, courses: [], recent: [] })).toEqual({ Earnings: `${usd(0)} available · ${usd(7840)} pending` });
    expect(salesFigures(null)).toEqual({ Earnings: 'Not synced yet' });
  });
  it('names the affiliate cards from the summary, with conversion from clicks to paid referrals', () => {
    const summary = { code: 'FATIMA', currency: 'USD', clicks: 8, signups: 3, paid_referrals: 1, pending_minor: 980, available_minor: 0, reversed_minor: 0, recent: [] };
    expect(referralFigures(summary)).toEqual({
      Referrals: '3 sign-ups · 8 clicks',
      Commissions: `${usd(0)} available · ${usd(980)} pending`,
      Performance: '1 paid referral · 12.5% conversion',
    });
    expect(referralFigures({ ...summary, clicks: 0, paid_referrals: 0 }).Performance).toBe('0 paid referrals');
  });
});
