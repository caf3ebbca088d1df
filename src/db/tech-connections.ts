// The user's tech and integration connections (tech_connections rows in `creator_tools`): one per tech id, written on
// the device and synced. Secrets are write-only: once sent the device holds them masked, and a screen shows the mask.
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import { deriveUuid } from '../lib/derived-id.ts';
import type { MaarifaDatabase } from './database.ts';
import { useLiveDocs } from './live-query.ts';
import type { CreatorToolDoc } from './schemas/creator-tools.ts';
import { maskCredentials } from './sync/row-mapping.ts';

/** Connections by tech id (a layer or an integration). */
export function useConnections(userId: string | null | undefined): { byTechId: ReadonlyMap<string, CreatorToolDoc>; loading: boolean } {
  const query = useMemo<MangoQuery<CreatorToolDoc>>(() => ({ selector: { kind: 'tech_connection', user_id: userId ?? '' } }), [userId]);
  const result = useLiveDocs('creator_tools', query);
  const byTechId = useMemo(() => new Map(result.data.filter((doc) => doc.tech_id).map((doc) => [doc.tech_id!, doc])), [result.data]);
  return { byTechId, loading: result.loading };
}

/** What a screen shows of stored credentials: `••••` and the last four characters, typed offline or not. */
export function showCredentials(credentials: unknown): Record<string, string> {
  return (maskCredentials(credentials) ?? {}) as Record<string, string>;
}

/**
 * Connects (new credentials) or updates (the fields given replace theirs; the others stay as stored). One row per
 * user and tech id: the id is derived from both, so two devices connecting the same tech write one row, and a
 * connection made again after a disconnect brings its row back.
 */
export async function writeConnection(db: MaarifaDatabase, userId: string, techId: string, credentials: Record<string, string>): Promise<{ id: string; updated: boolean }> {
  const now = new Date().toISOString();
  const existing = await db.creator_tools.findOne({ selector: { kind: 'tech_connection', user_id: userId, tech_id: techId } }).exec();
  if (existing) {
    await existing.incrementalPatch({ credentials: { ...(existing.credentials ?? {}), ...credentials }, is_active: true, updated_at: now });
    return { id: existing.id, updated: true };
  }
  const id = await deriveUuid(`maarifa-tech:${userId}:${techId}`);
  await db.creator_tools.upsert({
    id,
    kind: 'tech_connection',
    user_id: userId,
    creator_id: null,
    tech_id: techId,
    credentials,
    is_active: true,
    created_at: now,
    updated_at: now,
    name: null,
    description: null,
    trigger_type: null,
    trigger_config: null,
    actions: null,
    api_key_hash: null,
    api_key_last4: null,
    server_xid: null,
    server_modified: null,
  });
  return { id, updated: false };
}

/** Disconnects: the row is deleted (and the server forgets its secrets). */
export async function removeConnection(db: MaarifaDatabase, userId: string, techId: string): Promise<boolean> {
  const existing = await db.creator_tools.findOne({ selector: { kind: 'tech_connection', user_id: userId, tech_id: techId } }).exec();
  if (!existing) return false;
  await existing.remove();
  return true;
}
