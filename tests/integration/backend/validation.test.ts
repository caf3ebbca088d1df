// Constraints mirroring spec §5, and every kind of bad input answered with a Supabase-shaped 4xx while the server keeps serving.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signJwt } from '../../../supabase/local/jwt.ts';
import { createTestClient, createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';

let backend: TestBackend;
let teacher: TestUser;
let courseId: string;
let moduleId: string;

beforeAll(async () => {
  backend = await startTestBackend();
  teacher = await createTestUser(backend, { roles: ['instructor'] });
  courseId = randomUUID();
  moduleId = randomUUID();
  const c = await teacher.client.from('courses').insert({ id: courseId, instructor_id: teacher.id, title: 'Valid course', description: 'A valid description.', category: 'design', difficulty: 'beginner', price: 0 });
  expect(c.error).toBeNull();
  expect((await teacher.client.from('course_modules').insert({ id: moduleId, course_id: courseId, title: 'Module one' })).error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

async function expectServing() {
  const res = await fetch(`${backend.url}/auth/v1/settings`);
  expect(res.status).toBe(200);
}

describe('constraints', () => {
  const baseCourse = () => ({ instructor_id: teacher.id, title: 'Good title', description: 'Long enough description', category: 'business', difficulty: 'advanced', price: 10 });
  const courseCases: [string, Record<string, unknown>, string][] = [
    ['title under 3 characters', { title: 'ab' }, 'courses_title_min_length'],
    ['blank-padded title', { title: '  a ' }, 'courses_title_min_length'],
    ['description under 10 characters', { description: 'too short' }, 'courses_description_min_length'],
    ['unknown category', { category: 'cooking' }, 'courses_category_valid'],
    ['unknown difficulty', { difficulty: 'expert' }, 'courses_difficulty_valid'],
    ['negative price', { price: -1 }, 'courses_price_not_negative'],
    ['thumbnail that is not a URL', { thumbnail_url: 'not a url' }, 'courses_thumbnail_url_valid'],
    ['unknown status', { status: 'archived' }, 'courses_status_valid'],
  ];
  for (const [name, patch, constraint] of courseCases) {
    it(`rejects a course with ${name}`, async () => {
      const { error, status } = await teacher.client.from('courses').insert({ ...baseCourse(), ...patch });
      expect(status).toBe(400);
      expect(error?.code).toBe('23514');
      expect(error?.message).toContain(constraint);
      await expectServing();
    });
  }

  it('accepts the boundary values', async () => {
    const { error } = await teacher.client.from('courses').insert({ ...baseCourse(), title: 'abc', description: '0123456789', price: 0, thumbnail_url: 'https://example.com/a.png' });
    expect(error).toBeNull();
  });

  const lessonCases: [string, Record<string, unknown>, string][] = [
    ['title under 3 characters', { title: 'no' }, 'lessons_title_min_length'],
    ['negative duration', { duration: -5 }, 'lessons_duration_not_negative'],
    ['video URL that is not a URL', { video_url: 'ftp//nope' }, 'lessons_video_url_valid'],
  ];
  for (const [name, patch, constraint] of lessonCases) {
    it(`rejects a lesson with ${name}`, async () => {
      const { error, status } = await teacher.client.from('lessons').insert({ module_id: moduleId, title: 'Fine title', ...patch });
      expect(status).toBe(400);
      expect(error?.message).toContain(constraint);
    });
  }

  it('rejects a blank module title', async () => {
    const { error } = await teacher.client.from('course_modules').insert({ course_id: courseId, title: '   ' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('course_modules_title_not_blank');
  });

  it('rejects an unknown workflow trigger type and a blank API key name', async () => {
    const wf = await teacher.client.from('automation_workflows').insert({ creator_id: teacher.id, name: 'Flow', trigger_type: 'on_full_moon' });
    expect(wf.error?.message).toContain('automation_workflows_trigger_type_valid');
    const key = await teacher.client.from('api_keys').insert({ user_id: teacher.id, name: ' ', api_key_hash: 'c'.repeat(64), api_key_last4: '1234' });
    expect(key.error?.message).toContain('api_keys_name_not_blank');
    const raw = await teacher.client.from('api_keys').insert({ user_id: teacher.id, name: 'Raw', api_key_hash: 'mk_live_plaintext_key', api_key_last4: '1234' });
    expect(raw.error?.message).toContain('api_keys_hash_is_sha256_hex');
  });

  it('has no column for a full API key', async () => {
    const { error, status } = await teacher.client.from('api_keys').insert({ user_id: teacher.id, name: 'Full', api_key: 'mk_1234', api_key_hash: 'd'.repeat(64), api_key_last4: '1234' });
    expect(status).toBe(400);
    expect(error?.code).toBe('PGRST204');
  });

  it('rejects an unknown role, checked before RLS lets a superadmin through', async () => {
    const boss = await createTestUser(backend, { roles: ['superadmin'] });
    const { error } = await boss.client.from('user_roles').insert({ user_id: teacher.id, role: 'wizard' });
    expect(error?.code).toBe('23514');
    expect(error?.message).toContain('user_roles_role_valid');
  });

  it('rejects bad application URLs and emails', async () => {
    const app = { user_id: teacher.id, full_name: 'T', email: 't@example.test', expertise: 'x', experience: 'y', course_topics: 'z', why_teach: 'w' };
    expect((await teacher.client.from('instructor_applications').insert({ ...app, linkedin_url: 'linkedin' })).error?.message).toContain('instructor_applications_linkedin_url_valid');
    expect((await teacher.client.from('instructor_applications').insert({ ...app, email: 'nope' })).error?.message).toContain('instructor_applications_email_valid');
    const aff = { user_id: teacher.id, full_name: 'T', email: 't@example.test', platform_type: 'YouTube', audience_size: '10k', niche: 'tech', marketing_experience: 'some', why_affiliate: 'money' };
    expect((await teacher.client.from('affiliate_applications').insert({ ...aff, website_url: 'www' })).error?.message).toContain('affiliate_applications_website_url_valid');
    expect((await teacher.client.from('affiliate_applications').insert(aff)).error).toBeNull();
  });

  it('refuses to publish a course without modules, in the database', async () => {
    const empty = randomUUID();
    expect((await teacher.client.from('courses').insert({ ...baseCourse(), id: empty })).error).toBeNull();
    const { error, status } = await teacher.client.from('courses').update({ status: 'published' }).eq('id', empty);
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
    expect(error?.message).toBe('A course needs at least one module before it can be published');
    const direct = await teacher.client.from('courses').insert({ ...baseCourse(), status: 'published' });
    expect(direct.error?.code).toBe('23514');
    const ok = await teacher.client.from('courses').update({ status: 'published' }).eq('id', courseId).select('status').single();
    expect(ok.data?.status).toBe('published');
  });

  it('rejects a duplicate primary key with 409', async () => {
    const { error, status } = await teacher.client.from('course_modules').insert({ id: moduleId, course_id: courseId, title: 'Again' });
    expect(status).toBe(409);
    expect(error?.code).toBe('23505');
  });
});

describe('bad input', () => {
  const rest = (path: string, init: RequestInit = {}, token?: string) =>
    fetch(`${backend.url}/rest/v1/${path}`, {
      ...init,
      headers: { apikey: backend.anonKey, Authorization: `Bearer ${token ?? backend.anonKey}`, 'Content-Type': 'application/json', ...(init.headers as Record<string, string>) },
    });

  it('malformed JSON: PGRST102 on REST, bad_json on auth', async () => {
    const r = await rest('contact_messages', { method: 'POST', body: '{"first_name": ' });
    expect(r.status).toBe(400);
    expect(await r.json()).toMatchObject({ code: 'PGRST102', message: 'Empty or invalid json' });
    const a = await fetch(`${backend.url}/auth/v1/token?grant_type=password`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: '{oops' });
    expect(a.status).toBe(400);
    expect(await a.json()).toMatchObject({ code: 400, error_code: 'bad_json' });
    await expectServing();
  });

  it('unknown table: 404 PGRST205', async () => {
    const { error, status } = await createTestClient(backend).from('no_such_table').select();
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST205');
    expect(error?.message).toBe("Could not find the table 'public.no_such_table' in the schema cache");
  });

  it('unknown column: 400 42703 in select, filter and order; PGRST204 on insert', async () => {
    const client = createTestClient(backend);
    for (const q of [client.from('courses').select('nope'), client.from('courses').select().eq('nope', 1), client.from('courses').select().order('nope')]) {
      const { error, status } = await q;
      expect(status).toBe(400);
      expect(error?.code).toBe('42703');
      expect(error?.message).toBe('column courses.nope does not exist');
    }
    const ins = await client.from('contact_messages').insert({ first_name: 'A', email: 'a@b.co', subject: 's', message: 'm', nope: 1 });
    expect(ins.error?.code).toBe('PGRST204');
  });

  it('bad filter values and syntax: 400', async () => {
    const client = createTestClient(backend);
    const uuid = await client.from('courses').select().eq('id', 'not-a-uuid');
    expect(uuid.status).toBe(400);
    expect(uuid.error?.code).toBe('22P02');
    const num = await client.from('courses').select().gt('price', 'cheap');
    expect(num.status).toBe(400);
    const op = await rest('courses?price=between.1.2');
    expect(op.status).toBe(400);
    expect((await op.json()).code).toBe('PGRST100');
    const is = await rest('courses?price=is.maybe');
    expect(is.status).toBe(400);
    const logic = await rest('courses?or=(price.eq.1');
    expect(logic.status).toBe(400);
    const limit = await rest('courses?limit=-3');
    expect(limit.status).toBe(400);
    await expectServing();
  });

  it('unknown function: 404 PGRST202', async () => {
    const { error, status } = await createTestClient(backend).rpc('no_such_function', { a: 1 });
    expect(status).toBe(404);
    expect(error?.code).toBe('PGRST202');
  });

  it('forged, malformed and expired JWTs: 401', async () => {
    const forged = signJwt({ role: 'service_role' }, 'guessed-secret');
    const r1 = await rest('courses', {}, forged);
    expect(r1.status).toBe(401);
    expect((await r1.json()).code).toBe('PGRST301');
    const r2 = await rest('courses', {}, 'garbage');
    expect(r2.status).toBe(401);
    const expired = signJwt({ role: 'authenticated', sub: teacher.id, exp: Math.floor(Date.now() / 1000) - 1 }, backend.jwtSecret);
    const r3 = await rest('courses', {}, expired);
    expect(r3.status).toBe(401);
    expect(await r3.json()).toMatchObject({ code: 'PGRST303', message: 'JWT expired' });
    const weird = signJwt({ role: 'postgres' }, backend.jwtSecret);
    expect((await rest('courses', {}, weird)).status).toBe(401);
    const badKey = await fetch(`${backend.url}/rest/v1/courses`, { headers: { apikey: 'nonsense' } });
    expect(badKey.status).toBe(401);
    const noKey = await fetch(`${backend.url}/rest/v1/courses`);
    expect(noKey.status).toBe(401);
    await expectServing();
  });

  it('RLS refusal: 401 for anon, 403 for a signed-in user', async () => {
    const anonInsert = await createTestClient(backend).from('courses').insert({ instructor_id: teacher.id, title: 'Anon', description: 'Anonymous write', category: 'other' });
    expect(anonInsert.status).toBe(401);
    const learner = await createTestUser(backend);
    const userInsert = await learner.client.from('courses').insert({ instructor_id: learner.id, title: 'Mine', description: 'Learner write', category: 'other' });
    expect(userInsert.status).toBe(403);
  });

  it('an over-long body: 413 on REST and auth, then business as usual', async () => {
    const big = JSON.stringify({ first_name: 'x'.repeat(2 * 1024 * 1024) });
    const r = await rest('contact_messages', { method: 'POST', body: big });
    expect(r.status).toBe(413);
    expect((await r.json()).message).toBe('Payload Too Large');
    const a = await fetch(`${backend.url}/auth/v1/signup`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: big });
    expect(a.status).toBe(413);
    await expectServing();
    const ok = await createTestClient(backend).from('courses').select('id');
    expect(ok.error).toBeNull();
  });

  it('wrong body shapes: arrays of scalars, non-object PATCH', async () => {
    expect((await rest('contact_messages', { method: 'POST', body: '[1,2]' })).status).toBe(400);
    expect((await rest('contact_messages', { method: 'PATCH', body: '"text"' })).status).toBe(400);
    expect((await rest('rpc/course_outline', { method: 'POST', body: '[1]' })).status).toBe(400);
  });

  it('unknown routes: 404 JSON, never a crash', async () => {
    expect((await fetch(`${backend.url}/auth/v1/nowhere`)).status).toBe(404);
    expect((await fetch(`${backend.url}/storage/v1/object`)).status).toBe(404);
    expect((await rest('courses/extra/segments')).status).toBe(404);
    expect((await rest('cour%E0%A4%Ases')).status).toBe(400);
    expect((await rest('rpc/%ZZ')).status).toBe(400);
    await expectServing();
  });

  it('answers a catalogue of malformed requests with 4xx, never 5xx', async () => {
    const auth = `Bearer ${teacher.client ? (await teacher.client.auth.getSession()).data.session!.access_token : backend.anonKey}`;
    const cases: [string, string, string?][] = [
      ['GET', 'courses?select=*,'],
      ['GET', 'courses?select=('],
      ['GET', 'courses?select=course_modules(title'],
      ['GET', 'courses?order=.'],
      ['GET', 'courses?order=title.sideways'],
      ['GET', 'courses?id=eq.'],
      ['GET', 'courses?or=()'],
      ['GET', 'courses?and=(title)'],
      ['GET', 'courses?price=in.()'],
      ['GET', 'courses?price=in.(1,"2)'],
      ['GET', 'courses?limit=1e9'],
      ['GET', 'courses?offset=abc'],
      ['GET', 'courses?%22x%22=eq.1'],
      ['GET', 'courses?title=eq.%F0%9F%98%80%00'],
      ['GET', 'courses?created_at=gt.yesterday'],
      ['GET', 'courses?tags=cs.notanarray'],
      ['GET', 'courses?select=title::nosuchtype'],
      ['GET', 'courses?select=nope(title)'],
      ['POST', 'courses', 'null'],
      ['POST', 'courses', '[]'],
      ['POST', 'courses', '{"":1}'],
      ['POST', 'courses', '{"a\\"b":1}'],
      ['POST', 'courses', '{"price":"free","title":"abc","description":"0123456789","category":"other","instructor_id":"00000000-0000-0000-0000-000000000000"}'],
      ['POST', 'courses?on_conflict=nope', '{"title":"x"}'],
      ['PATCH', 'courses?id=eq.1', '{"price":-1}'],
      ['DELETE', 'courses?id=in.(x,y)'],
      ['PUT', 'courses', '{}'],
      ['POST', 'rpc/course_outline', '{"p_course_id":12}'],
      ['POST', 'rpc/course_outline', '{"p_course_id":"nope"}'],
      ['POST', 'rpc/course_outline', '{"wrong":1}'],
      ['POST', 'rpc/sync_pull', '{"checkpoints":"all"}'],
      ['POST', 'rpc/sync_pull', '{"checkpoints":{"courses":{"xid":"a","id":1}}}'],
      ['POST', 'rpc/sync_pull', '{"checkpoints":{},"batch_size":100000}'],
      ['POST', 'rpc/sync_push', '{"changes":{}}'],
      ['POST', 'rpc/sync_push', '{"changes":[{"table":"courses","base_xid":"x","row":{"id":"00000000-0000-0000-0000-000000000001"}}]}'],
      ['POST', 'rpc/has_role', '{"_role":["a"]}'],
      ['POST', 'rpc/record_discussion_views', '{"discussion_ids":"all"}'],
      ['POST', 'rpc/record_discussion_views', '{"discussion_ids":["nope"]}'],
      ['POST', 'rpc/record_discussion_views', '{"discussion_ids":[null]}'],
      ['POST', 'rpc/record_discussion_views', '{"discussion_ids":{"a":1}}'],
      ['POST', 'rpc/record_discussion_views', '{}'],
      ['POST', 'rpc/review_application', '{"application_id":"x","decision":"approved"}'],
      ['POST', 'rpc/review_application', '{"application_id":null,"decision":7}'],
      ['POST', 'rpc/set_user_role', '{"target_user_id":[],"role":"admin","granted":"perhaps"}'],
      ['POST', 'rpc/search_people', '{"query":null,"max_rows":"many"}'],
      ['GET', 'rpc/course_outline?p_course_id=x'],
      ['DELETE', 'rpc/course_outline'],
    ];
    for (const [method, path, body] of cases) {
      const res = await fetch(`${backend.url}/rest/v1/${path}`, {
        method,
        headers: { apikey: backend.anonKey, Authorization: auth, 'Content-Type': 'application/json' },
        ...(body === undefined ? {} : { body }),
      });
      const status = res.status;
      const text = await res.text();
      expect(status, `${method} ${path} ${body ?? ''} -> ${text}`).toBeGreaterThanOrEqual(200);
      expect(status, `${method} ${path} ${body ?? ''} -> ${text}`).toBeLessThan(500);
      if (status >= 400) expect(JSON.parse(text), `${method} ${path}`).toHaveProperty('message');
    }
    const authCases: [string, string, string?][] = [
      ['POST', 'token?grant_type=password', '[]'],
      ['POST', 'token?grant_type=password', '{"email":1,"password":2}'],
      ['POST', 'token', '{}'],
      ['POST', 'token?grant_type=refresh_token', '{"refresh_token":7}'],
      ['POST', 'signup', '{"email":"x@y.z","password":{"a":1}}'],
      ['POST', 'signup', '{"email":"' + 'a'.repeat(300) + '@y.z","password":"secret123"}'],
      ['POST', 'verify', '{"type":"bogus","token_hash":"x"}'],
      ['POST', 'verify', '{"type":"recovery"}'],
      ['GET', 'verify?type=signup&token=nope'],
      ['PUT', 'user', '{"password":"x"}'],
      ['POST', 'logout'],
      ['POST', 'recover', '{"email":null}'],
      ['POST', 'otp', '{}'],
      ['POST', 'admin/users', '{"email":"a@b.co","password":"secret123"}'],
      ['DELETE', 'admin/users/00000000-0000-0000-0000-000000000000'],
    ];
    for (const [method, path, body] of authCases) {
      const res = await fetch(`${backend.url}/auth/v1/${path}`, { method, redirect: 'manual', headers: { apikey: backend.anonKey, 'Content-Type': 'application/json' }, ...(body === undefined ? {} : { body }) });
      expect(res.status, `${method} ${path} ${body ?? ''} -> ${await res.clone().text()}`).toBeLessThan(500);
    }
    await expectServing();
  });

  it('the community, XP and review RPCs refuse malformed arguments with 400 and a clear message', async () => {
    const boss = await createTestUser(backend, { roles: ['superadmin'] });
    const id = randomUUID();
    const cases: [string, Record<string, unknown>, string, RegExp][] = [
      ['record_discussion_views', { discussion_ids: null }, '22023', /^discussion_ids must be an array of discussion ids$/],
      ['record_discussion_views', { discussion_ids: [null] }, '22023', /^discussion_ids must not contain null$/],
      ['record_discussion_views', { discussion_ids: Array.from({ length: 501 }, () => id) }, '22023', /send at most 500 per call/],
      ['record_discussion_views', { discussion_ids: ['not-a-uuid'] }, '22P02', /uuid/],
      ['review_application', { application_id: null, decision: 'approved' }, '22023', /^application_id is required$/],
      ['review_application', { application_id: id, decision: 'maybe' }, '22023', /^decision must be "approved" or "declined"$/],
      ['review_application', { application_id: id, decision: null }, '22023', /^decision must be/],
      ['review_application', { application_id: id, decision: 'declined', note: 'x'.repeat(2001) }, '22023', /^note must be at most 2000 characters$/],
      ['review_application', { application_id: id, decision: 'approved' }, '22023', /^No application with id /],
      ['set_user_role', { target_user_id: null, role: 'creator', granted: true }, '22023', /^target_user_id is required$/],
      ['set_user_role', { target_user_id: id, role: 'wizard', granted: true }, '22023', /^role must be one of learner, instructor/],
      ['set_user_role', { target_user_id: id, role: 'creator', granted: null }, '22023', /^granted must be true or false$/],
      ['set_user_role', { target_user_id: id, role: 'creator', granted: true }, '22023', /^No user with id /],
      ['set_user_role', { target_user_id: id, role: 'creator', granted: 'perhaps' }, '22P02', /boolean/],
      ['search_people', { query: null }, '22023', /^query is required/],
      ['search_people', { query: 'x'.repeat(201) }, '22023', /^query must be at most 200 characters$/],
      ['search_people', { query: 'a', max_rows: 0 }, '22023', /^max_rows must be between 1 and 100$/],
      ['search_people', { query: 'a', max_rows: 1000 }, '22023', /^max_rows must be between 1 and 100$/],
    ];
    for (const [fn, args, code, message] of cases) {
      const { error, status } = await boss.client.rpc(fn, args);
      expect(status, `${fn} ${JSON.stringify(args).slice(0, 80)}`).toBe(400);
      expect(error?.code, fn).toBe(code);
      expect(error?.message, fn).toMatch(message);
    }
    // Anonymous callers cannot execute them at all.
    const anon = createTestClient(backend);
    for (const [fn, args] of [
      ['record_discussion_views', { discussion_ids: [] }],
      ['review_application', { application_id: id, decision: 'approved' }],
      ['set_user_role', { target_user_id: id, role: 'creator', granted: true }],
      ['search_people', { query: '' }],
    ] as const) {
      expect((await anon.rpc(fn, args)).status, fn).toBe(401);
    }
    await expectServing();
  });

  it('an SQL-injection attempt in filters and identifiers stays data', async () => {
    const client = createTestClient(backend);
    const r = await client.from('courses').select('id').eq('title', "x'; drop table public.courses; --");
    expect(r.error).toBeNull();
    expect(r.data).toEqual([]);
    const ident = await rest('courses?select=id&order=title;drop%20table%20courses');
    expect(ident.status).toBe(400);
    const still = await backend.sql<{ n: number }>('select count(*)::int as n from public.courses');
    expect(still[0]?.n).toBeGreaterThan(0);
  });
});
