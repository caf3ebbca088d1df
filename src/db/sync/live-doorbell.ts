// The live doorbell: one Supabase Realtime connection with the community and the user's own private channels; a ring only asks the engine for its normal pull.
import type { RealtimeChannel, SupabaseClient } from '@supabase/supabase-js';

/** What a doorbell says (docs/sync-protocol.md, "Live updates"): the table of the first change and its transaction id, no content. */
export type DoorbellNote = { table?: string; xid?: number };

export const COMMUNITY_TOPIC = 'maarifa:community';
export const userTopic = (userId: string): string => `maarifa:user:${userId}`;

export type LiveDoorbellOptions = {
  supabase: SupabaseClient;
  userId: string;
  onRing(note: DoorbellNote): void;
  /** Both channels joined (true), or not (false: connecting, refused, lost). */
  onLiveChange(live: boolean): void;
  /** Back-off before joining again after a refusal or a lost connection: base doubles per failure up to max, with jitter. */
  retryBaseMs?: number;
  retryMaxMs?: number;
};

/**
 * Holds the two channels while started. supabase-js's socket reconnects by itself after a network loss (1, 2, 5, 10 s)
 * and sends refreshed tokens to joined channels; a channel the server closes or refuses (expired or revoked session) is
 * joined again here with back-off, with the session's current token.
 */
export class LiveDoorbell {
  private channels: RealtimeChannel[] = [];
  private joined = new Set<string>();
  private live = false;
  private stopped = true;
  private failures = 0;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private readonly retryBaseMs: number;
  private readonly retryMaxMs: number;

  constructor(private readonly options: LiveDoorbellOptions) {
    this.retryBaseMs = options.retryBaseMs ?? 2000;
    this.retryMaxMs = options.retryMaxMs ?? 5 * 60_000;
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    this.subscribe();
  }

  async stop(): Promise<void> {
    if (this.stopped) return;
    this.stopped = true;
    clearTimeout(this.retryTimer);
    this.setLive(false);
    const channels = this.channels.splice(0);
    this.joined.clear();
    // Removing the last channel also closes the socket (supabase-js disconnects when none is left).
    await Promise.all(channels.map((channel) => this.options.supabase.removeChannel(channel).catch(() => 'error')));
  }

  private subscribe(): void {
    const topics = [COMMUNITY_TOPIC, userTopic(this.options.userId)];
    try {
      for (const topic of topics) {
        const channel = this.options.supabase.channel(topic, { config: { private: true } });
        channel.on('broadcast', { event: 'sync' }, (message: { payload?: DoorbellNote }) => {
          if (!this.stopped) this.options.onRing(message.payload ?? {});
        });
        this.channels.push(channel);
        channel.subscribe((status) => this.onStatus(channel, topic, status));
      }
    } catch {
      // No WebSocket here (or the client refused to open one): the five-minute poll carries on alone.
      this.scheduleRetry();
    }
  }

  private onStatus(channel: RealtimeChannel, topic: string, status: `${'SUBSCRIBED' | 'TIMED_OUT' | 'CLOSED' | 'CHANNEL_ERROR'}`): void {
    if (this.stopped || !this.channels.includes(channel)) return;
    if (status === 'SUBSCRIBED') {
      this.joined.add(topic);
      if (this.joined.size === this.channels.length) {
        this.failures = 0;
        this.setLive(true);
      }
      return;
    }
    this.joined.delete(topic);
    this.setLive(false);
    // An error while the socket is down is retried by supabase-js itself (rejoin on reconnect). A refusal or a close
    // by the server (token expired, session revoked) is not: start over with back-off and the current token.
    if (status === 'CLOSED' || status === 'CHANNEL_ERROR' || status === 'TIMED_OUT') {
      if (status !== 'CHANNEL_ERROR' || this.options.supabase.realtime.isConnected()) this.scheduleRetry();
    }
  }

  private scheduleRetry(): void {
    if (this.stopped || this.retryTimer !== undefined) return;
    this.failures += 1;
    const exponential = Math.min(this.retryMaxMs, this.retryBaseMs * 2 ** (this.failures - 1));
    const delay = exponential / 2 + Math.random() * (exponential / 2);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      if (this.stopped) return;
      const channels = this.channels.splice(0);
      this.joined.clear();
      void Promise.all(channels.map((channel) => this.options.supabase.removeChannel(channel).catch(() => 'error'))).then(async () => {
        if (this.stopped) return;
        // The session may have been refreshed meanwhile; joins carry the current token.
        await this.options.supabase.realtime.setAuth().catch(() => undefined);
        if (!this.stopped) this.subscribe();
      });
    }, delay);
  }

  private setLive(live: boolean): void {
    if (this.live === live) return;
    this.live = live;
    this.options.onLiveChange(live);
  }
}
