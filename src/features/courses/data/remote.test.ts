// The online catalogue search's pattern and how its answer joins the courses the device holds.
import { describe, expect, it } from 'vitest';
import { filterCoursesBySearch } from './format.ts';
import { mergeCourses, searchPattern } from './remote.ts';

describe('searchPattern', () => {
  it('turns every character PostgREST filter syntax could read, and spaces, into ilike’s one-character wildcard', () => {
    expect(searchPattern('  public speaking ')).toBe('public_speaking');
    expect(searchPattern('node.js, (intro) "a*b" 100% c:d \\ it\'s')).toBe('node_js___intro___a_b__100__c_d___it_s');
    expect(searchPattern('SAHEL')).toBe('SAHEL');
  });
});

describe('mergeCourses', () => {
  const course = (id: string, title: string) => ({ id, title, description: 'd' });

  it('keeps the device’s courses first and adds only those the server alone had, once each', () => {
    const held = [course('a', 'Solar basics'), course('b', 'Python')];
    const fetched = [course('b', 'Python (server copy)'), course('c', 'Solar advanced')];
    expect(mergeCourses(held, fetched).map((c) => c.id)).toEqual(['a', 'b', 'c']);
    expect(filterCoursesBySearch(mergeCourses(held, fetched), 'solar').map((c) => c.id)).toEqual(['a', 'c']);
    expect(mergeCourses(held, [])).toEqual(held);
  });
});
