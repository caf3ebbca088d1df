// Delivers submissions made while signed out (the anon role may insert contact messages): straight away when online,
// otherwise when the connection returns — exactly once, because the row's id is made here and a resend is refused as a duplicate.
import type { SubmissionOutcome } from './submit-through-outbox';
import { readAnonymousOutbox, writeAnonymousOutbox, type AnonymousOutboxEntry } from './anonymous-outbox-store';
import { loadSupabaseClient } from '../../../lib/load-supabase-client.ts';

type SendResult = 'delivered' | 'network' | { refused: string };

/**
 * What an answer to an insert means for the queued entry. Only a definitive refusal drops it: no answer, an expired
 * key (401), a timeout (408), a rate limit (429) or a server fault (5xx) say nothing about the message itself.
 */
export function classifyInsertAnswer(status: number, error: { code?: string; message: string } | null): SendResult {
  // A duplicate key means an earlier send arrived and only its answer was lost.
  if (!error || error.code === '23505') return 'delivered';
  if (status === 0 || status === 401 || status === 408 || status === 429 || status >= 500) return 'network';
  return { refused: error.message };
}

async function send(entry: AnonymousOutboxEntry): Promise<SendResult> {
  const client = await loadSupabaseClient();
  try {
    // A plain insert: the anon role may insert but not read these rows, and an upsert would need to read them.
    const { error, status } = await client.from(entry.table).insert({ ...entry.row, id: entry.id });
    return classifyInsertAnswer(status, error);
  } catch {
    return 'network';
  }
}

async function tellRefused(reason: string): Promise<void> {
  const [{ toaster }, { publicFormsTexts }, { t }] = await Promise.all([import('../../../ui/toaster'), import('../texts'), import('../../../lib/i18n')]);
  const m = publicFormsTexts.queuedMessageRefused;
  toaster.create({ type: 'error', title: t(m.title), description: t(m.description, { reason }), duration: 15_000 });
}

function remove(id: string): void {
  writeAnonymousOutbox(readAnonymousOutbox().filter((entry) => entry.id !== id));
}

let flushing: Promise<void> | null = null;

/** Sends every queued entry once; entries the network could not carry stay for the next try. */
export function flushAnonymousOutbox(): Promise<void> {
  flushing ??= (async () => {
    for (const entry of readAnonymousOutbox()) {
      const result = await send(entry);
      if (result === 'network') break;
      // Delivered, or refused by the server for good (a resend would be refused again): either way it leaves the queue.
      remove(entry.id);
      if (result !== 'delivered') await tellRefused(result.refused);
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}

let watching = false;

/**
 * Sends the queue whenever the browser says it is back online, and now unless `sendNow` is false (a submit sending
 * its own entry this moment: flushing too would post the same message twice, the second refused as a duplicate).
 */
export function watchAnonymousOutbox({ sendNow = true }: { sendNow?: boolean } = {}): void {
  if (watching || typeof window === 'undefined') return;
  watching = true;
  window.addEventListener('online', () => void flushAnonymousOutbox());
  if (sendNow && navigator.onLine) void flushAnonymousOutbox();
}

export async function submitAnonymously(table: AnonymousOutboxEntry['table'], row: Record<string, unknown>): Promise<SubmissionOutcome> {
  const entry: AnonymousOutboxEntry = { id: crypto.randomUUID(), table, row, created_at: new Date().toISOString() };
  try {
    writeAnonymousOutbox([...readAnonymousOutbox(), entry]);
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  watchAnonymousOutbox({ sendNow: false });
  if (!navigator.onLine) return { kind: 'queued-offline', id: entry.id };
  const result = await send(entry);
  if (result === 'delivered') {
    remove(entry.id);
    return { kind: 'delivered', id: entry.id };
  }
  if (result === 'network') return { kind: navigator.onLine ? 'queued' : 'queued-offline', id: entry.id };
  remove(entry.id);
  return { kind: 'failed', error: result.refused };
}
