// The local mailbox: confirmation, recovery and e-mail change mails are kept in memory, printed, and readable over HTTP by this machine or the service key.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import { HttpError, readBearer } from './http.ts';
import { verifyJwt } from './jwt.ts';

export interface Mail {
  id: string;
  to: string;
  subject: string;
  text: string;
  /** The action link inside the mail (verify URL). */
  link: string;
  /** What the link verifies: 'signup', 'recovery', 'magiclink' or 'email_change' (sent to the new address). */
  type: string;
  /** The secret in the link, usable with supabase-js `verifyOtp({ token_hash, type })`. */
  token_hash: string;
  /** The six-digit code, usable with `verifyOtp({ email, token, type })`. */
  otp: string;
  created_at: string;
}

export class Mailbox {
  private readonly mails: Mail[] = [];

  constructor(private readonly log: (line: string) => void = () => undefined) {}

  deliver(mail: Omit<Mail, 'id' | 'created_at'>): Mail {
    const stored: Mail = { ...mail, id: randomUUID(), created_at: new Date().toISOString() };
    this.mails.push(stored);
    // Keep memory bounded on long-running demo servers.
    if (this.mails.length > 500) this.mails.splice(0, this.mails.length - 500);
    this.log(`[mailbox] to ${stored.to}: ${stored.subject}\n          ${stored.link}\n          code: ${stored.otp}`);
    return stored;
  }

  /** All mails, oldest first, optionally only those to one address. */
  list(to?: string): Mail[] {
    const wanted = to?.toLowerCase();
    return this.mails.filter((m) => !wanted || m.to.toLowerCase() === wanted);
  }

  latest(to: string, type?: string): Mail | undefined {
    return this.list(to)
      .filter((m) => !type || m.type === type)
      .at(-1);
  }

  clear(): void {
    this.mails.length = 0;
  }
}

/** 127.0.0.0/8 and ::1 (IPv4-mapped too): a client on this machine. */
export function isLoopbackAddress(address: string | undefined): boolean {
  if (!address) return false;
  const a = address.startsWith('::ffff:') ? address.slice('::ffff:'.length) : address;
  return a === '::1' || /^127\./.test(a);
}

/**
 * The mailbox holds every reset link, so it is a master key: served (read or delete) only to a client on this
 * machine, or to anyone showing the service key (apikey header or Bearer). Throws 401 without a key, 403 with another.
 */
export function checkMailboxAccess(req: IncomingMessage, jwtSecret: string): void {
  if (isLoopbackAddress(req.socket.remoteAddress)) return;
  const apikey = req.headers.apikey;
  const keys = [typeof apikey === 'string' ? apikey : undefined, readBearer(req)].filter((k): k is string => k !== undefined && k !== '');
  const isServiceKey = (key: string) => {
    const verdict = verifyJwt(key, jwtSecret);
    return verdict.ok && verdict.claims.role === 'service_role';
  };
  if (keys.some(isServiceKey)) return;
  const message = 'The mailbox is served only to this machine, or with the service key (apikey header or Bearer token).';
  throw new HttpError(keys.length === 0 ? 401 : 403, { message });
}

export function renderMailboxHtml(mails: Mail[]): string {
  const escape = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
  const items = mails
    .slice()
    .reverse()
    .map(
      (m) =>
        `<article><h2>${escape(m.subject)}</h2><p>To ${escape(m.to)} · ${escape(m.created_at)}</p><pre>${escape(m.text)}</pre><p><a href="${escape(m.link)}">${escape(m.link)}</a></p></article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Maarifa local mailbox</title>
<style>body{font-family:system-ui,sans-serif;max-width:48rem;margin:2rem auto;padding:0 1rem}article{border-bottom:1px solid #ddd;padding:1rem 0}pre{white-space:pre-wrap}</style>
</head><body><h1>Local mailbox</h1>${items || '<p>No mail yet.</p>'}</body></html>`;
}
