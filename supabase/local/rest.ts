// The PostgREST (/rest/v1) subset: select with embeds, filters, order, paging, insert/upsert, update, delete and rpc,
// each request in one transaction under the JWT's role and claims so that RLS decides.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database, PgError, Queryable } from './db.ts';
import { isPgError } from './db.ts';
import { HttpError, sendText } from './http.ts';
import type { JwtClaims } from './jwt.ts';
import type { FunctionInfo, Relationship, SchemaCache, TableInfo } from './schema-cache.ts';

export type DbRole = 'anon' | 'authenticated' | 'service_role';

export interface RestContext {
  db: Database;
  schema(): SchemaCache;
}

export interface RequestIdentity {
  role: DbRole;
  claims: JwtClaims;
}

/** A PostgREST error body: `{ code, message, details, hint }`. */
export function pgrstError(status: number, code: string, message: string, details: string | null = null, hint: string | null = null): HttpError {
  return new HttpError(status, { code, message, details, hint });
}

// PostgREST's mapping of SQLSTATE to HTTP status (docs: "HTTP Status Codes").
export function statusForPgError(code: string, role: DbRole): number {
  // A function picks its own status with SQLSTATE 'PTxyz' (PostgREST: "Raise errors with HTTP Status Codes").
  if (/^PT[1-5]\d\d$/.test(code)) return Number(code.slice(2));
  if (code === '42501') return role === 'anon' ? 401 : 403;
  if (code === '23503' || code === '23505') return 409;
  if (code === '42883' || code === '42P01') return 404;
  if (code === '25006') return 405;
  if (code === 'P0001') return 400;
  if (code === '57014') return 500;
  const cls = code.slice(0, 2);
  if (cls === '08' || cls === '53') return 503;
  if (cls === '0L' || cls === '0P' || cls === '28') return 403;
  if (cls === '54') return 413;
  if (['09', '25', '2D', '38', '39', '3B', '40', '55', '57', '58', 'F0', 'HV', 'P0', 'XX'].includes(cls)) return 500;
  return 400;
}

export function errorFromPg(error: PgError, role: DbRole): HttpError {
  return pgrstError(statusForPgError(error.code, role), error.code, error.message, error.detail ?? null, error.hint ?? null);
}

// ---------------------------------------------------------------------------------------------
// Parsing: select lists, filters, logic trees, order
// ---------------------------------------------------------------------------------------------

type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias: string; cast?: string | undefined }
  | { kind: 'embed'; name: string; alias: string; hint?: string | undefined; inner: boolean; items: SelectItem[] };

type Filter =
  | { kind: 'cond'; column: string; op: string; value: string; negate: boolean }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

interface OrderTerm {
  column: string;
  dir: 'asc' | 'desc';
  nulls?: 'first' | 'last' | undefined;
}

/** Query options that apply at one level of the select tree (top level or an embed path). */
interface LevelOptions {
  filters: Filter[];
  order: OrderTerm[];
  limit?: number | undefined;
  offset?: number | undefined;
}

function splitTopLevel(text: string, separator = ','): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let i = 0; i < text.length; i++) {
    const ch = text[i] ?? '';
    if (ch === '\\' && quoted) {
      current += ch + (text[i + 1] ?? '');
      i++;
      continue;
    }
    if (ch === '"') quoted = !quoted;
    else if (!quoted && ch === '(') depth++;
    else if (!quoted && ch === ')') depth--;
    if (ch === separator && depth === 0 && !quoted) {
      parts.push(current);
      current = '';
    } else current += ch;
  }
  if (depth !== 0 || quoted) throw new SyntaxError('unbalanced parentheses or quotes');
  parts.push(current);
  return parts;
}

function unquote(value: string): string {
  const v = value.trim();
  if (v.length >= 2 && v.startsWith('"') && v.endsWith('"')) return v.slice(1, -1).replace(/\\(.)/g, '$1');
  return v;
}


export function parseSelect(text: string): SelectItem[] {
  const items: SelectItem[] = [];
  let parts: string[];
  try {
    parts = splitTopLevel(text.replace(/\s+(?=(?:[^"]*"[^"]*")*[^"]*$)/g, ''));
  } catch {
    throw pgrstError(400, 'PGRST100', `"failed to parse select parameter (${text})"`, 'unbalanced parentheses');
  }
  for (const part of parts) {
    if (part === '') continue;
    if (part === '*') {
      items.push({ kind: 'star' });
      continue;
    }
    const embed = /^(?:([A-Za-z_][\w]*):)?([A-Za-z_][\w]*)((?:![A-Za-z_][\w]*)*)\(([\s\S]*)\)$/.exec(part);
    if (embed) {
      const [, alias, name = '', bangs = '', inside = ''] = embed;
      let hint: string | undefined;
      let inner = false;
      for (const b of bangs.split('!').filter(Boolean)) {
        if (b === 'inner') inner = true;
        else if (b !== 'left') hint = b;
      }
      items.push({ kind: 'embed', name, alias: alias ?? name, hint, inner, items: parseSelect(inside) });
      continue;
    }
    const column = /^(?:([A-Za-z_][\w]*):)?([A-Za-z_][\w]*)(?:::([A-Za-z_][\w ]*(?:\[\])?))?$/.exec(part);
    if (column) {
      const [, alias, name = '', cast] = column;
      items.push({ kind: 'column', name, alias: alias ?? name, cast });
      continue;
    }
    throw pgrstError(400, 'PGRST100', `"failed to parse select parameter (${text})"`, `unexpected "${part}"`);
  }
  return items;
}

const operators = new Set(['eq', 'neq', 'gt', 'gte', 'lt', 'lte', 'like', 'ilike', 'match', 'imatch', 'is', 'isdistinct', 'in', 'cs', 'cd', 'ov', 'fts', 'plfts', 'phfts', 'wfts']);

function parseCondition(column: string, expression: string, original: string): Filter {
  let rest = expression;
  let negate = false;
  if (rest.startsWith('not.')) {
    negate = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const opWithConfig = dot === -1 ? rest : rest.slice(0, dot);
  const op = opWithConfig.replace(/\(.*\)$/, '');
  if (dot === -1 || !operators.has(op)) {
    throw pgrstError(400, 'PGRST100', `"failed to parse filter (${original})"`, `unknown operator or missing value in "${expression}"`);
  }
  return { kind: 'cond', column, op, value: rest.slice(dot + 1), negate };
}

function parseLogic(op: 'and' | 'or', negate: boolean, text: string): Filter {
  if (!text.startsWith('(') || !text.endsWith(')')) {
    throw pgrstError(400, 'PGRST100', `"failed to parse logic tree (${text})"`, 'expected parentheses');
  }
  let parts: string[];
  try {
    parts = splitTopLevel(text.slice(1, -1));
  } catch {
    throw pgrstError(400, 'PGRST100', `"failed to parse logic tree (${text})"`, 'unbalanced parentheses');
  }
  const children = parts.map((part): Filter => {
    const nested = /^(not\.)?(and|or)(\(.*\))$/s.exec(part);
    if (nested) return parseLogic(nested[2] as 'and' | 'or', Boolean(nested[1]), nested[3] ?? '');
    const dot = part.indexOf('.');
    if (dot <= 0) throw pgrstError(400, 'PGRST100', `"failed to parse logic tree (${text})"`, `unexpected "${part}"`);
    return parseCondition(part.slice(0, dot), part.slice(dot + 1), part);
  });
  return { kind: 'logic', op, negate, children };
}

function parseOrder(text: string): OrderTerm[] {
  return text
    .split(',')
    .filter(Boolean)
    .map((term) => {
      const [column = '', ...mods] = term.split('.');
      const t: OrderTerm = { column, dir: 'asc' };
      for (const m of mods) {
        if (m === 'asc' || m === 'desc') t.dir = m;
        else if (m === 'nullsfirst') t.nulls = 'first';
        else if (m === 'nullslast') t.nulls = 'last';
        else throw pgrstError(400, 'PGRST100', `"failed to parse order (${text})"`, `unexpected "${m}"`);
      }
      return t;
    });
}

function parseNonNegativeInt(name: string, value: string): number {
  if (!/^\d{1,9}$/.test(value)) throw pgrstError(400, 'PGRST100', `"failed to parse ${name} parameter (${value})"`);
  return Number(value);
}

/** Splits the query string into per-level options keyed by embed path ('' is the top level). */
function parseQueryOptions(params: URLSearchParams): { select: SelectItem[]; levels: Map<string, LevelOptions>; onConflict?: string[] | undefined; columns?: string[] | undefined } {
  const levels = new Map<string, LevelOptions>();
  const level = (path: string) => {
    let l = levels.get(path);
    if (!l) levels.set(path, (l = { filters: [], order: [] }));
    return l;
  };
  level('');
  let select: SelectItem[] = [{ kind: 'star' }];
  let onConflict: string[] | undefined;
  let columns: string[] | undefined;
  for (const [key, value] of params) {
    if (key === 'select') {
      select = parseSelect(value);
      continue;
    }
    if (key === 'on_conflict') {
      onConflict = value.split(',').map((s) => s.trim()).filter(Boolean);
      continue;
    }
    if (key === 'columns') {
      columns = value.split(',').map((s) => unquote(s)).filter(Boolean);
      continue;
    }
    const segments = key.split('.');
    // `not.or=(…)` and `lessons.not.and=(…)` put the negation in the key.
    let negateLogic = false;
    if (segments.length >= 2 && segments[segments.length - 2] === 'not' && ['and', 'or'].includes(segments[segments.length - 1] ?? '')) {
      negateLogic = true;
      segments.splice(segments.length - 2, 1);
    }
    const last = segments.pop() ?? '';
    const path = segments.join('.');
    const target = level(path);
    if (last === 'order') target.order.push(...parseOrder(value));
    else if (last === 'limit') target.limit = parseNonNegativeInt('limit', value);
    else if (last === 'offset') target.offset = parseNonNegativeInt('offset', value);
    else if (last === 'or' || last === 'and') target.filters.push(parseLogic(last, negateLogic, value));
    else target.filters.push(parseCondition(last, value, `${key}=${value}`));
  }
  return { select, levels, onConflict, columns };
}

// ---------------------------------------------------------------------------------------------
// SQL building: identifiers quoted, every user value a parameter
// ---------------------------------------------------------------------------------------------

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

class Params {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

function requireTable(schema: SchemaCache, name: string): TableInfo {
  const table = schema.tables.get(name);
  if (!table) {
    throw pgrstError(404, 'PGRST205', `Could not find the table 'public.${name}' in the schema cache`, null, null);
  }
  return table;
}

function columnType(table: TableInfo, column: string): string {
  const type = table.columns.get(column);
  if (!type) throw pgrstError(400, '42703', `column ${table.name}.${column} does not exist`);
  return type;
}

function buildCondition(f: Extract<Filter, { kind: 'cond' }>, table: TableInfo, alias: string, p: Params): string {
  const type = columnType(table, f.column);
  const col = `${alias}.${quoteIdent(f.column)}`;
  const typed = (v: string) => `(${p.add(v)}::text)::${type}`;
  let sql: string;
  switch (f.op) {
    case 'eq':
      sql = `${col} = ${typed(f.value)}`;
      break;
    case 'neq':
      sql = `${col} <> ${typed(f.value)}`;
      break;
    case 'gt':
      sql = `${col} > ${typed(f.value)}`;
      break;
    case 'gte':
      sql = `${col} >= ${typed(f.value)}`;
      break;
    case 'lt':
      sql = `${col} < ${typed(f.value)}`;
      break;
    case 'lte':
      sql = `${col} <= ${typed(f.value)}`;
      break;
    case 'isdistinct':
      sql = `${col} is distinct from ${typed(f.value)}`;
      break;
    case 'like':
      sql = `${col}::text like ${p.add(f.value.replace(/\*/g, '%'))}::text`;
      break;
    case 'ilike':
      sql = `${col}::text ilike ${p.add(f.value.replace(/\*/g, '%'))}::text`;
      break;
    case 'match':
      sql = `${col}::text ~ ${p.add(f.value)}::text`;
      break;
    case 'imatch':
      sql = `${col}::text ~* ${p.add(f.value)}::text`;
      break;
    case 'is': {
      const v = f.value.toLowerCase();
      if (v === 'null') sql = `${col} is null`;
      else if (v === 'not_null') sql = `${col} is not null`;
      else if (v === 'true') sql = `${col} is true`;
      else if (v === 'false') sql = `${col} is false`;
      else if (v === 'unknown') sql = `${col} is unknown`;
      else throw pgrstError(400, 'PGRST100', `"failed to parse filter (is.${f.value})"`, 'is accepts null, not_null, true, false or unknown');
      break;
    }
    case 'in': {
      if (!f.value.startsWith('(') || !f.value.endsWith(')')) {
        throw pgrstError(400, 'PGRST100', `"failed to parse filter (in.${f.value})"`, 'in needs a parenthesised list');
      }
      let list: string[];
      try {
        list = f.value.length === 2 ? [] : splitTopLevel(f.value.slice(1, -1)).map(unquote);
      } catch {
        throw pgrstError(400, 'PGRST100', `"failed to parse filter (in.${f.value})"`);
      }
      sql = `${col} = any (array(select (x)::${type} from json_array_elements_text(${p.add(JSON.stringify(list))}::text::json) as x))`;
      break;
    }
    case 'cs':
      sql = `${col} @> ${typed(f.value)}`;
      break;
    case 'cd':
      sql = `${col} <@ ${typed(f.value)}`;
      break;
    case 'ov':
      sql = `${col} && ${typed(f.value.replace(/^\((.*)\)$/, '{$1}'))}`;
      break;
    default: {
      const fn = { fts: 'to_tsquery', plfts: 'plainto_tsquery', phfts: 'phraseto_tsquery', wfts: 'websearch_to_tsquery' }[f.op] ?? 'to_tsquery';
      sql = `to_tsvector(${col}::text) @@ ${fn}(${p.add(f.value)}::text)`;
    }
  }
  return f.negate ? `not (${sql})` : sql;
}

function buildFilter(f: Filter, table: TableInfo, alias: string, p: Params): string {
  if (f.kind === 'cond') return buildCondition(f, table, alias, p);
  const inner = f.children.map((c) => buildFilter(c, table, alias, p));
  const joined = inner.length ? `(${inner.join(f.op === 'and' ? ' and ' : ' or ')})` : f.op === 'and' ? 'true' : 'false';
  return f.negate ? `not ${joined}` : joined;
}

function buildOrder(order: OrderTerm[], table: TableInfo, alias: string): string {
  if (order.length === 0) return '';
  return ` order by ${order
    .map((o) => {
      columnType(table, o.column);
      return `${alias}.${quoteIdent(o.column)} ${o.dir}${o.nulls ? ` nulls ${o.nulls}` : ''}`;
    })
    .join(', ')}`;
}

function resolveRelationship(schema: SchemaCache, parent: string, name: string, hint: string | undefined): { rel: Relationship; kind: 'm2o' | 'o2m'; target: string } {
  const candidates: { rel: Relationship; kind: 'm2o' | 'o2m'; target: string }[] = [];
  for (const rel of schema.relationships) {
    if (rel.fromTable === parent && (rel.toTable === name || rel.fromColumn === name || rel.constraint === name)) {
      candidates.push({ rel, kind: 'm2o', target: rel.toTable });
    }
    if (rel.toTable === parent && rel.fromTable === name) candidates.push({ rel, kind: 'o2m', target: rel.fromTable });
  }
  const matching = hint ? candidates.filter((c) => [c.rel.constraint, c.rel.fromColumn, c.rel.toColumn, c.rel.toTable].includes(hint)) : candidates;
  if (matching.length === 0) {
    throw pgrstError(
      400,
      'PGRST200',
      `Could not find a relationship between '${parent}' and '${name}' in the schema cache`,
      `Searched for a foreign key relationship between '${parent}' and '${name}'${hint ? ` using the hint '${hint}'` : ''} in the schema 'public', but no matches were found.`,
    );
  }
  if (matching.length > 1) {
    throw pgrstError(
      300,
      'PGRST201',
      `Could not embed because more than one relationship was found for '${parent}' and '${name}'`,
      matching.map((m) => m.rel.constraint).join(', '),
      `Try changing '${name}' to one of: ${matching.map((m) => `'${name}!${m.rel.constraint}'`).join(', ')}.`,
    );
  }
  return matching[0] as { rel: Relationship; kind: 'm2o' | 'o2m'; target: string };
}

interface BuildState {
  schema: SchemaCache;
  levels: Map<string, LevelOptions>;
  p: Params;
  aliasCounter: { n: number };
}

/** The select list of one level; embeds become correlated sub-queries. */
function buildSelectList(state: BuildState, items: SelectItem[], table: TableInfo, alias: string, path: string): { list: string; innerJoins: string[] } {
  const parts: string[] = [];
  const innerJoins: string[] = [];
  for (const item of items) {
    if (item.kind === 'star') parts.push(`${alias}.*`);
    else if (item.kind === 'column') {
      columnType(table, item.name);
      if (item.cast && !/^[A-Za-z_][\w ]*(\[\])?$/.test(item.cast)) throw pgrstError(400, 'PGRST100', `bad cast ${item.cast}`);
      parts.push(`${alias}.${quoteIdent(item.name)}${item.cast ? `::${item.cast}` : ''} as ${quoteIdent(item.alias)}`);
    } else {
      const { rel, kind, target } = resolveRelationship(state.schema, table.name, item.name, item.hint);
      const child = requireTable(state.schema, target);
      const childAlias = `_t${++state.aliasCounter.n}`;
      const childPath = path ? `${path}.${item.alias}` : item.alias;
      const opts = state.levels.get(childPath) ?? { filters: [], order: [] };
      const join =
        kind === 'm2o'
          ? `${childAlias}.${quoteIdent(rel.toColumn)} = ${alias}.${quoteIdent(rel.fromColumn)}`
          : `${childAlias}.${quoteIdent(rel.fromColumn)} = ${alias}.${quoteIdent(rel.toColumn)}`;
      const where = [join, ...opts.filters.map((f) => buildFilter(f, child, childAlias, state.p))].join(' and ');
      const inner = buildSelectList(state, item.items, child, childAlias, childPath);
      const childWhere = [where, ...inner.innerJoins].join(' and ');
      const from = `from public.${quoteIdent(child.name)} ${childAlias} where ${childWhere}`;
      if (kind === 'm2o') {
        parts.push(`(select row_to_json(_e) from (select ${inner.list} ${from} limit 1) _e) as ${quoteIdent(item.alias)}`);
      } else {
        const paging = `${opts.limit !== undefined ? ` limit ${opts.limit}` : ''}${opts.offset !== undefined ? ` offset ${opts.offset}` : ''}`;
        parts.push(
          `(select coalesce(json_agg(_e), '[]'::json) from (select ${inner.list} ${from}${buildOrder(opts.order, child, childAlias)}${paging}) _e) as ${quoteIdent(item.alias)}`,
        );
      }
      if (item.inner) innerJoins.push(`exists (select 1 ${from})`);
    }
  }
  return { list: parts.length ? parts.join(', ') : `''::text as "_"`, innerJoins };
}

/**
 * What a write must RETURN for its select list: only the columns named (plus the join columns of embeds),
 * so that a table with unreadable columns (tech_connections.credentials) can still be written and read back.
 */
function returnedColumns(schema: SchemaCache, items: SelectItem[], table: TableInfo, alias: string): string {
  if (items.some((i) => i.kind === 'star')) return `${alias}.*`;
  const names = new Set<string>();
  for (const item of items) {
    if (item.kind === 'column') names.add(item.name);
    else if (item.kind === 'embed') {
      const { rel, kind } = resolveRelationship(schema, table.name, item.name, item.hint);
      names.add(kind === 'm2o' ? rel.fromColumn : rel.toColumn);
    }
  }
  for (const n of names) columnType(table, n);
  // Postgres needs at least one column; the key is always there.
  if (names.size === 0) names.add(table.primaryKey[0] ?? [...table.columns.keys()][0] ?? 'id');
  return [...names].map((n) => `${alias}.${quoteIdent(n)}`).join(', ');
}

// ---------------------------------------------------------------------------------------------
// Request handling
// ---------------------------------------------------------------------------------------------

interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated' | undefined;
  resolution?: 'merge-duplicates' | 'ignore-duplicates' | undefined;
}

function parsePrefer(header: string | string[] | undefined): Prefer {
  const prefer: Prefer = { return: 'minimal' };
  const text = Array.isArray(header) ? header.join(',') : (header ?? '');
  for (const raw of text.split(/[,;]/)) {
    const [k, v] = raw.trim().split('=');
    if (k === 'return' && (v === 'minimal' || v === 'representation' || v === 'headers-only')) prefer.return = v;
    if (k === 'count' && (v === 'exact' || v === 'planned' || v === 'estimated')) prefer.count = v;
    if (k === 'resolution' && (v === 'merge-duplicates' || v === 'ignore-duplicates')) prefer.resolution = v;
  }
  return prefer;
}

function wantsObject(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');
}

/** Like a hosted project's `max_rows`: a GET never returns more rows than this, whatever its limit. */
export const maxRows = 1000;

/**
 * The request's role and claims in one statement, as PostgREST sets them: set_config('role', …, true) is SET LOCAL ROLE.
 * (Three statements were three round trips per request, a tenth of a small pull's time when many arrive at once.)
 * A runaway query must not hold the (PGlite: only) connection; hosted roles carry a similar timeout.
 */
async function beginRequest(tx: Queryable, identity: RequestIdentity, method: string, path: string, headers: string): Promise<void> {
  await tx.query(
    `select set_config('role', $3, true), set_config('statement_timeout', '15s', true),
            set_config('request.jwt.claims', $1, true), set_config('request.jwt.claim.sub', $2, true),
            set_config('request.jwt.claim.role', $3, true), set_config('request.method', $4, true), set_config('request.path', $5, true),
            set_config('request.headers', $6, true)`,
    [JSON.stringify(identity.claims), typeof identity.claims.sub === 'string' ? identity.claims.sub : '', identity.role, method, path, headers],
  );
}

/**
 * The headers SQL sees as `request.headers`, as behind a hosted project's gateway: X-Forwarded-For is the client's
 * address (this server is the edge, so the socket's, never a header the client sent), with the user agent. Functions
 * rate-limit by it (record_referral_click). Credentials are left out: no function needs them.
 */
function requestHeaders(req: IncomingMessage): string {
  const raw = req.socket?.remoteAddress ?? '';
  const address = raw.startsWith('::ffff:') ? raw.slice('::ffff:'.length) : raw;
  const agent = req.headers['user-agent'];
  return JSON.stringify({ 'x-forwarded-for': address, 'user-agent': typeof agent === 'string' ? agent.slice(0, 300) : '' });
}

function singleObject(rows: unknown[]): string {
  if (rows.length !== 1) {
    throw pgrstError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows.length} rows`, null);
  }
  return JSON.stringify(rows[0]);
}

function contentRange(offset: number, n: number, total: number | undefined): string {
  const size = total === undefined ? '*' : String(total);
  return n === 0 ? `*/${size}` : `${offset}-${offset + n - 1}/${size}`;
}

function requireRows(body: unknown): Record<string, unknown>[] {
  const rows = Array.isArray(body) ? body : [body];
  for (const r of rows) {
    if (typeof r !== 'object' || r === null || Array.isArray(r)) {
      throw pgrstError(400, 'PGRST102', 'Empty or invalid json', 'Each row must be a JSON object');
    }
  }
  return rows as Record<string, unknown>[];
}

function chooseFunction(schema: SchemaCache, name: string, args: Record<string, unknown>): FunctionInfo {
  const keys = Object.keys(args);
  const candidates = schema.functions.get(name) ?? [];
  for (const fn of candidates) {
    const required = fn.argNames.slice(0, fn.argTypes.length - fn.defaults);
    if (keys.every((k) => fn.argNames.includes(k)) && required.every((r) => keys.includes(r))) return fn;
  }
  // A single unnamed json parameter takes the whole body, as in PostgREST.
  const single = candidates.find((fn) => fn.argTypes.length === 1 && (fn.argNames[0] ?? '') === '' && ['json', 'jsonb'].includes(fn.argTypes[0] ?? ''));
  if (single) return single;
  throw pgrstError(
    404,
    'PGRST202',
    `Could not find the function public.${name}(${keys.join(', ')}) in the schema cache`,
    `Searched for the function public.${name} with parameter${keys.length === 1 ? '' : 's'} ${keys.join(', ') || '(none)'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    null,
  );
}

function rpcArgument(p: Params, type: string, value: unknown): string {
  if (value === null || value === undefined) return `null::${type}`;
  if (type === 'json' || type === 'jsonb') return `(${p.add(JSON.stringify(value))}::text)::${type}`;
  if (type.endsWith('[]') && Array.isArray(value)) {
    const elem = type.slice(0, -2);
    return `array(select (x)::${elem} from json_array_elements_text(${p.add(JSON.stringify(value))}::text::json) as x)::${type}`;
  }
  return `(${p.add(typeof value === 'object' ? JSON.stringify(value) : String(value))}::text)::${type}`;
}

export function createRestHandler(ctx: RestContext) {
  async function runInTransaction<T>(req: IncomingMessage, identity: RequestIdentity, method: string, path: string, work: (tx: Queryable) => Promise<T>): Promise<T> {
    try {
      return await ctx.db.transaction(async (tx) => {
        await beginRequest(tx, identity, method, path, requestHeaders(req));
        return work(tx);
      });
    } catch (error) {
      if (isPgError(error)) throw errorFromPg(error, identity.role);
      throw error;
    }
  }

  async function handleRpc(req: IncomingMessage, res: ServerResponse, identity: RequestIdentity, name: string, url: URL, body: unknown) {
    const schema = ctx.schema();
    let args: Record<string, unknown>;
    if (req.method === 'GET' || req.method === 'HEAD') args = Object.fromEntries(url.searchParams);
    else if (body === undefined) args = {};
    else if (typeof body === 'object' && body !== null && !Array.isArray(body)) args = body as Record<string, unknown>;
    else throw pgrstError(400, 'PGRST102', 'Empty or invalid json', 'RPC arguments must be a JSON object');
    const fn = chooseFunction(schema, name, args);
    const p = new Params();
    const named = fn.argNames[0] ?? '';
    const callArgs =
      named === '' && fn.argTypes.length === 1
        ? rpcArgument(p, fn.argTypes[0] ?? 'json', args)
        : Object.entries(args)
            .map(([k, v]) => `${quoteIdent(k)} := ${rpcArgument(p, fn.argTypes[fn.argNames.indexOf(k)] ?? 'text', v)}`)
            .join(', ');
    const call = `public.${quoteIdent(fn.name)}(${callArgs})`;
    const text = await runInTransaction(req, identity, 'POST', `/rpc/${name}`, async (tx) => {
      if (fn.returnType === 'void') {
        await tx.query(`select ${call}`, p.values);
        return undefined;
      }
      const sql = fn.returnsSet ? `select coalesce(json_agg(_r), '[]'::json)::text as body from ${call} _r` : `select to_json(${call})::text as body`;
      const r = await tx.query<{ body: string | null }>(sql, p.values);
      return r.rows[0]?.body ?? 'null';
    });
    if (text === undefined) sendText(res, 204, '');
    else sendText(res, 200, req.method === 'HEAD' ? '' : text);
  }

  return async function handleRest(req: IncomingMessage, res: ServerResponse, identity: RequestIdentity, path: string, url: URL, body: unknown): Promise<void> {
    const profile = req.headers['accept-profile'] ?? req.headers['content-profile'];
    if (profile && profile !== 'public') {
      throw pgrstError(406, 'PGRST106', 'The schema must be one of the following: public', null, null);
    }
    const method = req.method ?? 'GET';
    let segments: string[];
    try {
      segments = path.split('/').filter(Boolean).map(decodeURIComponent);
    } catch {
      throw pgrstError(400, 'PGRST125', 'Invalid path specified in request URL');
    }
    if (segments[0] === 'rpc' && segments.length === 2) {
      if (!['GET', 'HEAD', 'POST'].includes(method)) throw pgrstError(405, 'PGRST101', 'Only GET, HEAD or POST are allowed for functions');
      return handleRpc(req, res, identity, segments[1] ?? '', url, body);
    }
    if (segments.length === 0) {
      // The OpenAPI root: a short list of the exposed tables is enough for tools probing the server.
      sendText(res, 200, JSON.stringify({ swagger: '2.0', info: { title: 'Maarifa local REST' }, paths: Object.fromEntries([...ctx.schema().tables.keys()].map((t) => [`/${t}`, {}])) }));
      return;
    }
    if (segments.length !== 1) throw pgrstError(404, 'PGRST125', `Invalid path specified in request URL`);
    const schema = ctx.schema();
    const table = requireTable(schema, segments[0] ?? '');
    const prefer = parsePrefer(req.headers.prefer);
    const { select, levels, onConflict, columns } = parseQueryOptions(url.searchParams);
    const top = levels.get('') ?? { filters: [], order: [] };
    const object = wantsObject(req);
    const state: BuildState = { schema, levels, p: new Params(), aliasCounter: { n: 0 } };
    const alias = '_t0';
    const tableSql = `public.${quoteIdent(table.name)}`;

    const whereOf = (p: Params, extra: string[] = []) => {
      const conds = [...top.filters.map((f) => buildFilter(f, table, alias, p)), ...extra];
      return conds.length ? ` where ${conds.join(' and ')}` : '';
    };

    if (method === 'GET' || method === 'HEAD') {
      const { list, innerJoins } = buildSelectList(state, select, table, alias, '');
      const where = whereOf(state.p, innerJoins);
      const offset = top.offset ?? 0;
      const limit = Math.min(top.limit ?? maxRows, maxRows);
      const paging = ` limit ${limit}${offset ? ` offset ${offset}` : ''}`;
      const sql = `select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (select ${list} from ${tableSql} ${alias}${where}${buildOrder(top.order, table, alias)}${paging}) _r`;
      const countState = new Params();
      const countSql = prefer.count ? `select count(*)::int as n from ${tableSql} ${alias}${whereOf(countState, innerJoins.length ? buildSelectList({ ...state, p: countState, aliasCounter: { n: 0 } }, select, table, alias, '').innerJoins : [])}` : undefined;
      const { text, n, total } = await runInTransaction(req, identity, method, path, async (tx) => {
        const r = await tx.query<{ body: string; n: number }>(sql, state.p.values);
        const t = countSql ? (await tx.query<{ n: number }>(countSql, countState.values)).rows[0]?.n : undefined;
        return { text: r.rows[0]?.body ?? '[]', n: Number(r.rows[0]?.n ?? 0), total: t === undefined ? undefined : Number(t) };
      });
      const out = object ? singleObject(JSON.parse(text) as unknown[]) : text;
      const headers = { 'Content-Range': contentRange(offset, n, total) };
      sendText(res, 200, method === 'HEAD' ? '' : out, headers, object ? 'application/vnd.pgrst.object+json; charset=utf-8' : undefined);
      return;
    }

    if (table.isView) throw pgrstError(405, '25006', `cannot change view "${table.name}"`);
    const representation = prefer.return === 'representation';
    const returning = async (tx: Queryable, modifySql: string, params: Params): Promise<{ n: number; text: string }> => {
      if (!representation) {
        const r = await tx.query(modifySql, params.values);
        return { n: r.rowCount, text: '' };
      }
      const { list } = buildSelectList({ ...state, p: params }, select, table, alias, '');
      const r = await tx.query<{ body: string; n: number }>(
        `with _w as (${modifySql} returning ${returnedColumns(schema, select, table, alias)}) select coalesce(json_agg(_r), '[]'::json)::text as body, count(*)::int as n from (select ${list} from _w ${alias}) _r`,
        params.values,
      );
      const text = r.rows[0]?.body ?? '[]';
      const n = Number(r.rows[0]?.n ?? 0);
      // A single-object request that does not hit exactly one row is refused, and rolls back.
      return { n, text: object ? singleObject(JSON.parse(text) as unknown[]) : text };
    };

    if (method === 'POST') {
      if (body === undefined) throw pgrstError(400, 'PGRST102', 'Empty or invalid json');
      const rows = requireRows(body);
      const keys = columns ?? [...new Set(rows.flatMap((r) => Object.keys(r)))];
      for (const k of keys) {
        if (!table.columns.has(k)) throw pgrstError(400, 'PGRST204', `Could not find the '${k}' column of '${table.name}' in the schema cache`);
      }
      if (rows.length === 0 || keys.length === 0) {
        if (rows.length === 0) {
          sendText(res, 201, representation ? '[]' : '', { 'Content-Range': '*/0' });
          return;
        }
      }
      const p = new Params();
      const cols = keys.map(quoteIdent).join(', ');
      let sql = keys.length
        ? `insert into ${tableSql} as ${alias} (${cols}) select ${cols} from json_populate_recordset(null::${tableSql}, ${p.add(JSON.stringify(rows))}::text::json) _p`
        : `insert into ${tableSql} as ${alias} default values`;
      if (prefer.resolution) {
        const target = onConflict ?? table.primaryKey;
        for (const c of target) columnType(table, c);
        if (target.length === 0) throw pgrstError(400, 'PGRST100', `on_conflict needs columns for ${table.name}`);
        const updates = keys.filter((k) => !target.includes(k));
        sql +=
          prefer.resolution === 'ignore-duplicates' || updates.length === 0
            ? ` on conflict (${target.map(quoteIdent).join(', ')}) do nothing`
            : ` on conflict (${target.map(quoteIdent).join(', ')}) do update set ${updates.map((k) => `${quoteIdent(k)} = excluded.${quoteIdent(k)}`).join(', ')}`;
      }
      const { n, text } = await runInTransaction(req, identity, method, path, (tx) => returning(tx, sql, p));
      sendText(res, 201, text, { 'Content-Range': `*/${prefer.count ? n : '*'}` }, object ? 'application/vnd.pgrst.object+json; charset=utf-8' : undefined);
      return;
    }

    if (method === 'PATCH') {
      if (body === undefined || typeof body !== 'object' || body === null || Array.isArray(body)) {
        throw pgrstError(400, 'PGRST102', 'Empty or invalid json', 'PATCH needs a JSON object');
      }
      const keys = Object.keys(body);
      for (const k of keys) {
        if (!table.columns.has(k)) throw pgrstError(400, 'PGRST204', `Could not find the '${k}' column of '${table.name}' in the schema cache`);
      }
      if (keys.length === 0) {
        sendText(res, representation ? 200 : 204, representation ? '[]' : '', { 'Content-Range': '*/*' });
        return;
      }
      const p = new Params();
      const payload = p.add(JSON.stringify(body));
      const sets = keys.map((k) => `${quoteIdent(k)} = _p.${quoteIdent(k)}`).join(', ');
      const sql = `update ${tableSql} as ${alias} set ${sets} from (select * from json_populate_record(null::${tableSql}, ${payload}::text::json)) _p${whereOf(p)}`;
      const { n, text } = await runInTransaction(req, identity, method, path, (tx) => returning(tx, sql, p));
      sendText(res, representation ? 200 : 204, text, { 'Content-Range': contentRange(0, n, prefer.count ? n : undefined) }, object ? 'application/vnd.pgrst.object+json; charset=utf-8' : undefined);
      return;
    }

    if (method === 'DELETE') {
      const p = new Params();
      const sql = `delete from ${tableSql} as ${alias}${whereOf(p)}`;
      const { n, text } = await runInTransaction(req, identity, method, path, (tx) => returning(tx, sql, p));
      sendText(res, representation ? 200 : 204, text, { 'Content-Range': contentRange(0, n, prefer.count ? n : undefined) }, object ? 'application/vnd.pgrst.object+json; charset=utf-8' : undefined);
      return;
    }

    throw pgrstError(405, 'PGRST117', `Unsupported HTTP method: ${method}`);
  };
}
