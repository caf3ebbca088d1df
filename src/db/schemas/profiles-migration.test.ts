// A device's profile written before the language (schema version 1) opens under version 2 with no language chosen.
import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { wrappedValidateAjvStorage } from 'rxdb/plugins/validate-ajv';
import { describe, expect, it } from 'vitest';
import { createMaarifaDatabase } from '../database.ts';
import { createTestDatabaseName, createTestStorage } from '../test-storage.ts';
import { profilesSchemaLiteral } from './profiles.ts';

const { language: _added, ...propertiesAtVersion1 } = profilesSchemaLiteral.properties;
const profilesAtVersion1 = { ...profilesSchemaLiteral, version: 1, properties: propertiesAtVersion1 };

describe('profiles schema version 2', () => {
  it('migrates a version-1 profile to no language, keeping its fields', async () => {
    const name = createTestDatabaseName('profiles-v1');
    const storage = createTestStorage();
    // Validating, as dev mode (on once any test database used it) demands of every database in the process.
    const old = await createRxDatabase({ name, storage: wrappedValidateAjvStorage({ storage }), multiInstance: false });
    // A collection at version 1 checks for migrations when it opens: the plugin and a strategy for version 1.
    addRxPlugin(RxDBMigrationSchemaPlugin);
    await old.addCollections({ profiles: { schema: profilesAtVersion1 as never, migrationStrategies: { 1: (doc: unknown) => doc } } });
    await old.collections.profiles!.insert({
      id: 'u1',
      full_name: 'Amina',
      email: null,
      bio: null,
      country: 'KE',
      skills: ['farming'],
      avatar_url: null,
      rating: null,
      created_at: '2026-11-01T00:00:00.000Z',
      roles: ['learner'],
      xp_total: 120,
      level: 2,
      server_xid: 7,
      server_modified: null,
    });
    await old.close();

    const db = await createMaarifaDatabase({ name, storage, multiInstance: false, devMode: true, collections: ['profiles'] });
    try {
      const profile = await db.profiles.findOne('u1').exec();
      expect(profile?.toJSON()).toMatchObject({ full_name: 'Amina', country: 'KE', xp_total: 120, server_xid: 7, language: null });
    } finally {
      await db.remove();
    }
  });
});
