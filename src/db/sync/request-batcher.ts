// Coalesces the per-collection pull and push calls of RxDB's replications into few `sync_pull` / `sync_push` requests.
import { getPushOrder } from '../collections.ts';
import {
  SyncTooLargeError,
  getChangeKey,
  type PullCheckpoint,
  type PullTableResult,
  type PushChange,
  type PushResponse,
} from './protocol-types.ts';
import { chunkPushChanges, collectAppliedVersions } from './push-chunks.ts';
import type { SyncRpc } from './rpc-client.ts';

/** A single change whose request keeps timing out is given up after this many rounds. */
const MAX_SLOW_ATTEMPTS = 3;
const TOO_LARGE_MESSAGE = 'This change is too large to send: the server refused it for its size. Shorten it and save again.';
const TOO_SLOW_MESSAGE = 'This change could not be sent: the server gave up on it several times.';

type Deferred<T> = { resolve: (value: T) => void; reject: (error: unknown) => void };

type PullWaiter = Deferred<PullTableResult> & { table: string; checkpoint: PullCheckpoint | null };
type PushWaiter = Deferred<PushResponse> & { changes: PushChange[] };

export type RequestBatcherOptions = {
  rpc: SyncRpc;
  /** Most changes in one `sync_push` request. */
  pushBatchSize: number;
  /** Most rows per table in one `sync_pull` answer. */
  pullBatchSize: number;
  /** How long a first call waits for the other collections' calls before the request goes out. */
  coalesceMs: number;
  /**
   * A request failed (network, server, token). Its calls are kept and the gate closes; the
   * engine decides when to reopen it (back-off, `online`, token refresh).
   */
  onFailure: (error: unknown) => void;
  /**
   * Asked before a pull goes out: true while the learner's monthly data cap holds downloads back (issue #26). Held pulls
   * are answered as "nothing new" from their own checkpoints, so the round ends and the next one pulls from there.
   */
  pullsHeld?: () => Promise<boolean>;
};

/**
 * RxDB runs one replication per collection and calls each one's handlers on its own. This
 * batcher is the single gateway to the network: calls arriving close together share one request,
 * so a catch-up after days offline costs a handful of round trips instead of one per collection.
 */
export class RequestBatcher {
  private pullWaiters: PullWaiter[] = [];
  private pushWaiters: PushWaiter[] = [];
  private pullTimer: ReturnType<typeof setTimeout> | undefined;
  private pushTimer: ReturnType<typeof setTimeout> | undefined;
  /** Tables whose pull is expected in the current round; the request leaves once all have asked. */
  private expectedPulls = new Set<string>();
  private pushQueue: Promise<void> = Promise.resolve();
  /** While closed nothing leaves; calls wait. RxDB's handlers never see a failure, so it never marks an unsent write as sent. */
  private isOpen = true;
  private stopped = false;
  /**
   * Changes the server applied without telling their new version (a server before protocol v2): a round that pushed
   * them is followed by a pull of the new versions.
   */
  unversionedChanges = 0;
  /** Timed-out attempts of single changes, by `table:id`. */
  private readonly slowAttempts = new Map<string, number>();

  constructor(private readonly options: RequestBatcherOptions) {}

  get open(): boolean {
    return this.isOpen;
  }

  closeGate(): void {
    this.isOpen = false;
  }

  openGate(): void {
    this.isOpen = true;
    if (this.pullWaiters.length > 0) this.flushPulls();
    if (this.pushWaiters.length > 0) this.flushPushes();
  }

  private fail(error: unknown): void {
    const wasOpen = this.isOpen;
    this.isOpen = false;
    if (wasOpen) this.options.onFailure(error);
  }

  /** Whether a pull of one of these tables is waiting to go out (held from a failed request, or coalescing). */
  hasWaitingPull(tables: readonly string[]): boolean {
    return this.pullWaiters.some((waiter) => tables.includes(waiter.table));
  }

  expectPulls(tables: Iterable<string>): void {
    this.expectedPulls = new Set(tables);
  }

  pull(table: string, checkpoint: PullCheckpoint | null): Promise<PullTableResult> {
    return new Promise<PullTableResult>((resolve, reject) => {
      this.pullWaiters.push({ table, checkpoint, resolve, reject });
      const waiting = new Set(this.pullWaiters.map((waiter) => waiter.table));
      const allArrived = [...this.expectedPulls].every((name) => waiting.has(name));
      if (!this.isOpen) return;
      if (allArrived) {
        this.flushPulls();
      } else if (!this.pullTimer) {
        this.pullTimer = setTimeout(() => this.flushPulls(), this.options.coalesceMs);
      }
    });
  }

  push(changes: PushChange[]): Promise<PushResponse> {
    return new Promise<PushResponse>((resolve, reject) => {
      this.pushWaiters.push({ changes, resolve, reject });
      if (this.isOpen && !this.pushTimer) this.pushTimer = setTimeout(() => this.flushPushes(), this.options.coalesceMs);
    });
  }

  /** A request outside the batches (rare), under the same gate: held while closed, retried after a failure. */
  async runGated<T>(request: (rpc: SyncRpc) => Promise<T>): Promise<T> {
    for (;;) {
      while (!this.isOpen) {
        if (this.stopped) throw new Error('sync stopped');
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      try {
        return await request(this.options.rpc);
      } catch (error) {
        this.fail(error);
      }
    }
  }

  /** Rejects every waiting call; only when sync stops for good (sign-out, stop). */
  failAll(error: unknown): void {
    this.stopped = true;
    clearTimeout(this.pullTimer);
    clearTimeout(this.pushTimer);
    this.pullTimer = undefined;
    this.pushTimer = undefined;
    for (const waiter of this.pullWaiters.splice(0)) waiter.reject(error);
    for (const waiter of this.pushWaiters.splice(0)) waiter.reject(error);
  }

  /** While set, pulls wait: the round's pushes go first, so its one pull also brings what they changed on the server. */
  private pullsDeferred: Promise<void> | null = null;

  /** Holds every pull until `until` settles (the round's local writes reached the server, or the round gave up). */
  deferPulls(until: Promise<void>): void {
    const gate = until.catch(() => undefined).then(() => {
      if (this.pullsDeferred !== gate) return;
      this.pullsDeferred = null;
      if (this.pullWaiters.length > 0) this.flushPulls();
    });
    this.pullsDeferred = gate;
  }

  private flushPulls(): void {
    clearTimeout(this.pullTimer);
    this.pullTimer = undefined;
    if (!this.isOpen || this.pullsDeferred) return;
    const waiters = this.pullWaiters.splice(0);
    if (waiters.length === 0) return;
    // A table asking twice before the flush is answered from its latest checkpoint only once.
    const byTable = new Map<string, PullWaiter[]>();
    for (const waiter of waiters) {
      const list = byTable.get(waiter.table) ?? [];
      list.push(waiter);
      byTable.set(waiter.table, list);
    }
    const checkpoints: Record<string, PullCheckpoint | null> = {};
    for (const [table, list] of byTable) checkpoints[table] = list[list.length - 1]!.checkpoint;

    const { pullsHeld } = this.options;
    if (!pullsHeld) {
      this.sendPull(waiters, byTable, checkpoints);
      return;
    }
    const sendIfStillOpen = () => {
      // The gate may have closed (or sync stopped) while the cap was asked: held calls wait, as a closed gate's do.
      if (this.stopped) for (const waiter of waiters) waiter.reject(new Error('sync stopped'));
      else if (!this.isOpen) this.pullWaiters.unshift(...waiters);
      else this.sendPull(waiters, byTable, checkpoints);
    };
    void pullsHeld().then(
      (held) => {
        if (!held) return sendIfStillOpen();
        for (const [table, list] of byTable) {
          this.expectedPulls.delete(table);
          for (const waiter of list) waiter.resolve({ rows: [], checkpoint: checkpoints[table] ?? null, more: false });
        }
      },
      () => sendIfStillOpen(),
    );
  }

  private sendPull(waiters: PullWaiter[], byTable: Map<string, PullWaiter[]>, checkpoints: Record<string, PullCheckpoint | null>): void {
    this.options.rpc.pull(checkpoints, this.options.pullBatchSize).then(
      (response) => {
        for (const [table, list] of byTable) {
          const result = response?.[table] ?? { rows: [], checkpoint: checkpoints[table] ?? null, more: false };
          if (!result.more) this.expectedPulls.delete(table);
          for (const waiter of list) waiter.resolve(result);
        }
      },
      (error: unknown) => {
        // Kept for the next attempt; they go out again once the gate reopens.
        this.pullWaiters.unshift(...waiters);
        this.fail(error);
      },
    );
  }

  private flushPushes(): void {
    clearTimeout(this.pushTimer);
    this.pushTimer = undefined;
    if (!this.isOpen || this.pushWaiters.length === 0) return;
    // Pushes go out one request at a time so that parents (courses) always precede children
    // (lessons); the waiters are taken when the previous request is done, so calls that arrived
    // meanwhile share the next request.
    this.pushQueue = this.pushQueue.then(() => {
      if (!this.isOpen) return;
      const waiters = this.pushWaiters.splice(0);
      if (waiters.length > 0) return this.sendPushes(waiters);
    });
  }

  private async sendPushes(waiters: PushWaiter[]): Promise<void> {
    const entries = waiters.flatMap((waiter) => waiter.changes);
    entries.sort((a, b) => getPushOrder(a.table) - getPushOrder(b.table));
    const answer: PushResponse = { conflicts: [], rejected: [], applied: new Map() };
    for (const chunk of chunkPushChanges(entries, this.options.pushBatchSize, answer)) {
      const sent = await this.sendChunk(chunk, answer);
      if (!sent) {
        // Nothing is known about this chunk or the ones after it; every waiter's changes go again
        // once the gate reopens, which is safe because the server applies an identical row only once.
        this.pushWaiters.unshift(...waiters);
        return;
      }
    }
    for (const waiter of waiters) {
      const ids = new Set(waiter.changes.map((change) => getChangeKey(change.table, change.row.id)));
      waiter.resolve({
        conflicts: answer.conflicts.filter((conflict) => ids.has(getChangeKey(conflict.table, conflict.id))),
        rejected: answer.rejected.filter((rejection) => ids.has(getChangeKey(rejection.table, rejection.id))),
        applied: new Map([...answer.applied].filter(([key]) => ids.has(key))),
      });
    }
  }

  /**
   * Sends one request's worth of changes; false when it failed and the gate closed. A request refused for its size
   * (or that took too long) is split in halves until each part passes, so one large change never holds the others
   * back; a single change that still cannot pass is answered as rejected (it goes to the conflicts list).
   */
  private async sendChunk(changes: PushChange[], answer: PushResponse): Promise<boolean> {
    if (!this.isOpen) return false;
    try {
      const response = await this.options.rpc.push(changes);
      for (const change of changes) this.slowAttempts.delete(getChangeKey(change.table, change.row.id));
      this.unversionedChanges += collectAppliedVersions(changes, response, answer);
      return true;
    } catch (error) {
      if (!(error instanceof SyncTooLargeError)) {
        this.fail(error);
        return false;
      }
      if (changes.length > 1) {
        const middle = Math.ceil(changes.length / 2);
        return (await this.sendChunk(changes.slice(0, middle), answer)) && (await this.sendChunk(changes.slice(middle), answer));
      }
      const change = changes[0]!;
      const key = `${change.table}:${change.row.id}`;
      const attempts = (this.slowAttempts.get(key) ?? 0) + 1;
      // A refusal for size is final; a single slow answer may be the network's fault, so it gets a few rounds first.
      if (error.status !== 413 && attempts < MAX_SLOW_ATTEMPTS) {
        this.slowAttempts.set(key, attempts);
        this.fail(error);
        return false;
      }
      this.slowAttempts.delete(key);
      answer.rejected.push({
        table: change.table,
        id: change.row.id,
        code: error.status === null ? 'timeout' : String(error.status),
        message: error.status === 413 ? TOO_LARGE_MESSAGE : `${TOO_SLOW_MESSAGE} (${error.message})`,
        row: null,
        unsent: true,
      });
      return true;
    }
  }
}
