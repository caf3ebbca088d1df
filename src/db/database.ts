// Creates the Maarifa RxDB database: Dexie storage, the registered collections (or a subset), conflict recording.
import { addRxPlugin, createRxDatabase } from 'rxdb';
import { RxDBLeaderElectionPlugin } from 'rxdb/plugins/leader-election';
import { RxDBMigrationSchemaPlugin } from 'rxdb/plugins/migration-schema';
import { getRxStorageDexie } from 'rxdb/plugins/storage-dexie';
import {
  ALL_COLLECTION_NAMES,
  getMigrationStrategies,
  LOCAL_COLLECTIONS,
  SYNCED_COLLECTIONS,
  isSyncedCollectionName,
  type MaarifaCollectionName,
  type MaarifaCollections,
  type MaarifaDatabase,
} from './collections.ts';
import { createServerWinsConflictHandler, SyncNotes, type LosingVersion } from './sync/conflict-handler.ts';
import { carryLegacyCollections, loadCarriedStates, saveCarriedStates } from './legacy-upgrade.ts';
import { watchStorageWrites } from './storage-health.ts';

export type { MaarifaCollections, MaarifaDatabase } from './collections.ts';
/** Any RxDB storage (Dexie in browsers, Dexie over fake-indexeddb in tests). */
export type MaarifaStorage = Parameters<typeof createRxDatabase>[0]['storage'];

export type CreateMaarifaDatabaseOptions = {
  /** IndexedDB database name; one per signed-in device profile. */
  name?: string;
  /** Defaults to Dexie over the browser's IndexedDB; tests pass Dexie over fake-indexeddb. */
  storage?: MaarifaStorage;
  /**
   * Which collections to open. Free RxDB allows 13 open collections per process, so a test
   * that runs two devices in one process opens a subset on each. `conflicts` is always added
   * when a synced collection is present, because losing versions are recorded there.
   */
  collections?: readonly MaarifaCollectionName[];
  /** Several tabs share the database and elect one leader to replicate. Default true in browsers. */
  multiInstance?: boolean;
  /** RxDB's dev-mode checks; default on in Vite development builds only. */
  devMode?: boolean;
  /** Tests only (needs dev-mode): open a second instance of the same database, as a second browser tab would. */
  asSecondTab?: boolean;
};

const notesByDatabase = new WeakMap<object, SyncNotes>();
/** The collections the ones before data layer v2 were merged into. */
const LEGACY_TARGETS: readonly MaarifaCollectionName[] = ['profiles', 'learning', 'creator_tools'];

/** The push handler and the conflict handler of one database share these notes. */
export function getSyncNotes(db: MaarifaDatabase): SyncNotes {
  const notes = notesByDatabase.get(db);
  if (!notes) throw new Error(`Database ${db.name} was not created by createMaarifaDatabase`);
  return notes;
}

let pluginsAdded = false;
/** Dev-mode is process-wide once added, and then demands a validating storage for every database. */
let devModeActive = false;
async function addPlugins(devMode: boolean): Promise<void> {
  if (!pluginsAdded) {
    pluginsAdded = true;
    addRxPlugin(RxDBLeaderElectionPlugin);
    addRxPlugin(RxDBMigrationSchemaPlugin);
  }
  // `import.meta.env.PROD` is a constant in builds: a production build drops this branch and with it the dev-mode
  // chunk (large, and it loads a remote iframe), so the service worker never even sees it. Plain Node (the benchmarks,
  // under tsx) has no `import.meta.env`, hence `?.`; a build still folds it to a constant (same output, checked).
  if (import.meta.env?.PROD !== true && devMode && !devModeActive) {
    devModeActive = true;
    const { RxDBDevModePlugin, disableWarnings } = await import('rxdb/plugins/dev-mode');
    disableWarnings();
    addRxPlugin(RxDBDevModePlugin);
  }
}

async function wrapWithValidation(storage: MaarifaStorage): Promise<MaarifaStorage> {
  // As above: the AJV validator chunk (~68 KiB gzip) is only ever emitted by development and test builds.
  if (import.meta.env?.PROD === true || !devModeActive) return storage;
  const { wrappedValidateAjvStorage } = await import('rxdb/plugins/validate-ajv');
  return wrappedValidateAjvStorage({ storage });
}

export async function createMaarifaDatabase(options: CreateMaarifaDatabaseOptions = {}): Promise<MaarifaDatabase> {
  const devMode = options.devMode ?? (import.meta.env?.DEV === true && typeof window !== 'undefined');
  await addPlugins(devMode);

  const wanted = new Set<MaarifaCollectionName>(options.collections ?? ALL_COLLECTION_NAMES);
  if ([...wanted].some(isSyncedCollectionName)) wanted.add('conflicts');

  const db = (await createRxDatabase<MaarifaCollections>({
    name: options.name ?? 'maarifa',
    // Every write, a command's or sync's, reports a refusal (a full disk) in one place: see storage-health.ts.
    storage: await wrapWithValidation(watchStorageWrites(options.storage ?? getRxStorageDexie())),
    multiInstance: options.multiInstance ?? typeof window !== 'undefined',
    eventReduce: true,
    ignoreDuplicate: options.asSecondTab === true,
    // A stale instance of the same database (e.g. after a hot reload) is closed rather than doubled.
    closeDuplicates: options.asSecondTab !== true,
  })) as MaarifaDatabase;

  const dbName = db.name;
  const carried = loadCarriedStates(dbName);
  const notes = new SyncNotes(carried, (left) => saveCarriedStates(dbName, left));
  notesByDatabase.set(db, notes);
  const recordLosingVersion = async (losing: LosingVersion): Promise<void> => {
    await db.conflicts.insert({
      id: crypto.randomUUID(),
      collection_name: losing.collection,
      doc_id: losing.docId,
      reason: losing.reason,
      local: losing.local,
      server: losing.server,
      code: losing.code,
      message: losing.message,
      created_at: new Date().toISOString(),
    });
  };

  const creators: Record<string, unknown> = {};
  for (const name of ALL_COLLECTION_NAMES) {
    if (!wanted.has(name)) continue;
    if (isSyncedCollectionName(name)) {
      creators[name] = {
        schema: SYNCED_COLLECTIONS[name].schema,
        migrationStrategies: getMigrationStrategies(name),
        conflictHandler: createServerWinsConflictHandler(name, notes, recordLosingVersion),
      };
    } else {
      creators[name] = { schema: LOCAL_COLLECTIONS[name].schema, migrationStrategies: 'migrationStrategies' in LOCAL_COLLECTIONS[name] ? LOCAL_COLLECTIONS[name].migrationStrategies : undefined };
    }
  }
  await db.addCollections(creators as never);
  // The upgrade needs every collection the old ones merged into; a test that opens a subset skips it.
  if (LEGACY_TARGETS.every((name) => wanted.has(name)) && options.asSecondTab !== true) {
    await carryLegacyCollections(db, carried);
  }
  return db;
}
