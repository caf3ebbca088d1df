// The replication RPCs as a test calls them for one signed-in user: sync_pull, sync_push, and a pull to the end of a table.
import { expect } from 'vitest';
import type { TestUser } from './backend.ts';

export type Row = Record<string, unknown> & { id: string; _xid: number; _deleted?: boolean };
export type Checkpoint = { xid: number; id: string; epoch?: string } | null;
export type PullResult = Record<string, { rows: Row[]; checkpoint: Checkpoint; more: boolean; reset: boolean }>;
export type PushResult = {
  conflicts: { table: string; id: string; row: Row | null }[];
  rejected: { table: string; id: string; code: string; message: string; row: Row | null }[];
};

export async function pull(user: TestUser, checkpoints: Record<string, Checkpoint>): Promise<PullResult> {
  const { data, error } = await user.client.rpc('sync_pull', { checkpoints });
  expect(error).toBeNull();
  return data as PullResult;
}

export async function push(user: TestUser, changes: unknown[]): Promise<PushResult> {
  const { data, error } = await user.client.rpc('sync_push', { changes });
  expect(error).toBeNull();
  return data as PushResult;
}

/** Pulls a table to its end and returns the latest entry per id, as a device would hold them. */
export async function pullToEnd(user: TestUser, table: string, from: Checkpoint = null): Promise<{ byId: Map<string, Row>; checkpoint: Checkpoint }> {
  const byId = new Map<string, Row>();
  let checkpoint = from;
  for (;;) {
    const page = (await pull(user, { [table]: checkpoint }))[table]!;
    for (const row of page.rows) byId.set(row.id, row);
    checkpoint = page.checkpoint;
    if (!page.more) return { byId, checkpoint };
  }
}
