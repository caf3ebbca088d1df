// A device's courses written before the affiliate rate (schema version 0) open under version 1 with a rate of 0.
import { createRxDatabase } from 'rxdb';
import { describe, expect, it } from 'vitest';
import { createMaarifaDatabase } from '../database.ts';
import { createTestDatabaseName, createTestStorage } from '../test-storage.ts';
import { coursesSchemaLiteral } from './courses.ts';

const { affiliate_percent: _added, ...oldProperties } = coursesSchemaLiteral.properties;
const coursesAtVersion0 = { ...coursesSchemaLiteral, version: 0, properties: oldProperties };

describe('courses schema version 1', () => {
  it('migrates a version-0 course to an affiliate rate of 0, keeping its fields', async () => {
    const name = createTestDatabaseName('courses-v0');
    const storage = createTestStorage();
    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections({ courses: { schema: coursesAtVersion0 as never } });
    await old.collections.courses!.insert({
      id: 'c0',
      instructor_id: 'u1',
      title: 'Written before the update',
      description: null,
      category: 'other',
      difficulty: 'beginner',
      price: 49,
      thumbnail_url: null,
      status: 'draft',
      total_students: 0,
      average_rating: null,
      total_duration: 0,
      instructor_name: null,
      instructor_avatar_url: null,
      created_at: '2026-11-01T00:00:00.000Z',
      updated_at: null,
      server_xid: null,
      server_modified: null,
    });
    await old.close();

    const db = await createMaarifaDatabase({ name, storage, multiInstance: false, devMode: true, collections: ['courses'] });
    try {
      const course = await db.courses.findOne('c0').exec();
      expect(course?.toJSON()).toMatchObject({ title: 'Written before the update', price: 49, affiliate_percent: 0 });
    } finally {
      await db.remove();
    }
  });
});
