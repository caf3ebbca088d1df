// The PostgREST subset through supabase-js on the seeded demo data: embeds, filters, ordering, paging, counts, single objects, upserts, CORS.
import { randomUUID } from 'node:crypto';
import type { SupabaseClient } from '@supabase/supabase-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestClient, startTestBackend, type TestBackend } from '../support/backend.ts';

let backend: TestBackend;
let anon: SupabaseClient;
let instructor: SupabaseClient;
let learner: SupabaseClient;
const pythonCourse = '00000000-0000-4000-b000-000000000001';
const learnerId = '00000000-0000-4000-a000-000000000001';
const instructorId = '00000000-0000-4000-a000-000000000002';

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  anon = createTestClient(backend);
  instructor = createTestClient(backend);
  learner = createTestClient(backend);
  expect((await instructor.auth.signInWithPassword({ email: 'instructor@maarifa.test', password: 'maarifa-instructor' })).error).toBeNull();
  expect((await learner.auth.signInWithPassword({ email: 'learner@maarifa.test', password: 'maarifa-learner' })).error).toBeNull();
});

afterAll(async () => {
  await backend?.stop();
});

describe('seed', () => {
  it('has the demo accounts with their roles, 10 published courses and 26 discussions', async () => {
    const { data: roles } = await instructor.from('user_roles').select('role').order('role');
    expect(roles?.map((r) => r.role)).toEqual(['creator', 'instructor', 'learner']);
    const published = await anon.from('courses').select('category', { count: 'exact' }).eq('status', 'published');
    expect(published.count).toBe(10);
    expect(new Set(published.data?.map((c) => c.category))).toEqual(new Set(['programming', 'design', 'business', 'marketing', 'personal-development', 'other']));
    const discussions = await learner.from('discussions').select('upvotes, is_pinned, tags');
    expect(discussions.data?.length).toBeGreaterThanOrEqual(25);
    expect(discussions.data?.filter((d) => d.is_pinned).length).toBeGreaterThanOrEqual(1);
    expect(discussions.data?.some((d) => d.upvotes > 50)).toBe(true);
    expect(discussions.data?.filter((d) => d.upvotes > 30).length).toBeGreaterThan(5);
    const enrolments = await learner.from('enrollments').select('course_id');
    expect(enrolments.data?.length).toBe(3);
    const progress = await learner.from('lesson_progress').select('id');
    expect(progress.data?.length).toBeGreaterThan(0);
    for (const email of ['admin@maarifa.test', 'superadmin@maarifa.test']) {
      const c = createTestClient(backend);
      const pw = email.startsWith('admin') ? 'maarifa-admin' : 'maarifa-superadmin';
      expect((await c.auth.signInWithPassword({ email, password: pw })).error).toBeNull();
    }
  });
});

describe('select', () => {
  it('embeds modules with nested lessons, ordered inside the embed', async () => {
    const { data, error } = await learner
      .from('courses')
      .select('id, title, course_modules(title, order_index, lessons(title, is_free))')
      .eq('id', pythonCourse)
      .order('order_index', { referencedTable: 'course_modules' })
      .single();
    expect(error).toBeNull();
    expect(data?.title).toBe('Python for Data Analysis with African Datasets');
    const modules = data!.course_modules as { title: string; order_index: number; lessons: { title: string; is_free: boolean }[] }[];
    expect(modules.map((m) => m.order_index)).toEqual([0, 1, 2]);
    expect(modules[0]!.lessons.length).toBe(3);
  });

  it('embeds many-to-one parents under an alias', async () => {
    const { data } = await anon.from('course_modules').select('title, course:courses(title, price)').eq('course_id', pythonCourse).order('order_index').limit(1);
    expect(data).toEqual([{ title: 'Getting started with Python', course: { title: 'Python for Data Analysis with African Datasets', price: 49 } }]);
    const enrolled = await learner.from('enrollments').select('course:courses(title, instructor_name)').order('enrolled_at').limit(1).single();
    expect(enrolled.data).toEqual({ course: { title: 'Python for Data Analysis with African Datasets', instructor_name: 'Kwame Mensah' } });
  });

  it('filters parents by an inner embed, and children by an embedded filter', async () => {
    const inner = await anon
      .from('courses')
      .select('title, course_modules!inner(title)', { count: 'exact' })
      .eq('course_modules.title', 'Working with pandas');
    expect(inner.count).toBe(1);
    expect(inner.data).toEqual([{ title: 'Python for Data Analysis with African Datasets', course_modules: [{ title: 'Working with pandas' }] }]);
    const filtered = await anon.from('courses').select('title, course_modules(title)').eq('id', pythonCourse).eq('course_modules.order_index', 2).single();
    expect(filtered.data?.course_modules).toEqual([{ title: 'Telling stories with charts' }]);
    const ambiguous = await anon.from('courses').select('title, nothing_here(title)');
    expect(ambiguous.status).toBe(400);
    expect(ambiguous.error?.code).toBe('PGRST200');
  });

  it('filters with eq, neq, gt, gte, lt, lte, in, is, ilike, or, and, not', async () => {
    const titles = async (q: PromiseLike<{ data: { title: string }[] | null }>) => (await q).data?.map((r) => r.title).sort();
    const base = () => anon.from('courses').select('title');
    expect((await base().eq('price', 0)).data?.length).toBe(2);
    expect((await base().neq('price', 0)).data?.length).toBe(8);
    expect((await base().gt('price', 79)).data?.length).toBe(1);
    expect((await base().gte('price', 79)).data?.length).toBe(2);
    expect((await base().lt('price', 20)).data?.length).toBe(3);
    expect((await base().lte('price', 19)).data?.length).toBe(3);
    expect(await titles(base().in('difficulty', ['advanced', 'intermediate']))).toEqual([
      'Build Mobile Money Apps with React Native',
      'Full-Stack Web Development with TypeScript',
      'UI Design for Low-Bandwidth Apps',
    ]);
    expect((await base().is('average_rating', null)).data?.length).toBe(3);
    expect(await titles(base().ilike('title', '%SOLAR%'))).toEqual(['Solar Energy Installation Basics']);
    expect((await base().or('category.eq.design,price.gt.80')).data?.length).toBe(3);
    expect((await base().or('and(category.eq.programming,difficulty.eq.beginner),price.eq.29')).data?.length).toBe(2);
    expect((await base().not('category', 'eq', 'programming')).data?.length).toBe(7);
    expect((await base().not('average_rating', 'is', null)).data?.length).toBe(7);
    expect((await learner.from('discussions').select('title').contains('tags', ['solar'])).data?.length).toBe(3);
    expect((await learner.from('discussions').select('title').in('title', ['Sharing my solar sizing spreadsheet', 'a, "quoted" title'])).data?.length).toBe(1);
  });

  it('orders, limits, offsets and counts with Content-Range', async () => {
    const page1 = await anon.from('courses').select('price', { count: 'exact' }).order('price', { ascending: false }).order('title').range(0, 2);
    expect(page1.data?.map((r) => r.price)).toEqual([89, 79, 59]);
    expect(page1.count).toBe(10);
    const page2 = await anon.from('courses').select('price').order('price', { ascending: false }).order('title').range(3, 5);
    expect(page2.data?.map((r) => r.price)).toEqual([49, 45, 39]);
    const nulls = await anon.from('courses').select('average_rating').order('average_rating', { ascending: true, nullsFirst: true }).limit(1);
    expect(nulls.data).toEqual([{ average_rating: null }]);
    const head = await anon.from('courses').select('*', { count: 'exact', head: true }).eq('category', 'programming');
    expect(head.data).toBeNull();
    expect(head.count).toBe(3);
    const raw = await fetch(`${backend.url}/rest/v1/courses?select=id&order=created_at&offset=2&limit=3`, {
      headers: { apikey: backend.anonKey, Prefer: 'count=exact' },
    });
    expect(raw.headers.get('content-range')).toBe('2-4/10');
  });

  it('returns single objects, and 406 PGRST116 when there is not exactly one', async () => {
    const one = await anon.from('courses').select('title').eq('id', pythonCourse).single();
    expect(one.data).toEqual({ title: 'Python for Data Analysis with African Datasets' });
    const none = await anon.from('courses').select('title').eq('id', randomUUID()).single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    const maybe = await anon.from('courses').select('title').eq('id', randomUUID()).maybeSingle();
    expect(maybe.error).toBeNull();
    expect(maybe.data).toBeNull();
    const many = await anon.from('courses').select('title').single();
    expect(many.error?.code).toBe('PGRST116');
    expect(many.error?.details).toContain('10 rows');
  });
});

describe('writes', () => {
  it('inserts with and without representation, and the course insert returns its id', async () => {
    const created = await instructor
      .from('courses')
      .insert({ instructor_id: instructorId, title: 'Swahili for Developers', description: 'Technical Swahili for software teams.', category: 'other', difficulty: 'beginner', price: 0, thumbnail_url: null, status: 'draft' })
      .select()
      .single();
    expect(created.status).toBe(201);
    expect(created.data).toMatchObject({ title: 'Swahili for Developers', status: 'draft', total_students: 0, instructor_name: 'Amara Okafor', _deleted: false });
    expect(created.data?.id).toMatch(/^[0-9a-f-]{36}$/);
    const minimal = await instructor.from('course_modules').insert({ course_id: created.data!.id, title: 'Greetings', order_index: 0 });
    expect(minimal.status).toBe(201);
    expect(minimal.data).toBeNull();
    const published = await instructor.from('courses').update({ status: 'published' }).eq('id', created.data!.id);
    expect(published.status).toBe(204);
    expect(published.error).toBeNull();
  });

  it('upserts: merge-duplicates updates, ignore-duplicates keeps, on_conflict picks the key', async () => {
    const id = randomUUID();
    const flow = { id, creator_id: learnerId, name: 'Welcome', trigger_type: 'user_signup', trigger_config: { delay: 1 } };
    expect((await learner.from('automation_workflows').upsert(flow)).error).toBeNull();
    const merged = await learner.from('automation_workflows').upsert({ ...flow, name: 'Welcome back' }).select('id, name, trigger_config').single();
    expect(merged.data).toEqual({ id, name: 'Welcome back', trigger_config: { delay: 1 } });
    const ignored = await learner.from('automation_workflows').upsert({ ...flow, name: 'Ignored' }, { ignoreDuplicates: true }).select('id');
    expect(ignored.data).toEqual([]);
    expect((await learner.from('automation_workflows').select('name').eq('id', id).single()).data).toEqual({ name: 'Welcome back' });

    const course = '00000000-0000-4000-b000-000000000006';
    const first = await learner.from('enrollments').upsert({ student_id: learnerId, course_id: course }, { onConflict: 'student_id,course_id' }).select('id').single();
    expect(first.error).toBeNull();
    const again = await learner
      .from('enrollments')
      .upsert({ student_id: learnerId, course_id: course, enrolled_at: '2026-01-01T00:00:00+00:00' }, { onConflict: 'student_id,course_id' })
      .select('id, enrolled_at');
    expect(again.data).toEqual([{ id: first.data!.id, enrolled_at: '2026-01-01T00:00:00+00:00' }]);
  });

  it('never returns integration secrets over REST, even to their owner', async () => {
    const id = randomUUID();
    const inserted = await learner.from('tech_connections').insert({ id, user_id: learnerId, tech_id: 'zapier', credentials: { webhookUrl: 'https://hooks.zapier.com/1' } }).select('id, tech_id').single();
    expect(inserted.data).toEqual({ id, tech_id: 'zapier' });
    const updated = await learner.from('tech_connections').update({ credentials: { webhookUrl: 'https://hooks.zapier.com/2' } }).eq('id', id);
    expect(updated.error).toBeNull();
    expect(await backend.sql('select credentials from tech_connections where id = $1', [id])).toEqual([{ credentials: { webhookUrl: 'https://hooks.zapier.com/2' } }]);

    const all = await learner.from('tech_connections').select('*');
    expect(all.status).toBe(403);
    expect(all.error?.code).toBe('42501');
    expect((await learner.from('tech_connections').select('credentials')).error?.code).toBe('42501');
    expect((await learner.from('tech_connections').select('tech_id, is_active')).data).toEqual([{ tech_id: 'zapier', is_active: true }]);
    // Reading the old row to merge would expose it, so an upsert is refused too; devices write through sync_push.
    expect((await learner.from('tech_connections').upsert({ id, user_id: learnerId, tech_id: 'zapier', credentials: {} })).error?.code).toBe('42501');
    // The owner-checked helper behind sync is internal: not callable over the API by anyone.
    expect((await learner.rpc('tech_connection_owner_row', { _id: id })).status).toBe(404);
    expect((await createTestClient(backend).rpc('tech_connection_owner_row', { _id: id })).status).toBe(404);
    const pulled = await learner.rpc('sync_pull', { checkpoints: { tech_connections: null } });
    expect(pulled.data.tech_connections.rows[0].credentials).toEqual({ webhookUrl: '••••om/2' });
  });

  it('updates and deletes with returned rows and counts', async () => {
    const ids = [randomUUID(), randomUUID()];
    await learner.from('api_keys').insert(ids.map((id, i) => ({ id, user_id: learnerId, name: `Key ${i}`, api_key_hash: String(i).repeat(64), api_key_last4: `000${i}` })));
    const updated = await learner.from('api_keys').update({ is_active: false }, { count: 'exact' }).in('id', ids).select('is_active');
    expect(updated.data).toEqual([{ is_active: false }, { is_active: false }]);
    expect(updated.count).toBe(2);
    const deleted = await learner.from('api_keys').delete().eq('id', ids[0]!).select('name').single();
    expect(deleted.data).toEqual({ name: 'Key 0' });
    const left = await learner.from('api_keys').select('id').in('id', ids);
    expect(left.data).toEqual([{ id: ids[1] }]);
  });

  it('a single-object write that does not hit exactly one row is refused and rolled back', async () => {
    await learner.from('api_keys').insert({ user_id: learnerId, name: 'Second key', api_key_hash: 'f'.repeat(64), api_key_last4: 'ffff' });
    const r = await learner.from('api_keys').update({ name: 'renamed' }).eq('user_id', learnerId).select().single();
    expect(r.status).toBe(406);
    const names = await learner.from('api_keys').select('name');
    expect(names.data?.map((n) => n.name)).not.toContain('renamed');
  });

  it('calls functions with JSON arguments', async () => {
    const outline = await anon.rpc('course_outline', { p_course_id: pythonCourse });
    expect(outline.error).toBeNull();
    expect((outline.data as unknown[]).length).toBe(3);
    const pulled = await learner.rpc('sync_pull', { checkpoints: { enrollments: null }, batch_size: 2 });
    expect(pulled.data.enrollments.rows.length).toBe(2);
    expect(pulled.data.enrollments.more).toBe(true);
    // Internal helpers are not part of the API (hardening.test.ts lists what each role can call).
    const hasRole = await learner.rpc('has_role', { _role: 'learner' });
    expect(hasRole.status).toBe(404);
  });
});

describe('HTTP details', () => {
  it('compresses answers as a hosted project does: br where asked, else gzip, none for small or unasked ones', async () => {
    const { request } = await import('node:http');
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    // node:http, not fetch: fetch decodes by itself and hides what crossed the wire.
    const get = (path: string, acceptEncoding: string | null) =>
      new Promise<{ encoding: string | undefined; length: number; body: Buffer; vary: string | undefined }>((resolve, reject) => {
        const headers: Record<string, string> = { apikey: backend.anonKey };
        if (acceptEncoding) headers['Accept-Encoding'] = acceptEncoding;
        request(`${backend.url}/rest/v1/${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ encoding: res.headers['content-encoding'], length: Number(res.headers['content-length']), body: Buffer.concat(chunks), vary: res.headers.vary }));
        })
          .on('error', reject)
          .end();
      });
    const plain = await get('courses?select=*', null);
    expect(plain.encoding).toBeUndefined();
    expect(plain.body.byteLength).toBeGreaterThan(1024);
    const br = await get('courses?select=*', 'gzip, deflate, br');
    expect(br.encoding).toBe('br');
    expect(br.length).toBe(br.body.byteLength);
    expect(br.body.byteLength).toBeLessThan(plain.body.byteLength / 2);
    expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
    expect(br.vary).toMatch(/Accept-Encoding/);
    const gzip = await get('courses?select=*', 'gzip');
    expect(gzip.encoding).toBe('gzip');
    expect(gunzipSync(gzip.body).equals(plain.body)).toBe(true);
    expect((await get('courses?select=*', 'br;q=0, gzip;q=0')).encoding).toBeUndefined();
    expect((await get('courses?select=id&limit=1', 'br')).encoding).toBeUndefined();
  });

  it("answers CORS preflights from the app's origin with the headers supabase-js sends, and exposes Content-Range", async () => {
    const res = await fetch(`${backend.url}/rest/v1/courses`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'http://localhost:4173',
        'Access-Control-Request-Method': 'PATCH',
        'Access-Control-Request-Headers': 'apikey, authorization, x-client-info, content-type, prefer, accept-profile, content-profile, x-supabase-api-version',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe('http://localhost:4173');
    expect(res.headers.get('access-control-allow-methods')).toContain('PATCH');
    for (const h of ['apikey', 'authorization', 'x-client-info', 'content-type', 'prefer', 'accept-profile', 'content-profile', 'x-supabase-api-version']) {
      expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(h);
    }
    // Foreign origins get no CORS answer at all (hardening.test.ts).
    const get = await fetch(`${backend.url}/rest/v1/courses?select=id&limit=1`, { headers: { apikey: backend.anonKey, Origin: 'http://127.0.0.1:4173' } });
    expect(get.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4173');
    expect(get.headers.get('access-control-expose-headers')).toContain('Content-Range');
  });

  it('caps a GET at 1000 rows like a hosted project, while the count stays exact', async () => {
    const rows = Array.from({ length: 1005 }, (_, i) => ({ author_id: learnerId, title: `Bulk ${i}`, content: 'Bulk content' }));
    expect((await learner.from('discussions').insert(rows)).error).toBeNull();
    const all = await learner.from('discussions').select('id', { count: 'exact' }).like('title', 'Bulk %');
    expect(all.data?.length).toBe(1000);
    expect(all.count).toBe(1005);
    const rest = await learner.from('discussions').select('id').like('title', 'Bulk %').range(1000, 1999);
    expect(rest.data?.length).toBe(5);
  });

  it('refuses other schemas with 406', async () => {
    const res = await fetch(`${backend.url}/rest/v1/users`, { headers: { apikey: backend.anonKey, 'Accept-Profile': 'auth' } });
    expect(res.status).toBe(406);
    expect((await res.json()).code).toBe('PGRST106');
  });

  it('serves many requests at once without mixing identities', async () => {
    const results = await Promise.all(
      Array.from({ length: 30 }, (_, i) => (i % 2 ? learner : instructor).from('profiles').select('id').single()),
    );
    results.forEach((r, i) => expect(r.data?.id).toBe(i % 2 ? learnerId : instructorId));
  });
});
