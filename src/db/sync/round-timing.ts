// When the sync engine's rounds run: back-off after failures, one round shortly after a burst of local writes, and the push window every collection's push shares.

export type RoundSchedulerOptions = {
  syncNow: () => Promise<void>;
  /** Sync is paused (signed out, token expired, not the leader): local writes do not start rounds. */
  isPaused: () => boolean;
  pushDebounceMs: number;
  backoffBaseMs: number;
  backoffMaxMs: number;
};

export class RoundScheduler {
  /** Failed requests since the last good round; the back-off doubles with each. */
  failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private roundTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: RoundSchedulerOptions) {}

  /** A retry is scheduled and waits for its time. */
  get retryPending(): boolean {
    return this.retryTimer !== undefined;
  }

  /** A round starts now: the retry it would have been is not needed. */
  cancelRetry(): void {
    clearTimeout(this.retryTimer);
    this.retryTimer = undefined;
  }

  scheduleRetry(): void {
    clearTimeout(this.retryTimer);
    const exponential = Math.min(this.options.backoffMaxMs, this.options.backoffBaseMs * 2 ** Math.max(0, this.failures - 1));
    // Jitter in the upper half: many devices coming back at once do not hit the server together.
    const delay = exponential / 2 + Math.random() * (exponential / 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.options.syncNow();
    }, delay);
  }

  scheduleDebouncedRound(): void {
    // After a failure the back-off timer (or `online`, or a token refresh) decides, not every write.
    if (this.retryTimer !== undefined || this.failures > 0 || this.options.isPaused()) return;
    clearTimeout(this.roundTimer);
    this.roundTimer = setTimeout(() => void this.options.syncNow(), this.options.pushDebounceMs);
  }

  stop(): void {
    clearTimeout(this.retryTimer);
    clearTimeout(this.roundTimer);
  }
}

/**
 * Shared by every collection's push: opens after a quiet period, so one request carries them
 * all. While the gate is closed (offline, paused) it stays shut, so writes pile up in RxDB's
 * queue and go out together, in full batches, when a round reopens it.
 */
export class PushWindow {
  private timer: ReturnType<typeof setTimeout> | undefined;
  private waiters: (() => void)[] = [];

  constructor(private readonly options: { debounceMs: number; isGateOpen: () => boolean }) {}

  wait(): Promise<void> {
    return new Promise<void>((resolve) => {
      this.waiters.push(resolve);
      clearTimeout(this.timer);
      // Downstream writes pass here too, so this only opens the window; rounds are started by local writes.
      this.timer = setTimeout(() => {
        if (this.options.isGateOpen()) this.release();
      }, this.options.debounceMs);
    });
  }

  release(): void {
    clearTimeout(this.timer);
    for (const waiter of this.waiters.splice(0)) waiter();
  }

  stop(): void {
    clearTimeout(this.timer);
    for (const resolve of this.waiters.splice(0)) resolve();
  }
}
