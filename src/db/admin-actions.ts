// Admin decisions (review an application, grant or revoke a role, hide or pin content) as writes that work offline:
// queued in the outbox, sent once and in order by the sync engine, refused ones kept with the server's reason.
import { useEffect, useState } from 'react';
import { useRxDatabase } from 'rxdb/plugins/react';
import * as v from 'valibot';
import type { MaarifaDatabase } from './database.ts';

/** Each decision is one server function with its arguments; the server checks who may make it. */
export const adminActionSchema = v.variant('name', [
  v.object({
    name: v.literal('review_application'),
    args: v.object({ application_id: v.string(), decision: v.picklist(['approved', 'declined']), note: v.nullable(v.string()) }),
  }),
  v.object({
    name: v.literal('set_user_role'),
    args: v.object({ target_user_id: v.string(), role: v.string(), granted: v.boolean() }),
  }),
  v.object({
    name: v.literal('moderate_content'),
    args: v.object({ target_table: v.picklist(['discussions', 'discussion_comments']), target_id: v.string(), flag: v.picklist(['is_hidden', 'is_pinned']), value: v.boolean() }),
  }),
]);
export type AdminAction = v.InferOutput<typeof adminActionSchema>;

let lastQueuedAt = 0;

/**
 * Queues a decision and returns its id at once, online or not. Every one of these calls is idempotent on the server
 * (deciding an application the same way again, granting a role someone has, setting a flag to its value), so a
 * delivery repeated after a lost answer changes nothing.
 */
export async function queueAdminAction(db: MaarifaDatabase, action: AdminAction): Promise<string> {
  const id = crypto.randomUUID();
  // Delivery follows created_at; two decisions in one millisecond (a hide, then an unhide) would tie and go in the
  // order of their random ids, so each one queued here is at least a millisecond after the one before.
  lastQueuedAt = Math.max(Date.now(), lastQueuedAt + 1);
  await db.outbox.insert({
    id,
    kind: 'admin_action',
    payload: action,
    status: 'pending',
    error: null,
    created_at: new Date(lastQueuedAt).toISOString(),
    delivered_at: null,
  });
  return id;
}

export type QueuedAdminAction = { id: string; action: AdminAction; status: 'pending' | 'delivered' | 'failed'; error: string | null };

/** The decisions still waiting or refused, oldest first, so each screen can show what it has not sent yet and why one failed. */
export function useQueuedAdminActions(): QueuedAdminAction[] {
  const db = useRxDatabase() as unknown as MaarifaDatabase;
  const [queued, setQueued] = useState<QueuedAdminAction[]>([]);
  useEffect(() => {
    const subscription = db.outbox
      .find({ selector: { kind: 'admin_action', status: { $in: ['pending', 'failed'] } }, sort: [{ created_at: 'asc' }] })
      .$.subscribe((entries) => {
        setQueued(
          entries.flatMap((entry) => {
            const parsed = v.safeParse(adminActionSchema, entry.payload);
            return parsed.success ? [{ id: entry.id, action: parsed.output, status: entry.status, error: entry.error ?? null }] : [];
          }),
        );
      });
    return () => subscription.unsubscribe();
  }, [db]);
  return queued;
}

/** Takes a refused decision off the list once the admin has read why. */
export async function dismissAdminAction(db: MaarifaDatabase, id: string): Promise<void> {
  await (await db.outbox.findOne(id).exec())?.remove();
}
