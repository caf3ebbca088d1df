// Paystack adapter (https://paystack.com/docs/api/): initialize, verify, webhook signature and events, and refund, over fetch and
// Web Crypto only, so it runs unchanged in Deno (Supabase Edge Functions) and in Node (the local backend).
import { ProviderError, type InitializeRequest, type PaymentProvider, type RefundEvent, type RefundRequest, type RefundStatus, type VerifiedTransaction } from './provider.ts';

export const PAYSTACK_DEFAULT_BASE_URL = 'https://api.paystack.co';

interface PaystackAnswer<T> {
  status: boolean;
  message: string;
  data: T;
}

const encoder = new TextEncoder();

/** Lower-case hex HMAC-SHA512 of `body` with `secret`, as Paystack signs webhooks. */
export async function hmacSha512Hex(secret: string, body: string): Promise<string> {
  const key = await crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-512' }, false, ['sign']);
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', key, encoder.encode(body)));
  return Array.from(signature, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Compares without an early exit, so the time taken says nothing about how much of a forged signature matched. */
function sameText(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
}

export function createPaystack(options: { secretKey: string; baseUrl?: string; fetch?: typeof fetch }): PaymentProvider {
  const baseUrl = (options.baseUrl || PAYSTACK_DEFAULT_BASE_URL).replace(/\/+$/, '');
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown, extraHeaders: Record<string, string> = {}): Promise<T> {
    let response: Response;
    try {
      response = await doFetch(`${baseUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${options.secretKey}`, 'Content-Type': 'application/json', Accept: 'application/json', ...extraHeaders },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(15_000),
      });
    } catch (error) {
      throw new ProviderError(`Paystack could not be reached: ${(error as Error).message}`);
    }
    let answer: PaystackAnswer<T> | undefined;
    try {
      answer = (await response.json()) as PaystackAnswer<T>;
    } catch {
      answer = undefined;
    }
    if (!response.ok || !answer || answer.status !== true) {
      throw new ProviderError(`Paystack ${method} ${path.split('/').slice(0, 3).join('/')}: ${answer?.message ?? `HTTP ${response.status}`}`, response.status);
    }
    return answer.data;
  }

  return {
    name: 'paystack',

    async initialize(request: InitializeRequest) {
      const data = await call<{ authorization_url?: string; reference?: string }>('POST', '/transaction/initialize', {
        email: request.email,
        amount: String(request.amountMinor),
        currency: request.currency,
        reference: request.reference,
        callback_url: request.callbackUrl,
        channels: ['card', 'bank', 'bank_transfer', 'ussd', 'mobile_money'],
        metadata: request.metadata,
      });
      if (typeof data?.authorization_url !== 'string') throw new ProviderError('Paystack answered no authorization_url');
      return { authorizationUrl: data.authorization_url };
    },

    async verify(reference: string): Promise<VerifiedTransaction> {
      const data = await call<{ id?: number | string; status?: string; reference?: string; amount?: number; currency?: string; channel?: string }>(
        'GET',
        `/transaction/verify/${encodeURIComponent(reference)}`,
      );
      if (data?.reference !== reference) throw new ProviderError('Paystack verified another reference');
      return {
        reference,
        status: String(data.status ?? ''),
        amountMinor: Number(data.amount),
        currency: String(data.currency ?? ''),
        transactionId: data.id === undefined || data.id === null ? null : String(data.id),
        channel: data.channel ?? null,
      };
    },

    async checkWebhookSignature(rawBody: string, headers: Headers) {
      const given = (headers.get('x-paystack-signature') ?? '').trim().toLowerCase();
      if (!/^[0-9a-f]{128}$/.test(given)) return false;
      return sameText(given, await hmacSha512Hex(options.secretKey, rawBody));
    },

    chargeReference(event: unknown) {
      if (typeof event !== 'object' || event === null) return null;
      const { event: name, data } = event as { event?: unknown; data?: { reference?: unknown } };
      return name === 'charge.success' && typeof data?.reference === 'string' ? data.reference : null;
    },

    refundEvent(event: unknown): RefundEvent | null {
      if (typeof event !== 'object' || event === null) return null;
      const { event: name, data } = event as { event?: unknown; data?: { transaction_reference?: unknown; id?: unknown; refund_reference?: unknown } };
      const status = name === 'refund.processed' ? 'processed' : name === 'refund.failed' ? 'failed' : null;
      if (!status || typeof data?.transaction_reference !== 'string') return null;
      const id = data.id ?? data.refund_reference;
      return { reference: data.transaction_reference, status, refundId: typeof id === 'string' || typeof id === 'number' ? String(id) : null };
    },

    async refund(request: RefundRequest) {
      const data = await call<{ id?: number | string; status?: string }>(
        'POST',
        '/refund',
        {
          transaction: request.reference,
          ...(request.amountMinor === null ? {} : { amount: request.amountMinor }),
          merchant_note: request.note.slice(0, 200),
        },
        // One refund however often this is sent (two approvers, a retry after a lost answer).
        { 'Idempotency-Key': request.idempotencyKey },
      );
      const status: RefundStatus = data?.status === 'processed' ? 'processed' : data?.status === 'failed' ? 'failed' : 'pending';
      return { refundId: data?.id === undefined || data.id === null ? null : String(data.id), status };
    },
  };
}
