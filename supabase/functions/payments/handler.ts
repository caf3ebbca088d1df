// The payments Edge Function as a plain (Request) => Promise<Response> made from an environment record: checkout,
// verify, the provider's webhook (charges and refunds) and the admin's refund decision (contract: notes of issues 24
// and 50, ARCHITECTURE §12).
// It reaches the database only through PostgREST RPCs with the service role key (the settlement functions of
// supabase/schemas/06_payments.sql refuse any other caller) and learns who calls from Auth with the caller's JWT.
// Web APIs and relative imports only, in every file of this folder, so Deno (Supabase) and Node
// (supabase/local/server.ts) run the same code. This file is the route table and CORS; the routes live in
// learner-routes.ts, settlement.ts (the webhook) and refund-decision.ts, over context.ts and requests.ts.
import { createPaymentsContext, type PaymentsEnv, type PaymentsOptions } from './context.ts';
import { checkout, verify } from './learner-routes.ts';
import { decideRefund } from './refund-decision.ts';
import { readOrigins, Refusal } from './requests.ts';
import { webhook } from './settlement.ts';

export type { PaymentsEnv, PaymentsOptions } from './context.ts';

export function createPaymentsHandler(env: PaymentsEnv, options: PaymentsOptions = {}): (request: Request) => Promise<Response> {
  const ctx = createPaymentsContext(env, options);
  const corsOrigins = readOrigins(env.PAYMENTS_CORS_ORIGINS ?? env.PAYMENTS_RETURN_ORIGINS);

  const routes: Record<string, (request: Request) => Promise<unknown>> = {
    '/checkout': (request) => checkout(ctx, request),
    '/verify': (request) => verify(ctx, request),
    '/webhook': (request) => webhook(ctx, request),
    '/refunds/decide': (request) => decideRefund(ctx, request),
  };

  function corsHeaders(request: Request): Record<string, string> {
    const origin = request.headers.get('origin');
    if (!origin || !(corsOrigins.includes('*') || corsOrigins.includes(origin))) return {};
    return {
      'Access-Control-Allow-Origin': origin,
      'Access-Control-Allow-Credentials': 'true',
      'Access-Control-Allow-Methods': 'POST, OPTIONS',
      'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
      Vary: 'Origin',
    };
  }

  return async (request: Request): Promise<Response> => {
    const cors = corsHeaders(request);
    const reply = (status: number, body: unknown) =>
      new Response(JSON.stringify(body), { status, headers: { ...cors, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } });
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    // Hosted: /payments/<route>; locally /functions/v1/payments/<route>.
    const path = /\/payments(\/.*)?$/.exec(new URL(request.url).pathname)?.[1]?.replace(/\/+$/, '') ?? '';
    const route = routes[path];
    if (!route) return reply(404, { error: { code: 'not_found', message: 'No such payments route.' } });
    if (request.method !== 'POST') return reply(405, { error: { code: 'method_not_allowed', message: 'Use POST.' } });
    try {
      return reply(200, await route(request));
    } catch (error) {
      if (error instanceof Refusal) return reply(error.status, { error: { code: error.code, message: error.message } });
      console.error(`[payments] ${path}: ${(error as Error)?.message ?? String(error)}`);
      return reply(500, { error: { code: 'internal', message: 'Something went wrong on the server; nothing was charged twice. Try again.' } });
    }
  };
}
