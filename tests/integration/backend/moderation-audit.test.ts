// Moderation through moderate_content and the audit of every moderation act, whatever path made it; the admin overview's
// figures (supabase/schemas/03_community.sql). Admins only; a repeated act changes nothing and is not audited twice.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';

let backend: TestBackend;
let admin: TestUser;
let author: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  [admin, author] = await Promise.all([createTestUser(backend, { fullName: 'Mod Admin', roles: ['admin'] }), createTestUser(backend, { fullName: 'Post Author' })]);
});

afterAll(async () => {
  await backend?.stop();
});

async function newDiscussion(): Promise<string> {
  const id = randomUUID();
  await backend.sql('insert into discussions (id, author_id, title, content) values ($1, $2, $3, $4)', [id, author.id, 'Selling maize online', 'Which apps do buyers in Nakuru use?']);
  return id;
}

async function auditOf(targetId: string): Promise<{ action: string; actor_id: string; target_user_id: string; title: string }[]> {
  return backend.sql(`select action, actor_id, target_user_id, details ->> 'title' as title from audit_log where target_id = $1 order by created_at, action`, [targetId]);
}

describe('moderation', () => {
  it('an admin hides and pins by id; each change is audited once, a repeat is a no-op', async () => {
    const id = await newDiscussion();
    expect((await admin.client.rpc('moderate_content', { target_table: 'discussions', target_id: id, flag: 'is_hidden', value: true })).error).toBeNull();
    expect((await admin.client.rpc('moderate_content', { target_table: 'discussions', target_id: id, flag: 'is_hidden', value: true })).error).toBeNull();
    expect((await admin.client.rpc('moderate_content', { target_table: 'discussions', target_id: id, flag: 'is_pinned', value: true })).error).toBeNull();
    expect(await backend.sql('select is_hidden, is_pinned from discussions where id = $1', [id])).toEqual([{ is_hidden: true, is_pinned: true }]);
    const audit = await auditOf(id);
    expect(audit.map((entry) => entry.action).sort()).toEqual(['discussion.hidden', 'discussion.pinned']);
    expect(audit.every((entry) => entry.actor_id === admin.id && entry.target_user_id === author.id && entry.title === 'Selling maize online')).toBe(true);
  });

  it('hiding a comment is audited with its words', async () => {
    const id = await newDiscussion();
    const commentId = randomUUID();
    await backend.sql('insert into discussion_comments (id, discussion_id, author_id, content) values ($1, $2, $3, $4)', [commentId, id, author.id, 'Try the Jiji app']);
    expect((await admin.client.rpc('moderate_content', { target_table: 'discussion_comments', target_id: commentId, flag: 'is_hidden', value: true })).error).toBeNull();
    expect(await auditOf(commentId)).toEqual([{ action: 'comment.hidden', actor_id: admin.id, target_user_id: author.id, title: 'Try the Jiji app' }]);
  });

  it('a pin through a plain update (the discussion page, through sync) is audited too; seed SQL is not', async () => {
    const id = await newDiscussion();
    expect((await admin.client.from('discussions').update({ is_pinned: true }).eq('id', id)).error).toBeNull();
    await backend.sql('update discussions set is_pinned = false where id = $1', [id]);
    expect((await auditOf(id)).map((entry) => entry.action)).toEqual(['discussion.pinned']);
  });

  it('refuses a learner, a comment pin, and an item deleted meanwhile, with reasons', async () => {
    const id = await newDiscussion();
    const learner = await author.client.rpc('moderate_content', { target_table: 'discussions', target_id: id, flag: 'is_hidden', value: true });
    expect([learner.error?.code, learner.error?.message]).toEqual(['42501', 'Only admins and superadmins can moderate']);
    const pin = await admin.client.rpc('moderate_content', { target_table: 'discussion_comments', target_id: id, flag: 'is_pinned', value: true });
    expect(pin.error?.message).toBe('flag must be is_hidden, or is_pinned for a discussion');
    await backend.sql('update discussions set _deleted = true where id = $1', [id]);
    const gone = await admin.client.rpc('moderate_content', { target_table: 'discussions', target_id: id, flag: 'is_hidden', value: true });
    expect(gone.error?.message).toBe('Nothing was changed: the item was deleted meanwhile.');
    expect(await auditOf(id)).toEqual([]);
  });

  it('the overview counts what the platform holds, for admins only', async () => {
    const before = (await admin.client.rpc('admin_overview')).data as Record<string, number>;
    const id = await newDiscussion();
    await backend.sql('update discussions set is_hidden = true where id = $1', [id]);
    const after = (await admin.client.rpc('admin_overview')).data as Record<string, number>;
    expect(after.hidden_items).toBe(Number(before.hidden_items) + 1);
    expect(after.members).toBe(Number((await backend.sql<{ n: number }>('select count(*)::int as n from profiles where not _deleted'))[0]!.n));
    expect(after.admins).toBeGreaterThanOrEqual(1);
    const refused = await author.client.rpc('admin_overview');
    expect(refused.error?.message).toBe('Only admins and superadmins can read the overview');
  });
});
