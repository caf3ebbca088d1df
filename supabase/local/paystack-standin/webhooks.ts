// The stand-in's webhooks: each event signed with HMAC-SHA512 of its body, as Paystack signs them, and sent again with
// doubling backoff until the receiver answers 2xx (or the attempts run out, or the stand-in closes).
import { hmacSha512Hex } from '../../functions/payments/paystack.ts';

export interface WebhookSenderOptions {
  secretKey: string;
  webhookUrl: () => string;
  /** First retry delay in ms, doubled each attempt. */
  backoffMs: number;
  /** Deliveries tried before giving up. */
  attempts: number;
  log: (line: string) => void;
}

export interface WebhookSender {
  /** Sends an event; `what` names it in the give-up log line (the transaction's reference). */
  send(event: { event: string; data: unknown }, what: string): void;
  /** Stops pending retries; nothing is sent after. */
  close(): void;
}

export function createWebhookSender(options: WebhookSenderOptions): WebhookSender {
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const { log, attempts, backoffMs: backoff } = options;
  let closed = false;

  function sendWebhook(event: { event: string; data: unknown }, what: string, attempt = 1): void {
    if (closed) return;
    const body = JSON.stringify(event);
    void (async () => {
      let ok: boolean;
      try {
        const response = await fetch(options.webhookUrl(), {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', 'x-paystack-signature': await hmacSha512Hex(options.secretKey, body) },
          body,
        });
        ok = response.ok;
        await response.body?.cancel();
      } catch {
        ok = false;
      }
      if (ok || closed) return;
      if (attempt >= attempts) {
        log(`[paystack stand-in] ${event.event} webhook for ${what} not acknowledged after ${attempts} attempts; giving up`);
        return;
      }
      const timer = setTimeout(() => {
        timers.delete(timer);
        sendWebhook(event, what, attempt + 1);
      }, backoff * 2 ** (attempt - 1));
      timer.unref?.();
      timers.add(timer);
    })();
  }

  return {
    send: (event, what) => sendWebhook(event, what),
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
