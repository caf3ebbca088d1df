// What every payments route is given: the settlement functions through PostgREST with the service role key, the
// signed-in caller from Auth, the provider, and the origins a checkout may return to; and the settlement answers.
import { createPaystack } from './paystack.ts';
import type { PaymentProvider } from './provider.ts';
import { readOrigins, Refusal } from './requests.ts';

export type PaymentsEnv = Record<string, string | undefined>;

export interface PaymentsOptions {
  /** The provider to use instead of the one the environment names (tests). */
  provider?: PaymentProvider;
  fetch?: typeof fetch;
}

/** A refund the server owes without anyone's decision (a second payment for a course already paid, a wrong amount). */
export type AutoRefund = { request_id: string; reference: string; idempotency_key: string; amount_minor: number | null };
export type OrderAnswer = { error?: string; order_id: string; course_id: string; buyer_id: string; status: string; reference: string; authorization_url: string | null; amount_minor: number; currency: string; reused?: boolean; email?: string | null; auto_refund?: AutoRefund | null };
export type RefundAnswer = { error?: string; request_id: string; status: string };

export interface PaymentsContext {
  /** Origins a checkout may send the learner back to (`*` for any). */
  returnOrigins: string[];
  needProvider(): PaymentProvider;
  /** Calls a settlement function (public.<name>) as the service role. */
  rpc<T>(name: string, args: Record<string, unknown>): Promise<T>;
  /** The signed-in caller, from Auth with their own token. */
  caller(request: Request): Promise<{ id: string; email: string | null }>;
}

export function createPaymentsContext(env: PaymentsEnv, options: PaymentsOptions): PaymentsContext {
  const supabaseUrl = (env.SUPABASE_URL ?? '').replace(/\/+$/, '');
  const serviceKey = env.SUPABASE_SERVICE_ROLE_KEY ?? '';
  const anonKey = env.SUPABASE_ANON_KEY ?? serviceKey;
  const returnOrigins = readOrigins(env.PAYMENTS_RETURN_ORIGINS);
  const doFetch = options.fetch ?? ((input: RequestInfo | URL, init?: RequestInit) => fetch(input, init));
  const provider: PaymentProvider | null =
    options.provider ?? (env.PAYSTACK_SECRET_KEY ? createPaystack({ secretKey: env.PAYSTACK_SECRET_KEY, baseUrl: env.PAYSTACK_BASE_URL, fetch: doFetch }) : null);

  function needProvider(): PaymentProvider {
    if (!provider) throw new Refusal(503, 'payments_not_configured', 'Payments are not configured on this server (PAYSTACK_SECRET_KEY).');
    return provider;
  }

  async function rpc<T>(name: string, args: Record<string, unknown>): Promise<T> {
    const response = await doFetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(args),
    });
    if (!response.ok) {
      const text = await response.text().catch(() => '');
      throw new Error(`rpc ${name} answered ${response.status}: ${text.slice(0, 300)}`);
    }
    return (await response.json()) as T;
  }

  /** The signed-in caller, from Auth with their own token. */
  async function caller(request: Request): Promise<{ id: string; email: string | null }> {
    const match = /^Bearer\s+(.+)$/i.exec(request.headers.get('authorization')?.trim() ?? '');
    const token = match?.[1]?.trim();
    if (!token || token === anonKey || token === serviceKey) throw new Refusal(401, 'not_signed_in', 'Sign in first.');
    const response = await doFetch(`${supabaseUrl}/auth/v1/user`, { headers: { apikey: anonKey, Authorization: `Bearer ${token}` } });
    if (!response.ok) throw new Refusal(401, 'not_signed_in', 'Your session has ended: sign in again.');
    const user = (await response.json()) as { id?: unknown; email?: unknown };
    if (typeof user.id !== 'string') throw new Refusal(401, 'not_signed_in', 'Sign in first.');
    return { id: user.id, email: typeof user.email === 'string' ? user.email : null };
  }

  return { returnOrigins, needProvider, rpc, caller };
}
