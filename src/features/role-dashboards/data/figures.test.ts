import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../lib/i18n/format';
import { adminFigures, instructorFigures, learnerFigures, referralFigures, salesFigures, superadminFigures } from './figures';

describe('role card figures', () => {
  it('counts an instructor’s courses, drafts and students', () => {
    expect(instructorFigures([{ status: 'draft', total_students: 0 }, { status: 'published', total_students: 12 }, { status: 'published' }])).toEqual({
      courses: '3 courses · 1 draft',
      students: '12 students',
    });
    expect(instructorFigures([])).toEqual({ courses: '0 courses · 0 drafts', students: '0 students' });
  });
  it('counts a learner’s courses and lessons done', () => {
    expect(learnerFigures(1, 4)).toEqual({ courses: '1 course · 4 lessons done' });
  });
});

describe('admin overview figures', () => {
  const overview = { members: 1204, admins: 3, pending_applications: 1, active_discussions: 12, hidden_items: 0, audit_week: 4 };
  it('names the admin and superadmin cards from the server overview', () => {
    expect(adminFigures(overview)).toEqual({ moderation: '1 application waiting · 0 hidden posts', community: '12 active discussions' });
    expect(superadminFigures(overview)).toEqual({ users: '1,204 users', admins: '3 admins' });
  });
});

describe('affiliate figures', () => {
  it('names the approval date, and nothing before approval', () => {
    expect(referralFigures(null)).toEqual({ referrals: 'Not synced yet', commissions: 'Not synced yet', performance: 'Not synced yet' });
  });
});

describe('earnings figures (issue 24)', () => {
  const usd = (minor: number) => formatMoney(minor, 'USD');
  it('names the Earnings card from the instructor’s sales', () => {
    const totals = { sales: 2, refunds: 0, gross_minor: 9800, pending_minor: 7840, available_minor: 0, reversed_minor: 0 };
    expect(salesFigures({ currency: 'USD', totals, courses: [], recent: [] })).toEqual({ earnings: `${usd(0)} available · ${usd(7840)} pending` });
    expect(salesFigures(null)).toEqual({ earnings: 'Not synced yet' });
  });
  it('names the affiliate cards from the summary, with conversion from clicks to paid referrals', () => {
    const summary = { code: 'FATIMA', currency: 'USD', clicks: 8, signups: 3, paid_referrals: 1, pending_minor: 980, available_minor: 0, reversed_minor: 0, recent: [] };
    expect(referralFigures(summary)).toEqual({
      referrals: '3 sign-ups · 8 clicks',
      commissions: `${usd(0)} available · ${usd(980)} pending`,
      performance: '1 paid referral · 12.5% conversion',
    });
    expect(referralFigures({ ...summary, clicks: 0, paid_referrals: 0 }).performance).toBe('0 paid referrals');
  });
});
