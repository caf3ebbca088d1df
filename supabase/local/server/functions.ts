// Hosting Edge Functions and the Paystack stand-in: /functions/v1/<name> runs the function's own (Request) => Response
// handler, as Supabase would, with this server as its SUPABASE_URL; /paystack/… is the stand-in, when it is used.
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createPaymentsHandler } from '../../functions/payments/handler.ts';
import { BodyTooLargeError, HttpError, readBody, sendJson } from '../http.ts';
import { createPaystackStandIn, type PaystackStandIn } from '../paystack-standin.ts';
import type { PaystackOptions } from './options.ts';

/** The stand-in's secret key when none is configured: it only ever unlocks the local stand-in. */
export const standInSecretKey = 'sk_test_maarifa_local_stand_in';

/** Largest body an Edge Function or the stand-in reads (payments bodies are a few fields; webhooks a few KiB). */
const functionBodyLimit = 64 * 1024;

/** Node request → Web Request, for handlers written for Deno (Edge Functions) and the stand-in. */
function toWebRequest(req: IncomingMessage, url: string, body: string | undefined): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    if (value === undefined) continue;
    for (const v of Array.isArray(value) ? value : [value]) headers.append(name, v);
  }
  return new Request(url, { method: req.method, headers, body: body === undefined ? undefined : body });
}

/** Web Response → node response. CORS headers stay the backend's own (applied to every route already). */
async function sendWebResponse(res: ServerResponse, response: Response): Promise<void> {
  if (res.headersSent) return;
  res.statusCode = response.status;
  response.headers.forEach((value, name) => {
    if (name.startsWith('access-control-') || name === 'content-length' || name === 'content-encoding') return;
    res.setHeader(name, name === 'vary' && res.getHeader('Vary') ? `${String(res.getHeader('Vary'))}, ${value}` : value);
  });
  res.end(Buffer.from(await response.arrayBuffer()));
}

export interface FunctionsHostOptions {
  paystack: PaystackOptions | undefined;
  /** The server's bodyLimit option, which overrides functionBodyLimit too. */
  bodyLimit: number | undefined;
  anonKey: string;
  serviceKey: string;
  allowedOrigins: string[];
  /** This server's own URL, known once it listens. */
  publicUrl: () => string;
  log: (line: string) => void;
}

export interface FunctionsHost {
  /** The Paystack stand-in, when this server serves one at /paystack. */
  standIn: PaystackStandIn | null;
  /** Answers a /functions/v1/… or (with the stand-in) /paystack/… request; false when the path is neither. */
  handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean>;
}

export function createFunctionsHost(options: FunctionsHostOptions): FunctionsHost {
  const { anonKey, serviceKey, allowedOrigins, publicUrl, log } = options;
  // Payments: the Edge Function as Supabase would run it, with this server as its SUPABASE_URL, and the provider.
  const paystack = options.paystack ?? {};
  const useStandIn = paystack.standIn ?? !paystack.secretKey;
  const paystackSecret = paystack.secretKey ?? standInSecretKey;
  const standIn: PaystackStandIn | null = useStandIn
    ? createPaystackStandIn({
        secretKey: paystackSecret,
        baseUrl: () => `${publicUrl()}/paystack`,
        webhookUrl: () => paystack.webhookUrl ?? `${publicUrl()}/functions/v1/payments/webhook`,
        webhookBackoffMs: paystack.webhookBackoffMs,
        refundOutcome: paystack.refundOutcome,
        log,
      })
    : null;
  let functions: Record<string, (request: Request) => Promise<Response>> | undefined;
  /** Made on first use: the handlers need this server's own URL, known once it listens. */
  function edgeFunctions(): Record<string, (request: Request) => Promise<Response>> {
    functions ??= {
      payments: createPaymentsHandler({
        SUPABASE_URL: publicUrl(),
        SUPABASE_ANON_KEY: anonKey,
        SUPABASE_SERVICE_ROLE_KEY: serviceKey,
        PAYSTACK_SECRET_KEY: paystackSecret,
        PAYSTACK_BASE_URL: useStandIn ? `${publicUrl()}/paystack` : paystack.baseUrl,
        PAYMENTS_RETURN_ORIGINS: allowedOrigins.join(','),
        PAYMENTS_CORS_ORIGINS: allowedOrigins.join(','),
      }),
    };
    return functions;
  }

  async function handle(req: IncomingMessage, res: ServerResponse, path: string): Promise<boolean> {
    const functionMatch = /^\/functions\/v1\/([a-z0-9_-]+)(\/|$)/.exec(path);
    if (!functionMatch && !(standIn && path.startsWith('/paystack/'))) return false;
    const handler = functionMatch ? edgeFunctions()[functionMatch[1]!] : (request: Request) => standIn!.handle(request, path.slice('/paystack'.length));
    if (!handler) {
      sendJson(res, 404, { code: 'NOT_FOUND', message: 'Requested function was not found' });
      return true;
    }
    let text: string | undefined;
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      try {
        text = await readBody(req, options.bodyLimit ?? functionBodyLimit);
      } catch (error) {
        if (error instanceof BodyTooLargeError) throw new HttpError(413, { error: { code: 'payload_too_large', message: error.message } });
        throw error;
      }
    }
    await sendWebResponse(res, await handler(toWebRequest(req, `${publicUrl()}${req.url ?? '/'}`, text)));
    return true;
  }

  return { standIn, handle };
}
