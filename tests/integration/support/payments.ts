// The payments suites' shared harness: a webhook relay the test controls, and the calls a creator, a buyer and the
// provider make against the payments function (in-process or under Deno) and the Paystack stand-in.
import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect } from 'vitest';
import type { TestBackend, TestUser } from './backend.ts';

/** One webhook as the stand-in sent it. */
export interface Delivery {
  body: string;
  signature: string;
}

/** forward: pass each delivery on; hold: answer 200 and keep it; fail: answer 500 while `failures` lasts. */
export type RelayMode = 'forward' | 'hold' | 'fail';

export interface WebhookRelay {
  /** Where the stand-in sends webhooks (its `webhookUrl`). */
  url: string;
  /** Every delivery the stand-in made, held or forwarded. */
  deliveries: Delivery[];
  mode: RelayMode;
  failures: number;
  /** The backend whose payments function receives forwarded deliveries; set once it has started. */
  target: TestBackend | undefined;
  /** Back to forwarding everything, with no deliveries kept. */
  reset(): void;
  close(): Promise<void>;
}

/** The in-process payments function of a local backend, as the platform routes it. */
export function functionBaseOf(backend: TestBackend): string {
  return `${backend.url}/functions/v1/payments`;
}

/** Sends one delivery to a payments function as the provider would (a null signature sends none, as a forger might). */
export function deliver(functionBase: string, d: { body: string; signature: string | null }): Promise<Response> {
  const headers: Record<string, string> = { 'Content-Type': 'application/json' };
  if (d.signature !== null) headers['x-paystack-signature'] = d.signature;
  return fetch(`${functionBase}/webhook`, { method: 'POST', headers, body: d.body });
}

/** A relay between the stand-in and the function, so a test can hold, fail, repeat and reorder deliveries. */
export async function startWebhookRelay(): Promise<WebhookRelay> {
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const d = { body: Buffer.concat(chunks).toString('utf8'), signature: String(req.headers['x-paystack-signature'] ?? '') };
      relay.deliveries.push(d);
      if (relay.mode === 'hold') {
        res.writeHead(200).end();
      } else if (relay.mode === 'fail' && relay.failures > 0) {
        relay.failures--;
        res.writeHead(500).end();
      } else if (!relay.target) {
        res.writeHead(503).end();
      } else {
        deliver(functionBaseOf(relay.target), d).then(
          (answer) => res.writeHead(answer.status).end(),
          () => res.writeHead(502).end(),
        );
      }
    });
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const relay: WebhookRelay = {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    deliveries: [],
    mode: 'forward',
    failures: 0,
    target: undefined,
    reset() {
      relay.mode = 'forward';
      relay.failures = 0;
      relay.deliveries.length = 0;
    },
    close: () => new Promise<void>((done) => server.close(() => done())),
  };
  return relay;
}

/** A published course with one module and one lesson, owned by `owner` (price in major units). */
export async function publishPaidCourse(owner: TestUser, options: { price?: number; affiliatePercent?: number } = {}): Promise<string> {
  const courseId = randomUUID();
  const moduleId = randomUUID();
  const c = owner.client;
  const course = { id: courseId, instructor_id: owner.id, title: 'Solar sales', description: 'Selling solar kits in towns.', category: 'business', price: options.price ?? 49 };
  const row = options.affiliatePercent === undefined ? course : { ...course, affiliate_percent: options.affiliatePercent };
  expect((await c.from('courses').insert(row)).error).toBeNull();
  expect((await c.from('course_modules').insert({ id: moduleId, course_id: courseId, title: 'Module', order_index: 0 })).error).toBeNull();
  expect((await c.from('lessons').insert({ id: randomUUID(), module_id: moduleId, title: 'Lesson one', content: 'text', order_index: 0 })).error).toBeNull();
  expect((await c.from('courses').update({ status: 'published' }).eq('id', courseId)).error).toBeNull();
  return courseId;
}

export interface Checkout {
  order_id: string;
  reference: string;
  authorization_url: string;
}

/** The routes of one payments function, called as the app calls them (the anon key, and the user's JWT if any). */
export function paymentsCalls(functionBase: string, anonKey: string) {
  async function call(route: string, body: unknown, user?: TestUser): Promise<{ status: number; body: Record<string, unknown> }> {
    const headers: Record<string, string> = { 'Content-Type': 'application/json', apikey: anonKey };
    if (user) headers.Authorization = `Bearer ${(await user.client.auth.getSession()).data.session!.access_token}`;
    const response = await fetch(`${functionBase}/${route}`, { method: 'POST', headers, body: JSON.stringify(body) });
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  }
  /** Buy: answers the order and the stand-in's hosted checkout (`returnUrl` is where the learner comes back to). */
  async function checkout(buyer: TestUser, courseId: string, returnUrl: string, referralCode?: string | null): Promise<Checkout> {
    const body = referralCode === undefined ? { course_id: courseId, return_url: returnUrl } : { course_id: courseId, referral_code: referralCode, return_url: returnUrl };
    const answer = await call('checkout', body, buyer);
    expect(answer.status).toBe(200);
    return answer.body as unknown as Checkout;
  }
  return { call, checkout };
}

/** Presses a button on the stand-in's hosted checkout (which offers card and mobile money); answers where it sends the learner back. */
export async function pressOnCheckout(authorizationUrl: string, action: 'pay' | 'decline' | 'abandon' = 'pay', channel = 'card'): Promise<URL> {
  const html = await (await fetch(authorizationUrl)).text();
  expect(html).toContain('>Pay</button>');
  expect(html).toContain('Mobile money');
  const response = await fetch(authorizationUrl, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ action, channel }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(303);
  return new URL(response.headers.get('location')!);
}

/** Polls until the probe answers something truthy, and answers it; webhooks and retries settle asynchronously. */
export async function waitFor<T>(what: string, probe: () => Promise<T | undefined | null | false>, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export async function orderStatus(backend: TestBackend, orderId: string): Promise<string | undefined> {
  return (await backend.sql<{ status: string }>('select status from orders where id = $1', [orderId]))[0]?.status;
}
