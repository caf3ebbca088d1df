// Unit tests of the server-row ↔ local-document mapping.
import { describe, expect, it } from 'vitest';
import { isSameContent, mapDocToServerRow, mapServerRowToDoc } from './row-mapping.ts';

describe('row mapping', () => {
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
    const row = mapDocToServerRow({ id: 'c1', title: 'T', total_students: 9, instructor_name: 'N', updated_at: 'u', server_xid: 3, server_modified: 'm', _deleted: true, _meta: { lwt: 1 }, _rev: '1-a' });
    expect(row).toEqual({ id: 'c1', title: 'T', _deleted: true });
  });

  it('compares user content only, whatever the key order of objects', () => {
    const a = { id: '1', trigger_config: { a: 1, b: [1, 2] }, created_at: '2026-11-22T08:00:00.000Z', server_xid: 1 };
    const b = { id: '1', trigger_config: { b: [1, 2], a: 1 }, created_at: '2026-11-22 08:00:00+00', server_xid: 2, _deleted: false };
    expect(isSameContent(a, b)).toBe(true);
    expect(isSameContent(a, { ...b, trigger_config: { a: 2, b: [1, 2] } })).toBe(false);
  });
});
