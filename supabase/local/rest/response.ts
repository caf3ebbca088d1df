// Response shaping: the Prefer header, single-object answers (Accept: vnd.pgrst.object), Content-Range, and max_rows.
import type { IncomingMessage } from 'node:http';
import { pgrstError } from './errors.ts';

export interface Prefer {
  return: 'minimal' | 'representation' | 'headers-only';
  count?: 'exact' | 'planned' | 'estimated' | undefined;
  resolution?: 'merge-duplicates' | 'ignore-duplicates' | undefined;
}

export function parsePrefer(header: string | string[] | undefined): Prefer {
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

export function wantsObject(req: IncomingMessage): boolean {
  return (req.headers.accept ?? '').includes('application/vnd.pgrst.object+json');
}

/** Like a hosted project's `max_rows`: a GET never returns more rows than this, whatever its limit. */
export const maxRows = 1000;


export function singleObject(rows: unknown[]): string {
  if (rows.length !== 1) {
    throw pgrstError(406, 'PGRST116', 'JSON object requested, multiple (or no) rows returned', `The result contains ${rows.length} rows`, null);
  }
  return JSON.stringify(rows[0]);
}

export function contentRange(offset: number, n: number, total: number | undefined): string {
  const size = total === undefined ? '*' : String(total);
  return n === 0 ? `*/${size}` : `${offset}-${offset + n - 1}/${size}`;
}
