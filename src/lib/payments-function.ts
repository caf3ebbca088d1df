// Calls to the `payments` Edge Function (/functions/v1/payments/*, issue #24) with the session's token, for every
// feature that needs one: JSON in, the answer checked with valibot, and its `{ error: { code, message } }` as a typed error.
import * as v from 'valibot';

/** A refusal of the function (`code` from its body), or `network` when it could not be reached; `message` is the server's. */
export class PaymentsFunctionError extends Error {
  constructor(
    readonly code: string,
    message: string,
    readonly status: number | null,
  ) {
    super(message);
    this.name = 'PaymentsFunctionError';
  }
}

const errorBodySchema = v.object({ error: v.object({ code: v.string(), message: v.optional(v.string(), '') }) });

export async function callPaymentsFunction<T>(path: string, body: Record<string, unknown>, schema: v.GenericSchema<unknown, T>): Promise<T> {
  const { getSupabaseClient } = await import('./supabase-client.ts');
  const { data, error } = await getSupabaseClient().functions.invoke(`payments/${path}`, { body });
  if (error) {
    const context = (error as { context?: unknown }).context;
    if (context instanceof Response) {
      const parsed = v.safeParse(errorBodySchema, await context.json().catch(() => null));
      if (parsed.success) throw new PaymentsFunctionError(parsed.output.error.code, parsed.output.error.message, context.status);
      throw new PaymentsFunctionError(`http_${context.status}`, '', context.status);
    }
    throw new PaymentsFunctionError('network', '', null);
  }
  const parsed = v.safeParse(schema, data);
  if (!parsed.success) throw new PaymentsFunctionError('bad_answer', '', 200);
  return parsed.output;
}
