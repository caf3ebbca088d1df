// PostgREST's error body and its mapping of a PostgreSQL error (SQLSTATE) to an HTTP status.
import type { PgError } from '../db.ts';
import { HttpError } from '../http.ts';
import type { DbRole } from './context.ts';

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
