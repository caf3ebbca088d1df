// The sync engine: runs the collections' replications only with a valid access token, decides when to sync, backs off, reports status.
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { SYNCED_COLLECTION_NAMES, getCollectionTables, isSyncedCollectionName, type SyncedCollectionName } from '../collections.ts';
import { getSyncNotes, type MaarifaDatabase } from '../database.ts';
import { replicateMaarifaCollection, type CollectionReplication } from './collection-replication.ts';
import { drainOutbox } from './outbox-delivery.ts';
import { listUnpushedDocumentIds } from './pending-writes.ts';
import { SyncAuthError, SyncNetworkError } from './protocol-types.ts';
import { RequestBatcher } from './request-batcher.ts';
import { createSyncRpc, type SyncRpc } from './rpc-client.ts';
import { getDeviceId } from './device-id.ts';
import { LiveDoorbell, type DoorbellNote } from './live-doorbell.ts';
import { syncStatusStore, type SyncStatus, type SyncStatusStore } from './sync-status-store.ts';
import { isDataSaverOn } from '../../lib/data-settings.ts';

export type StartSyncOptions = {
  db: MaarifaDatabase;
  supabase: SupabaseClient;
  /** Most changes per `sync_push` request. Default 100. */
  pushBatchSize?: number;
  /** Most rows per table per `sync_pull` answer. Default 200. */
  pullBatchSize?: number;
  /** Quiet time after a local write before it is pushed. Default 1000 ms. */
  pushDebounceMs?: number;
  /** How long a handler waits for the other collections to join its request. Default 25 ms. */
  coalesceMs?: number;
  /** Sync every this often while online. Default 5 minutes. */
  intervalMs?: number;
  /** Back-off after errors: base doubles per failure up to max, with jitter. */
  backoffBaseMs?: number;
  backoffMaxMs?: number;
  /** Where status goes; defaults to the app's `syncStatusStore`. */
  statusStore?: SyncStatusStore;
  /**
   * Called after sync stopped because a different user signed in on a device holding someone
   * else's data. The app calls `clearLocalData()` here and opens a fresh database. (A session
   * ended by the server only pauses sync: the device keeps its unsent writes for the same user's
   * next sign-in. An explicit sign-out clears the data itself.)
   */
  onSignedOut?: () => void | Promise<void>;
  /** A token this close to expiry is not used (a request must not outlive it). Default 10 s. */
  tokenExpiryMarginMs?: number;
  /** Clock, for tests of token expiry. */
  now?: () => number;
  /** Replaces the network seam (unit tests run the engine against an in-memory server). */
  rpc?: SyncRpc;
  /**
   * Live updates (PROTOCOL.md, "Live updates"): hold one Realtime connection while this tab leads, is online, not hidden
   * for long and not in data-saver mode, and pull when a doorbell rings. Default true; the poll stays either way.
   */
  live?: boolean;
  /** Quiet time after a doorbell before the pull, plus up to as much again at random (devices spread out). Default 250 ms. */
  liveDebounceMs?: number;
  /** A tab hidden this long lets its connection go (the poll and the return to the tab catch up). Default 5 minutes. */
  liveHiddenGraceMs?: number;
  /** First back-off after a refused or lost channel (doubles per failure, up to 5 minutes). Default 2000 ms. */
  liveRetryBaseMs?: number;
  /** True while downloads wait for the learner (monthly data cap reached): pulls are held, pushes still go. */
  pullsHeld?: () => Promise<boolean>;
  /** Subscribes to the end of that wait (the learner lifted it, or a new period began); returns the unsubscribe. */
  onPullsResumed?: (listener: () => void) => () => void;
};

export type SyncHandle = {
  /** Runs a sync round now (push, pull, outbox) and resolves when it ended, successfully or not. */
  syncNow(): Promise<void>;
  /**
   * Counts, from storage rather than the status tally, what the server does not have and a sign-out now would
   * delete: local writes not accepted yet, queued or refused submissions, and losing versions in the conflicts list.
   */
  countUnsent(): Promise<number>;
  /** Resolves once this tab runs replication (at once in a single-instance database); never in a tab that is not the leader. */
  whenLeader(): Promise<void>;
  /** Stops replication and every trigger. Local data is untouched. */
  stop(): Promise<void>;
  readonly status: SyncStatusStore;
  readonly db: MaarifaDatabase;
};


const handlesByDatabase = new WeakMap<MaarifaDatabase, SyncHandle>();

/** The running engine of a database, if any (used by `clearLocalData`). */
export function getSyncHandle(db: MaarifaDatabase): SyncHandle | undefined {
  return handlesByDatabase.get(db);
}

export function startSync(options: StartSyncOptions): SyncHandle {
  const engine = new SyncEngine(options);
  handlesByDatabase.set(options.db, engine);
  engine.start();
  return engine;
}

class SyncEngine implements SyncHandle {
  readonly db: MaarifaDatabase;
  readonly status: SyncStatusStore;
  private readonly supabase: SupabaseClient;
  private readonly now: () => number;
  private readonly pushBatchSize: number;
  private readonly pullBatchSize: number;
  private readonly pushDebounceMs: number;
  private readonly intervalMs: number;
  private readonly backoffBaseMs: number;
  private readonly backoffMaxMs: number;
  private readonly batcher: RequestBatcher;
  private readonly replications = new Map<SyncedCollectionName, CollectionReplication>();
  private readonly cleanups: (() => void)[] = [];

  private session: Session | null = null;
  private stopped = false;
  private isLeader = false;
  private leadership: Promise<void> = Promise.resolve();
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private round: Promise<void> | null = null;
  private roundAgain = false;
  private roundFailure: ((error: unknown) => void) | null = null;
  private pendingKeys = new Set<string>();
  private pushedWaiters: (() => void)[] = [];
  private localWritesDuringRound = 0;

  private debounceTimer: ReturnType<typeof setTimeout> | undefined;
  private debounceWaiters: (() => void)[] = [];

  private doorbell: LiveDoorbell | null = null;
  private doorbellUser: string | null = null;
  private ringTimer: ReturnType<typeof setTimeout> | undefined;
  private hiddenSince: number | null = null;
  private hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  /** Transaction ids of this device's own recent pushes: their doorbells bring nothing new (the push answer did). */
  private readonly ownXids: number[] = [];

  constructor(private readonly options: StartSyncOptions) {
    this.db = options.db;
    this.supabase = options.supabase;
    this.status = options.statusStore ?? syncStatusStore;
    this.now = options.now ?? Date.now;
    this.pushBatchSize = options.pushBatchSize ?? 100;
    this.pullBatchSize = options.pullBatchSize ?? 200;
    this.pushDebounceMs = options.pushDebounceMs ?? 1000;
    this.intervalMs = options.intervalMs ?? 5 * 60_000;
    this.backoffBaseMs = options.backoffBaseMs ?? 2000;
    this.backoffMaxMs = options.backoffMaxMs ?? 5 * 60_000;
    const baseRpc = options.rpc ?? createSyncRpc(this.supabase, () => this.getAccessToken(), undefined, () => getDeviceId(this.db));
    const rpc = this.notingOwnPushes(options.rpc ? guardRpc(baseRpc, () => this.getAccessToken()) : baseRpc);
    this.batcher = new RequestBatcher({
      rpc,
      pushBatchSize: this.pushBatchSize,
      pullBatchSize: this.pullBatchSize,
      coalesceMs: options.coalesceMs ?? 25,
      onFailure: (error) => this.handleFailure(error),
      ...(options.pullsHeld ? { pullsHeld: options.pullsHeld } : {}),
    });
    // Nothing leaves before a round has checked the token.
    this.batcher.closeGate();
  }

  start(): void {
    const notes = getSyncNotes(this.db);
    const identifier = `maarifa-sync-v1:${getSupabaseUrl(this.supabase)}`;
    for (const name of Object.keys(this.db.collections)) {
      if (!isSyncedCollectionName(name)) continue;
      this.replications.set(
        name,
        replicateMaarifaCollection({
          db: this.db,
          name,
          batcher: this.batcher,
          notes,
          identifier,
          pushBatchSize: this.pushBatchSize,
          pullBatchSize: this.pullBatchSize,
          waitBeforePersist: () => this.waitForPushWindow(),
        }),
      );
    }
    this.watchLocalWrites();
    this.watchConflicts();
    this.watchAuth();
    this.watchBrowserTriggers();
    this.mirrorStatusAcrossTabs();
    const interval = setInterval(() => {
      if (this.isOnline()) void this.syncNow();
    }, this.intervalMs);
    this.cleanups.push(() => clearInterval(interval));
    const resumed = this.options.onPullsResumed?.(() => {
      if (this.isOnline()) void this.syncNow();
    });
    if (resumed) this.cleanups.push(resumed);

    this.cleanups.push(() => {
      clearTimeout(this.ringTimer);
      clearTimeout(this.hiddenTimer);
      void this.doorbell?.stop();
      this.doorbell = null;
    });

    if (this.db.multiInstance) {
      this.setStatus({ state: 'paused', pausedReason: 'not-leader' });
      this.leadership = this.db.waitForLeadership().then(() => {
        this.isLeader = true;
        void this.syncNow();
        this.updateLive();
      });
    } else {
      this.isLeader = true;
    }
  }

  whenLeader(): Promise<void> {
    return this.leadership;
  }

  async countUnsent(): Promise<number> {
    const unsent = await this.listUnsentKeys(true);
    const conflicts = this.db.collections.conflicts;
    const failed = this.db.collections.outbox ? await this.db.collections.outbox.count({ selector: { status: 'failed' } }).exec() : 0;
    return unsent.length + failed + (conflicts ? await conflicts.count().exec() : 0);
  }

  /**
   * Keys (`collection:id`, `outbox:id`) of every local write and queued submission the server has not accepted, read
   * from storage. Replication state exists only once a replication started; `startIdle` starts the ones that have not
   * (signed out, nothing leaves: the batcher's gate is closed) so that their writes can be counted.
   */
  private async listUnsentKeys(startIdle = false): Promise<string[]> {
    const keys: string[] = [];
    for (const [name, replication] of this.replications) {
      if (startIdle && !replication.internalReplicationState && !this.stopped) await replication.start();
      for (const id of await listUnpushedDocumentIds(replication)) keys.push(`${name}:${id}`);
    }
    const outbox = this.db.collections.outbox;
    // A noted view is not the user's work: it is neither counted nor kept back from a sign-out.
    if (outbox) for (const entry of await outbox.find({ selector: { status: 'pending', kind: { $ne: 'discussion_view' } } }).exec()) keys.push(`outbox:${entry.id}`);
    return keys;
  }

  syncNow(): Promise<void> {
    if (this.stopped) return Promise.resolve();
    if (this.round) {
      this.roundAgain = true;
      return this.round;
    }
    this.round = this.runRounds();
    return this.round;
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.retryTimer);
    clearTimeout(this.debounceTimer);
    clearTimeout(this.roundTimer);
    for (const resolve of this.debounceWaiters.splice(0)) resolve();
    for (const wake of this.pushedWaiters.splice(0)) wake();
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    this.batcher.failAll(new Error('sync stopped'));
    this.roundFailure?.(new Error('sync stopped'));
    await Promise.all([...this.replications.values()].map((replication) => replication.cancel()));
    if (handlesByDatabase.get(this.db) === this) handlesByDatabase.delete(this.db);
  }

  // ---- rounds ----

  private async runRounds(): Promise<void> {
    try {
      for (;;) {
        this.roundAgain = false;
        await this.runOneRound();
        // A request made while this round ran (the back-off timer, `online`, a caller) gets its own
        // round, even when this one failed: dropping it would leave nothing scheduled. The check and
        // the release of `round` happen in one synchronous step, so no request falls in between.
        if (!this.roundAgain || this.stopped) {
          this.round = null;
          return;
        }
      }
    } catch (error) {
      this.round = null;
      throw error;
    }
  }

  private async runOneRound(): Promise<void> {
    if (this.stopped || !this.isLeader) return;
    if (!this.hasValidToken()) {
      this.pauseForToken();
      return;
    }
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
    this.localWritesDuringRound = 0;
    const unversionedBefore = this.batcher.unversionedChanges;
    this.setStatus({ state: 'syncing', pausedReason: null });
    const failed = new Promise<never>((_, reject) => {
      this.roundFailure = reject;
    });
    failed.catch(() => undefined);
    try {
      this.batcher.expectPulls([...this.replications.keys()].flatMap((name) => getCollectionTables(name)));
      // A replication whose pull is still held from a failed round needs no second one: the held pull goes out now,
      // from the latest checkpoint (asked before the gate opens, which sends the held pulls on their way).
      const holdingPull = new Set([...this.replications.keys()].filter((name) => this.batcher.hasWaitingPull(getCollectionTables(name))));
      // Local writes waiting: they go first and the round's pull after them, so that one pull also brings what the
      // pushes changed on the server (lessons of a new enrolment, XP, counters), and no second round is needed.
      if (this.hasUnpushedLocalWrites()) this.batcher.deferPulls(this.whenLocalWritesPushed(failed));
      this.batcher.openGate();
      this.releasePushWindow();
      const replications = [...this.replications.values()];
      // start() runs a replication the first time and afterwards re-runs pull and push from the checkpoints.
      const starts = [...this.replications].map(([name, replication]) =>
        replication.internalReplicationState && holdingPull.has(name) ? Promise.resolve() : replication.start(),
      );
      await Promise.race([Promise.all(starts), failed]);
      await Promise.race([
        Promise.all([drainOutbox(this.db, this.batcher, this.pushBatchSize), ...replications.map((replication) => replication.awaitInSync())]),
        failed,
      ]);
      this.failures = 0;
      // A push answer carries the new versions; only an older server's does not, and then they are pulled now, so the
      // next edit is based on them.
      if (this.batcher.unversionedChanges !== unversionedBefore) this.roundAgain = true;
      if (this.localWritesDuringRound === 0) this.pendingKeys.clear();
      this.setStatus({
        state: 'up-to-date',
        error: null,
        lastSyncedAt: new Date(this.now()).toISOString(),
        ...this.describePending(),
      });
    } catch {
      // The failure was handled where it happened: gate closed, status set, retry scheduled.
      await this.countUnpushedWrites();
    } finally {
      this.roundFailure = null;
    }
  }

  /** The count the shell shows, and which records still wait, so each screen can mark them until the server has them. */
  private describePending(): Pick<SyncStatus, 'pending' | 'unsent'> {
    return { pending: this.pendingKeys.size, unsent: [...this.pendingKeys].filter((key) => !key.startsWith('outbox:')) };
  }

  private hasUnpushedLocalWrites(): boolean {
    return [...this.pendingKeys].some((key) => !key.startsWith('outbox:'));
  }

  /** Publishes the pending set, and wakes a round waiting for its local writes to be pushed once none is left. */
  private pendingChanged(): void {
    this.setStatus(this.describePending());
    if (!this.hasUnpushedLocalWrites()) for (const wake of this.pushedWaiters.splice(0)) wake();
  }

  /** Resolves once no local write waits for the server (or the round failed, or 15 s passed: pulls never wait longer). */
  private async whenLocalWritesPushed(failed: Promise<never>): Promise<void> {
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

  /** After a failed round (e.g. the app started offline), the pending count includes writes from earlier sessions. */
  private async countUnpushedWrites(): Promise<void> {
    try {
      for (const key of await this.listUnsentKeys()) this.pendingKeys.add(key);
      this.pendingChanged();
    } catch {
      // Counting is best effort; it never blocks sync.
    }
  }

  /** A request failed: the batcher closed its gate and holds the calls; decide when to try again. */
  private handleFailure(error: unknown): void {
    if (this.stopped) return;
    this.roundFailure?.(error);
    if (error instanceof SyncAuthError) {
      this.setStatus({ state: 'paused', pausedReason: 'token-expired', error: error.message });
      // The token may be refreshable now; if not, TOKEN_REFRESHED or SIGNED_IN resumes sync.
      void this.tryRefreshSession();
      return;
    }
    this.failures += 1;
    const message = error instanceof Error ? error.message : String(error);
    this.setStatus({ state: error instanceof SyncNetworkError ? 'offline' : 'error', error: message });
    this.scheduleRetry();
  }

  private scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    const exponential = Math.min(this.backoffMaxMs, this.backoffBaseMs * 2 ** Math.max(0, this.failures - 1));
    // Jitter in the upper half: many devices coming back at once do not hit the server together.
    const delay = exponential / 2 + Math.random() * (exponential / 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.syncNow();
    }, delay);
  }

  // ---- auth ----

  private watchAuth(): void {
    const { data } = this.supabase.auth.onAuthStateChange((event: AuthChangeEvent, session: Session | null) => {
      // supabase-js holds a lock during this callback; act after it returns.
      setTimeout(() => void this.handleAuthEvent(event, session), 0);
    });
    this.cleanups.push(() => data.subscription.unsubscribe());
  }

  private async handleAuthEvent(event: AuthChangeEvent, session: Session | null): Promise<void> {
    if (this.stopped) return;
    if (event === 'SIGNED_OUT') {
      // The server ended the session, or the user signed out (then the sign-out command clears the data). Either
      // way nothing is deleted here: unsent writes wait for the same user's next sign-in.
      this.session = null;
      this.updateLive();
      this.batcher.closeGate();
      // A round under way can finish nothing now: it ends, and its held calls go out with the next sign-in's round
      // (otherwise that sign-in would join a round that waits forever).
      this.roundFailure?.(new SyncAuthError('signed out'));
      this.setStatus({ state: 'paused', pausedReason: 'signed-out' });
      return;
    }
    if (session && (await this.holdsAnotherUsersData(session.user.id))) {
      this.session = null;
      this.batcher.closeGate();
      this.setStatus({ state: 'paused', pausedReason: 'signed-out', pending: 0, unsent: [] });
      await this.stop();
      await this.options.onSignedOut?.();
      return;
    }
    this.session = session;
    this.updateLive();
    if (!session) {
      this.setStatus({ state: 'paused', pausedReason: 'signed-out' });
      return;
    }
    if (event === 'INITIAL_SESSION' || event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED') {
      this.failures = 0;
      void this.syncNow();
    }
  }

  /** The device's own profile row tells whose data the database holds (pulls bring only the caller's). */
  private async holdsAnotherUsersData(userId: string): Promise<boolean> {
    const profiles = this.db.collections.profiles;
    if (!profiles || this.db.closed) return false;
    const other = await profiles.findOne({ selector: { id: { $ne: userId } } }).exec();
    return other !== null;
  }

  private hasValidToken(): boolean {
    const session = this.session;
    if (!session?.access_token) return false;
    const expiresAtMs = getTokenExpiryMs(session);
    return expiresAtMs === null || expiresAtMs - (this.options.tokenExpiryMarginMs ?? 10_000) > this.now();
  }

  private async getAccessToken(): Promise<string> {
    if (!this.hasValidToken() || !this.session) throw new SyncAuthError('The access token has expired; sync is paused until it is refreshed.');
    return this.session.access_token;
  }

  private pauseForToken(): void {
    this.batcher.closeGate();
    this.setStatus({ state: 'paused', pausedReason: this.session ? 'token-expired' : 'signed-out' });
    if (this.session) void this.tryRefreshSession();
  }

  private refreshing = false;
  private async tryRefreshSession(): Promise<void> {
    if (this.refreshing || !this.session || !this.isOnline()) return;
    this.refreshing = true;
    try {
      // On success supabase-js emits TOKEN_REFRESHED, which resumes sync.
      await this.supabase.auth.refreshSession();
    } catch {
      // Offline or refused: stay paused; sign-in or a later refresh resumes.
    } finally {
      this.refreshing = false;
    }
  }

  // ---- triggers ----

  /**
   * Shared by every collection's push: opens after a quiet period, so one request carries them
   * all. While the gate is closed (offline, paused) it stays shut, so writes pile up in RxDB's
   * queue and go out together, in full batches, when a round reopens it.
   */
  private waitForPushWindow(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.debounceWaiters.push(resolve);
      clearTimeout(this.debounceTimer);
      // Downstream writes pass here too, so this only opens the window; rounds are started by local writes.
      this.debounceTimer = setTimeout(() => {
        if (this.batcher.open) this.releasePushWindow();
      }, this.pushDebounceMs);
    });
  }

  private releasePushWindow(): void {
    clearTimeout(this.debounceTimer);
    for (const waiter of this.debounceWaiters.splice(0)) waiter();
  }

  private watchLocalWrites(): void {
    for (const [name, replication] of this.replications) {
      const collection = this.db.collections[name];
      const localWrites = collection.eventBulks$.subscribe((bulk) => {
        if (bulk.context.startsWith('replication-')) return;
        for (const event of bulk.events) this.pendingKeys.add(`${name}:${event.documentId}`);
        this.localWritesDuringRound += 1;
        this.pendingChanged();
        // A round shortly after the burst pushes it, then pulls the versions the server gave it (or,
        // while the gate is closed, tries to reopen it unless back-off decides).
        this.scheduleDebouncedRound();
      });
      const sent = replication.sent$.subscribe((doc) => {
        if (this.pendingKeys.delete(`${name}:${doc.id}`)) this.pendingChanged();
      });
      const resolved = replication.conflict$.subscribe((conflict) => {
        if (this.pendingKeys.delete(`${name}:${conflict.input.newDocumentState.id}`)) this.pendingChanged();
      });
      this.cleanups.push(() => {
        localWrites.unsubscribe();
        sent.unsubscribe();
        resolved.unsubscribe();
      });
    }
    const outbox = this.db.collections.outbox;
    if (outbox) {
      const subscription = outbox.eventBulks$.subscribe((bulk) => {
        for (const event of bulk.events) {
          if (event.documentData.kind === 'discussion_view') continue;
          if (event.documentData.status === 'pending') this.pendingKeys.add(`outbox:${event.documentId}`);
          else this.pendingKeys.delete(`outbox:${event.documentId}`);
        }
        this.pendingChanged();
        // A noted view waits for the next round rather than making one.
        if (bulk.events.some((event) => event.documentData.status === 'pending' && event.documentData.kind !== 'discussion_view')) this.scheduleDebouncedRound();
      });
      this.cleanups.push(() => subscription.unsubscribe());
    }
  }

  private roundTimer: ReturnType<typeof setTimeout> | undefined;
  private scheduleDebouncedRound(): void {
    // After a failure the back-off timer (or `online`, or a token refresh) decides, not every write.
    if (this.retryTimer !== undefined || this.failures > 0 || this.status.getState().state === 'paused') return;
    clearTimeout(this.roundTimer);
    this.roundTimer = setTimeout(() => void this.syncNow(), this.pushDebounceMs);
  }

  private watchConflicts(): void {
    const conflicts = this.db.collections.conflicts;
    if (!conflicts) return;
    const subscription = conflicts.count().$.subscribe((count) => this.setStatus({ conflicts: count }));
    this.cleanups.push(() => subscription.unsubscribe());
  }

  private watchBrowserTriggers(): void {
    if (typeof window === 'undefined' || typeof window.addEventListener !== 'function') return;
    const onOnline = () => {
      this.failures = 0;
      void this.syncNow();
      this.updateLive();
    };
    const onOffline = () => {
      // No request can succeed: hold writes until `online` instead of failing one attempt per burst.
      this.batcher.closeGate();
      // A round under way ends here as after a failed request: its calls wait at the closed gate, and a round left
      // waiting for them would be the one `online` joins instead of starting its own (nothing would open the gate).
      this.roundFailure?.(new SyncNetworkError('The device went offline.'));
      this.setStatus({ state: 'offline' });
      this.updateLive();
    };
    const onVisible = () => {
      clearTimeout(this.hiddenTimer);
      if (document.visibilityState === 'visible') {
        this.hiddenSince = null;
        void this.syncNow();
      } else {
        this.hiddenSince = this.now();
        // Hidden for long: the connection goes, to spare the battery and the server; coming back rejoins and pulls.
        this.hiddenTimer = setTimeout(() => this.updateLive(), this.options.liveHiddenGraceMs ?? 5 * 60_000);
      }
      this.updateLive();
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('offline', onOffline);
    document.addEventListener('visibilitychange', onVisible);
    this.cleanups.push(() => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('offline', onOffline);
      document.removeEventListener('visibilitychange', onVisible);
    });
  }

  /**
   * Only the leader tab replicates; the other tabs show its status. The leader posts every
   * change; a tab that opens asks once for the current one.
   */
  private mirrorStatusAcrossTabs(): void {
    if (!this.db.multiInstance || typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(`maarifa-sync-status:${this.db.name}`);
    channel.onmessage = (event: MessageEvent<{ type: 'status'; status: SyncStatus } | { type: 'ask' }>) => {
      if (event.data.type === 'ask') {
        if (this.isLeader) channel.postMessage({ type: 'status', status: this.status.getState() });
      } else if (!this.isLeader) {
        this.status.setState(event.data.status);
      }
    };
    const unsubscribe = this.status.subscribe((status) => {
      if (this.isLeader) channel.postMessage({ type: 'status', status });
    });
    channel.postMessage({ type: 'ask' });
    this.cleanups.push(() => {
      unsubscribe();
      channel.close();
    });
  }

  // ---- live updates ----

  /** Whether this device should hold its Realtime connection now (PROTOCOL.md, "Live updates"). */
  private wantsLive(): boolean {
    if (this.options.live === false || this.stopped || !this.isLeader || !this.session || !this.isOnline()) return false;
    if (isSavingData()) return false;
    const grace = this.options.liveHiddenGraceMs ?? 5 * 60_000;
    return this.hiddenSince === null || this.now() - this.hiddenSince < grace;
  }

  /** Opens or closes the doorbell to match `wantsLive()`, and follows a change of user. */
  private updateLive(): void {
    const userId = this.wantsLive() ? (this.session?.user.id ?? null) : null;
    if (userId === this.doorbellUser) return;
    const previous = this.doorbell;
    this.doorbell = null;
    this.doorbellUser = userId;
    if (previous) void previous.stop();
    if (!userId) {
      this.setStatus({ live: false });
      return;
    }
    const doorbell = new LiveDoorbell({
      supabase: this.supabase,
      userId,
      retryBaseMs: this.options.liveRetryBaseMs,
      onRing: (note) => this.onDoorbell(note),
      onLiveChange: (live) => {
        if (this.doorbell !== doorbell) return;
        this.setStatus({ live });
        // Joined (again): whatever rang while the connection was down is pulled now.
        if (live) this.scheduleRingRound();
      },
    });
    this.doorbell = doorbell;
    doorbell.start();
  }

  private onDoorbell(note: DoorbellNote): void {
    if (typeof note.xid === 'number' && this.ownXids.includes(note.xid)) return;
    this.scheduleRingRound();
  }

  /** One pull for a burst of doorbells, a moment later (spread at random, so a community's devices do not pull at once). */
  private scheduleRingRound(): void {
    if (this.ringTimer !== undefined) return;
    const debounce = this.options.liveDebounceMs ?? 250;
    this.ringTimer = setTimeout(() => {
      this.ringTimer = undefined;
      if (this.retryTimer === undefined && this.status.getState().state !== 'paused') void this.syncNow();
    }, debounce + Math.random() * debounce);
  }

  private notingOwnPushes(rpc: SyncRpc): SyncRpc {
    return {
      ...rpc,
      push: async (changes) => {
        const answer = await rpc.push(changes);
        if (answer?.xid !== undefined && answer.xid !== null) {
          this.ownXids.push(Number(answer.xid));
          if (this.ownXids.length > 32) this.ownXids.shift();
        }
        return answer;
      },
    };
  }

  private isOnline(): boolean {
    return typeof navigator === 'undefined' || navigator.onLine !== false;
  }

  private setStatus(patch: Partial<SyncStatus>): void {
    if (this.stopped && patch.state !== 'paused') return;
    // A tab that does not replicate shows the leader's status (mirrored above), not its own guesses.
    if (!this.isLeader && this.db.multiInstance && typeof BroadcastChannel !== 'undefined' && patch.pausedReason !== 'not-leader') return;
    this.status.setState(patch);
  }
}

/** The same token check as the real client, for an injected rpc. */
function guardRpc(rpc: SyncRpc, getAccessToken: () => Promise<string>): SyncRpc {
  return {
    pull: async (checkpoints, batchSize) => {
      await getAccessToken();
      return rpc.pull(checkpoints, batchSize);
    },
    push: async (changes) => {
      await getAccessToken();
      return rpc.push(changes);
    },
    recordViews: async (ids) => {
      await getAccessToken();
      return rpc.recordViews(ids);
    },
    readVersions: async (table, ids) => {
      await getAccessToken();
      return rpc.readVersions(table, ids);
    },
    callAction: async (action) => {
      await getAccessToken();
      return rpc.callAction(action);
    },
  };
}

/** Data saver (the learner's setting, or the browser's Save-Data when none is chosen): live updates wait, the poll goes on. */
function isSavingData(): boolean {
  if (typeof navigator === 'undefined') return false;
  return isDataSaverOn();
}

function getTokenExpiryMs(session: Session): number | null {
  if (typeof session.expires_at === 'number') return session.expires_at * 1000;
  const payload = session.access_token.split('.')[1];
  if (!payload) return null;
  try {
    const claims = JSON.parse(atob(payload.replace(/-/g, '+').replace(/_/g, '/'))) as { exp?: number };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

function getSupabaseUrl(supabase: SupabaseClient): string {
  return (supabase as unknown as { supabaseUrl?: string }).supabaseUrl ?? 'supabase';
}

export { SYNCED_COLLECTION_NAMES };
