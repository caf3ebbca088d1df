// The upgrade to data layer v2 on a real device: a database written by the old schemas (one collection per table), holding
// unsent writes, opens under the new ones, keeps every write, and pushes them to the real local backend.
import { randomUUID } from 'node:crypto';
import { createRxDatabase, getAllCollectionDocuments, type RxCollection, type RxJsonSchema } from 'rxdb';
import { replicateRxCollection, type RxReplicationState } from 'rxdb/plugins/replication';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMaarifaDatabase } from '../../../src/db/database.ts';
import { startSync } from '../../../src/db/sync/engine.ts';
import { createSyncStatusStore } from '../../../src/db/sync/sync-status-store.ts';
import { createTestDatabaseName, createTestStorage } from '../../../src/db/test-storage.ts';
import { profilesSchemaLiteral } from '../../../src/db/schemas/profiles.ts';
import { discussionsSchemaLiteral } from '../../../src/db/schemas/discussions.ts';
import { enrollmentsSchemaLiteral } from '../../../src/db/schemas/legacy/enrollments.ts';
import { lessonProgressSchemaLiteral } from '../../../src/db/schemas/legacy/lesson-progress.ts';
import { userRolesSchemaLiteral } from '../../../src/db/schemas/legacy/user-roles.ts';
import { automationWorkflowsSchemaLiteral } from '../../../src/db/schemas/legacy/automation-workflows.ts';
import { apiKeysSchemaLiteral } from '../../../src/db/schemas/legacy/api-keys.ts';
import { createTestUser, startTestBackend, type TestBackend, type TestUser } from '../support/backend.ts';
import { signInDevice, TestNetwork, waitFor } from './devices.ts';

let backend: TestBackend;
let learner: TestUser;

beforeAll(async () => {
  backend = await startTestBackend({ seed: true });
  learner = await createTestUser(backend, { fullName: 'Zawadi Njeri' });
});
afterAll(async () => {
  await backend?.stop();
});

/** A schema as it was at version 0: without the fields version 1 added. */
function atVersion0(literal: { properties: Record<string, unknown>; required: readonly string[] }, added: string[]): RxJsonSchema<never> {
  const properties = Object.fromEntries(Object.entries(literal.properties).filter(([name]) => !added.includes(name)));
  return { ...literal, version: 0, properties, required: literal.required.filter((name) => !added.includes(name)) } as never;
}

const OLD_SCHEMAS = {
  profiles: atVersion0(profilesSchemaLiteral, ['roles', 'xp_total', 'level', 'language']),
  discussions: atVersion0(discussionsSchemaLiteral, ['comment_count', 'is_hidden']),
  enrollments: enrollmentsSchemaLiteral,
  lesson_progress: lessonProgressSchemaLiteral,
  user_roles: userRolesSchemaLiteral,
  automation_workflows: automationWorkflowsSchemaLiteral,
  api_keys: apiKeysSchemaLiteral,
} as const;
type OldName = keyof typeof OLD_SCHEMAS;

/** The old device's replication, one collection per server table, as the engine before data layer v2 ran it. */
function replicateOld(collection: RxCollection, table: OldName, client: Awaited<ReturnType<typeof signInDevice>>): RxReplicationState<Record<string, unknown>, unknown> {
  const toDoc = (row: Record<string, unknown>) => {
    const doc: Record<string, unknown> = {};
    for (const field of Object.keys(OLD_SCHEMAS[table].properties)) doc[field] = row[field] ?? null;
    doc.server_xid = Number(row._xid);
    doc.server_modified = row._modified ?? null;
    if (table === 'profiles') doc.skills = row.skills ?? [];
    if (table === 'discussions') doc.tags = row.tags ?? [];
    doc._deleted = row._deleted === true;
    return doc;
  };
  return replicateRxCollection<Record<string, unknown>, unknown>({
    collection: collection as never,
    // The identifier the engine has always used: profiles and discussions keep their replication state across the upgrade.
    replicationIdentifier: `maarifa-sync-v1:${(client as unknown as { supabaseUrl: string }).supabaseUrl}:${table}`,
    live: false,
    pull: {
      async handler(checkpoint) {
        const { data, error } = await client.rpc('sync_pull', { checkpoints: { [table]: checkpoint ?? null } });
        if (error) throw error;
        const page = (data as Record<string, { rows: Record<string, unknown>[]; checkpoint: unknown }>)[table]!;
        return { documents: page.rows.map(toDoc) as never, checkpoint: page.checkpoint };
      },
    },
    push:
      table === 'user_roles'
        ? undefined
        : {
            async handler(rows) {
              const changes = rows.map(({ newDocumentState, assumedMasterState }) => {
                const { server_xid, server_modified, ...row } = newDocumentState as Record<string, unknown>;
                void server_xid;
                void server_modified;
                return { table, base_xid: (assumedMasterState?.server_xid as number | undefined) ?? null, row };
              });
              const { error } = await client.rpc('sync_push', { changes });
              if (error) throw error;
              return [];
            },
          },
  });
}

describe('upgrade to data layer v2', () => {
  it('carries a database of the old schemas, with unsent writes, into the merged collections and pushes those writes', async () => {
    const name = createTestDatabaseName('upgrade');
    const storage = createTestStorage();
    const [course] = await backend.sql<{ course_id: string; lesson_id: string }>(
      `select c.id as course_id, l.id as lesson_id from courses c join course_modules m on m.course_id = c.id join lessons l on l.module_id = m.id
       where c.status = 'published' and c.price = 0 order by c.created_at, l.order_index limit 1`,
    );
    expect(course).toBeDefined();
    const edited = randomUUID();
    const removed = randomUUID();
    const changedElsewhere = randomUUID();
    for (const [id, title] of [[edited, 'Welcome flow'], [removed, 'Old flow'], [changedElsewhere, 'Reminder flow']] as const) {
      await backend.sql(
        `insert into automation_workflows (id, creator_id, name, trigger_type, trigger_config, actions, is_active) values ($1, $2, $3, 'user_signup', '{}', '[]', true)`,
        [id, learner.id, title],
      );
    }
    await backend.sql(`insert into user_roles (user_id, role) values ($1, 'instructor')`, [learner.id]);

    // 1. The old app: one collection per table, pulled in full.
    const network = new TestNetwork();
    const client = await signInDevice(backend, learner, network);
    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections(Object.fromEntries(Object.entries(OLD_SCHEMAS).map(([key, schema]) => [key, { schema }])) as never);
    const pullAll = async () => {
      for (const table of Object.keys(OLD_SCHEMAS) as OldName[]) {
        const replication = replicateOld(old.collections[table]!, table, client);
        await replication.awaitInitialReplication();
        await replication.cancel();
      }
    };
    await pullAll();
    expect(await old.collections.automation_workflows!.count().exec()).toBe(3);
    expect(await old.collections.profiles!.count().exec()).toBe(1);

    // 2. Offline writes the old app never sent; meanwhile another device renames one workflow.
    const now = new Date().toISOString();
    await (await old.collections.automation_workflows!.findOne(edited).exec())!.incrementalPatch({ name: 'Welcome flow, edited offline' });
    await (await old.collections.automation_workflows!.findOne(removed).exec())!.remove();
    const apiKeyId = randomUUID();
    await old.collections.api_keys!.insert({ id: apiKeyId, user_id: learner.id, name: 'Offline key', description: null, api_key_hash: 'a'.repeat(64), api_key_last4: 'wxyz', is_active: true, created_at: now, server_xid: null, server_modified: null });
    const enrollmentId = randomUUID();
    const progressId = randomUUID();
    await old.collections.enrollments!.insert({ id: enrollmentId, student_id: learner.id, course_id: course!.course_id, enrolled_at: now, server_xid: null, server_modified: null });
    await old.collections.lesson_progress!.insert({ id: progressId, student_id: learner.id, lesson_id: course!.lesson_id, course_id: course!.course_id, completed_at: now, server_xid: null, server_modified: null });
    await (await old.collections.profiles!.findOne(learner.id).exec())!.incrementalPatch({ bio: 'Written offline before the update' });
    await backend.sql(`update automation_workflows set name = 'Reminder flow, renamed elsewhere' where id = $1`, [changedElsewhere]);
    await old.close();

    // 3. The new app opens the same database.
    const db = await createMaarifaDatabase({ name, storage, multiInstance: false });
    try {
      expect(Object.keys(db.collections)).toHaveLength(12);
      const leftovers = (await getAllCollectionDocuments(db.internalStore)).map((doc) => doc.data.name);
      expect(leftovers).not.toContain('automation_workflows');
      expect(leftovers).not.toContain('enrollments');
      expect(leftovers).not.toContain('user_roles');
      const learning = await db.learning.find().exec();
      expect(learning.map((doc) => [doc.id, doc.kind]).sort()).toEqual([[enrollmentId, 'enrollment'], [progressId, 'lesson_progress']].sort());
      expect((await db.creator_tools.findOne(edited).exec())?.name).toBe('Welcome flow, edited offline');
      expect(await db.creator_tools.findOne(removed).exec()).toBeNull();
      expect((await db.creator_tools.findOne(apiKeyId).exec())?.kind).toBe('api_key');
      const profile = await db.profiles.findOne(learner.id).exec();
      expect(profile?.bio).toBe('Written offline before the update');
      expect(profile?.roles).toContain('instructor');

      // 4. Sync sends every unsent write once, and takes the other device's rename without a false conflict.
      const sync = startSync({ db, supabase: client, statusStore: createSyncStatusStore(), pushDebounceMs: 30, coalesceMs: 15, backoffBaseMs: 100, backoffMaxMs: 400 });
      try {
        await waitFor(async () => (await backend.sql(`select 1 from api_keys where id = $1`, [apiKeyId])).length === 1, 'the offline key on the server');
        await waitFor(async () => (await db.creator_tools.findOne(changedElsewhere).exec())?.name === 'Reminder flow, renamed elsewhere', 'the rename on the device');
        await waitFor(() => sync.status.getState().state === 'up-to-date', 'up to date');
        await sync.syncNow();
        const rows = await backend.sql<{ id: string; name: string; _deleted: boolean }>(
          `select id, name, _deleted from automation_workflows where id = any($1::uuid[]) order by name`,
          [[edited, removed, changedElsewhere]],
        );
        expect(rows).toEqual([
          { id: removed, name: 'Old flow', _deleted: true },
          { id: changedElsewhere, name: 'Reminder flow, renamed elsewhere', _deleted: false },
          { id: edited, name: 'Welcome flow, edited offline', _deleted: false },
        ]);
        expect(await backend.sql(`select id from enrollments where student_id = $1`, [learner.id])).toEqual([{ id: enrollmentId }]);
        expect(await backend.sql(`select id from lesson_progress where student_id = $1`, [learner.id])).toEqual([{ id: progressId }]);
        const conflicts = (await db.conflicts.find().exec()).map((doc) => doc.toJSON());
        expect(conflicts).toEqual([]);
        expect(await backend.sql(`select bio from profiles where id = $1`, [learner.id])).toEqual([{ bio: 'Written offline before the update' }]);
        expect(await db.conflicts.count().exec()).toBe(0);
        expect(await sync.countUnsent()).toBe(0);
        // The enrolment and completion earned XP on the server; the profile on the device shows it after sync.
        await waitFor(async () => ((await db.profiles.findOne(learner.id).exec())?.xp_total ?? 0) > 0, 'XP on the device');
      } finally {
        await sync.stop();
      }
    } finally {
      await db.remove();
    }
  });
});
