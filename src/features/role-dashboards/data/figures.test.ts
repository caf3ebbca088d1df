import { describe, expect, it } from 'vitest';
import { withLiveFigures } from '../components/role-dashboard';
import { roleDashboards } from '../texts';
import { instructorFigures, learnerFigures } from './figures';

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
