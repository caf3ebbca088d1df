// The sync engine's coordinator: starts the collections' replications and runs rounds (push, pull, outbox) only with a valid access
// token; its parts decide the rest: token-gate.ts, round-timing.ts (triggers and back-off), pending-state.ts, live-updates.ts.
import type { AuthChangeEvent, Session, SupabaseClient } from '@supabase/supabase-js';
import { SYNCED_COLLECTION_NAMES, getCollectionTables, isSyncedCollectionName, type SyncedCollectionName } from '../collections.ts';
import { getSyncNotes, type MaarifaDatabase } from '../database.ts';
import { isOnline, watchBrowserSignals } from './browser-signals.ts';
import { replicateMaarifaCollection, type CollectionReplication } from './collection-replication.ts';
import { getDeviceId } from './device-id.ts';
import { LiveUpdates } from './live-updates.ts';
import { drainOutbox } from './outbox-delivery.ts';
import { PendingState } from './pending-state.ts';
import { countUnsentWork, listUnsentKeys } from './pending-writes.ts';
import { SyncAuthError, SyncNetworkError } from './protocol-types.ts';
import { RequestBatcher } from './request-batcher.ts';
import { PushWindow, RoundScheduler } from './round-timing.ts';
import { createSyncRpc, type SyncRpc } from './rpc-client.ts';
import { mirrorStatusAcrossTabs } from './status-across-tabs.ts';
import { syncStatusStore, type SyncStatus, type SyncStatusStore } from './sync-status-store.ts';
import type { StartSyncOptions, SyncHandle } from './engine-options.ts';
import { guardRpc, TokenGate } from './token-gate.ts';
import { noteStorageRecovered, StorageRefusedError, storageHealthStore } from '../storage-health.ts';

export type { StartSyncOptions, SyncHandle };

const handlesByDatabase = new WeakMap<MaarifaDatabase, SyncHandle>();
/** Storage that has room again starts a round at once, at most this often (see watchStorage). */
const RECOVERY_ROUND_GAP_MS = 10_000;

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
  private readonly intervalMs: number;
  private readonly batcher: RequestBatcher;
  private readonly token: TokenGate;
  private readonly timing: RoundScheduler;
  private readonly pushWindow: PushWindow;
  private readonly pending: PendingState;
  private readonly live: LiveUpdates;
  private readonly replications = new Map<SyncedCollectionName, CollectionReplication>();
  private readonly cleanups: (() => void)[] = [];

  private stopped = false;
  private isLeader = false;
  private leadership: Promise<void> = Promise.resolve();
  private round: Promise<void> | null = null;
  private roundAgain = false;
  private roundFailure: ((error: unknown) => void) | null = null;
  private lastRecoveryRoundAt = -Infinity;

  constructor(private readonly options: StartSyncOptions) {
    this.db = options.db;
    this.supabase = options.supabase;
    this.status = options.statusStore ?? syncStatusStore;
    this.now = options.now ?? Date.now;
    this.pushBatchSize = options.pushBatchSize ?? 100;
    this.pullBatchSize = options.pullBatchSize ?? 200;
    this.intervalMs = options.intervalMs ?? 5 * 60_000;
    const pushDebounceMs = options.pushDebounceMs ?? 1000;
    this.token = new TokenGate({ supabase: this.supabase, expiryMarginMs: options.tokenExpiryMarginMs ?? 10_000, now: this.now });
    this.timing = new RoundScheduler({
      syncNow: () => this.syncNow(),
      isPaused: () => this.status.getState().state === 'paused',
      pushDebounceMs,
      backoffBaseMs: options.backoffBaseMs ?? 2000,
      backoffMaxMs: options.backoffMaxMs ?? 5 * 60_000,
    });
    this.pending = new PendingState((summary) => this.setStatus(summary));
    this.live = new LiveUpdates({
      supabase: this.supabase,
      now: this.now,
      enabled: options.live !== false,
      debounceMs: options.liveDebounceMs ?? 250,
      hiddenGraceMs: options.liveHiddenGraceMs ?? 5 * 60_000,
      retryBaseMs: options.liveRetryBaseMs,
      userId: () => (!this.stopped && this.isLeader && isOnline() ? (this.token.session?.user.id ?? null) : null),
      onLiveChange: (live) => this.setStatus({ live }),
      onRingRound: () => {
        if (!this.timing.retryPending && this.status.getState().state !== 'paused') void this.syncNow();
      },
    });
    const getAccessToken = () => this.token.getAccessToken();
    const baseRpc: SyncRpc = options.rpc ?? createSyncRpc(this.supabase, getAccessToken, undefined, () => getDeviceId(this.db));
    const rpc = this.live.notingOwnPushes(options.rpc ? guardRpc(baseRpc, getAccessToken) : baseRpc);
    this.batcher = new RequestBatcher({
      rpc,
      pushBatchSize: this.pushBatchSize,
      pullBatchSize: this.pullBatchSize,
      coalesceMs: options.coalesceMs ?? 25,
      onFailure: (error) => this.handleFailure(error),
      ...(options.pullsHeld ? { pullsHeld: options.pullsHeld } : {}),
    });
    this.pushWindow = new PushWindow({ debounceMs: pushDebounceMs, isGateOpen: () => this.batcher.open });
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
          waitBeforePersist: () => this.pushWindow.wait(),
        }),
      );
    }
    this.cleanups.push(this.pending.watch(this.db, this.replications, () => this.timing.scheduleDebouncedRound()));
    const conflicts = this.db.collections.conflicts;
    if (conflicts) {
      const subscription = conflicts.count().$.subscribe((count) => this.setStatus({ conflicts: count }));
      this.cleanups.push(() => subscription.unsubscribe());
    }
    this.cleanups.push(this.token.watch((event, session) => void this.handleAuthEvent(event, session)));
    this.cleanups.push(
      watchBrowserSignals({ online: () => this.wentOnline(), offline: () => this.wentOffline(), visibilityChange: (visible) => this.visibilityChanged(visible) }),
    );
    this.cleanups.push(mirrorStatusAcrossTabs(this.db, this.status, () => this.isLeader));
    this.cleanups.push(this.watchStorage());
    const interval = setInterval(() => {
      if (isOnline()) void this.syncNow();
    }, this.intervalMs);
    this.cleanups.push(() => clearInterval(interval));
    const resumed = this.options.onPullsResumed?.(() => {
      if (isOnline()) void this.syncNow();
    });
    if (resumed) this.cleanups.push(resumed);
    this.cleanups.push(() => this.live.stop());

    if (this.db.multiInstance) {
      this.setStatus({ state: 'paused', pausedReason: 'not-leader' });
      this.leadership = this.db.waitForLeadership().then(() => {
        this.isLeader = true;
        void this.syncNow();
        this.live.update();
      });
    } else {
      this.isLeader = true;
    }
  }

  whenLeader(): Promise<void> {
    return this.leadership;
  }

  countUnsent(): Promise<number> {
    return countUnsentWork(this.db, this.replications, () => this.stopped);
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
    this.timing.stop();
    this.pushWindow.stop();
    this.pending.stop();
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
    if (!this.token.hasValidToken()) {
      this.pauseForToken();
      return;
    }
    this.timing.cancelRetry();
    this.pending.roundStarted();
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
      if (this.pending.hasUnpushedLocalWrites()) this.batcher.deferPulls(this.pending.whenLocalWritesPushed(failed));
      this.batcher.openGate();
      this.pushWindow.release();
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
      this.timing.failures = 0;
      // Whatever this round wrote got through: a full disk has room again, as far as anyone can tell without writing.
      noteStorageRecovered();
      // A push answer carries the new versions; only an older server's does not, and then they are pulled now, so the
      // next edit is based on them.
      if (this.batcher.unversionedChanges !== unversionedBefore) this.roundAgain = true;
      this.pending.roundSucceeded();
      this.setStatus({
        state: 'up-to-date',
        error: null,
        lastSyncedAt: new Date(this.now()).toISOString(),
        ...this.pending.describe(),
      });
    } catch {
      // The failure was handled where it happened: gate closed, status set, retry scheduled.
      await this.countUnpushedWrites();
    } finally {
      this.roundFailure = null;
    }
  }

  /** After a failed round (e.g. the app started offline), the pending count includes writes from earlier sessions. */
  private async countUnpushedWrites(): Promise<void> {
    try {
      this.pending.addAll(await listUnsentKeys(this.db, this.replications, () => this.stopped));
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
      void this.token.tryRefreshSession();
      return;
    }
    this.timing.failures += 1;
    const message = error instanceof Error ? error.message : String(error);
    this.setStatus({ state: error instanceof SyncNetworkError ? 'offline' : 'error', error: message });
    this.timing.scheduleRetry();
  }

  /**
   * A refused write (a full disk) ends a round as a failed request does: the gate closes, and the back-off decides
   * when to try again, so a full phone is not asked every second. A command's refused write outside a round changes
   * nothing here: nothing reached the database, and the screens tell the user. A write of the user's that gets through
   * again means there is room: a round starts at once (or follows the one under way), so pressing Post again reaches
   * the server.
   */
  private watchStorage(): () => void {
    return storageHealthStore.subscribe((health, before) => {
      if (this.stopped) return;
      if (health.refusals > before.refusals) {
        if (!this.round && !health.refusedSyncWrite) return;
        this.batcher.closeGate();
        this.handleFailure(new StorageRefusedError(health.reason));
      } else if (health.state === 'ok' && before.state === 'full') {
        // A round under way (and failing on the earlier refusal) is followed by another. The engine's own writes (the
        // outbox's status) can pass while pulled rows cannot, so these rounds are spaced: never a round a second.
        const now = this.now();
        if (now - this.lastRecoveryRoundAt < RECOVERY_ROUND_GAP_MS) return;
        this.lastRecoveryRoundAt = now;
        this.timing.failures = 0;
        void this.syncNow();
      }
    });
  }

  // ---- auth ----

  private async handleAuthEvent(event: AuthChangeEvent, session: Session | null): Promise<void> {
    if (this.stopped) return;
    if (event === 'SIGNED_OUT') {
      // The server ended the session, or the user signed out (then the sign-out command clears the data). Either
      // way nothing is deleted here: unsent writes wait for the same user's next sign-in.
      this.token.session = null;
      this.live.update();
      this.batcher.closeGate();
      // A round under way can finish nothing now: it ends, and its held calls go out with the next sign-in's round
      // (otherwise that sign-in would join a round that waits forever).
      this.roundFailure?.(new SyncAuthError('signed out'));
      this.setStatus({ state: 'paused', pausedReason: 'signed-out' });
      return;
    }
    if (session && (await this.holdsAnotherUsersData(session.user.id))) {
      this.token.session = null;
      this.batcher.closeGate();
      this.setStatus({ state: 'paused', pausedReason: 'signed-out', pending: 0, unsent: [] });
      await this.stop();
      await this.options.onSignedOut?.();
      return;
    }
    this.token.session = session;
    this.live.update();
    if (!session) {
      this.setStatus({ state: 'paused', pausedReason: 'signed-out' });
      return;
    }
    if (event === 'INITIAL_SESSION' || event === 'SIGNED_IN' || event === 'TOKEN_REFRESHED' || event === 'USER_UPDATED') {
      this.timing.failures = 0;
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

  private pauseForToken(): void {
    this.batcher.closeGate();
    this.setStatus({ state: 'paused', pausedReason: this.token.session ? 'token-expired' : 'signed-out' });
    if (this.token.session) void this.token.tryRefreshSession();
  }

  // ---- browser signals ----

  private wentOnline(): void {
    this.timing.failures = 0;
    void this.syncNow();
    this.live.update();
  }

  private wentOffline(): void {
    // No request can succeed: hold writes until `online` instead of failing one attempt per burst.
    this.batcher.closeGate();
    // A round under way ends here as after a failed request: its calls wait at the closed gate, and a round left
    // waiting for them would be the one `online` joins instead of starting its own (nothing would open the gate).
    this.roundFailure?.(new SyncNetworkError('The device went offline.'));
    this.setStatus({ state: 'offline' });
    this.live.update();
  }

  private visibilityChanged(visible: boolean): void {
    this.live.noteVisibility(visible);
    if (visible) void this.syncNow();
    this.live.update();
  }

  private setStatus(patch: Partial<SyncStatus>): void {
    if (this.stopped && patch.state !== 'paused') return;
    // A tab that does not replicate shows the leader's status (mirrored by status-across-tabs.ts), not its own guesses.
    if (!this.isLeader && this.db.multiInstance && typeof BroadcastChannel !== 'undefined' && patch.pausedReason !== 'not-leader') return;
    this.status.setState(patch);
  }
}

function getSupabaseUrl(supabase: SupabaseClient): string {
  return (supabase as unknown as { supabaseUrl?: string }).supabaseUrl ?? 'supabase';
}

export { SYNCED_COLLECTION_NAMES };
