// The PostgREST query-string grammar: select lists with embeds, filters and logic trees, order, limit and offset,
// parsed into per-level options; nothing here touches SQL.
import { pgrstError } from './errors.ts';

export type SelectItem =
  | { kind: 'star' }
  | { kind: 'column'; name: string; alias: string; cast?: string | undefined }
  | { kind: 'embed'; name: string; alias: string; hint?: string | undefined; inner: boolean; items: SelectItem[] };

export type Filter =
  | { kind: 'cond'; column: string; op: string; value: string; negate: boolean }
  | { kind: 'logic'; op: 'and' | 'or'; negate: boolean; children: Filter[] };

export interface OrderTerm {
  column: string;
  dir: 'asc' | 'desc';
  nulls?: 'first' | 'last' | undefined;
}

/** Query options that apply at one level of the select tree (top level or an embed path). */
export interface LevelOptions {
  filters: Filter[];
  order: OrderTerm[];
  limit?: number | undefined;
  offset?: number | undefined;
}

export function splitTopLevel(text: string, separator = ','): string[] {
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

export function unquote(value: string): string {
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
export function parseQueryOptions(params: URLSearchParams): { select: SelectItem[]; levels: Map<string, LevelOptions>; onConflict?: string[] | undefined; columns?: string[] | undefined } {
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
