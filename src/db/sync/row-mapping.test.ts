// Unit tests of the server-row ↔ local-document mapping.
import { describe, expect, it } from 'vitest';
import { isSameContent, mapDocToServerRow, mapServerRowToDoc, parseInstant } from './row-mapping.ts';

describe('row mapping', () => {
  it("carries a course's affiliate rate both ways (issue 24)", () => {
    const row = { id: 'c1', instructor_id: 'u1', title: 'Solar', difficulty: 'beginner', price: 49, affiliate_percent: 20, status: 'published', created_at: 'x', _xid: 3 };
    const doc = mapServerRowToDoc('courses', row);
    expect(doc.affiliate_percent).toBe(20);
    expect(mapDocToServerRow('courses', doc)).toMatchObject({ id: 'c1', price: 49, affiliate_percent: 20 });
  });

  it("carries a course's and a profile's language both ways (issue 25)", () => {
    const course = mapServerRowToDoc('courses', { id: 'c1', instructor_id: 'u1', title: 'Kilimo', difficulty: 'beginner', price: 0, language: 'sw', status: 'published', created_at: 'x', _xid: 3 });
    expect(course.language).toBe('sw');
    expect(mapDocToServerRow('courses', course)).toMatchObject({ id: 'c1', language: 'sw' });
    const profile = mapServerRowToDoc('profiles', { id: 'u1', skills: [], roles: [], xp_total: 0, level: 1, created_at: 'x', language: 'ha', _xid: 4 });
    expect(mapDocToServerRow('profiles', profile)).toMatchObject({ id: 'u1', language: 'ha' });
    // A profile from a server before the column: no language, not an invalid document.
    expect(mapServerRowToDoc('profiles', { id: 'u2', skills: [], roles: [], xp_total: 0, level: 1, created_at: 'x', _xid: 5 }).language).toBeNull();
  });

  it('maps _xid and _modified to server fields, keeps _deleted, drops unknown columns and fills nullable gaps', () => {
    const doc = mapServerRowToDoc('course_modules', {
      id: 'm1',
      course_id: 'c1',
      title: 'Week one',
      order_index: 0,
      created_at: '2026-11-22T08:00:00+00:00',
      _xid: '42',
      _modified: '2026-11-22T08:00:01+00:00',
      _deleted: false,
      some_new_server_column: 'ignored',
    });
    expect(doc).toEqual({
      id: 'm1',
      course_id: 'c1',
      title: 'Week one',
      order_index: 0,
      created_at: '2026-11-22T08:00:00+00:00',
      server_xid: 42,
      server_modified: '2026-11-22T08:00:01+00:00',
      _deleted: false,
    });
    expect(mapServerRowToDoc('lessons', { id: 'l1', module_id: 'm1', title: 'Hi there', duration: 0, is_free: false, order_index: 0, created_at: 'x', _xid: 1 }).content).toBeNull();
  });

  it('sends client-writable columns and _deleted, never server-kept ones', () => {
    const row = mapDocToServerRow('courses', { id: 'c1', title: 'T', total_students: 9, instructor_name: 'N', updated_at: 'u', server_xid: 3, server_modified: 'm', _deleted: true, _meta: { lwt: 1 }, _rev: '1-a' });
    expect(row).toEqual({ id: 'c1', title: 'T', _deleted: true });
  });

  it('compares user content only, whatever the key order of objects', () => {
    const a = { id: '1', trigger_config: { a: 1, b: [1, 2] }, created_at: '2026-11-22T08:00:00.000Z', server_xid: 1 };
    const b = { id: '1', trigger_config: { b: [1, 2], a: 1 }, created_at: '2026-11-22 08:00:00+00', server_xid: 2, _deleted: false };
    expect(isSameContent('automation_workflows', a, b)).toBe(true);
    expect(isSameContent('automation_workflows', a, { ...b, trigger_config: { a: 2, b: [1, 2] } })).toBe(false);
  });

  it('compares timestamps as instants, to the microsecond', () => {
    expect(parseInstant('2026-11-22T08:00:00.123Z')).toBe(parseInstant('2026-11-22 10:00:00.123+02'));
    expect(parseInstant('2026-11-22T08:00:00.123456+00:00')).toBe(parseInstant('2026-11-22T08:00:00.123456Z'));
    expect(parseInstant('2026-11-22T08:00:00.123456Z')).not.toBe(parseInstant('2026-11-22T08:00:00.123Z'));
    expect(parseInstant('not a time')).toBeNull();
    const local = { id: 'p1', lesson_id: 'l1', completed_at: '2026-11-22T08:00:00.000Z', _deleted: false };
    const server = { id: 'p1', lesson_id: 'l1', completed_at: '2026-11-22T08:00:00+00:00', _deleted: false };
    expect(isSameContent('lesson_progress', local, server)).toBe(true);
    expect(isSameContent('lesson_progress', local, { ...server, completed_at: '2026-11-22T08:00:01+00:00' })).toBe(false);
  });

  it('ignores the columns each table keeps on the server (a trigger rewrote them: no conflict)', () => {
    const local = { id: 'p1', lesson_id: 'l1', course_id: null, completed_at: '2026-11-22T08:00:00Z' };
    const server = { id: 'p1', lesson_id: 'l1', course_id: 'c9', completed_at: '2026-11-22T08:00:00Z' };
    expect(isSameContent('lesson_progress', local, server)).toBe(true);
    expect(isSameContent('profiles', { id: 'u', full_name: 'A', email: null, rating: null }, { id: 'u', full_name: 'A', email: 'a@x.org', rating: 4 })).toBe(true);
    expect(mapDocToServerRow('lesson_progress', local)).toEqual({ id: 'p1', lesson_id: 'l1', completed_at: '2026-11-22T08:00:00Z', _deleted: false });
    expect(mapDocToServerRow('discussions', { id: 'd', title: 'T', upvotes: 99, view_count: 5, is_pinned: true })).toEqual({ id: 'd', title: 'T', is_pinned: true, _deleted: false });
  });

  it('never pushes a masked credential back, only ones the user typed', () => {
    const row = mapDocToServerRow('tech_connections', { id: 't', tech_id: 'ai', credentials: { apiKey: '••••abcd', model: 'gpt-x' } });
    expect(row.credentials).toEqual({ model: 'gpt-x' });
  });

  it('turns a removal (id only) into a valid deleted document', () => {
    const doc = mapServerRowToDoc('courses', { id: 'c1', _deleted: true, _xid: 7 });
    expect(doc).toMatchObject({ id: 'c1', _deleted: true, server_xid: 7, title: '', price: 0 });
  });
});
