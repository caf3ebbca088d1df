// How a push is cut into requests the server takes, and how each request's answer is folded into one: pure functions
// the request batcher calls (sizes measured as the server measures them).
import { SYNC_PUSH_LIMITS } from '../../lib/limits.ts';
import { getChangeKey, type PushAnswer, type PushChange, type PushResponse } from './protocol-types.ts';

const OVER_CAP_MESSAGE = `This change is too large to send: one request may carry at most ${SYNC_PUSH_LIMITS.maxBytes / (1024 * 1024)} MiB. Shorten it and save again.`;

/**
 * Bytes of changes one request is filled with. The server measures a push as jsonb text, which spells JSON with a space
 * after every ':' and ',' (at most 1.5 times the compact form this engine sends), so half its cap always fits.
 */
const PUSH_BYTE_BUDGET = Math.floor(SYNC_PUSH_LIMITS.maxBytes / 2);
/** What one change adds to a request besides its row: its table's name and a base xid, in the grouped wire form. */
const PER_CHANGE_OVERHEAD = 64;

/**
 * Cuts changes into requests the server takes: at most `batchSize` and the server's change cap per request, and at most
 * PUSH_BYTE_BUDGET bytes of rows. A change over the server's byte cap on its own could never pass: it is answered as
 * rejected here (it goes to the conflicts list with the reason, and the user's text stays there), never sent.
 */
export function chunkPushChanges(changes: PushChange[], batchSize: number, answer: PushResponse, byteBudget = PUSH_BYTE_BUDGET): PushChange[][] {
  const maxCount = Math.max(1, Math.min(batchSize, SYNC_PUSH_LIMITS.maxChanges));
  const chunks: PushChange[][] = [];
  let current: PushChange[] = [];
  let bytes = 0;
  for (const change of changes) {
    const size = utf8Length(JSON.stringify(change.row)) + PER_CHANGE_OVERHEAD;
    if (size > SYNC_PUSH_LIMITS.maxBytes) {
      answer.rejected.push({ table: change.table, id: change.row.id, code: '413', message: OVER_CAP_MESSAGE, row: null, unsent: true });
      continue;
    }
    if (current.length > 0 && (current.length >= maxCount || bytes + size > byteBudget)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(change);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

/** The UTF-8 length of a string without encoding it. */
export function utf8Length(text: string): number {
  let bytes = 0;
  for (let i = 0; i < text.length; i += 1) {
    const code = text.charCodeAt(i);
    if (code < 0x80) bytes += 1;
    else if (code < 0x800) bytes += 2;
    else if (code >= 0xd800 && code <= 0xdbff && i + 1 < text.length) {
      bytes += 4;
      i += 1;
    } else bytes += 3;
  }
  return bytes;
}

/**
 * Adds one request's answer to `answer`: its refusals, and the new version of every change it applied (all rows one
 * call writes share its transaction id). Returns how many applied changes came without a version.
 */
export function collectAppliedVersions(changes: PushChange[], response: PushAnswer | null, answer: PushResponse): number {
  const conflicts = response?.conflicts ?? [];
  const rejected = response?.rejected ?? [];
  answer.conflicts.push(...conflicts);
  answer.rejected.push(...rejected);
  const refused = new Set([...conflicts, ...rejected].map((entry) => getChangeKey(entry.table, entry.id)));
  const unchanged = new Map((response?.unchanged ?? []).map((entry) => [getChangeKey(entry.table, entry.id), entry]));
  const xid = response?.xid === undefined || response.xid === null ? null : Number(response.xid);
  let unversioned = 0;
  for (const change of changes) {
    const key = getChangeKey(change.table, change.row.id);
    if (refused.has(key)) continue;
    const same = unchanged.get(key);
    if (same) {
      answer.applied.set(key, { xid: Number(same._xid), modified: same._modified, kept: same.kept ?? {} });
    } else if (xid !== null) {
      const { _modified, ...kept } = response?.kept?.[change.table]?.[change.row.id] ?? {};
      answer.applied.set(key, { xid, modified: typeof _modified === 'string' ? _modified : (response?.modified ?? null), kept });
    } else {
      unversioned += 1;
    }
  }
  return unversioned;
}
