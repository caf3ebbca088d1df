// Reading and refusing a payments request: the Refusal (status, code, message), bounded JSON bodies, the shapes of ids
// and references, allowed origins, and the settlement functions' refusals in words.

/** A refusal the caller is told of, as { error: { code, message } } with its status; any other error is a 500. */
export class Refusal extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
  }
}

/** Largest body read (checkout and webhook bodies are a few hundred bytes to a few KiB). */
const MAX_BODY_CHARS = 64 * 1024;

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const REFERENCE = /^[A-Za-z0-9.=-]{8,100}$/;

export const messages: Record<string, string> = {
  course_not_found: 'This course does not exist or is not published.',
  free_course: 'This course is free: enrol without paying.',
  own_course: 'You cannot buy your own course.',
  already_enrolled: 'You are already enrolled in this course.',
  checkout_in_progress: 'A checkout for this course is being started; try again in a moment.',
  order_not_found: 'No such order of yours.',
  request_not_found: 'No such refund request.',
  order_not_paid: 'Only a paid order can be refunded.',
  not_admin: 'Only admins decide refunds.',
  refund_in_progress: 'This refund is already being processed: another approval reached the payment provider first.',
  own_refund: 'You cannot decide a refund of your own order: another admin decides it.',
};

/** Origins a checkout may send the learner back to: comma-separated, `*` for any. */
export function readOrigins(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter((o) => o !== '')
    .map((o) => (o === '*' ? o : new URL(o).origin));
}

export async function boundedText(request: Request): Promise<string> {
  const text = await request.text();
  if (text.length > MAX_BODY_CHARS) throw new Refusal(413, 'payload_too_large', 'The request body is too large.');
  return text;
}

export async function jsonBody(request: Request): Promise<Record<string, unknown>> {
  const text = await boundedText(request);
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Refusal(400, 'invalid_request', 'The body must be a JSON object.');
  }
  if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new Refusal(400, 'invalid_request', 'The body must be a JSON object.');
  return body as Record<string, unknown>;
}

export function refuseFromDb(answer: { error?: string }): void {
  if (!answer.error) return;
  const status = { course_not_found: 404, order_not_found: 404, request_not_found: 404, free_course: 400, own_course: 400, already_enrolled: 409, order_not_paid: 409, not_admin: 403, refund_in_progress: 409, own_refund: 403 }[answer.error] ?? 400;
  throw new Refusal(status, answer.error, messages[answer.error] ?? answer.error);
}
