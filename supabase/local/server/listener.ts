// The node:http server itself: the Host guard against DNS rebinding, CORS and preflight, one answer for every error,
// Realtime's WebSocket upgrade on the same port, and listening.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { isIP } from 'node:net';
import { answerPreflight, applyCors, HttpError, sendJson } from '../http.ts';
import type { RealtimeEndpoint } from '../realtime.ts';

export interface HostGuard {
  allowed(header: string | undefined): boolean;
  /** Adds a name, e.g. the public URL's host once the server listens. */
  add(name: string): void;
}

/**
 * The names this server answers to. A page on another name that resolves to this machine (DNS rebinding) sends its
 * own name as Host and is refused, on every route: this is a development server, never behind a proxy. IP literals
 * cannot be rebound, so they pass (a phone on the Wi-Fi dials the LAN address).
 */
export function createHostGuard(allowedHosts: string[] | undefined): HostGuard {
  const hostNames = new Set(['localhost', ...(allowedHosts ?? []).map((h) => h.trim().toLowerCase()).filter((h) => h !== '')]);
  return {
    allowed(header) {
      if (!header) return false;
      const value = header.trim().toLowerCase();
      const name = (value.startsWith('[') ? value.slice(0, value.indexOf(']') + 1) : value.replace(/:\d*$/, '')).replace(/\.$/, '');
      if (isIP(name) === 4 || (name.startsWith('[') && name.endsWith(']') && isIP(name.slice(1, -1)) === 6)) return true;
      return hostNames.has(name);
    },
    add(name) {
      hostNames.add(name);
    },
  };
}

export interface ListenerOptions {
  hostGuard: HostGuard;
  allowedOrigins: string[];
  route(req: IncomingMessage, res: ServerResponse): Promise<void>;
  realtime: RealtimeEndpoint;
  log: (line: string) => void;
  /** Also log one line per request (method, path, status, milliseconds). */
  logRequests: boolean | undefined;
}

export function createListener(options: ListenerOptions): Server {
  const { hostGuard, allowedOrigins, route, realtime, log } = options;
  const server: Server = createServer((req, res) => {
    if (options.logRequests) {
      const begun = Date.now();
      res.once('finish', () => log(`[backend] ${req.method} ${req.url?.split('?')[0]} ${res.statusCode} ${Date.now() - begun} ms`));
    }
    if (!hostGuard.allowed(req.headers.host)) {
      const msg = `This server does not answer to the host "${String(req.headers.host ?? '')}". Use localhost, an IP address, or add the name to ALLOWED_HOSTS.`;
      sendJson(res, 403, { code: 403, error_code: 'host_not_allowed', msg, message: msg });
      return;
    }
    const corsAllowed = applyCors(req, res, allowedOrigins);
    if (req.method === 'OPTIONS') {
      answerPreflight(req, res, corsAllowed);
      return;
    }
    route(req, res).catch((error: unknown) => {
      if (error instanceof HttpError) {
        sendJson(res, error.status, error.body, error.headers);
        return;
      }
      // Unexpected: answer without internals, keep serving, log one line.
      log(`[backend] ${req.method} ${req.url}: ${(error as Error)?.message ?? String(error)}`);
      sendJson(res, 500, { code: 'PGRST000', message: 'Internal server error', details: null, hint: null });
    });
  });
  // Well above clients' own idle limits (undici keeps an idle socket 4 s): a server that closed first would race a request
  // sent on that socket, which reaches the client as ECONNRESET on a busy machine. stop() closes idle sockets itself.
  server.keepAliveTimeout = 65_000;
  // Realtime's WebSocket shares the port, as on a hosted project; the same Host rule guards it.
  server.on('upgrade', (req: IncomingMessage, socket, head: Buffer) => {
    socket.on('error', () => socket.destroy());
    if (!hostGuard.allowed(req.headers.host)) {
      socket.end('HTTP/1.1 403 Forbidden\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
      return;
    }
    if (!realtime.handleUpgrade(req, socket, head)) socket.end('HTTP/1.1 404 Not Found\r\nConnection: close\r\nContent-Length: 0\r\n\r\n');
  });
  server.on('clientError', (_err, socket) => {
    if (socket.writable) socket.end('HTTP/1.1 400 Bad Request\r\nConnection: close\r\n\r\n');
  });
  return server;
}

/** Binds the server; rejects, with nothing bound, when the port is taken or the address cannot be used. */
export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolvePromise, reject) => {
    server.once('error', reject);
    const onListening = () => {
      server.off('error', reject);
      resolvePromise();
    };
    server.listen(port, host, onListening);
  });
}
