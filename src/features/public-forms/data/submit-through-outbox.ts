// Queues a one-way submission (application or contact message) in the local outbox and reports what became of it.
// The database and sync code arrive by dynamic import only when a form is used, so no public page pays for them up front.
import type { MaarifaDatabase, OutboxKind } from '../../../db';

export type SubmissionOutcome =
  /** The server accepted the row. */
  | { kind: 'delivered'; id: string }
  /** Saved on the device while offline; the sync engine sends it when the connection returns. */
  | { kind: 'queued-offline'; id: string }
  /** Saved on the device and online, but the server has not answered yet (slow network): it will be sent. */
  | { kind: 'queued'; id: string }
  /** The server refused it, or it could not be saved: the form keeps its values. */
  | { kind: 'failed'; error: string };

/** How long an online submit waits for the server before telling the user it is saved and on its way. */
const DELIVERY_WAIT_MS = 15_000;

/** Loads the database and sync code; call it early (e.g. when the user starts typing) to hide the wait on 3G. */
export function preloadSubmissionCode(): void {
  void loadOutboxDatabase().catch(() => undefined);
}

/**
 * Opens the app's database with the sync engine running for the signed-in user: the engine is what delivers the
 * outbox, and the app shell owns starting it exactly once (two engines on one database would replicate twice).
 */
async function loadOutboxDatabase(): Promise<{ db: MaarifaDatabase; queue: typeof import('../../../db').queueSubmission }> {
  const [{ openDeviceData }, { queueSubmission }] = await Promise.all([import('../../../auth/device-data'), import('../../../db')]);
  return { db: await openDeviceData(), queue: queueSubmission };
}

export async function submitThroughOutbox(
  kind: OutboxKind,
  payload: Record<string, unknown>,
  waitMs: number = DELIVERY_WAIT_MS,
): Promise<SubmissionOutcome> {
  let id: string;
  let db: MaarifaDatabase;
  try {
    const loaded = await loadOutboxDatabase();
    db = loaded.db;
    id = await loaded.queue(db, kind, payload);
  } catch (error) {
    return { kind: 'failed', error: error instanceof Error ? error.message : String(error) };
  }
  if (!navigator.onLine) return { kind: 'queued-offline', id };
  return waitForDelivery(db, id, waitMs);
}

/** Follows one outbox entry until the server accepted or refused it, the connection dropped, or the wait ran out. */
function waitForDelivery(db: MaarifaDatabase, id: string, waitMs: number): Promise<SubmissionOutcome> {
  return new Promise((resolve) => {
    let done = false;
    // Held in an object because the query may answer synchronously, before the subscription is returned.
    const held: { subscription?: { unsubscribe(): void } } = {};
    const finish = (outcome: SubmissionOutcome) => {
      if (done) return;
      done = true;
      clearTimeout(timer);
      window.removeEventListener('offline', onOffline);
      held.subscription?.unsubscribe();
      resolve(outcome);
    };
    const onOffline = () => finish({ kind: 'queued-offline', id });
    const timer = setTimeout(() => finish({ kind: 'queued', id }), waitMs);
    window.addEventListener('offline', onOffline);
    held.subscription = db.outbox.findOne(id).$.subscribe((entry) => {
      if (entry?.status === 'delivered') finish({ kind: 'delivered', id });
      else if (entry?.status === 'failed') finish({ kind: 'failed', error: entry.error ?? 'Rejected by the server' });
    });
    if (done) held.subscription.unsubscribe();
  });
}
