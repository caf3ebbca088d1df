// Commands and hook for one-way submissions (instructor and affiliate applications, contact messages) that work offline.
import { useEffect, useState } from 'react';
import { useRxDatabase } from 'rxdb/plugins/react';
import type { MaarifaDatabase } from './database.ts';
import type { OutboxKind } from './schemas/outbox.ts';

export type SubmissionStatus = 'pending' | 'delivered' | 'failed';

/**
 * Queues a submission for the server and returns its id at once, online or not. The id is the
 * server row's id, so however often delivery is retried the server keeps exactly one row.
 * The payload holds the table's columns (e.g. user_id, full_name, email …), not the id.
 */
export async function queueSubmission(db: MaarifaDatabase, kind: OutboxKind, payload: Record<string, unknown>): Promise<string> {
  const id = crypto.randomUUID();
  await db.outbox.insert({
    id,
    kind,
    payload: { ...payload, id },
    status: 'pending',
    error: null,
    created_at: new Date().toISOString(),
    delivered_at: null,
  });
  return id;
}

/**
 * Notes that the user opened a discussion; the next sync round records every noted view in one call, and the server
 * counts each user once per discussion. Noting it again before then changes nothing.
 */
export async function noteDiscussionView(db: MaarifaDatabase, discussionId: string): Promise<void> {
  await db.outbox.upsert({
    id: discussionId,
    kind: 'discussion_view',
    payload: { discussion_id: discussionId },
    status: 'pending',
    error: null,
    created_at: new Date().toISOString(),
    delivered_at: null,
  });
}

/** Puts a failed submission back in the queue, e.g. after the user fixed what the server refused. */
export async function retrySubmission(db: MaarifaDatabase, id: string): Promise<void> {
  const entry = await db.outbox.findOne(id).exec();
  if (entry) await entry.incrementalPatch({ status: 'pending', error: null });
}

/** Whether a queued submission reached the server; undefined while loading or for an unknown id. */
export function useSubmissionStatus(id: string | null | undefined): { status: SubmissionStatus | undefined; error: string | null } {
  const db = useRxDatabase() as unknown as MaarifaDatabase;
  const [state, setState] = useState<{ status: SubmissionStatus | undefined; error: string | null }>({ status: undefined, error: null });
  useEffect(() => {
    if (!id) return;
    const subscription = db.outbox.findOne(id).$.subscribe((entry) => {
      setState({ status: entry?.status, error: entry?.error ?? null });
    });
    return () => subscription.unsubscribe();
  }, [db, id]);
  return state;
}
