// Conflict resolution: the server's version wins everywhere, and the user's losing version is kept in the conflicts collection.
import { defaultConflictHandler, type RxConflictHandler, type WithDeleted } from 'rxdb';
import { isSameContent, pickServerKeptFields } from './row-mapping.ts';

/** Why the server refused a change, noted by the push handler for the conflict handler to read. */
export type PushRefusal = { reason: 'conflict' | 'rejected'; code: string | null; message: string | null; serverRowMissing: boolean };

export type LosingVersion = {
  collection: string;
  docId: string;
  reason: 'conflict' | 'rejected';
  local: Record<string, unknown>;
  server: Record<string, unknown> | null;
  code: string | null;
  message: string | null;
};

/**
 * Per-database notes shared by the push handler and the conflict handler: RxDB's conflict
 * handler only sees document states, not why the server refused them.
 */
export class SyncNotes {
  private readonly refusals = new Map<string, PushRefusal>();
  noteRefusal(collection: string, id: string, refusal: PushRefusal): void {
    this.refusals.set(`${collection}:${id}`, refusal);
  }

  takeRefusal(collection: string, id: string): PushRefusal | undefined {
    const key = `${collection}:${id}`;
    const refusal = this.refusals.get(key);
    this.refusals.delete(key);
    return refusal;
  }
}

export function createServerWinsConflictHandler<T>(
  collection: string,
  notes: SyncNotes,
  recordLosingVersion: (losing: LosingVersion) => Promise<void>,
): RxConflictHandler<T> {
  return {
    isEqual: defaultConflictHandler.isEqual,
    async resolve(input) {
      const local = input.newDocumentState as unknown as Record<string, unknown> & { id: string };
      const real = input.realMasterState as unknown as Record<string, unknown>;
      const assumed = input.assumedMasterState as unknown as Record<string, unknown> | undefined;
      const refusal = notes.takeRefusal(collection, local.id);

      if (!refusal || refusal.reason === 'conflict') {
        if (isSameContent(collection, real, local)) return input.realMasterState;
        // The server moved on only because of this device's own earlier push (the row was pushed
        // again before its new version number was pulled): not a conflict, re-base onto it.
        const movedOnlyByUs = !refusal?.serverRowMissing && assumed !== undefined && isSameContent(collection, real, assumed);
        if (movedOnlyByUs) {
          return { ...local, ...pickServerKeptFields(collection, real) } as unknown as WithDeleted<T>;
        }
      }

      await recordLosingVersion({
        collection,
        docId: local.id,
        reason: refusal?.reason ?? 'conflict',
        local: stripInternalFields(local),
        server: refusal?.serverRowMissing ? null : stripInternalFields(real),
        code: refusal?.code ?? null,
        message: refusal?.message ?? null,
      });
      return input.realMasterState;
    },
  };
}

function stripInternalFields(doc: Record<string, unknown>): Record<string, unknown> {
  const { _meta, _rev, _attachments, ...rest } = doc;
  void _meta;
  void _rev;
  void _attachments;
  return rest;
}
