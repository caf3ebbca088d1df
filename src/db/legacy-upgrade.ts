// Carries a device's data from the collections before data layer v2 (one per server table) into the merged ones, unsent writes included.
import {
  createRevision,
  getAllCollectionDocuments,
  getChangedDocumentsSince,
  now,
  removeCollectionStorages,
  type RxDocumentData,
  type RxJsonSchema,
} from 'rxdb';
import { getTableCollection, getTableKind, type MaarifaDatabase, type SyncedCollectionName } from './collections.ts';
import { readStoredJson, writeStoredJson } from '../lib/stored-json.ts';
import * as v from 'valibot';

/** Collections that are gone since data layer v2, by the server table each one held. */
const LEGACY_TABLES = ['enrollments', 'lesson_progress', 'automation_workflows', 'tech_connections', 'api_keys'] as const;
/** Pull only: its rows now arrive as `profiles.roles`. */
const LEGACY_ROLES = 'user_roles';

type Doc = Record<string, unknown> & { id: string };

/**
 * The last server version the old replication knew of each carried document, by collection and id. A carried document
 * has no replication state in its new collection, so its first push is based on this (`base_xid`), and a conflict on a
 * document the user had not changed since is not the user's loss: the server's newer version simply wins.
 */
export type CarriedStates = Map<string, Record<string, unknown>>;
const carriedSchema = v.record(v.string(), v.record(v.string(), v.unknown()));

function getCarriedKey(dbName: string): string {
  return `maarifa-carried-states:${dbName}`;
}

export function getCarriedStateKey(collection: string, id: string): string {
  return `${collection}:${id}`;
}

/** The carried states of a database, kept until each document's first push has been answered. */
export function loadCarriedStates(dbName: string): CarriedStates {
  const stored = readStoredJson(getCarriedKey(dbName), carriedSchema) ?? {};
  return new Map(Object.entries(stored).map(([key, doc]) => [key, doc as Doc]));
}

export function saveCarriedStates(dbName: string, states: CarriedStates): void {
  writeStoredJson(getCarriedKey(dbName), states.size === 0 ? null : Object.fromEntries(states));
}

/**
 * Moves the documents of the old collections into the new ones and removes the old storage. Reads the old storage
 * directly (no collection is opened, so free RxDB's limit of 13 open collections is never crossed), including deleted
 * documents (an unsent delete is a write too) and the old replication's last known server state of each document.
 * Safe to run again after an interruption: a document already carried is left as it is.
 */
export async function carryLegacyCollections(db: MaarifaDatabase, carried: CarriedStates): Promise<number> {
  const metaDocs = await getAllCollectionDocuments(db.internalStore);
  const legacy = metaDocs.filter((doc) => (LEGACY_TABLES as readonly string[]).includes(doc.data.name) || doc.data.name === LEGACY_ROLES);
  if (legacy.length === 0) return 0;
  let count = 0;
  for (const metaDoc of legacy) {
    const table = metaDoc.data.name;
    const { documents, assumed } = await readLegacyStorage(db, table, metaDoc.data.schema as RxJsonSchema<Doc>, metaDoc.data.connectedStorages);
    if (table === LEGACY_ROLES) {
      await carryRoles(db, documents);
    } else {
      const collection = getTableCollection(table)!;
      count += await writeCarried(db, collection, table, documents, assumed, carried);
    }
  }
  saveCarriedStates(db.name, carried);
  for (const metaDoc of legacy) {
    await removeCollectionStorages(
      db.storage,
      db.internalStore,
      db.token,
      db.name,
      metaDoc.data.name,
      db.multiInstance,
      undefined,
      db.hashFunction,
    );
  }
  return count;
}

async function readLegacyStorage(
  db: MaarifaDatabase,
  collectionName: string,
  schema: RxJsonSchema<Doc>,
  connected: { collectionName: string; schema: RxJsonSchema<unknown> }[],
): Promise<{ documents: RxDocumentData<Doc>[]; assumed: Map<string, Doc> }> {
  const open = (name: string, storageSchema: RxJsonSchema<unknown>) =>
    db.storage.createStorageInstance<unknown>({
      databaseInstanceToken: db.token,
      databaseName: db.name,
      collectionName: name,
      schema: storageSchema as never,
      options: {},
      multiInstance: false,
      devMode: false,
    });
  const instance = await open(collectionName, schema as RxJsonSchema<unknown>);
  const { documents } = await getChangedDocumentsSince(instance, 1_000_000);
  await instance.close();
  const assumed = new Map<string, Doc>();
  for (const storage of connected) {
    const meta = await open(storage.collectionName, storage.schema);
    const { documents: rows } = await getChangedDocumentsSince(meta, 1_000_000);
    await meta.close();
    for (const row of rows as unknown as { isCheckpoint: string; itemId: string; docData: Doc; _deleted: boolean }[]) {
      if (row.isCheckpoint === '0' && !row._deleted && !assumed.has(row.itemId)) assumed.set(row.itemId, row.docData);
    }
  }
  return { documents: documents as unknown as RxDocumentData<Doc>[], assumed };
}

function toNewShape(table: string, doc: Doc, fields: string[]): Doc {
  const shaped: Record<string, unknown> = {};
  for (const field of fields) shaped[field] = field in doc ? doc[field] : null;
  const kind = getTableKind(table);
  if (kind !== undefined) shaped.kind = kind;
  shaped.id = doc.id;
  shaped._deleted = doc._deleted === true;
  return shaped as Doc;
}

async function writeCarried(
  db: MaarifaDatabase,
  collection: SyncedCollectionName,
  table: string,
  documents: RxDocumentData<Doc>[],
  assumed: Map<string, Doc>,
  carried: CarriedStates,
): Promise<number> {
  if (documents.length === 0) return 0;
  const target = db.collections[collection];
  const fields = Object.keys(target.schema.jsonSchema.properties).filter((field) => field !== '_deleted');
  const rows = documents.map((doc) => {
    const { _meta, _rev, _attachments, ...data } = doc;
    void _meta;
    void _rev;
    void _attachments;
    const shaped = toNewShape(table, data as Doc, fields);
    return { document: { ...shaped, _meta: { lwt: now() }, _rev: createRevision(db.token), _attachments: {} } as RxDocumentData<Doc> };
  });
  const result = await target.storageInstance.bulkWrite(rows as never, 'maarifa-legacy-upgrade');
  const written = new Set((result.error ?? []).filter((error) => error.status !== 409).map((error) => error.documentId));
  if (written.size > 0) throw new Error(`The upgrade could not carry ${written.size} ${table} rows`);
  for (const doc of documents) {
    const known = assumed.get(doc.id);
    if (known) carried.set(getCarriedStateKey(collection, doc.id), toNewShape(table, known, fields));
  }
  return documents.length;
}

/** Roles were their own collection; the profile now carries them (the next pull brings the server's list). */
async function carryRoles(db: MaarifaDatabase, documents: RxDocumentData<Doc>[]): Promise<void> {
  const byUser = new Map<string, string[]>();
  for (const doc of documents) {
    if (doc._deleted) continue;
    const list = byUser.get(String(doc.user_id)) ?? [];
    list.push(String(doc.role));
    byUser.set(String(doc.user_id), list);
  }
  for (const [userId, roles] of byUser) {
    const profile = await db.profiles.findOne(userId).exec();
    if (profile && profile.roles.length === 0) await profile.incrementalPatch({ roles });
  }
}
