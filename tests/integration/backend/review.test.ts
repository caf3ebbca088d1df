// Application review, role changes and the audit log: who may decide, what a decision grants (atomically), what the
// applicant sees, and who may grant which role.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';

let backend: TestBackend;
let admin: TestUser;
let boss: TestUser; // superadmin
let learner: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  [admin, boss, learner] = await Promise.all([
    createTestUser(backend, { fullName: 'Ada Admin', roles: ['admin'] }),
    createTestUser(backend, { fullName: 'Sade Superadmin', roles: ['superadmin'] }),
    createTestUser(backend, { fullName: 'Lami Learner' }),
  ]);
});

afterAll(async () => {
  await backend?.stop();
});

async function applyAsInstructor(user: TestUser): Promise<string> {
  const id = randomUUID();
  const { error } = await user.client.from('instructor_applications').insert({
    id, user_id: user.id, full_name: 'Applicant', email: user.email, expertise: 'Solar', experience: 'Years', course_topics: 'Batteries', why_teach: 'To share',
  });
  expect(error).toBeNull();
  return id;
}

async function applyAsAffiliate(user: TestUser): Promise<string> {
  const id = randomUUID();
  const { error } = await user.client.from('affiliate_applications').insert({
    id, user_id: user.id, full_name: 'Applicant', email: user.email, platform_type: 'YouTube', audience_size: '10k', niche: 'tech', marketing_experience: 'Some', why_affiliate: 'Reach',
  });
  expect(error).toBeNull();
  return id;
}

async function activeRoles(userId: string): Promise<{ roles: string[]; profile: string[] }> {
  const rows = await backend.sql<{ role: string }>('select role from public.user_roles where user_id = $1 and not _deleted order by role', [userId]);
  const [profile] = await backend.sql<{ roles: string[] }>('select roles from public.profiles where id = $1', [userId]);
  return { roles: rows.map((r) => r.role), profile: profile!.roles };
}

async function audit(targetUserId: string) {
  return backend.sql<{ actor_id: string; action: string; target_id: string | null; details: Record<string, unknown> }>(
    'select actor_id::text, action, target_id::text, details from public.audit_log where target_user_id = $1 order by created_at, id', [targetUserId]);
}

describe('review_application', () => {
  it('a learner cannot review; nor can an admin review their own application', async () => {
    const applicant = await createTestUser(backend);
    const id = await applyAsInstructor(applicant);
    const res = await learner.client.rpc('review_application', { application_id: id, decision: 'approved' });
    expect([res.status, res.error?.code, res.error?.message]).toEqual([403, '42501', 'Only admins can review applications']);
    const ownId = await applyAsAffiliate(admin);
    const own = await admin.client.rpc('review_application', { application_id: ownId, decision: 'approved' });
    expect([own.status, own.error?.message]).toEqual([403, 'You cannot review your own application']);
    expect(await backend.sql('select status from public.instructor_applications where id = $1', [id])).toEqual([{ status: 'pending' }]);
    expect(await audit(applicant.id)).toEqual([]);
  });

  it('approval grants the role, the XP and an audit row in the same transaction as the decision', async () => {
    const applicant = await createTestUser(backend, { fullName: 'Ife Instructor' });
    const id = await applyAsInstructor(applicant);
    const { data, error } = await admin.client.rpc('review_application', { application_id: id, decision: 'approved', note: '  Welcome aboard  ' });
    expect(error).toBeNull();
    expect(data).toMatchObject({ id, kind: 'instructor', user_id: applicant.id, status: 'approved', review_note: 'Welcome aboard', reviewed_by: admin.id });
    expect(Date.parse(data.reviewed_at)).toBeGreaterThan(Date.now() - 60_000);
    expect(await activeRoles(applicant.id)).toEqual({ roles: ['instructor', 'learner'], profile: ['instructor', 'learner'] });
    expect(await audit(applicant.id)).toEqual([{ actor_id: admin.id, action: 'application.approved', target_id: id, details: { kind: 'instructor', note: 'Welcome aboard', role_granted: 'instructor' } }]);
    expect(await backend.sql(`select kind, points from public.xp_events where user_id = $1`, [applicant.id])).toEqual([{ kind: 'application_approved', points: 100 }]);
    expect(await backend.sql('select xp_total, level from public.profiles where id = $1', [applicant.id])).toEqual([{ xp_total: 100, level: 2 }]);
    // The approved instructor can now create a course: the role took effect.
    const course = await applicant.client.from('courses').insert({ instructor_id: applicant.id, title: 'My first course', description: 'Long enough description.', category: 'other' });
    expect(course.error).toBeNull();
  });

  it('a failing role grant undoes the decision: nothing is half-done', async () => {
    const applicant = await createTestUser(backend);
    const id = await applyAsAffiliate(applicant);
    await backend.sql(`create function private.test_refuse_affiliate() returns trigger language plpgsql as $$
      begin raise exception 'role store unavailable'; end $$`);
    await backend.sql(`create trigger test_refuse_affiliate before insert or update on public.user_roles
      for each row when (new.role = 'affiliate') execute function private.test_refuse_affiliate()`);
    try {
      const res = await admin.client.rpc('review_application', { application_id: id, decision: 'approved' });
      expect(res.error?.message).toBe('role store unavailable');
    } finally {
      await backend.sql('drop trigger test_refuse_affiliate on public.user_roles');
      await backend.sql('drop function private.test_refuse_affiliate()');
    }
    expect(await backend.sql('select status, reviewed_by, reviewed_at from public.affiliate_applications where id = $1', [id])).toEqual([{ status: 'pending', reviewed_by: null, reviewed_at: null }]);
    expect((await activeRoles(applicant.id)).roles).toEqual(['learner']);
    expect(await audit(applicant.id)).toEqual([]);
    expect(await backend.sql('select kind from public.xp_events where user_id = $1', [applicant.id])).toEqual([]);

    const again = await admin.client.rpc('review_application', { application_id: id, decision: 'approved' });
    expect(again.data).toMatchObject({ kind: 'affiliate', status: 'approved' });
    expect(await activeRoles(applicant.id)).toEqual({ roles: ['affiliate', 'learner'], profile: ['affiliate', 'learner'] });
  });

  it('declined with a note: no role; the applicant sees the decision (my_applications) and their row; a decided application stays decided', async () => {
    const applicant = await createTestUser(backend);
    const id = await applyAsInstructor(applicant);
    const declined = await boss.client.rpc('review_application', { application_id: id, decision: 'declined', note: 'Please add a course outline.' });
    expect(declined.data).toMatchObject({ status: 'declined', review_note: 'Please add a course outline.', reviewed_by: boss.id });
    expect((await activeRoles(applicant.id)).roles).toEqual(['learner']);
    expect((await audit(applicant.id)).map((a) => a.action)).toEqual(['application.declined']);

    const view = (await backend.sql<{ v: { applications: Record<string, unknown>[] } }>(`select private.server_view('my_applications', $1) as v`, [applicant.id]))[0]!.v;
    expect(view.applications).toHaveLength(1);
    expect(view.applications[0]).toMatchObject({ id, kind: 'instructor', status: 'declined', review_note: 'Please add a course outline.' });
    expect(Object.keys(view.applications[0]!).sort()).toEqual(['created_at', 'id', 'kind', 'review_note', 'reviewed_at', 'status']);
    const own = await applicant.client.from('instructor_applications').select('status, review_note').eq('id', id);
    expect(own.data).toEqual([{ status: 'declined', review_note: 'Please add a course outline.' }]);

    // The same decision again is a retry: the row comes back unchanged, no second audit row. Another is refused.
    const retry = await boss.client.rpc('review_application', { application_id: id, decision: 'declined', note: 'Something else' });
    expect(retry.data).toMatchObject({ status: 'declined', review_note: 'Please add a course outline.' });
    const flip = await admin.client.rpc('review_application', { application_id: id, decision: 'approved' });
    expect([flip.status, flip.error?.code, flip.error?.message]).toEqual([400, '22023', 'This application was already declined: a decided application cannot be decided again']);
    expect((await audit(applicant.id)).map((a) => a.action)).toEqual(['application.declined']);
  });

  it('the decision is made only by review_application: applicants and admins cannot write status or review fields directly', async () => {
    const applicant = await createTestUser(backend);
    const id = await applyAsInstructor(applicant);
    await admin.client.from('instructor_applications').update({ status: 'approved', review_note: 'sneaky', reviewed_by: admin.id }).eq('id', id);
    await applicant.client.from('instructor_applications').update({ status: 'approved' }).eq('id', id);
    expect(await backend.sql('select status, review_note, reviewed_by from public.instructor_applications where id = $1', [id])).toEqual([{ status: 'pending', review_note: null, reviewed_by: null }]);
    const sent = randomUUID();
    await applicant.client.from('affiliate_applications').insert({
      id: sent, user_id: applicant.id, full_name: 'A', email: applicant.email, platform_type: 'Blog', audience_size: '1k', niche: 'n', marketing_experience: 'm', why_affiliate: 'w',
      status: 'approved', review_note: 'self-approved', reviewed_by: applicant.id, reviewed_at: new Date().toISOString(),
    });
    expect(await backend.sql('select status, review_note, reviewed_by, reviewed_at from public.affiliate_applications where id = $1', [sent])).toEqual([{ status: 'pending', review_note: null, reviewed_by: null, reviewed_at: null }]);
  });

  it('old rejected applications became declined, and the old value is refused', async () => {
    const applicant = await createTestUser(backend);
    const id = await applyAsInstructor(applicant);
    await expect(backend.sql(`update public.instructor_applications set status = 'rejected' where id = $1`, [id])).rejects.toThrow(/instructor_applications_status_valid/);
  });
});

describe('set_user_role', () => {
  it('admins grant and revoke the ordinary roles; profiles.roles follows; a re-grant revives the same row; audit rows only for changes', async () => {
    const user = await createTestUser(backend);
    const granted = await admin.client.rpc('set_user_role', { target_user_id: user.id, role: 'creator', granted: true });
    expect(granted.data).toEqual({ user_id: user.id, role: 'creator', granted: true, changed: true, roles: ['creator', 'learner'] });
    expect(await activeRoles(user.id)).toEqual({ roles: ['creator', 'learner'], profile: ['creator', 'learner'] });
    const [{ id: rowId }] = (await backend.sql<{ id: string }>(`select id::text from public.user_roles where user_id = $1 and role = 'creator'`, [user.id])) as [{ id: string }];

    const noop = await admin.client.rpc('set_user_role', { target_user_id: user.id, role: 'creator', granted: true });
    expect(noop.data).toMatchObject({ changed: false });
    const revoked = await admin.client.rpc('set_user_role', { target_user_id: user.id, role: 'creator', granted: false });
    expect(revoked.data).toMatchObject({ changed: true, roles: ['learner'] });
    expect(await activeRoles(user.id)).toEqual({ roles: ['learner'], profile: ['learner'] });
    expect(await backend.sql(`select _deleted from public.user_roles where id = $1`, [rowId])).toEqual([{ _deleted: true }]);

    await admin.client.rpc('set_user_role', { target_user_id: user.id, role: 'creator', granted: true });
    expect(await backend.sql(`select id::text, _deleted from public.user_roles where user_id = $1 and role = 'creator'`, [user.id])).toEqual([{ id: rowId, _deleted: false }]);
    expect((await audit(user.id)).map((a) => [a.action, a.details])).toEqual([
      ['role.granted', { role: 'creator' }], ['role.revoked', { role: 'creator' }], ['role.granted', { role: 'creator' }],
    ]);
    // The user's device reads its roles from its own profile row.
    const { data } = await user.client.from('profiles').select('roles').eq('id', user.id).single();
    expect(data).toEqual({ roles: ['creator', 'learner'] });
  });

  it('a learner cannot change roles; an admin cannot grant or revoke admin or superadmin; a superadmin can', async () => {
    const user = await createTestUser(backend);
    const byLearner = await learner.client.rpc('set_user_role', { target_user_id: learner.id, role: 'instructor', granted: true });
    expect([byLearner.status, byLearner.error?.message]).toEqual([403, 'Only admins can change roles']);
    for (const role of ['admin', 'superadmin']) {
      const res = await admin.client.rpc('set_user_role', { target_user_id: user.id, role, granted: true });
      expect([res.status, res.error?.code, res.error?.message]).toEqual([403, '42501', `Only a superadmin can grant or revoke the ${role} role`]);
    }
    const revokeOther = await admin.client.rpc('set_user_role', { target_user_id: boss.id, role: 'superadmin', granted: false });
    expect(revokeOther.status).toBe(403);
    expect((await activeRoles(user.id)).roles).toEqual(['learner']);

    const promoted = await boss.client.rpc('set_user_role', { target_user_id: user.id, role: 'admin', granted: true });
    expect(promoted.data).toMatchObject({ changed: true, roles: ['admin', 'learner'] });
    expect((await audit(user.id)).map((a) => a.action)).toEqual(['role.granted']);
    // The new admin reviews at once (same check as every admin RPC).
    const search = await user.client.rpc('search_people', { query: '' });
    expect(search.error).toBeNull();
  });

  it('a superadmin cannot drop their own superadmin role', async () => {
    const res = await boss.client.rpc('set_user_role', { target_user_id: boss.id, role: 'superadmin', granted: false });
    expect([res.status, res.error?.code, res.error?.message]).toEqual([403, '42501', 'You cannot remove your own superadmin role']);
    expect((await activeRoles(boss.id)).roles).toContain('superadmin');
  });
});

describe('audit log and people search', () => {
  it('admins read the audit log; others read nothing and nobody writes it directly', async () => {
    expect(((await admin.client.from('audit_log').select('id')).data ?? []).length).toBeGreaterThan(0);
    expect((await learner.client.from('audit_log').select('id')).data).toEqual([]);
    const forged = await admin.client.from('audit_log').insert({ actor_id: admin.id, action: 'role.granted', details: {} });
    expect(forged.status).toBe(403);
    const erased = await admin.client.from('audit_log').delete().neq('action', '');
    expect(erased.status).toBe(403);
  });

  it('search_people finds by name or e-mail, case-insensitively, for admins only; wildcards are text', async () => {
    const person = await createTestUser(backend, { fullName: 'Wanjiru Kamau', email: `wanjiru.${randomUUID().slice(0, 6)}@example.test` });
    const byName = await admin.client.rpc('search_people', { query: 'wANJIru' });
    expect(byName.data).toEqual([{ id: person.id, full_name: 'Wanjiru Kamau', email: person.email, roles: ['learner'], created_at: expect.any(String) }]);
    const byMail = await admin.client.rpc('search_people', { query: person.email.toUpperCase().slice(0, 12), max_rows: 5 });
    expect(byMail.data.map((p: { id: string }) => p.id)).toEqual([person.id]);
    expect((await admin.client.rpc('search_people', { query: '%' })).data).toEqual([]);
    expect((await admin.client.rpc('search_people', { query: '', max_rows: 2 })).data).toHaveLength(2);
    const denied = await learner.client.rpc('search_people', { query: 'Wanjiru' });
    expect([denied.status, denied.error?.message]).toEqual([403, 'Only admins can search people']);
  });
});
