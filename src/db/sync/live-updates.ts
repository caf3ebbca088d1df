// The sync engine's live updates (docs/sync-protocol.md, "Live updates"): holds the doorbell while the device should, and turns its rings into one spread-out pull.
import type { SupabaseClient } from '@supabase/supabase-js';
import { isSavingData } from './browser-signals.ts';
import { LiveDoorbell, type DoorbellNote } from './live-doorbell.ts';
import type { SyncRpc } from './rpc-client.ts';

export type LiveUpdatesOptions = {
  supabase: SupabaseClient;
  now: () => number;
  /** False turns live updates off (the poll stays). */
  enabled: boolean;
  debounceMs: number;
  hiddenGraceMs: number;
  retryBaseMs: number | undefined;
  /** The user whose channels to hold: null while the engine may not hold one (stopped, not the leader, signed out, offline). */
  userId: () => string | null;
  onLiveChange: (live: boolean) => void;
  /** A ring (or a rejoin) asks for a round; the engine decides whether one may start now. */
  onRingRound: () => void;
};

export class LiveUpdates {
  private doorbell: LiveDoorbell | null = null;
  private doorbellUser: string | null = null;
  private ringTimer: ReturnType<typeof setTimeout> | undefined;
  private hiddenSince: number | null = null;
  private hiddenTimer: ReturnType<typeof setTimeout> | undefined;
  /** Transaction ids of this device's own recent pushes: their doorbells bring nothing new (the push answer did). */
  private readonly ownXids: number[] = [];

  constructor(private readonly options: LiveUpdatesOptions) {}

  /** Opens or closes the doorbell to match `wantsLive()`, and follows a change of user. */
  update(): void {
    const userId = this.wantsLive() ? this.options.userId() : null;
    if (userId === this.doorbellUser) return;
    const previous = this.doorbell;
    this.doorbell = null;
    this.doorbellUser = userId;
    if (previous) void previous.stop();
    if (!userId) {
      this.options.onLiveChange(false);
      return;
    }
    const doorbell = new LiveDoorbell({
      supabase: this.options.supabase,
      userId,
      retryBaseMs: this.options.retryBaseMs,
      onRing: (note) => this.onDoorbell(note),
      onLiveChange: (live) => {
        if (this.doorbell !== doorbell) return;
        this.options.onLiveChange(live);
        // Joined (again): whatever rang while the connection was down is pulled now.
        if (live) this.scheduleRingRound();
      },
    });
    this.doorbell = doorbell;
    doorbell.start();
  }

  /** The tab was shown or hidden; the caller then calls `update()`. */
  noteVisibility(visible: boolean): void {
    clearTimeout(this.hiddenTimer);
    if (visible) {
      this.hiddenSince = null;
    } else {
      this.hiddenSince = this.options.now();
      // Hidden for long: the connection goes, to spare the battery and the server; coming back rejoins and pulls.
      this.hiddenTimer = setTimeout(() => this.update(), this.options.hiddenGraceMs);
    }
  }

  /** Wraps the rpc so that this device's own pushes are known by their transaction ids. */
  notingOwnPushes(rpc: SyncRpc): SyncRpc {
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

  stop(): void {
    clearTimeout(this.ringTimer);
    clearTimeout(this.hiddenTimer);
    void this.doorbell?.stop();
    this.doorbell = null;
  }

  /** Whether this device should hold its Realtime connection now (docs/sync-protocol.md, "Live updates"). */
  private wantsLive(): boolean {
    if (!this.options.enabled || this.options.userId() === null) return false;
    if (isSavingData()) return false;
    return this.hiddenSince === null || this.options.now() - this.hiddenSince < this.options.hiddenGraceMs;
  }

  private onDoorbell(note: DoorbellNote): void {
    if (typeof note.xid === 'number' && this.ownXids.includes(note.xid)) return;
    this.scheduleRingRound();
  }

  /** One pull for a burst of doorbells, a moment later (spread at random, so a community's devices do not pull at once). */
  private scheduleRingRound(): void {
    if (this.ringTimer !== undefined) return;
    const debounce = this.options.debounceMs;
    this.ringTimer = setTimeout(() => {
      this.ringTimer = undefined;
      this.options.onRingRound();
    }, debounce + Math.random() * debounce);
  }
}
