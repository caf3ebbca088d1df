// The one place that maps server rows (`_xid`, `_modified`) to local documents (`server_xid`, `server_modified`) and back.
import type { WithDeleted } from 'rxdb';
import { SYNCED_COLLECTIONS, getTableCollection, getTableFields, getTableKind, type SyncedCollectionName } from '../collections.ts';
import { getServerKeptColumns } from './server-kept-columns.ts';

/** RxDB's own bookkeeping, never part of a row. */
const RXDB_FIELDS = new Set(['_meta', '_rev', '_attachments']);

/** A credential as devices receive it: masked to its last four characters. Never sent back (it would replace the secret). */
const MASKED_SECRET = /^••••/;

export type ServerRow = Record<string, unknown> & { id: string; _deleted?: boolean; _xid?: number | string; _modified?: string };
export type LocalDoc = Record<string, unknown> & { id: string; _deleted?: boolean };

const fieldCache = new Map<SyncedCollectionName, string[]>();
function getFields(collection: SyncedCollectionName): string[] {
  let fields = fieldCache.get(collection);
  if (!fields) {
    fields = Object.keys(SYNCED_COLLECTIONS[collection].schema.properties);
    fieldCache.set(collection, fields);
  }
  return fields;
}

/**
 * A row of a server table becomes a document of the collection holding that table: only the schema's fields are kept
 * (a new server column must not break an older client), missing nullable fields become null so documents stay valid,
 * and a collection holding several tables gets the table's `kind`.
 */
export function mapServerRowToDoc(table: string, row: ServerRow): WithDeleted<LocalDoc> {
  const collection = getTableCollection(table);
  if (!collection) throw new Error(`No local collection holds the table "${table}"`);
  const properties = SYNCED_COLLECTIONS[collection].schema.properties as Record<string, { type?: string | readonly string[] }>;
  const kind = getTableKind(table);
  const doc: Record<string, unknown> = {};
  for (const field of getFields(collection)) {
    if (field === 'kind' && kind !== undefined) {
      doc[field] = kind;
    } else if (field === 'server_xid') {
      doc[field] = row._xid === undefined || row._xid === null ? null : Number(row._xid);
    } else if (field === 'server_modified') {
      doc[field] = row._modified ?? null;
    } else if (row[field] !== undefined && row[field] !== null) {
      doc[field] = row[field];
    } else if (allowsNull(properties[field]?.type)) {
      doc[field] = null;
    } else if (row[field] === null || row._deleted === true) {
      // A null in a non-nullable local field gets the type's empty value rather than an invalid document; so do the
      // fields of a removal, which carries only its id.
      doc[field] = getEmptyValue(properties[field]?.type);
    }
  }
  doc._deleted = row._deleted === true;
  return doc as WithDeleted<LocalDoc>;
}

/**
 * A local document becomes the `row` of a `sync_push` change for `table`: that table's client-writable columns plus `_deleted`. Masked
 * credentials are left out: the user did not type them, and the server keeps the stored secret for an absent key.
 */
export function mapDocToServerRow(table: string, doc: LocalDoc): Record<string, unknown> {
  const serverKept = getServerKeptColumns(table);
  const row: Record<string, unknown> = {};
  for (const key of getTableFields(table)) {
    if (serverKept.has(key) || key === 'kind' || !(key in doc)) continue;
    row[key] = doc[key];
  }
  if (table === 'tech_connections' && isPlainObject(row.credentials)) {
    row.credentials = Object.fromEntries(
      Object.entries(row.credentials).filter(([, value]) => !(typeof value === 'string' && MASKED_SECRET.test(value))),
    );
  }
  row._deleted = doc._deleted === true;
  return row;
}

/**
 * True when two versions of a row of `table` hold the same user content: server-kept columns, creation times
 * and RxDB bookkeeping aside, timestamps compared as instants (Postgres and JavaScript write them differently).
 */
export function isSameContent(table: string, a: Record<string, unknown> | undefined, b: Record<string, unknown> | undefined): boolean {
  if (!a || !b) return false;
  const serverKept = getServerKeptColumns(table);
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const key of keys) {
    if (serverKept.has(key) || RXDB_FIELDS.has(key) || key === 'created_at') continue;
    let left = key === '_deleted' ? a[key] === true : a[key];
    let right = key === '_deleted' ? b[key] === true : b[key];
    // A typed secret and its masked copy are the same credential (devices only ever hold the mask once it is sent).
    if (table === 'tech_connections' && key === 'credentials') {
      left = maskCredentials(left);
      right = maskCredentials(right);
    }
    if (!isSameValue(left ?? null, right ?? null)) return false;
  }
  return true;
}

/** Credentials as the server hands them to devices: each value masked to its last four characters (as sync_row_json). */
export function maskCredentials(credentials: unknown): unknown {
  if (!isPlainObject(credentials)) return credentials;
  return Object.fromEntries(
    Object.entries(credentials).map(([key, value]) => [key, `••••${(typeof value === 'string' ? value : JSON.stringify(value)).slice(-4)}`]),
  );
}

/** The server-kept fields of a version (and its creation time), to lay over a local version when re-basing it. */
export function pickServerKeptFields(table: string, doc: Record<string, unknown>): Record<string, unknown> {
  const kept: Record<string, unknown> = {};
  for (const key of getServerKeptColumns(table)) if (key in doc) kept[key] = doc[key];
  if ('created_at' in doc) kept.created_at = doc.created_at;
  return kept;
}

const TIMESTAMP = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}:\d{2})(?:\.(\d{1,6}))?(Z|[+-]\d{2}(?::?\d{2})?)$/;

/** Microseconds since the epoch of an ISO or Postgres timestamp with a zone, or null when `value` is not one. */
export function parseInstant(value: unknown): number | null {
  if (typeof value !== 'string') return null;
  const match = TIMESTAMP.exec(value);
  if (!match) return null;
  const [, date, time, fraction = '', zone] = match;
  const offset = zone === 'Z' ? 'Z' : zone!.length === 3 ? `${zone}:00` : zone!.includes(':') ? zone : `${zone!.slice(0, 3)}:${zone!.slice(3)}`;
  const seconds = Date.parse(`${date}T${time}${offset}`);
  if (Number.isNaN(seconds)) return null;
  return seconds * 1000 + Number(fraction.padEnd(6, '0'));
}

function isSameValue(a: unknown, b: unknown): boolean {
  if (isDeepEqual(a, b)) return true;
  const left = parseInstant(a);
  return left !== null && left === parseInstant(b);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
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
