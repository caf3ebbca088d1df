// Supabase Realtime's /realtime/v1/websocket for the local backend: Phoenix channels (vsn 1.0.0 and 2.0.0 JSON), private joins authorised by RLS on realtime.messages, broadcasts fed by realtime.send()'s NOTIFY.
// This file owns the sockets (upgrade, idle timeout, close) and relays NOTIFYs; realtime/ holds the frames (protocol),
// the join checks (authorization) and a socket's channels (channels).
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer } from 'ws';
import type { Database } from './db.ts';
import { createChannelAuthorizer } from './realtime/authorization.ts';
import { createChannelHandler } from './realtime/channels.ts';
import { send, type Connection } from './realtime/protocol.ts';

/** The NOTIFY channel realtime.send() uses (platform.sql). */
export const REALTIME_NOTIFY_CHANNEL = 'maarifa_realtime';

/** A socket that sends nothing (not even a heartbeat) this long is closed, as Phoenix's transport timeout does. */
const IDLE_TIMEOUT_MS = 60_000;
/** Client frames are small (joins, heartbeats, token refreshes): anything larger is refused by ws with 1009. */
const MAX_FRAME_BYTES = 64 * 1024;

export interface RealtimeEndpoint {
  /** Takes an HTTP upgrade request; returns false (and leaves the socket alone) when the path is not Realtime's. */
  handleUpgrade(req: IncomingMessage, socket: Duplex, head: Buffer): boolean;
  /** How many sockets are open (tests, health). */
  connections(): number;
  close(): Promise<void>;
}

export async function startRealtime(options: { db: Database; jwtSecret: string; log: (line: string) => void }): Promise<RealtimeEndpoint> {
  const { db, jwtSecret, log } = options;
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES, perMessageDeflate: false });
  const connections = new Set<Connection>();

  const stopListening = await db.listen(REALTIME_NOTIFY_CHANNEL, (text) => {
    let note: { topic?: unknown; event?: unknown; payload?: unknown; private?: unknown };
    try {
      note = JSON.parse(text) as typeof note;
    } catch {
      return;
    }
    if (typeof note.topic !== 'string' || typeof note.event !== 'string') return;
    const payload = (note.payload ?? {}) as Record<string, unknown>;
    const body = { type: 'broadcast', event: note.event, payload, meta: { id: payload.id } };
    for (const connection of connections) {
      for (const [topic, joined] of connection.channels) {
        if (joined.subTopic === note.topic && joined.private === (note.private !== false)) {
          send(connection, { join_ref: null, ref: null, topic, event: 'broadcast', payload: body });
        }
      }
    }
  });

  const authorizer = createChannelAuthorizer({ db, jwtSecret, log });
  const handleMessage = createChannelHandler(authorizer);

  function resetIdle(connection: Connection): void {
    clearTimeout(connection.idleTimer);
    connection.idleTimer = setTimeout(() => connection.ws.close(1000, 'heartbeat timeout'), IDLE_TIMEOUT_MS);
    connection.idleTimer.unref?.();
  }

  return {
    handleUpgrade(req, socket, head) {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname !== '/realtime/v1/websocket' && url.pathname !== '/realtime/v1/websocket/') return false;
      const apikey = url.searchParams.get('apikey') ?? '';
      const vsnParam = url.searchParams.get('vsn') ?? '1.0.0';
      const key = authorizer.checkToken(apikey);
      if (!key.ok || (vsnParam !== '1.0.0' && vsnParam !== '2.0.0')) {
        const status = key.ok ? '400 Bad Request' : '403 Forbidden';
        socket.end(`HTTP/1.1 ${status}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
        return true;
      }
      wss.handleUpgrade(req, socket, head, (ws) => {
        const connection: Connection = { ws, vsn: vsnParam, channels: new Map(), idleTimer: undefined, queue: Promise.resolve() };
        connections.add(connection);
        resetIdle(connection);
        ws.on('message', (data, isBinary) => {
          resetIdle(connection);
          handleMessage(connection, data, isBinary, apikey);
        });
        ws.on('error', () => ws.terminate());
        ws.on('close', () => {
          clearTimeout(connection.idleTimer);
          for (const joined of connection.channels.values()) clearTimeout(joined.confirmTimer);
          connection.channels.clear();
          connections.delete(connection);
        });
      });
      return true;
    },
    connections: () => connections.size,
    async close() {
      for (const connection of connections) connection.ws.terminate();
      connections.clear();
      await new Promise<void>((done) => wss.close(() => done()));
      await stopListening().catch(() => undefined);
    },
  };
}
