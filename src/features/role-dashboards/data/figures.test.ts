import { describe, expect, it } from 'vitest';
import { withLiveFigures } from '../components/role-dashboard';
import { roleDashboards } from '../texts';
import { adminFigures, affiliateFigures, instructorFigures, learnerFigures, superadminFigures } from './figures';

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
    expect(affiliateFigures('2026-03-05T10:00:00Z', 'en')).toEqual({ Performance: 'Affiliate since Mar 5, 2026' });
    expect(affiliateFigures(null)).toEqual({});
  });
});
