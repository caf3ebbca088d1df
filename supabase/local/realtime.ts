// Supabase Realtime's /realtime/v1/websocket for the local backend: Phoenix channels (vsn 1.0.0 and 2.0.0 JSON), private joins authorised by RLS on realtime.messages, broadcasts fed by realtime.send()'s NOTIFY.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Database } from './db.ts';
import { verifyJwt, type JwtClaims } from './jwt.ts';

/** The NOTIFY channel realtime.send() uses (platform.sql). */
export const REALTIME_NOTIFY_CHANNEL = 'maarifa_realtime';

/** Hosted Realtime re-checks a joined channel's token at least this often (its confirm_token interval). */
const CONFIRM_INTERVAL_MS = 5 * 60_000;
/** A socket that sends nothing (not even a heartbeat) this long is closed, as Phoenix's transport timeout does. */
const IDLE_TIMEOUT_MS = 60_000;
/** Client frames are small (joins, heartbeats, token refreshes): anything larger is refused by ws with 1009. */
const MAX_FRAME_BYTES = 64 * 1024;

type Vsn = '1.0.0' | '2.0.0';

type Message = { join_ref: string | null; ref: string | null; topic: string; event: string; payload: Record<string, unknown> };

type Joined = {
  joinRef: string | null;
  /** The topic without its `realtime:` prefix, as realtime.topic() and realtime.send() name it. */
  subTopic: string;
  private: boolean;
  token: string;
  confirmTimer: ReturnType<typeof setTimeout> | undefined;
};

type Connection = {
  ws: WebSocket;
  vsn: Vsn;
  channels: Map<string, Joined>;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
  /** Messages are handled one after another, so a leave never overtakes the join it follows. */
  queue: Promise<void>;
};

type Verdict = { ok: true; claims: JwtClaims } | { ok: false; reason: string };

class Rollback {
  constructor(readonly allowed: boolean) {}
}

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

  function send(connection: Connection, message: Message): void {
    if (connection.ws.readyState !== connection.ws.OPEN) return;
    const text =
      connection.vsn === '1.0.0'
        ? JSON.stringify(message)
        : JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload]);
    connection.ws.send(text);
  }

  function reply(connection: Connection, message: Message, status: 'ok' | 'error', response: Record<string, unknown>): void {
    send(connection, { join_ref: message.join_ref, ref: message.ref, topic: message.topic, event: 'phx_reply', payload: { status, response } });
  }

  /** Hosted Realtime's check: a valid signature, `role` and `exp` present, not expired. */
  function checkToken(token: string): Verdict {
    const verdict = verifyJwt(token, jwtSecret);
    if (!verdict.ok) {
      if (verdict.reason === 'expired') {
        const exp = readExp(token);
        return { ok: false, reason: `Token has expired ${exp === null ? 0 : Math.floor(Date.now() / 1000) - exp} seconds ago` };
      }
      return { ok: false, reason: verdict.reason === 'malformed' ? 'The token provided is not a valid JWT' : 'Invalid token' };
    }
    const { role, exp } = verdict.claims;
    if (typeof role !== 'string' || typeof exp !== 'number') return { ok: false, reason: 'Fields `role` and `exp` are required in JWT' };
    if (role !== 'anon' && role !== 'authenticated' && role !== 'service_role') return { ok: false, reason: `JWT role "${role}" is not allowed` };
    return verdict;
  }

  /**
   * Realtime Authorization, as hosted Realtime runs it: insert a probe row of the topic, then, as the user (role and
   * JWT claims set for the transaction), select it back; RLS on realtime.messages decides. Always rolled back.
   */
  async function mayRead(subTopic: string, claims: JwtClaims): Promise<boolean> {
    try {
      await db.transaction(async (tx) => {
        const id = randomUUID();
        await tx.query(`insert into realtime.messages (id, topic, extension, private) values ($1, $2, 'broadcast', true)`, [id, subTopic]);
        await tx.query(
          `select set_config('role', $1, true), set_config('realtime.topic', $2, true), set_config('request.jwt.claims', $3, true),
                  set_config('request.jwt.claim.sub', $4, true), set_config('request.jwt.claim.role', $1, true)`,
          [claims.role, subTopic, JSON.stringify(claims), typeof claims.sub === 'string' ? claims.sub : ''],
        );
        const seen = await tx.query(`select 1 from realtime.messages where id = $1`, [id]);
        throw new Rollback(seen.rows.length > 0);
      });
    } catch (error) {
      if (error instanceof Rollback) return error.allowed;
      log(`[realtime] authorization check failed: ${(error as Error).message}`);
      return false;
    }
    return false;
  }

  /** Checks a token for a channel; resolves with an error text, or null when the channel may go on. */
  async function authorise(joined: Pick<Joined, 'subTopic' | 'private'>, token: string): Promise<{ error: string } | { claims: JwtClaims }> {
    const verdict = checkToken(token);
    if (!verdict.ok) return { error: verdict.reason };
    if (joined.private && !(await mayRead(joined.subTopic, verdict.claims))) {
      return { error: `Unauthorized: You do not have permissions to read from this Channel topic: ${joined.subTopic}` };
    }
    return { claims: verdict.claims };
  }

  /** Ends one channel as hosted Realtime does: a `system` error message, then phx_close. */
  function shutdown(connection: Connection, topic: string, joined: Joined, reason: string): void {
    clearTimeout(joined.confirmTimer);
    connection.channels.delete(topic);
    send(connection, {
      join_ref: joined.joinRef,
      ref: null,
      topic,
      event: 'system',
      payload: { extension: 'system', status: 'error', message: reason, channel: joined.subTopic },
    });
    send(connection, { join_ref: joined.joinRef, ref: null, topic, event: 'phx_close', payload: {} });
  }

  /** Re-checks the token (and, for a private channel, the policy) when it expires and every five minutes. */
  function scheduleConfirm(connection: Connection, topic: string, joined: Joined, claims: JwtClaims): void {
    clearTimeout(joined.confirmTimer);
    const untilExpiry = typeof claims.exp === 'number' ? claims.exp * 1000 - Date.now() : CONFIRM_INTERVAL_MS;
    joined.confirmTimer = setTimeout(
      () => {
        if (connection.channels.get(topic) !== joined) return;
        void authorise(joined, joined.token).then((result) => {
          if (connection.channels.get(topic) !== joined) return;
          if ('error' in result) shutdown(connection, topic, joined, result.error);
          else scheduleConfirm(connection, topic, joined, result.claims);
        });
      },
      Math.max(0, Math.min(CONFIRM_INTERVAL_MS, untilExpiry)),
    );
    joined.confirmTimer.unref?.();
  }

  async function handleJoin(connection: Connection, message: Message, apikey: string): Promise<void> {
    const { topic, payload } = message;
    if (!topic.startsWith('realtime:') || topic === 'realtime:') {
      reply(connection, message, 'error', { reason: 'You must provide a topic name' });
      return;
    }
    const config = (payload.config ?? {}) as { private?: unknown };
    const token = typeof payload.access_token === 'string' ? payload.access_token : apikey;
    const candidate = { subTopic: topic.slice('realtime:'.length), private: config.private === true };
    const result = await authorise(candidate, token);
    if (connection.ws.readyState !== connection.ws.OPEN) return;
    if ('error' in result) {
      reply(connection, message, 'error', { reason: result.error });
      return;
    }
    const previous = connection.channels.get(topic);
    if (previous) clearTimeout(previous.confirmTimer);
    const joined: Joined = { joinRef: message.join_ref ?? message.ref, ...candidate, token, confirmTimer: undefined };
    connection.channels.set(topic, joined);
    scheduleConfirm(connection, topic, joined, result.claims);
    reply(connection, message, 'ok', { postgres_changes: [] });
  }

  async function handleAccessToken(connection: Connection, message: Message): Promise<void> {
    const joined = connection.channels.get(message.topic);
    const token = message.payload.access_token;
    if (!joined || typeof token !== 'string' || token === joined.token) return;
    joined.token = token;
    const result = await authorise(joined, token);
    if (connection.channels.get(message.topic) !== joined) return;
    if ('error' in result) shutdown(connection, message.topic, joined, result.error);
    else scheduleConfirm(connection, message.topic, joined, result.claims);
  }

  function handleMessage(connection: Connection, data: RawData, isBinary: boolean, apikey: string): void {
    // Binary frames are client broadcasts (vsn 2.0.0): devices may not send to these channels, so they are dropped,
    // as hosted Realtime drops a private channel's broadcast without a write policy.
    if (isBinary) return;
    let message: Message;
    try {
      const parsed = JSON.parse(data.toString()) as unknown;
      if (Array.isArray(parsed)) {
        const [join_ref, ref, topic, event, payload] = parsed as [string | null, string | null, string, string, Record<string, unknown>];
        message = { join_ref, ref, topic, event, payload };
      } else {
        message = parsed as Message;
      }
      if (typeof message.topic !== 'string' || typeof message.event !== 'string') return;
      message.payload = message.payload && typeof message.payload === 'object' ? message.payload : {};
    } catch {
      return;
    }
    if (message.topic === 'phoenix' && message.event === 'heartbeat') {
      reply(connection, message, 'ok', {});
      return;
    }
    switch (message.event) {
      case 'phx_join':
        connection.queue = connection.queue.then(() => handleJoin(connection, message, apikey));
        return;
      case 'phx_leave':
        connection.queue = connection.queue.then(() => {
          const joined = connection.channels.get(message.topic);
          if (joined) clearTimeout(joined.confirmTimer);
          connection.channels.delete(message.topic);
          reply(connection, message, 'ok', {});
        });
        return;
      case 'access_token':
        connection.queue = connection.queue.then(() => handleAccessToken(connection, message));
        return;
      default:
        // broadcast and presence from devices: not used by Maarifa and not allowed on its channels.
        return;
    }
  }

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
      const key = checkToken(apikey);
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

function readExp(token: string): number | null {
  try {
    const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp : null;
  } catch {
    return null;
  }
}
