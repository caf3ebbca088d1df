// Supabase Edge Function entry (Deno): `supabase functions deploy payments --no-verify-jwt` (the provider's webhook
// carries no JWT; every other route checks the caller's token itself). Secrets come from the function's environment:
// PAYSTACK_SECRET_KEY (and PAYSTACK_BASE_URL only for a stand-in), PAYMENTS_RETURN_ORIGINS (the app's origins);
// SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are set by the platform.
import { createPaymentsHandler } from './handler.ts';

interface DenoRuntime {
  serve(handler: (request: Request) => Promise<Response>): unknown;
  env: { toObject(): Record<string, string> };
}

// Node imports handler.ts directly; this guard keeps the file importable there too.
const deno = (globalThis as { Deno?: DenoRuntime }).Deno;
if (deno) deno.serve(createPaymentsHandler(deno.env.toObject()));
