// Conflict resolution: the server's version wins everywhere, and the user's losing version is kept in the conflicts collection.
import { defaultConflictHandler, type RxConflictHandler, type WithDeleted } from 'rxdb';
import { getDocTable, type SyncedCollectionName } from '../collections.ts';
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
  private saveTimer: ReturnType<typeof setTimeout> | undefined;

  /**
   * `carried`: documents carried over by the upgrade to data layer v2, with the last server state the old replication
   * knew (see legacy-upgrade.ts); `saveCarried` stores what is left of them.
   */
  constructor(
    private readonly carried: Map<string, Record<string, unknown>> = new Map(),
    private readonly saveCarried: (carried: Map<string, Record<string, unknown>>) => void = () => undefined,
  ) {}

  /** The last known server state of a carried document that has not been pushed since the upgrade. */
  getCarried(collection: string, id: string): Record<string, unknown> | undefined {
    return this.carried.get(`${collection}:${id}`);
  }

  forgetCarried(collection: string, id: string): void {
    if (!this.carried.delete(`${collection}:${id}`)) return;
    clearTimeout(this.saveTimer);
    this.saveTimer = setTimeout(() => this.saveCarried(this.carried), 200);
  }

  noteRefusal(collection: string, id: string, refusal: PushRefusal): void {
    this.refusals.set(`${collection}:${id}`, refusal);
  }

  /**
   * What the server last applied of this device's versions of a row. An edit made while that push was under way goes
   * out on the old base; the server's newer version is then this device's own, not someone else's. Bounded: only
   * recent pushes matter.
   */
  private readonly pushed = new Map<string, Record<string, unknown>>();
  noteApplied(collection: string, id: string, doc: Record<string, unknown>): void {
    const key = `${collection}:${id}`;
    this.pushed.delete(key);
    this.pushed.set(key, doc);
    if (this.pushed.size > 5000) this.pushed.delete(this.pushed.keys().next().value!);
  }

  getApplied(collection: string, id: string): Record<string, unknown> | undefined {
    return this.pushed.get(`${collection}:${id}`);
  }

  takeRefusal(collection: string, id: string): PushRefusal | undefined {
    const key = `${collection}:${id}`;
    const refusal = this.refusals.get(key);
    this.refusals.delete(key);
    return refusal;
  }
}

export function createServerWinsConflictHandler<T>(
  collection: SyncedCollectionName,
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
      const pushed = notes.getApplied(collection, local.id);
      const table = getDocTable(collection, local);
      const carried = assumed === undefined ? notes.getCarried(collection, local.id) : undefined;
      notes.forgetCarried(collection, local.id);

      if (!refusal || refusal.reason === 'conflict') {
        if (isSameContent(table, real, local)) return input.realMasterState;
        // Carried over by the upgrade and not changed since: the server's newer version is no loss to the user.
        if (carried !== undefined && !refusal?.serverRowMissing && isSameContent(table, local, carried)) return input.realMasterState;
        // The server moved on only because of this device's own earlier push (the row was pushed again before its new
        // version was known, or edited again while a push was under way): not a conflict, re-base onto it.
        const movedOnlyByUs =
          !refusal?.serverRowMissing &&
          ((assumed !== undefined && isSameContent(table, real, assumed)) || (pushed !== undefined && isSameContent(table, real, pushed)));
        if (movedOnlyByUs) {
          return { ...local, ...pickServerKeptFields(table, real) } as unknown as WithDeleted<T>;
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
