// The database behind the local backend: embedded PGlite (one connection, requests queued) or PostgreSQL via pg.
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';

export interface QueryResult<R> {
  rows: R[];
  rowCount: number;
}

/** Runs parameterised SQL inside whatever transaction the caller holds. */
export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
}

export interface Database {
  readonly kind: 'pglite' | 'postgres';
  /** One transaction: committed when `work` resolves, rolled back when it throws. */
  transaction<T>(work: (tx: Queryable) => Promise<T>): Promise<T>;
  /** Multi-statement SQL without parameters (migrations, seed), outside any request. */
  exec(sql: string): Promise<void>;
  /**
   * LISTEN on a channel: `onPayload` gets each NOTIFY payload after its transaction commits. Resolves with the function
   * that stops listening. (PostgreSQL: one dedicated connection per channel, outside the pool.)
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>;
  /** PGlite only: the whole database as an image that `openPglite(undefined, image)` starts from. */
  dumpImage?(): Promise<Blob>;
  close(): Promise<void>;
}

/** A Postgres error as both drivers report it. */
export interface PgError {
  code: string;
  message: string;
  detail?: string | undefined;
  hint?: string | undefined;
}

export function isPgError(error: unknown): error is PgError {
  return (
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { code?: unknown }).code === 'string' &&
    /^[0-9A-Z]{5}$/.test((error as { code: string }).code)
  );
}

// PGlite serves one query at a time; a promise chain keeps whole transactions from interleaving.
function createQueue() {
  let tail: Promise<unknown> = Promise.resolve();
  return function enqueue<T>(task: () => Promise<T>): Promise<T> {
    const run = tail.then(task, task);
    tail = run.catch(() => undefined);
    return run;
  };
}

/** PGlite in `dataDir`, or in memory; an in-memory database may start from an image (skips initdb and migrations). */
export async function openPglite(dataDir: string | undefined, image?: Blob): Promise<Database> {
  // pg_trgm: search_people's trigram indexes (supabase/schemas/08_read_models.sql), as on hosted Supabase.
  const extensions = { pg_trgm };
  const db = await PGlite.create(dataDir ? { dataDir, extensions } : image ? { loadDataDir: image, extensions } : { extensions });
  const enqueue = createQueue();
  const toResult = <R>(r: { rows: unknown[]; affectedRows?: number }): QueryResult<R> => ({
    rows: r.rows as R[],
    rowCount: r.affectedRows ?? r.rows.length,
  });
  return {
    kind: 'pglite',
    transaction<T>(work: (tx: Queryable) => Promise<T>) {
      return enqueue(() =>
        db.transaction(async (tx) =>
          work({
            async query<R>(sql: string, params: unknown[] = []) {
              return toResult<R>(await tx.query(sql, params));
            },
          }),
        ),
      );
    },
    exec(sql: string) {
      return enqueue(async () => {
        await db.exec(sql);
      });
    },
    async listen(channel: string, onPayload: (payload: string) => void) {
      // PGlite's one connection hears its own NOTIFYs once their transaction commits.
      const stop = await enqueue(() => db.listen(channel, onPayload));
      return () => enqueue(() => stop());
    },
    dumpImage() {
      return enqueue(() => db.dumpDataDir('none'));
    },
    close() {
      return enqueue(() => db.close());
    },
  };
}

export async function openPostgres(connectionString: string): Promise<Database> {
  const pool = new pg.Pool({ connectionString, max: 10 });
  pool.on('error', () => undefined); // an idle client dropped by the server must not crash the process
  await pool.query('select 1');
  return {
    kind: 'postgres',
    async transaction<T>(work: (tx: Queryable) => Promise<T>) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work({
          async query<R>(sql: string, params: unknown[] = []) {
            const r = await client.query(sql, params);
            return { rows: r.rows as R[], rowCount: r.rowCount ?? r.rows.length };
          },
        });
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback').catch(() => undefined);
        throw error;
      } finally {
        client.release();
      }
    },
    async exec(sql: string) {
      await pool.query(sql);
    },
    async listen(channel: string, onPayload: (payload: string) => void) {
      const client = new pg.Client({ connectionString });
      client.on('error', () => undefined); // a dropped listener connection must not crash the process
      await client.connect();
      client.on('notification', (message) => {
        if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
      });
      await client.query(`listen ${pg.escapeIdentifier(channel)}`);
      return async () => {
        await client.end().catch(() => undefined);
      };
    },
    close() {
      return pool.end();
    },
  };
}

export function openDatabase(options: { databaseUrl?: string | undefined; dataDir?: string | undefined; pgliteImage?: Blob | undefined }): Promise<Database> {
  return options.databaseUrl ? openPostgres(options.databaseUrl) : openPglite(options.dataDir, options.pgliteImage);
}
