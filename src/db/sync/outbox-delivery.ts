// Delivers queued one-way submissions through `sync_push` as inserts (the client-made id makes delivery exactly-once), admin decisions one call each in order, and noted discussion views in one call.
import * as v from 'valibot';
import { adminActionSchema } from '../admin-actions.ts';
import type { MaarifaDatabase } from '../database.ts';
import { SyncServerError } from './protocol-types.ts';
import type { RequestBatcher } from './request-batcher.ts';

/**
 * Sends every pending outbox entry, batch by batch, alongside whatever the replications push.
 * An entry is marked delivered only after the server answered; a lost answer means it is sent
 * again, and the server's `on conflict (id) do nothing` makes the second insert a no-op.
 */
export async function drainOutbox(db: MaarifaDatabase, batcher: RequestBatcher, batchSize: number): Promise<void> {
  const outbox = db.collections.outbox;
  if (!outbox) return;
  await recordViews(db, batcher);
  for (;;) {
    const pending = await outbox.find({ selector: { status: 'pending', kind: { $nin: ['discussion_view', 'admin_action'] } }, sort: [{ created_at: 'asc' }], limit: batchSize }).exec();
    if (pending.length === 0) break;
    const response = await batcher.push(
      pending.map((entry) => ({
        table: entry.kind,
        base_xid: null,
        row: { ...(entry.payload as Record<string, unknown>), id: entry.id },
      })),
    );
    const rejectedById = new Map(response.rejected.map((rejection) => [rejection.id, rejection]));
    const deliveredAt = new Date().toISOString();
    await Promise.all(
      pending.map((entry) => {
        const rejection = rejectedById.get(entry.id);
        return entry.incrementalPatch(
          rejection
            ? { status: 'failed', error: rejection.message ?? rejection.code ?? 'Rejected by the server' }
            : { status: 'delivered', delivered_at: deliveredAt, error: null },
        );
      }),
    );
  }
  await deliverAdminActions(db, batcher);
}

/**
 * Admin decisions go one call each, oldest first (a hide then an unhide must arrive in that order). A refusal (the
 * server answered 4xx: not allowed, decided meanwhile) marks the entry failed with the server's reason; a network
 * failure leaves it pending for the next round, like every other write.
 */
async function deliverAdminActions(db: MaarifaDatabase, batcher: RequestBatcher): Promise<void> {
  for (;;) {
    const [entry] = await db.outbox.find({ selector: { status: 'pending', kind: 'admin_action' }, sort: [{ created_at: 'asc' }], limit: 1 }).exec();
    if (!entry) return;
    const parsed = v.safeParse(adminActionSchema, entry.payload);
    const refusal = !parsed.success
      ? 'This decision could not be read on this device.'
      : await batcher.runGated(async (rpc) => {
          try {
            await rpc.callAction(parsed.output);
            return null;
          } catch (error) {
            if (error instanceof SyncServerError && error.status >= 400 && error.status < 500) return error.message;
            throw error;
          }
        });
    await entry.incrementalPatch(refusal === null ? { status: 'delivered', delivered_at: new Date().toISOString(), error: null } : { status: 'failed', error: refusal });
  }
}

/** Views are facts, not the user's words: one call records them all, and a delivered one leaves the queue. */
async function recordViews(db: MaarifaDatabase, batcher: RequestBatcher): Promise<void> {
  const views = await db.outbox.find({ selector: { status: 'pending', kind: 'discussion_view' }, limit: 1000 }).exec();
  if (views.length === 0) return;
  await batcher.runGated((rpc) => rpc.recordViews(views.map((view) => String((view.payload as { discussion_id?: unknown }).discussion_id))));
  await db.outbox.bulkRemove(views.map((view) => view.id));
}
