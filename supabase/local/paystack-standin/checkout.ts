// The stand-in's hosted checkout, reached only by the checkout's own access code: a page with the amount, the reference
// and Pay, Decline and Abandon (nothing about the payer), and what each button does.
import { transactionData, type Transaction } from './ledger.ts';
import type { WebhookSender } from './webhooks.ts';

export const standInChannels = [
  { value: 'card', label: 'Card' },
  { value: 'bank_transfer', label: 'Bank transfer' },
  { value: 'ussd', label: 'USSD' },
  { value: 'mobile_money', label: 'Mobile money' },
] as const;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function formatAmount(amount: number, currency: string): string {
  try {
    return new Intl.NumberFormat('en', { style: 'currency', currency }).format(amount / 100);
  } catch {
    return `${(amount / 100).toFixed(2)} ${currency}`;
  }
}

export function checkoutPage(t: Transaction, notice = ''): Response {
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

/** Pay (which sends charge.success), Decline or Abandon, then back to the callback URL with the reference. */
export async function actOnCheckout(request: Request, t: Transaction, webhooks: WebhookSender): Promise<Response> {
  const form = new URLSearchParams(await request.text());
  const action = form.get('action');
  if (t.status !== 'ongoing') return checkoutPage(t);
  const channel = standInChannels.find((c) => c.value === form.get('channel'))?.value ?? 'card';
  if (action === 'pay') {
    t.status = 'success';
    t.channel = channel;
    t.paidAt = new Date().toISOString();
    webhooks.send({ event: 'charge.success', data: transactionData(t) }, t.reference);
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

export function checkoutNotFound(): Response {
  return new Response('<!doctype html><html lang="en"><title>Checkout not found</title><h1>This checkout does not exist</h1></html>', { status: 404, headers: { 'Content-Type': 'text/html; charset=utf-8' } });
}
