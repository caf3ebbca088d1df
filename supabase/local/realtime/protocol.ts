// Phoenix channel frames as Realtime speaks them: the message, a socket's state and its joined channels, sending in
// vsn 1.0.0 (objects) or 2.0.0 (arrays) JSON, replying, and reading a client's text frame.
import type { WebSocket } from 'ws';

export type Vsn = '1.0.0' | '2.0.0';

export type Message = { join_ref: string | null; ref: string | null; topic: string; event: string; payload: Record<string, unknown> };

export type Joined = {
  joinRef: string | null;
  /** The topic without its `realtime:` prefix, as realtime.topic() and realtime.send() name it. */
  subTopic: string;
  private: boolean;
  token: string;
  confirmTimer: ReturnType<typeof setTimeout> | undefined;
};

export type Connection = {
  ws: WebSocket;
  vsn: Vsn;
  channels: Map<string, Joined>;
  idleTimer: ReturnType<typeof setTimeout> | undefined;
  /** Messages are handled one after another, so a leave never overtakes the join it follows. */
  queue: Promise<void>;
};

export function send(connection: Connection, message: Message): void {
  if (connection.ws.readyState !== connection.ws.OPEN) return;
  const text =
    connection.vsn === '1.0.0'
      ? JSON.stringify(message)
      : JSON.stringify([message.join_ref, message.ref, message.topic, message.event, message.payload]);
  connection.ws.send(text);
}

export function reply(connection: Connection, message: Message, status: 'ok' | 'error', response: Record<string, unknown>): void {
  send(connection, { join_ref: message.join_ref, ref: message.ref, topic: message.topic, event: 'phx_reply', payload: { status, response } });
}

/** A client's text frame as a message (either vsn), or null when it is not one. */
export function parseFrame(text: string): Message | null {
  let message: Message;
  try {
    const parsed = JSON.parse(text) as unknown;
    if (Array.isArray(parsed)) {
      const [join_ref, ref, topic, event, payload] = parsed as [string | null, string | null, string, string, Record<string, unknown>];
      message = { join_ref, ref, topic, event, payload };
    } else {
      message = parsed as Message;
    }
    if (typeof message.topic !== 'string' || typeof message.event !== 'string') return null;
    message.payload = message.payload && typeof message.payload === 'object' ? message.payload : {};
  } catch {
    return null;
  }
  return message;
}
