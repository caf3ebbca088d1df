// A local stand-in for Paystack, served by the local backend under /paystack: the documented API the payments
// function uses (POST /transaction/initialize, GET /transaction/verify/:reference, POST /refund with an
// Idempotency-Key, Bearer secret key) and a hosted checkout page with Pay, Decline and Abandon, reached only by the
// checkout's own access code and showing nothing about the payer. Pay sends the signed charge.success webhook, a
// refund refund.processed (or refund.failed), each again with backoff until acknowledged. Everything lives in memory:
// a restarted backend forgets unfinished checkouts.
import { randomBytes } from 'node:crypto';
import { hmacSha512Hex } from '../functions/payments/paystack.ts';

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

type Status = 'ongoing' | 'success' | 'failed' | 'abandoned';

interface Transaction {
  id: number;
  reference: string;
  accessCode: string;
  email: string;
  amount: number;
  currency: string;
  callbackUrl: string | null;
  status: Status;
  channel: string | null;
  createdAt: string;
  paidAt: string | null;
  refunded: boolean;
}

interface Refund {
  id: number;
  transaction: Transaction;
  amount: number;
  status: 'pending' | 'processed' | 'failed';
  createdAt: string;
}

export const standInChannels = [
  { value: 'card', label: 'Card' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'ussd', label: 'USSD' },
  { value: 'mobile_money', label: 'Mobile money' },
] as const;

export interface PaystackStandIn {
  handle(request: Request, path: string): Promise<Response>;
  /** Stops pending webhook retries. */
  close(): void;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

export function createPaystackStandIn(options: PaystackStandInOptions): PaystackStandIn {
  const byReference = new Map<string, Transaction>();
  const byAccessCode = new Map<string, Transaction>();
  /** Refunds by the Idempotency-Key they were asked with: the same key again answers the same refund. */
  const refundsByKey = new Map<string, Refund>();
  const timers = new Set<ReturnType<typeof setTimeout>>();
  const log = options.log ?? (() => undefined);
  const backoff = options.webhookBackoffMs ?? 2000;
  const attempts = options.webhookAttempts ?? 8;
  let nextId = 4_000_000_000 + Math.floor(Math.random() * 1_000_000);
  let closed = false;

  function authorised(request: Request): boolean {
    return request.headers.get('authorization')?.trim() === `Bearer ${options.secretKey}`;
  }

  function transactionData(t: Transaction) {
    return {
      id: t.id,
      domain: 'test',
      status: t.status,
      reference: t.reference,
      amount: t.amount,
      currency: t.currency,
      channel: t.channel,
      gateway_response: { ongoing: 'The transaction has not been completed', success: 'Successful', failed: 'Declined', abandoned: 'The transaction was not completed' }[t.status],
      paid_at: t.paidAt,
      created_at: t.createdAt,
      customer: { email: t.email },
    };
  }

  function refundData(r: Refund) {
    return {
      id: r.id,
      status: r.status,
      transaction: { id: r.transaction.id, reference: r.transaction.reference, amount: r.transaction.amount },
      transaction_reference: r.transaction.reference,
      refund_reference: `rfd-${r.id}`,
      amount: r.amount,
      currency: r.transaction.currency,
      domain: 'test',
      created_at: r.createdAt,
    };
  }

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

  async function initialize(request: Request): Promise<Response> {
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return json(400, { status: false, message: 'Invalid JSON body' });
    }
    const amount = Number(body.amount);
    const email = typeof body.email === 'string' ? body.email : '';
    if (!Number.isInteger(amount) || amount <= 0) return json(400, { status: false, message: 'Invalid Amount Sent' });
    if (!email.includes('@')) return json(400, { status: false, message: 'Invalid Email Address Passed' });
    const reference = typeof body.reference === 'string' && body.reference !== '' ? body.reference : randomBytes(8).toString('hex');
    if (!/^[A-Za-z0-9.=-]+$/.test(reference)) return json(400, { status: false, message: 'Invalid transaction reference' });
    if (byReference.has(reference)) return json(400, { status: false, message: 'Duplicate Transaction Reference' });
    const t: Transaction = {
      id: nextId++,
      reference,
      accessCode: randomBytes(9).toString('base64url'),
      email,
      amount,
      currency: typeof body.currency === 'string' && body.currency !== '' ? body.currency.toUpperCase() : 'NGN',
      callbackUrl: typeof body.callback_url === 'string' && body.callback_url !== '' ? body.callback_url : null,
      status: 'ongoing',
      channel: null,
      createdAt: new Date().toISOString(),
      paidAt: null,
      refunded: false,
    };
    byReference.set(reference, t);
    byAccessCode.set(t.accessCode, t);
    return json(200, {
      status: true,
      message: 'Authorization URL created',
      data: { authorization_url: `${options.baseUrl()}/checkout/${t.accessCode}`, access_code: t.accessCode, reference },
    });
  }

  async function refund(request: Request): Promise<Response> {
    let body: Record<string, unknown>;
    try {
      body = (await request.json()) as Record<string, unknown>;
    } catch {
      return json(400, { status: false, message: 'Invalid JSON body' });
    }
    const idempotencyKey = request.headers.get('idempotency-key')?.trim() ?? '';
    const earlier = idempotencyKey ? refundsByKey.get(idempotencyKey) : undefined;
    // Asked again about one refund (two approvers, a retry after a lost answer): the same refund, never a second one.
    if (earlier) return json(200, { status: true, message: 'Refund has been queued for processing', data: refundData(earlier) });
    const key = String(body.transaction ?? '');
    const t = byReference.get(key) ?? [...byReference.values()].find((x) => String(x.id) === key);
    if (!t) return json(404, { status: false, message: 'Transaction not found' });
    if (t.status !== 'success') return json(400, { status: false, message: 'Cannot refund a transaction that was not successful' });
    if (t.refunded) return json(400, { status: false, message: 'Transaction has been fully reversed' });
    const amount = body.amount === undefined ? t.amount : Number(body.amount);
    if (!Number.isInteger(amount) || amount <= 0 || amount > t.amount) return json(400, { status: false, message: 'Refund amount cannot be more than the transaction amount' });
    const failing = options.refundOutcome === 'failed';
    const r: Refund = { id: nextId++, transaction: t, amount, status: failing ? 'pending' : 'processed', createdAt: new Date().toISOString() };
    if (idempotencyKey) refundsByKey.set(idempotencyKey, r);
    t.refunded = !failing;
    const answer = json(200, { status: true, message: 'Refund has been queued for processing', data: refundData(r) });
    if (failing) r.status = 'failed';
    sendWebhook({ event: failing ? 'refund.failed' : 'refund.processed', data: refundData(r) }, t.reference);
    return answer;
  }

  function checkoutPage(t: Transaction, notice = ''): Response {
    // Nothing about the payer (no e-mail): whoever holds the URL sees the amount, the reference and the buttons only.
    const done = t.status !== 'ongoing';
    const channels = standInChannels
      .map((c, i) => `<label><input type="radio" name="channel" value="${c.value}"${i === 0 ? ' checked' : ''}> ${c.label}</label>`)
      .join('\n          ');
    const html = `<!doctype html>
<html lang="en">
<head>
  <meta charset="utf-8">
  <meta name="viewport" content="width=device-width, initial-scale=1">
  <title>Pay ${escapeHtml(formatAmount(t.amount, t.currency))} – Paystack test checkout</title>
  <style>
    body { font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem; color: #111; }
    fieldset { border: 1px solid #999; border-radius: 6px; margin: 1rem 0; }
    label { display: block; padding: 0.4rem 0; }
    button { font: inherit; padding: 0.6rem 1rem; margin: 0.25rem 0.5rem 0.25rem 0; border-radius: 6px; border: 1px solid #333; cursor: pointer; }
    button[value="pay"] { background: #0a6b3a; color: #fff; border-color: #0a6b3a; }
    .note { color: #444; font-size: 0.9rem; }
  </style>
</head>
<body>
  <main>
    <h1>Test checkout</h1>
    <p class="note">A local stand-in for Paystack: no real money moves.</p>
    <dl>
      <dt>Amount</dt><dd data-testid="standin-amount">${escapeHtml(formatAmount(t.amount, t.currency))}</dd>
      <dt>Reference</dt><dd>${escapeHtml(t.reference)}</dd>
    </dl>
    ${notice ? `<p role="status">${escapeHtml(notice)}</p>` : ''}
    ${
      done
        ? `<p role="status">This payment is ${t.status === 'success' ? 'complete' : t.status}.</p>`
        : `<form method="post">
      <fieldset>
        <legend>Pay with</legend>
          ${channels}
      </fieldset>
      <button type="submit" name="action" value="pay">Pay</button>
      <button type="submit" name="action" value="decline">Decline</button>
      <button type="submit" name="action" value="abandon">Abandon</button>
    </form>`
    }
  </main>
</body>
</html>`;
    return new Response(html, { status: 200, headers: { 'Content-Type': 'text/html; charset=utf-8', 'Cache-Control': 'no-store' } });
  }

  async function act(request: Request, t: Transaction): Promise<Response> {
    const form = new URLSearchParams(await request.text());
    const action = form.get('action');
    if (t.status !== 'ongoing') return checkoutPage(t);
    const channel = standInChannels.find((c) => c.value === form.get('channel'))?.value ?? 'card';
    if (action === 'pay') {
      t.status = 'success';
      t.channel = channel;
      t.paidAt = new Date().toISOString();
      sendWebhook({ event: 'charge.success', data: transactionData(t) }, t.reference);
    } else if (action === 'decline') {
      t.status = 'failed';
      t.channel = channel;
    } else if (action === 'abandon') {
      t.status = 'abandoned';
    } else {
      return checkoutPage(t, 'Choose Pay, Decline or Abandon.');
    }
    if (!t.callbackUrl) return checkoutPage(t);
    const back = new URL(t.callbackUrl);
    back.searchParams.set('trxref', t.reference);
    back.searchParams.set('reference', t.reference);
    return new Response(null, { status: 303, headers: { Location: back.toString(), 'Cache-Control': 'no-store' } });
  }

  return {
    async handle(request: Request, path: string): Promise<Response> {
      const checkout = /^\/checkout\/([A-Za-z0-9_-]+)$/.exec(path);
      if (checkout) {
        const t = byAccessCode.get(checkout[1]!);
        if (!t) return new Response('<!doctype html><html lang="en"><title>Checkout not found</title><h1>This checkout does not exist</h1></html>', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
        if (request.method === 'POST') return act(request, t);
        return checkoutPage(t);
      }
      if (!authorised(request)) return json(401, { status: false, message: 'Invalid key' });
      if (request.method === 'POST' && path === '/transaction/initialize') return initialize(request);
      const verify = /^\/transaction\/verify\/([^/]+)$/.exec(path);
      if (request.method === 'GET' && verify) {
        const t = byReference.get(decodeURIComponent(verify[1]!));
        if (!t) return json(400, { status: false, message: 'Transaction reference not found' });
        return json(200, { status: true, message: 'Verification successful', data: transactionData(t) });
      }
      if (request.method === 'POST' && path === '/refund') return refund(request);
      return json(404, { status: false, message: 'Not found' });
    },
    close() {
      closed = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
    },
  };
}
