// PostgREST select-parameter parsing and the SQLSTATE → HTTP status mapping.
import { describe, expect, it } from 'vitest';
import { HttpError } from './http.ts';
import { parseSelect, statusForPgError } from './rest.ts';

describe('parseSelect', () => {
  it('parses columns, aliases, casts and nested embeds with hints', () => {
    expect(parseSelect('id, title,price::text,instructor:profiles!instructor_id(full_name),course_modules!inner(title,lessons(*))')).toEqual([
      { kind: 'column', name: 'id', alias: 'id', cast: undefined },
      { kind: 'column', name: 'title', alias: 'title', cast: undefined },
      { kind: 'column', name: 'price', alias: 'price', cast: 'text' },
      { kind: 'embed', name: 'profiles', alias: 'instructor', hint: 'instructor_id', inner: false, items: [{ kind: 'column', name: 'full_name', alias: 'full_name', cast: undefined }] },
      {
        kind: 'embed',
        name: 'course_modules',
        alias: 'course_modules',
        hint: undefined,
        inner: true,
        items: [
          { kind: 'column', name: 'title', alias: 'title', cast: undefined },
          { kind: 'embed', name: 'lessons', alias: 'lessons', hint: undefined, inner: false, items: [{ kind: 'star' }] },
        ],
      },
    ]);
  });

  it('refuses what it cannot parse with PGRST100', () => {
    for (const bad of ['id,(title', 'a b;drop', 'x->>y', 'modules(title']) {
      try {
        parseSelect(bad);
        expect.unreachable(bad);
      } catch (error) {
        expect(error).toBeInstanceOf(HttpError);
        expect((error as HttpError).status).toBe(400);
        expect((error as HttpError).body).toMatchObject({ code: 'PGRST100' });
      }
    }
  });
});

describe('statusForPgError', () => {
  it('maps SQLSTATEs like PostgREST', () => {
    expect(statusForPgError('42501', 'anon')).toBe(401);
    expect(statusForPgError('PT401', 'authenticated')).toBe(401);
    expect(statusForPgError('PT404', 'anon')).toBe(404);
    expect(statusForPgError('42501', 'authenticated')).toBe(403);
    expect(statusForPgError('23505', 'authenticated')).toBe(409);
    expect(statusForPgError('23503', 'authenticated')).toBe(409);
    expect(statusForPgError('23514', 'authenticated')).toBe(400);
    expect(statusForPgError('22P02', 'anon')).toBe(400);
    expect(statusForPgError('42P01', 'anon')).toBe(404);
    expect(statusForPgError('P0001', 'anon')).toBe(400);
    expect(statusForPgError('54000', 'anon')).toBe(413);
    expect(statusForPgError('53300', 'anon')).toBe(503);
    expect(statusForPgError('XX000', 'anon')).toBe(500);
  });
});
