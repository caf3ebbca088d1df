// The one place that maps server rows (`_xid`, `_modified`) to local documents (`server_xid`, `server_modified`) and back.
import type { WithDeleted } from 'rxdb';
import { SYNCED_COLLECTIONS, type SyncedCollectionName } from '../collections.ts';

/** Columns the server keeps itself; sending them is wasted bytes (the server ignores them). */
const SERVER_KEPT_COLUMNS = new Set([
  '_modified',
  '_xid',
  'server_xid',
  'server_modified',
  'total_students',
  'total_duration',
  'average_rating',
  'instructor_name',
  'instructor_avatar_url',
  'author_name',
  'author_avatar_url',
  // Set by a trigger on every update.
  'updated_at',
]);

/** Fields that change format on the way through Postgres, so they say nothing about who wrote what. */
const CONTENT_IGNORED_FIELDS = new Set([...SERVER_KEPT_COLUMNS, 'created_at', 'updated_at', '_meta', '_rev', '_attachments']);

export type ServerRow = Record<string, unknown> & { id: string; _deleted?: boolean; _xid?: number | string; _modified?: string };
export type LocalDoc = Record<string, unknown> & { id: string; _deleted?: boolean };

function getSchemaFieldNames(collection: SyncedCollectionName): string[] {
  return Object.keys(SYNCED_COLLECTIONS[collection].schema.properties);
}

const fieldCache = new Map<SyncedCollectionName, string[]>();
function getFields(collection: SyncedCollectionName): string[] {
  let fields = fieldCache.get(collection);
  if (!fields) {
    fields = getSchemaFieldNames(collection);
    fieldCache.set(collection, fields);
  }
  return fields;
}

/**
 * A server row becomes a local document: only the schema's fields are kept (a new server column
 * must not break an older client), missing nullable fields become null so documents stay valid.
 */
export function mapServerRowToDoc(collection: SyncedCollectionName, row: ServerRow): WithDeleted<LocalDoc> {
  const schema = SYNCED_COLLECTIONS[collection].schema;
  const properties = schema.properties as Record<string, { type: string | readonly string[] }>;
  const doc: Record<string, unknown> = {};
  for (const field of getFields(collection)) {
    if (field === 'server_xid') {
      doc[field] = row._xid === undefined || row._xid === null ? null : Number(row._xid);
    } else if (field === 'server_modified') {
      doc[field] = row._modified ?? null;
    } else if (row[field] !== undefined && row[field] !== null) {
      doc[field] = row[field];
    } else if (allowsNull(properties[field]?.type)) {
      doc[field] = null;
    } else if (row[field] === null) {
      // A null in a non-nullable local field gets the type's empty value rather than an invalid document.
      doc[field] = getEmptyValue(properties[field]?.type);
    }
  }
  doc._deleted = row._deleted === true;
  return doc as WithDeleted<LocalDoc>;
}

/** A local document becomes the `row` of a `sync_push` change: client-writable columns plus `_deleted`. */
export function mapDocToServerRow(doc: LocalDoc): Record<string, unknown> {
  const row: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(doc)) {
    if (SERVER_KEPT_COLUMNS.has(key) || key === '_meta' || key === '_rev' || key === '_attachments') continue;
    row[key] = value;
  }
  row._deleted = doc._deleted === true;
  return row;
}

/** True when two versions hold the same user content (server bookkeeping and timestamps aside). */
export function isSameContent(a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  if (!a || !b) return false;
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (CONTENT_IGNORED_FIELDS.has(key)) continue;
    const left = key === '_deleted' ? a[key] === true : a[key];
    const right = key === '_deleted' ? b[key] === true : b[key];
    if (!isDeepEqual(left ?? null, right ?? null)) return false;
  }
  return true;
}

/** The server-kept fields of a version, to lay over a local version when re-basing it. */
export function pickServerKeptFields(doc: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of SERVER_KEPT_COLUMNS) if (key in doc) kept[key] = doc[key];
  if ('created_at' in doc) kept.created_at = doc.created_at;
  return kept;
}

function allowsNull(type: string | readonly string[] | undefined): boolean {
  return Array.isArray(type) && type.includes('null');
}

function getEmptyValue(type: string | readonly string[] | undefined): unknown {
  switch (type) {
    case 'array':
      return [];
    case 'object':
      return {};
    case 'number':
      return 0;
    case 'boolean':
      return false;
    default:
      return '';
  }
}

export function isDeepEqual(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const bArray = b as unknown[];
    return a.length === bArray.length && a.every((item, index) => isDeepEqual(item, bArray[index]));
  }
  const aRecord = a as Record<string, unknown>;
  const bRecord = b as Record<string, unknown>;
  const aKeys = Object.keys(aRecord);
  if (aKeys.length !== Object.keys(bRecord).length) return false;
  return aKeys.every((key) => isDeepEqual(aRecord[key], bRecord[key]));
}
