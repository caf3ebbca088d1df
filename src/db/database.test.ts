// Unit tests of the database factory: typed collections, subsets, and conflict recording.
import { afterEach, describe, expect, it } from 'vitest';
import { createMaarifaDatabase, type MaarifaDatabase } from './database.ts';
import { createTestDatabaseName, createTestStorage } from './test-storage.ts';

const open: MaarifaDatabase[] = [];
afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.remove()));
});

describe('createMaarifaDatabase', () => {
  it('opens the twelve collections of ARCHITECTURE §10, one under free RxDB\'s limit', async () => {
    const db = await createMaarifaDatabase({ name: createTestDatabaseName(), storage: createTestStorage(), multiInstance: false });
    open.push(db);
    expect(Object.keys(db.collections).sort()).toEqual([
      'conflicts', 'course_modules', 'courses', 'creator_tools', 'discussion_comments', 'discussions',
      'learning', 'lessons', 'outbox', 'profiles', 'server_views', 'votes',
    ]);
  });

  it('opens a subset plus the conflicts collection, so two devices fit in one process', async () => {
    const a = await createMaarifaDatabase({ name: createTestDatabaseName(), storage: createTestStorage(), multiInstance: false, collections: ['courses', 'course_modules', 'lessons'] });
    const b = await createMaarifaDatabase({ name: createTestDatabaseName(), storage: createTestStorage(), multiInstance: false, collections: ['courses', 'course_modules', 'lessons'] });
    open.push(a, b);
    expect(Object.keys(a.collections).sort()).toEqual(['conflicts', 'course_modules', 'courses', 'lessons']);
  });

  it('stores array and object fields unchanged', async () => {
    const db = await createMaarifaDatabase({ name: createTestDatabaseName(), storage: createTestStorage(), multiInstance: false, collections: ['creator_tools'] });
    open.push(db);
    const doc = await db.creator_tools.insert({
      id: crypto.randomUUID(),
      kind: 'automation_workflow',
      creator_id: crypto.randomUUID(),
      name: 'Welcome',
      description: null,
      trigger_type: 'user_signup',
      trigger_config: { delay: { minutes: 5 }, channels: ['email'] },
      actions: [{ type: 'send_email', config: { template: 'welcome' } }],
      is_active: true,
      created_at: new Date().toISOString(),
      server_xid: null,
      server_modified: null,
    });
    expect(doc.toJSON().trigger_config).toEqual({ delay: { minutes: 5 }, channels: ['email'] });
    expect(doc.toJSON().actions).toEqual([{ type: 'send_email', config: { template: 'welcome' } }]);
  });
});
