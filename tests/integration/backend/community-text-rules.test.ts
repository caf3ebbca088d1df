// The server refuses what the New Discussion form refuses (supabase/schemas/03_community.sql): short titles and content, too many or too long tags,
// with the client's own messages; seed and admin SQL are not judged.
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityTexts } from '../../../src/features/community/texts.ts';
import { translateAll } from '../../../src/lib/i18n';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { push } from '../support/sync-calls.ts';

// The server's words are the English messages.
const texts = translateAll(communityTexts.validation);
let backend: TestBackend;
let author: TestUser;

beforeAll(async () => {
  backend = await startTestBackend();
  author = await createTestUser(backend, { fullName: 'Rule Tester' });
});

afterAll(async () => {
  await backend?.stop();
});

const good = () => ({ id: randomUUID(), author_id: author.id, title: 'A fine title', content: 'Content long enough', tags: ['solar'] });

describe('discussion text rules', () => {
  const cases: [string, Record<string, unknown>, string][] = [
    ['a title under 5 characters (trimmed)', { title: '  abcd   ' }, texts.titleMin],
    ['content under 10 characters (trimmed)', { content: ' 123456789 ' }, texts.contentMin],
    ['more than 5 tags', { tags: ['a', 'b', 'c', 'd', 'e', 'f'] }, texts.tagsMax],
    ['a tag over 30 characters', { tags: ['x'.repeat(31)] }, texts.tagLength],
  ];
  for (const [name, patch, message] of cases) {
    it(`refuses ${name} on insert and on update`, async () => {
      const inserted = await author.client.from('discussions').insert({ ...good(), ...patch });
      expect(inserted.error?.code).toBe('23514');
      expect(inserted.error?.message).toBe(message);

      const row = good();
      expect((await author.client.from('discussions').insert(row)).error).toBeNull();
      const updated = await author.client.from('discussions').update(patch).eq('id', row.id);
      expect(updated.error?.code).toBe('23514');
      expect(updated.error?.message).toBe(message);
    });
  }

  it('refuses a short discussion pushed by sync', async () => {
    const row = { ...good(), title: 'Hey', _deleted: false };
    const result = await push(author, [{ table: 'discussions', base_xid: null, row }]);
    expect(JSON.stringify(result)).toContain(texts.titleMin);
    expect(await backend.sql('select id from discussions where id = $1', [row.id])).toEqual([]);
  });

  it('accepts the boundary values, and SQL outside the API is not judged', async () => {
    const row = { ...good(), title: 'abcde', content: '0123456789', tags: ['a', 'b', 'c', 'd', 'x'.repeat(30)] };
    expect((await author.client.from('discussions').insert(row)).error).toBeNull();
    await backend.sql('insert into discussions (id, author_id, title, content) values ($1, $2, $3, $4)', [randomUUID(), author.id, 'Hi', 'x']);
  });

  it('an update that leaves the words alone is not judged again', async () => {
    const id = randomUUID();
    await backend.sql('insert into discussions (id, author_id, title, content) values ($1, $2, $3, $4)', [id, author.id, 'Old', 'x']);
    expect((await author.client.from('discussions').update({ title: 'Old', content: 'x' }).eq('id', id)).error).toBeNull();
  });
});
