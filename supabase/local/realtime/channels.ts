// A socket's channels: joining (token and policy checked), leaving, a new access token, and the re-check when a token
// expires and every five minutes, which ends a channel whose token or policy no longer allows it.
import type { RawData } from 'ws';
import type { JwtClaims } from '../jwt.ts';
import type { ChannelAuthorizer } from './authorization.ts';
import { parseFrame, reply, send, type Connection, type Joined, type Message } from './protocol.ts';

/** Hosted Realtime re-checks a joined channel's token at least this often (its confirm_token interval). */
const CONFIRM_INTERVAL_MS = 5 * 60_000;

/** The handler of one client frame, over the authorizer's checks. */
export function createChannelHandler(authorizer: ChannelAuthorizer): (connection: Connection, data: RawData, isBinary: boolean, apikey: string) => void {
  const { authorise } = authorizer;

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
    const message = parseFrame(data.toString());
    if (!message) return;
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

  return handleMessage;
}
