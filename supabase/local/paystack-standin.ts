// A local stand-in for Paystack, served by the local backend under /paystack: the documented API the payments
// function uses (POST /transaction/initialize, GET /transaction/verify/:reference, POST /refund with an
// Idempotency-Key, Bearer secret key) and a hosted checkout page with Pay, Decline and Abandon, reached only by the
// checkout's own access code and showing nothing about the payer. Pay sends the signed charge.success webhook, a
// refund refund.processed (or refund.failed), each again with backoff until acknowledged. Everything lives in memory:
// a restarted backend forgets unfinished checkouts.
// The parts live in paystack-standin/: ledger (memory), api (the Bearer-key routes), checkout (the hosted page) and
// webhooks (signed, retried deliveries).
import { createTransactionApi } from './paystack-standin/api.ts';
import { actOnCheckout, checkoutNotFound, checkoutPage } from './paystack-standin/checkout.ts';
import { createLedger } from './paystack-standin/ledger.ts';
import { createWebhookSender } from './paystack-standin/webhooks.ts';

export { standInChannels } from './paystack-standin/checkout.ts';

export interface PaystackStandInOptions {
  secretKey: string;
  /** Where the stand-in is served, e.g. http://localhost:54321/paystack (its hosted pages live below it). */
  baseUrl: () => string;
  /** Where charge.success goes (the payments function's /webhook). */
  webhookUrl: () => string;
  /** First retry delay in ms, doubled each attempt (default 2000; tests make it short). */
  webhookBackoffMs?: number;
  /** Deliveries tried before giving up (default 8). */
  webhookAttempts?: number;
  /**
   * What becomes of a refund (default 'processed': done at once, answered processed, then refund.processed sent);
   * 'failed': answered pending, then refund.failed sent, and the transaction stays refundable.
   */
  refundOutcome?: 'processed' | 'failed';
  log?: (line: string) => void;
}

export interface PaystackStandIn {
  handle(request: Request, path: string): Promise<Response>;
  /** Stops pending webhook retries. */
  close(): void;
}

export function createPaystackStandIn(options: PaystackStandInOptions): PaystackStandIn {
  const ledger = createLedger();
  const webhooks = createWebhookSender({
    secretKey: options.secretKey,
    webhookUrl: options.webhookUrl,
    backoffMs: options.webhookBackoffMs ?? 2000,
    attempts: options.webhookAttempts ?? 8,
    log: options.log ?? (() => undefined),
  });
  const api = createTransactionApi({ secretKey: options.secretKey, baseUrl: options.baseUrl, refundOutcome: options.refundOutcome, ledger, webhooks });

  return {
    async handle(request: Request, path: string): Promise<Response> {
      const checkout = /^\/checkout\/([A-Za-z0-9_-]+)$/.exec(path);
      if (checkout) {
        const t = ledger.byAccessCode.get(checkout[1]!);
        if (!t) return checkoutNotFound();
        if (request.method === 'POST') return actOnCheckout(request, t, webhooks);
        return checkoutPage(t);
      }
      return api(request, path);
    },
    close() {
      webhooks.close();
    },
  };
}
