// A device's courses written before the affiliate rate (schema version 0) open with a rate of 0; those written before the
// language (version 1) open as English courses, as the server's default made them.
import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { describe, expect, it } from 'vitest';
import { createMaarifaDatabase } from '../database.ts';
import { createTestDatabaseName, createTestStorage } from '../test-storage.ts';
import { coursesSchemaLiteral } from './courses.ts';

const { affiliate_percent: _added, language: _addedLater, ...oldProperties } = coursesSchemaLiteral.properties;
const withoutLanguage = (required: readonly string[]) => required.filter((field) => field !== 'language');
const coursesAtVersion0 = { ...coursesSchemaLiteral, version: 0, properties: oldProperties, required: withoutLanguage(coursesSchemaLiteral.required) };
const { language: _added1, ...propertiesAtVersion1 } = coursesSchemaLiteral.properties;
const coursesAtVersion1 = { ...coursesSchemaLiteral, version: 1, properties: propertiesAtVersion1, required: withoutLanguage(coursesSchemaLiteral.required) };

const oldCourse = {
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
};

describe('courses schema versions 1 and 2', () => {
  it('migrates a version-0 course to an affiliate rate of 0, keeping its fields', async () => {
    const name = createTestDatabaseName('courses-v0');
    const storage = createTestStorage();
    const old = await createRxDatabase({ name, storage, multiInstance: false });
    await old.addCollections({ courses: { schema: coursesAtVersion0 as never } });
    await old.collections.courses!.insert(oldCourse);
    await old.close();

    const db = await createMaarifaDatabase({ name, storage, multiInstance: false, devMode: true, collections: ['courses'] });
    try {
      const course = await db.courses.findOne('c0').exec();
      expect(course?.toJSON()).toMatchObject({ title: 'Written before the update', price: 49, affiliate_percent: 0, language: 'en' });
    } finally {
      await db.remove();
    }
  });

  it('migrates a version-1 course to English, keeping its affiliate rate', async () => {
    const name = createTestDatabaseName('courses-v1');
    const storage = createTestStorage();
    // Validating, as dev mode (on once any test database used it) demands of every database in the process.
    const old = await createRxDatabase({ name, storage: wrappedValidateAjvStorage({ storage }), multiInstance: false });
    // A collection at version 1 checks for migrations when it opens: the plugin and a strategy for version 1.
    addRxPlugin(RxDBMigrationSchemaPlugin);
    await old.addCollections({ courses: { schema: coursesAtVersion1 as never, migrationStrategies: { 1: (doc: unknown) => doc } } });
    await old.collections.courses!.insert({ ...oldCourse, affiliate_percent: 20 });
    await old.close();

    const db = await createMaarifaDatabase({ name, storage, multiInstance: false, devMode: true, collections: ['courses'] });
    try {
      const course = await db.courses.findOne('c0').exec();
      expect(course?.toJSON()).toMatchObject({ title: 'Written before the update', affiliate_percent: 20, language: 'en' });
    } finally {
      await db.remove();
    }
  });
});
