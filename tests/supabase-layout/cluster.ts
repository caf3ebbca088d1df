// Owns the throwaway PostgreSQL 15 cluster with the hosted Supabase database layout: built from our own statement of it
// (layout.sql) and our own stand-in for pg-safeupdate (require-where/), cached by content hash, started on a copy per run.
import { execFile } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  utimesSync,
  writeFileSync,
} from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import { join, resolve } from 'node:path';
import pg from 'pg';

export interface SupabaseLayout {
  /** supabase_admin, the cluster's bootstrap superuser (as on a hosted project, where nobody else is one). */
  superUrl(database: string): string;
  /** Role postgres, a non-superuser as on hosted projects, as the CLI and the dashboard log in. */
  postgresUrl(database: string): string;
  /** The API login role PostgREST uses; its sessions load require_where (our stand-in for pg-safeupdate). */
  authenticatorUrl(database: string): string;
  /** GoTrue's login role. */
  authAdminUrl(database: string): string;
  /**
   * A database holding the whole layout (a copy of the cluster's `postgres` database, marked as a template). A bare
   * `create database x template <it>` copies its contents but not what belongs to the database object itself (owner
   * postgres, the grants to postgres and dashboard_user): use createDatabase for a faithful copy.
   */
  layoutDatabase: string;
  /** Creates a database from layoutDatabase with its owner, grants and settings too; returns the name. */
  createDatabase(name: string): Promise<string>;
  /** Creates the realtime.messages partitions for yesterday to three days ahead in a database, as Realtime does daily. */
  createRealtimePartitions(database: string): Promise<void>;
  port: number;
  /** Where this run's copy of the cluster lives (removed by stop()). */
  dataDir: string;
  /** Whether this start built the layout (no cached build for these sources) or copied the cached one. */
  cold: boolean;
  /** Seconds per phase of this start, in order. */
  timings: [phase: string, seconds: number][];
  /** WARNING-level messages layout.sql raised while the layout was built (kept with the cached build). */
  buildWarnings: string[];
  stop(): Promise<void>;
}

const here = import.meta.dirname;
const layoutSql = join(here, 'layout.sql');
const requireWhere = join(here, 'require-where');
const pgBin = process.env.SUPABASE_LAYOUT_PG_BIN ?? '/usr/lib/postgresql/15/bin';
const pgConfig = join(pgBin, 'pg_config');
const layoutDatabase = 'supabase_layout';
const defaultPort = 54339;
const runPrefix = 'maarifa-supabase-layout-';
const isRoot = process.getuid?.() === 0;

/** Where builds are kept: beside the repo's other tool caches, or in the temp dir when there is no node_modules. */
function cacheRoot(): string {
  const modules = resolve(here, '../../node_modules');
  return existsSync(modules) ? join(modules, '.cache/maarifa-supabase-layout') : join(os.tmpdir(), 'maarifa-supabase-layout-cache');
}

/** Runs a program and resolves with its stdout; the rejection carries its output and (for a missing program) ENOENT. */
function run(command: string, args: string[]): Promise<string> {
  return new Promise((resolvePromise, reject) => {
    execFile(command, args, { maxBuffer: 64 << 20, encoding: 'utf8' }, (error, stdout, stderr) => {
      if (error) {
        const failure: NodeJS.ErrnoException = new Error(`${command} ${args.join(' ')} failed: ${error.message}\n${stdout}\n${stderr}`, {
          cause: error,
        });
        failure.code = typeof error.code === 'string' ? error.code : undefined;
        reject(failure);
      } else resolvePromise(stdout);
    });
  });
}

/** Runs a PostgreSQL program as the OS user that owns the cluster: initdb and pg_ctl refuse root. */
function runAsOwner(command: string, args: string[]): Promise<string> {
  return isRoot ? run('runuser', ['-u', 'postgres', '--', command, ...args]) : run(command, args);
}

let owner: { uid: number; gid: number } | undefined;
async function clusterOwner(): Promise<{ uid: number; gid: number } | undefined> {
  if (!isRoot) return undefined;
  if (!owner) {
    try {
      owner = { uid: Number(await run('id', ['-u', 'postgres'])), gid: Number(await run('id', ['-g', 'postgres'])) };
    } catch {
      throw new Error('supabase-layout: as root, it needs the OS user "postgres" (package postgresql-15) to own the cluster');
    }
  }
  return owner;
}

async function giveToOwner(path: string): Promise<void> {
  const o = await clusterOwner();
  if (o) chownSync(path, o.uid, o.gid);
}

function checkToolchain(): void {
  if (!existsSync(join(pgBin, 'postgres')) || !existsSync(join(pgBin, 'initdb'))) {
    throw new Error(`supabase-layout: PostgreSQL 15 server binaries not found in ${pgBin} (apt-get install postgresql-15)`);
  }
}

/**
 * Builds require_where (our stand-in for pg-safeupdate) with PGXS in a copy outside the repo; returns the .so file.
 */
async function buildRequireWhere(workDir: string): Promise<string> {
  let pgxs = '';
  let serverIncludes = '';
  try {
    pgxs = (await run(pgConfig, ['--pgxs'])).trim();
    serverIncludes = (await run(pgConfig, ['--includedir-server'])).trim();
  } catch {
    // Falls through to the message below.
  }
  if (!pgxs || !existsSync(pgxs) || !existsSync(join(serverIncludes, 'postgres.h'))) {
    throw new Error(
      'supabase-layout: building require_where needs PostgreSQL 15 server headers and PGXS: apt-get install -y postgresql-server-dev-15',
    );
  }
  const source = join(workDir, 'require-where');
  await run('cp', ['-R', requireWhere, source]);
  try {
    // with_llvm=no: Debian's PGXS would also compile LLVM bitcode for JIT inlining, which a parse hook never needs.
    await run('make', ['-C', source, `PG_CONFIG=${pgConfig}`, 'with_llvm=no']);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new Error('supabase-layout: building require_where needs make and a C compiler (apt-get install -y build-essential)', {
        cause: error,
      });
    }
    throw error;
  }
  return join(source, 'require_where.so');
}

/** The hash that names a build: layout.sql, require_where's sources, this builder, and the PostgreSQL it runs on. */
function buildKey(pgVersion: string): string {
  const hash = createHash('sha256');
  hash.update(`${pgVersion}\n`);
  for (const file of [import.meta.filename, layoutSql, join(requireWhere, 'require_where.c'), join(requireWhere, 'Makefile')]) {
    hash.update(`\0${file.slice(here.length)}\0`);
    hash.update(readFileSync(file));
  }
  return hash.digest('hex').slice(0, 16);
}

function quoteShell(arg: string): string {
  return `'${arg.replace(/'/g, `'\\''`)}'`;
}

/** The settings that depend on where this copy lives, given at start so a cached data dir carries no paths. */
function startOptions(dataDir: string, port: number, socketDir: string): string[] {
  return [
    `-p ${port}`,
    `-k ${quoteShell(socketDir)}`,
    `-c ${quoteShell(`dynamic_library_path=$libdir:${join(dataDir, 'supabase/lib')}`)}`,
  ];
}

async function startPostgres(dataDir: string, port: number, socketDir: string, logFile: string): Promise<void> {
  try {
    const options = startOptions(dataDir, port, socketDir).join(' ');
    await runAsOwner(join(pgBin, 'pg_ctl'), ['start', '-D', dataDir, '-w', '-t', '60', '-l', logFile, '-o', options]);
  } catch (error) {
    const log = existsSync(logFile) ? readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n') : '';
    throw new Error(`supabase-layout: postgres did not start on port ${port}:\n${log}`, { cause: error });
  }
}

async function stopPostgres(dataDir: string, mode: 'fast' | 'immediate' = 'fast'): Promise<void> {
  if (!existsSync(join(dataDir, 'postmaster.pid'))) return;
  await runAsOwner(join(pgBin, 'pg_ctl'), ['stop', '-D', dataDir, '-m', mode, '-w', '-t', '60']).catch(() => undefined);
}

function portFree(port: number): Promise<boolean> {
  return new Promise((resolvePromise) => {
    const server = net.createServer();
    server.once('error', () => resolvePromise(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolvePromise(true)));
  });
}

function anyFreePort(): Promise<number> {
  return new Promise((resolvePromise, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolvePromise(address.port) : reject(new Error('no port'))));
    });
  });
}

/** Makes a directory for one run (or one build) in the temp dir, named after this process so a later run can tell it is stale. */
async function makeRunDir(): Promise<string> {
  const dir = join(os.tmpdir(), `${runPrefix}${process.pid}-${randomBytes(4).toString('hex')}`);
  mkdirSync(dir, { mode: 0o755 });
  await giveToOwner(dir);
  return dir;
}

function processAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Stops and removes what crashed earlier runs left in the temp dir: a postmaster still running on a copy, the copy. */
async function removeStaleRuns(): Promise<void> {
  for (const name of readdirSync(os.tmpdir())) {
    const match = new RegExp(`^${runPrefix}(\\d+)-[0-9a-f]+$`).exec(name);
    if (!match || processAlive(Number(match[1]))) continue;
    const dir = join(os.tmpdir(), name);
    try {
      await stopPostgres(join(dir, 'data'), 'immediate');
      rmSync(dir, { recursive: true, force: true });
    } catch {
      // Another user's leftovers, or another process cleaning up too: not ours to insist on.
    }
  }
}

/** Password-less URLs: trust on loopback. The server also offers TLS, which the Supabase CLI insists on by default. */
const url = (port: number, role: string, database: string) =>
  `postgresql://${role}@127.0.0.1:${port}/${encodeURIComponent(database)}`;

async function withClient<T>(
  connectionString: string,
  applicationName: string,
  body: (client: pg.Client) => Promise<T>,
  warnings?: string[],
): Promise<T> {
  const client = new pg.Client({ connectionString, application_name: applicationName });
  client.on('notice', (notice) => {
    if (warnings && notice.severity === 'WARNING') warnings.push(`${applicationName}: ${notice.message}`);
  });
  await client.connect();
  try {
    return await body(client);
  } finally {
    await client.end();
  }
}

/**
 * What the Realtime server does for each tenant daily: one realtime.messages partition per UTC day from yesterday to
 * three days ahead, owned by supabase_realtime_admin.
 */
async function createPartitions(port: number, database: string): Promise<void> {
  await withClient(url(port, 'supabase_admin', database), 'realtime_partitions', async (client) => {
    const today = new Date();
    for (let offset = -1; offset <= 3; offset++) {
      const day = new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offset));
      const next = new Date(day.getTime() + 86_400_000);
      const date = (d: Date) => d.toISOString().slice(0, 10);
      const name = `messages_${date(day).replace(/-/g, '_')}`;
      await client.query('begin');
      await client.query(`CREATE TABLE IF NOT EXISTS realtime.${name}
        PARTITION OF realtime.messages
        FOR VALUES FROM ('${date(day)}') TO ('${date(next)}')`);
      await client.query(`ALTER TABLE realtime.${name} OWNER TO supabase_realtime_admin`);
      await client.query('commit');
    }
  });
}

/** A copy of a database that also carries what belongs to the database object: owner, grants, per-database settings. */
async function copyDatabase(port: number, template: string, name: string): Promise<void> {
  const ident = (s: string) => `"${s.replace(/"/g, '""')}"`;
  await withClient(url(port, 'supabase_admin', 'postgres'), 'supabase_layout', async (client) => {
    const source = await client.query<{ owner: string }>('select pg_get_userbyid(datdba) as owner from pg_database where datname = $1', [
      template,
    ]);
    const templateOwner = source.rows[0]?.owner;
    if (!templateOwner) throw new Error(`supabase-layout: no database ${template}`);
    await client.query(`create database ${ident(name)} template ${ident(template)} owner ${ident(templateOwner)}`);
    const grants = await client.query<{ privilege: string; grantee: string | null; grantable: boolean }>(
      `select a.privilege_type as privilege, nullif(a.grantee, 0)::regrole::text as grantee, a.is_grantable as grantable
         from pg_database d, aclexplode(d.datacl) a where d.datname = $1 and a.grantee <> d.datdba`,
      [template],
    );
    for (const g of grants.rows) {
      const grantable = g.grantable ? ' with grant option' : '';
      await client.query(`grant ${g.privilege} on database ${ident(name)} to ${g.grantee ?? 'public'}${grantable}`);
    }
    const settings = await client.query<{ role: string | null; setting: string }>(
      `select nullif(s.setrole, 0)::regrole::text as role, unnest(s.setconfig) as setting
         from pg_db_role_setting s join pg_database d on d.oid = s.setdatabase where d.datname = $1`,
      [template],
    );
    for (const s of settings.rows) {
      const [key, ...value] = s.setting.split('=');
      const target = s.role ? `role ${s.role} in database ${ident(name)}` : `database ${ident(name)}`;
      await client.query(`alter ${target} set ${key} = ${client.escapeLiteral(value.join('='))}`);
    }
  });
}

interface BuildInfo {
  key: string;
  builtAt: string;
  seconds: number;
  warnings: string[];
}

/** The hosted server settings that shape behaviour as our code sees it, plus test-speed ones; paths are given at start. */
const layoutConf = `# supabase-layout: server settings of a hosted Supabase project that shape behaviour, plus test-speed ones
listen_addresses = '127.0.0.1'
# TLS as hosted projects offer it (a self-signed certificate made at build time): the Supabase CLI refuses a server
# without it unless the URL says sslmode=disable.
ssl = on
password_encryption = scram-sha-256
wal_level = logical
max_wal_senders = 10
max_replication_slots = 5
row_security = on
timezone = 'UTC'
log_timezone = 'UTC'
extra_float_digits = 0
default_text_search_config = 'pg_catalog.english'
# Of the libraries hosted preloads, the ones Debian's postgresql-15 packages.
shared_preload_libraries = 'pg_stat_statements, auto_explain'
auto_explain.log_min_duration = 10s
# Not hosted's: a throwaway test cluster needs no durability.
fsync = off
synchronous_commit = off
full_page_writes = off
min_wal_size = 2MB
max_wal_size = 256MB
`;

/** Builds the layout into a fresh data dir (left stopped), returning what the cache keeps with it. */
async function build(key: string, dataDir: string, workDir: string, log: (line: string) => void): Promise<BuildInfo> {
  const started = Date.now();
  const warnings: string[] = [];
  const library = await buildRequireWhere(workDir);

  mkdirSync(dataDir, { mode: 0o700 });
  await giveToOwner(dataDir);
  // Hosted projects are initialised with supabase_admin as the bootstrap superuser and C.UTF-8 collation.
  const initdb = ['-D', dataDir, '-U', 'supabase_admin', '-E', 'UTF8', '--locale=C.UTF-8', '--auth=trust', '--no-sync', '--wal-segsize=1'];
  await runAsOwner(join(pgBin, 'initdb'), initdb);
  writeFileSync(join(dataDir, 'supabase-layout.conf'), layoutConf);
  try {
    const certificate = ['req', '-new', '-x509', '-days', '36500', '-nodes', '-subj', '/CN=localhost'];
    const keyArgs = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-keyout', join(dataDir, 'server.key')];
    await run('openssl', [...certificate, ...keyArgs, '-out', join(dataDir, 'server.crt')]);
  } catch (error) {
    throw new Error('supabase-layout: making the cluster\'s TLS certificate needs openssl (apt-get install -y openssl)', { cause: error });
  }
  chmodSync(join(dataDir, 'server.key'), 0o600);
  const conf = join(dataDir, 'postgresql.conf');
  writeFileSync(conf, `${readFileSync(conf, 'utf8')}\ninclude = 'supabase-layout.conf'\n`);
  mkdirSync(join(dataDir, 'supabase/lib'), { recursive: true });
  await run('cp', [library, join(dataDir, 'supabase/lib')]);
  if (isRoot) await run('chown', ['-R', 'postgres:postgres', dataDir]);
  log(`built require_where and initdb in ${((Date.now() - started) / 1000).toFixed(1)} s`);

  const port = await anyFreePort();
  await startPostgres(dataDir, port, workDir, join(workDir, 'build.log'));
  try {
    await withClient(
      url(port, 'supabase_admin', 'postgres'),
      'layout.sql',
      async (client) => {
        try {
          await client.query(readFileSync(layoutSql, 'utf8'));
        } catch (error) {
          const e = error as Error & { position?: string };
          throw new Error(`supabase-layout: layout.sql failed: ${e.message}${e.position ? ` (at character ${e.position})` : ''}`, {
            cause: error,
          });
        }
      },
      warnings,
    );
    log(`applied layout.sql at ${((Date.now() - started) / 1000).toFixed(1)} s`);
    await copyDatabase(port, 'postgres', layoutDatabase);
    await withClient(url(port, 'supabase_admin', 'postgres'), 'supabase_layout', async (client) => {
      await client.query(`alter database ${layoutDatabase} is_template true`);
      await client.query('checkpoint');
    });
    const seconds = (Date.now() - started) / 1000;
    return { key, builtAt: new Date().toISOString(), seconds, warnings };
  } finally {
    await stopPostgres(dataDir);
  }
}

/** The cached build for these sources, building it first if there is none. */
async function cachedBuild(key: string, log: (line: string) => void): Promise<{ dir: string; info: BuildInfo; built: boolean }> {
  const root = cacheRoot();
  const dir = join(root, key);
  const infoFile = join(dir, 'build.json');
  if (existsSync(infoFile) && existsSync(join(dir, 'data/PG_VERSION'))) {
    // Marks the build as in use, so that a build for other sources (another checkout, an edit) leaves it alone a while.
    const now = new Date();
    utimesSync(dir, now, now);
    return { dir, info: JSON.parse(readFileSync(infoFile, 'utf8')) as BuildInfo, built: false };
  }
  mkdirSync(root, { recursive: true });
  // Built in the temp dir (which the postgres OS user can always reach), then moved in whole, so a crash or a
  // concurrent build never leaves a half-built cache entry behind.
  const workDir = await makeRunDir();
  try {
    const info = await build(key, join(workDir, 'data'), workDir, log);
    const staging = join(root, `.staging-${process.pid}-${randomBytes(4).toString('hex')}`);
    mkdirSync(staging);
    await run('cp', ['-a', join(workDir, 'data'), join(staging, 'data')]);
    writeFileSync(join(staging, 'build.json'), `${JSON.stringify(info, null, 2)}\n`);
    try {
      renameSync(staging, dir);
    } catch {
      rmSync(staging, { recursive: true, force: true }); // Another process finished the same build first.
    }
    // Builds for other sources go once unused for an hour (another process may still be copying one now).
    for (const name of readdirSync(root)) {
      const other = join(root, name);
      const build = /^[0-9a-f]{16}$/.test(name) || name.startsWith('.staging-');
      if (name !== key && build && Date.now() - statSync(other).mtimeMs > 3_600_000) {
        rmSync(other, { recursive: true, force: true });
      }
    }
    return { dir, info, built: true };
  } finally {
    rmSync(workDir, { recursive: true, force: true });
  }
}

/**
 * Starts a cluster with the Supabase layout on a fresh copy of the cached build (building it first when layout.sql,
 * require_where or this builder changed). Never touches another cluster: own data dir, own socket dir, own port (the one
 * asked for, or another free one when that is taken).
 */
export async function startSupabaseLayout(
  options: { port?: number; log?: (line: string) => void } = {},
): Promise<SupabaseLayout> {
  const log = options.log ?? (() => undefined);
  const timings: [string, number][] = [];
  let mark = Date.now();
  const phase = (name: string) => {
    const now = Date.now();
    timings.push([name, (now - mark) / 1000]);
    mark = now;
  };

  checkToolchain();
  await clusterOwner();
  await removeStaleRuns();
  const pgVersion = (await run(join(pgBin, 'postgres'), ['--version'])).trim();
  const key = buildKey(pgVersion);
  phase('prepare');
  const { dir: buildDir, info, built } = await cachedBuild(key, log);
  phase(built ? 'build layout (cold)' : 'find cached layout');

  const runDir = await makeRunDir();
  const dataDir = join(runDir, 'data');
  let port = options.port ?? defaultPort;
  let started = false;
  try {
    await run('cp', ['-a', join(buildDir, 'data'), dataDir]);
    if (isRoot) await run('chown', ['-R', 'postgres:postgres', dataDir]);
    rmSync(join(dataDir, 'postmaster.pid'), { force: true });
    phase('copy data dir');
    for (let attempt = 0; ; attempt++) {
      if (!(await portFree(port))) port = await anyFreePort();
      try {
        await startPostgres(dataDir, port, runDir, join(runDir, 'postgres.log'));
        break;
      } catch (error) {
        // Someone may have taken the port between the check and the bind: try another once or twice.
        if (attempt >= 2) throw error;
        port = await anyFreePort();
      }
    }
    started = true;
    phase('start postgres');
    // The cached build may be days old: Realtime would have created today's partitions by now.
    for (const database of ['postgres', layoutDatabase]) await createPartitions(port, database);
    phase('realtime partitions');
  } catch (error) {
    if (started) await stopPostgres(dataDir);
    rmSync(runDir, { recursive: true, force: true });
    throw error;
  }

  let stopped = false;
  const onExit = () => {
    // A process that exits without stop() leaves no postmaster behind; the next start removes the copy.
    try {
      const pid = Number(readFileSync(join(dataDir, 'postmaster.pid'), 'utf8').split('\n')[0]);
      if (pid > 0) process.kill(pid, 'SIGQUIT');
    } catch {
      // Already gone.
    }
  };
  process.once('exit', onExit);

  return {
    superUrl: (database) => url(port, 'supabase_admin', database),
    postgresUrl: (database) => url(port, 'postgres', database),
    authenticatorUrl: (database) => url(port, 'authenticator', database),
    authAdminUrl: (database) => url(port, 'supabase_auth_admin', database),
    layoutDatabase,
    createDatabase: async (name) => {
      await copyDatabase(port, layoutDatabase, name);
      return name;
    },
    createRealtimePartitions: (database) => createPartitions(port, database),
    port,
    dataDir,
    cold: built,
    timings,
    buildWarnings: info.warnings,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      process.removeListener('exit', onExit);
      await stopPostgres(dataDir);
      rmSync(runDir, { recursive: true, force: true });
    },
  };
}
