// The stand-in's API, behind the Bearer secret key: POST /transaction/initialize, GET /transaction/verify/:reference
// and POST /refund (one refund per Idempotency-Key), answered in Paystack's { status, message, data } shape.
import { randomBytes } from 'node:crypto';
import { refundData, transactionData, type Ledger, type Refund, type Transaction } from './ledger.ts';
import type { WebhookSender } from './webhooks.ts';

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });

export interface TransactionApiOptions {
  secretKey: string;
  /** Where the stand-in is served; checkout pages live below it. */
  baseUrl: () => string;
  refundOutcome: 'processed' | 'failed' | undefined;
  ledger: Ledger;
  webhooks: WebhookSender;
}

export function createTransactionApi(options: TransactionApiOptions): (request: Request, path: string) => Promise<Response> {
  const { byReference, byAccessCode, refundsByKey } = options.ledger;
  const webhooks = options.webhooks;

  function authorised(request: Request): boolean {
    return request.headers.get('authorization')?.trim() === `Bearer ${options.secretKey}`;
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
      id: options.ledger.nextId(),
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
    const r: Refund = { id: options.ledger.nextId(), transaction: t, amount, status: failing ? 'pending' : 'processed', createdAt: new Date().toISOString() };
    if (idempotencyKey) refundsByKey.set(idempotencyKey, r);
    t.refunded = !failing;
    const answer = json(200, { status: true, message: 'Refund has been queued for processing', data: refundData(r) });
    if (failing) r.status = 'failed';
    webhooks.send({ event: failing ? 'refund.failed' : 'refund.processed', data: refundData(r) }, t.reference);
    return answer;
  }

  return async (request: Request, path: string): Promise<Response> => {
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
  };
}
