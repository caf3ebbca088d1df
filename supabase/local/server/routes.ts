// The route table: /mailbox, / and /health, Edge Functions and the Paystack stand-in, then /auth/v1 and /rest/v1
// (their bodies read here, a REST caller's role named here); anything else is Kong's 404.
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Database } from '../db.ts';
import { sendJson, sendText } from '../http.ts';
import { checkMailboxAccess, renderMailboxHtml, type Mailbox } from '../mailbox.ts';
import type { RequestIdentity } from '../rest.ts';
import { identifyRestCaller, readApiBody } from './api-requests.ts';
import type { FunctionsHost } from './functions.ts';

export interface RouterOptions {
  db: Database;
  jwtSecret: string;
  mailbox: Mailbox;
  functions: FunctionsHost;
  handleAuth(req: IncomingMessage, res: ServerResponse, path: string, url: URL, body: unknown): Promise<void>;
  handleRest(req: IncomingMessage, res: ServerResponse, identity: RequestIdentity, path: string, url: URL, body: unknown): Promise<void>;
  /** The server's bodyLimit option. */
  bodyLimit: number | undefined;
  /** This server's own URL, known once it listens. */
  publicUrl: () => string;
}

export function createRouter(options: RouterOptions): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const { db, jwtSecret, mailbox, functions, handleAuth, handleRest } = options;

  return async function route(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const publicUrl = options.publicUrl();
    const url = new URL(req.url ?? '/', 'http://localhost');
    const path = url.pathname;
    const isAuth = path.startsWith('/auth/v1');
    const isRest = path.startsWith('/rest/v1');

    if (path === '/mailbox' || path === '/mailbox/') {
      checkMailboxAccess(req, jwtSecret);
      if (req.method === 'DELETE') {
        mailbox.clear();
        sendJson(res, 204, undefined);
      } else if ((req.headers.accept ?? '').includes('text/html')) {
        sendText(res, 200, renderMailboxHtml(mailbox.list(url.searchParams.get('to') ?? undefined)), {}, 'text/html; charset=utf-8');
      } else {
        sendJson(res, 200, { messages: mailbox.list(url.searchParams.get('to') ?? undefined) });
      }
      return;
    }
    if (path === '/' || path === '/health') {
      sendJson(res, 200, {
        name: 'maarifa-local-backend',
        url: publicUrl,
        database: db.kind,
        auth: `${publicUrl}/auth/v1`,
        rest: `${publicUrl}/rest/v1`,
        realtime: `${publicUrl.replace(/^http/, 'ws')}/realtime/v1/websocket`,
        mailbox: `${publicUrl}/mailbox`,
        functions: `${publicUrl}/functions/v1`,
        paystack: functions.standIn ? `${publicUrl}/paystack` : null,
      });
      return;
    }
    if (await functions.handle(req, res, path)) return;
    if (!isAuth && !isRest) {
      sendJson(res, 404, { message: 'no Route matched with those values' });
      return;
    }

    const body = await readApiBody(req, path, isAuth, options.bodyLimit);

    if (isAuth) {
      await handleAuth(req, res, path.slice('/auth/v1'.length) || '/', url, body);
      return;
    }
    const identity = identifyRestCaller(req, url, jwtSecret);
    await handleRest(req, res, identity, path.slice('/rest/v1'.length) || '/', url, body);
  };
}
