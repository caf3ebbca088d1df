// The sync engine's pending state: which local writes and queued submissions wait for the server, published as the status's count and list.
import type { SyncedCollectionName } from '../collections.ts';
import type { MaarifaDatabase } from '../database.ts';
import type { CollectionReplication } from './collection-replication.ts';
import type { SyncStatus } from './sync-status-store.ts';

export type PendingSummary = Pick<SyncStatus, 'pending' | 'unsent'>;

export class PendingState {
  /** `collection:id` of each local write, `outbox:id` of each queued submission, not accepted yet. */
  private readonly keys = new Set<string>();
  private pushedWaiters: (() => void)[] = [];
  private localWritesDuringRound = 0;

  constructor(private readonly publish: (summary: PendingSummary) => void) {}

  /**
   * Follows local writes (each one starts a debounced round through `onLocalWrite`), what each replication sent or
   * settled as a conflict, and the outbox; returns the unsubscribe.
   */
  watch(db: MaarifaDatabase, replications: ReadonlyMap<SyncedCollectionName, CollectionReplication>, onLocalWrite: () => void): () => void {
    const cleanups: (() => void)[] = [];
    for (const [name, replication] of replications) {
      const collection = db.collections[name];
      const localWrites = collection.eventBulks$.subscribe((bulk) => {
        if (bulk.context.startsWith('replication-')) return;
        for (const event of bulk.events) this.keys.add(`${name}:${event.documentId}`);
        this.localWritesDuringRound += 1;
        this.changed();
        // A round shortly after the burst pushes it, then pulls the versions the server gave it (or,
        // while the gate is closed, tries to reopen it unless back-off decides).
        onLocalWrite();
      });
      const sent = replication.sent$.subscribe((doc) => {
        if (this.keys.delete(`${name}:${doc.id}`)) this.changed();
      });
      const resolved = replication.conflict$.subscribe((conflict) => {
        if (this.keys.delete(`${name}:${conflict.input.newDocumentState.id}`)) this.changed();
      });
      cleanups.push(() => {
        localWrites.unsubscribe();
        sent.unsubscribe();
        resolved.unsubscribe();
      });
    }
    const outbox = db.collections.outbox;
    if (outbox) {
      const subscription = outbox.eventBulks$.subscribe((bulk) => {
        for (const event of bulk.events) {
          if (event.documentData.kind === 'discussion_view') continue;
          if (event.documentData.status === 'pending') this.keys.add(`outbox:${event.documentId}`);
          else this.keys.delete(`outbox:${event.documentId}`);
        }
        this.changed();
        // A noted view waits for the next round rather than making one.
        if (bulk.events.some((event) => event.documentData.status === 'pending' && event.documentData.kind !== 'discussion_view')) onLocalWrite();
      });
      cleanups.push(() => subscription.unsubscribe());
    }
    return () => {
      for (const cleanup of cleanups) cleanup();
    };
  }

  /** The count the shell shows, and which records still wait, so each screen can mark them until the server has them. */
  describe(): PendingSummary {
    return { pending: this.keys.size, unsent: [...this.keys].filter((key) => !key.startsWith('outbox:')) };
  }

  hasUnpushedLocalWrites(): boolean {
    return [...this.keys].some((key) => !key.startsWith('outbox:'));
  }

  /** A round begins: local writes are counted from here. */
  roundStarted(): void {
    this.localWritesDuringRound = 0;
  }

  /** A round ended in sync: with no local write during it, nothing waits any more. */
  roundSucceeded(): void {
    if (this.localWritesDuringRound === 0) this.keys.clear();
  }

  /** Adds keys read from storage (writes of earlier sessions) and publishes the set. */
  addAll(keys: readonly string[]): void {
    for (const key of keys) this.keys.add(key);
    this.changed();
  }

  /** Resolves once no local write waits for the server (or the round failed, or 15 s passed: pulls never wait longer). */
  async whenLocalWritesPushed(failed: Promise<never>): Promise<void> {
    if (!this.hasUnpushedLocalWrites()) return;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let wake: () => void = () => undefined;
    const pushed = new Promise<void>((resolve) => {
      wake = resolve;
      this.pushedWaiters.push(resolve);
      timer = setTimeout(resolve, 15_000);
    });
    try {
      await Promise.race([pushed, failed.catch(() => undefined)]);
    } finally {
      clearTimeout(timer);
      this.pushedWaiters = this.pushedWaiters.filter((waiter) => waiter !== wake);
    }
  }

  /** Wakes every round still waiting for its pushes (sync stopped). */
  stop(): void {
    for (const wake of this.pushedWaiters.splice(0)) wake();
  }

  /** Publishes the pending set, and wakes a round waiting for its local writes to be pushed once none is left. */
  private changed(): void {
    this.publish(this.describe());
    if (!this.hasUnpushedLocalWrites()) for (const wake of this.pushedWaiters.splice(0)) wake();
  }
}
