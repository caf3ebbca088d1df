// The auth endpoints' abuse limits: failed sign-ins per account and per address, request rates, and the interval between mails.
import { HttpError } from '../http.ts';
import type { AuthConfig } from './config.ts';
import { authError } from './requests.ts';

function tooMany(what: string, retryAfter: number): HttpError {
  const minutes = Math.ceil(retryAfter / 60);
  return authError(429, 'over_request_rate_limit', `${what} Please wait ${minutes === 1 ? 'a minute' : `${minutes} minutes`} and try again.`, {}, {
    'Retry-After': String(retryAfter),
  });
}

/**
 * Counts failed password sign-ins per key over a sliding window, as a hosted project rate-limits the token
 * endpoint, so that nobody can guess a password at bcrypt speed. Attempts still being checked count as failures
 * until they resolve, so a burst of parallel guesses is held to the same limit.
 */
class FailureThrottle {
  private readonly entries = new Map<string, { failures: number[]; pending: number }>();

  constructor(
    private readonly maxFailures: number,
    private readonly windowMs: number,
    /** An account's count starts over when its password is right; an address's does not (the guesser may own an account). */
    private readonly resetOnSuccess: boolean,
  ) {}

  /** Seconds until `key` may try again; 0 when it may now. */
  wait(key: string, now: number): number {
    if (this.maxFailures <= 0) return 0;
    const entry = this.entries.get(key);
    if (!entry) return 0;
    entry.failures = entry.failures.filter((t) => t > now - this.windowMs);
    if (entry.failures.length + entry.pending < this.maxFailures) return 0;
    const oldest = entry.failures[0] ?? now;
    return Math.max(1, Math.ceil((oldest + this.windowMs - now) / 1000));
  }

  /** Counts an attempt as pending; the returned function settles it once. */
  hold(key: string, now: number): (failed: boolean) => void {
    if (this.maxFailures <= 0) return () => undefined;
    const entry = this.entries.get(key) ?? { failures: [], pending: 0 };
    entry.pending++;
    this.entries.set(key, entry);
    this.forgetIdle(now);
    return (failed) => {
      entry.pending--;
      if (failed) entry.failures.push(Date.now());
      else if (this.resetOnSuccess) entry.failures = [];
      if (entry.pending === 0 && entry.failures.length === 0) this.entries.delete(key);
    };
  }

  /** Keeps memory bounded on a long-running server that meets many addresses. */
  private forgetIdle(now: number): void {
    if (this.entries.size < 10_000) return;
    for (const [key, entry] of this.entries) {
      if (entry.pending === 0 && entry.failures.every((t) => t <= now - this.windowMs)) this.entries.delete(key);
    }
  }
}

/** Requests per key over a sliding window (GoTrue's per-IP limits are per five minutes). */
export class RateLimiter {
  private readonly hits = new Map<string, number[]>();

  constructor(
    private readonly max: number,
    private readonly windowMs: number,
  ) {}

  /** Seconds until `key` may make another request; 0 when it may now. */
  wait(key: string, now: number): number {
    if (this.max <= 0) return 0;
    const recent = (this.hits.get(key) ?? []).filter((t) => t > now - this.windowMs);
    if (recent.length === 0) this.hits.delete(key);
    else this.hits.set(key, recent);
    if (recent.length < this.max) return 0;
    return Math.max(1, Math.ceil(((recent[recent.length - this.max] ?? now) + this.windowMs - now) / 1000));
  }

  record(key: string, now: number): void {
    if (this.max <= 0) return;
    const list = this.hits.get(key) ?? [];
    list.push(now);
    this.hits.set(key, list);
    if (this.hits.size < 10_000) return;
    for (const [k, times] of this.hits) if (times.every((t) => t <= now - this.windowMs)) this.hits.delete(k);
  }
}

/** Checks every (limiter, key) pair first and counts the request against all of them only when none refuses. */
export function enforce(pairs: [RateLimiter, string][], what: string): void {
  const now = Date.now();
  const wait = Math.max(0, ...pairs.map(([limiter, key]) => limiter.wait(key, now)));
  if (wait > 0) throw tooMany(what, wait);
  for (const [limiter, key] of pairs) limiter.record(key, now);
}

/**
 * The minimum interval between two mails of one kind to one address (GoTrue's SMTP_MAX_FREQUENCY). Keyed by the
 * address asked for, whether or not it has an account, so the answer does not reveal who has one.
 */
class MailInterval {
  private readonly sent = new Map<string, number>();

  constructor(private readonly intervalMs: number) {}

  /** Reserves the slot or throws 429 over_email_send_rate_limit; call release() if no mail went out after all. */
  take(keys: string[]): { release(): void } {
    if (this.intervalMs <= 0) return { release: () => undefined };
    const now = Date.now();
    let wait = 0;
    for (const key of keys) {
      const last = this.sent.get(key);
      if (last !== undefined && now - last < this.intervalMs) wait = Math.max(wait, Math.ceil((last + this.intervalMs - now) / 1000));
    }
    if (wait > 0) throw authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${wait} seconds.`, {}, { 'Retry-After': String(wait) });
    const previous = keys.map((key) => [key, this.sent.get(key)] as const);
    for (const key of keys) this.sent.set(key, now);
    if (this.sent.size >= 10_000) for (const [k, t] of this.sent) if (now - t >= this.intervalMs) this.sent.delete(k);
    return {
      release: () => {
        for (const [key, last] of previous) {
          if (this.sent.get(key) !== now) continue;
          if (last === undefined) this.sent.delete(key);
          else this.sent.set(key, last);
        }
      },
    };
  }
}

/** The limits one server keeps for its whole life, built from its settings. */
export function createAuthLimits(config: AuthConfig) {
  const accountFailures = new FailureThrottle(config.signInMaxFailures, config.signInFailureWindow * 1000, true);
  const addressFailures = new FailureThrottle(config.signInMaxFailuresPerAddress, config.signInFailureWindow * 1000, false);
  const mailInterval = new MailInterval(config.emailMinInterval * 1000);

  /** Runs `work` holding the mail slot of `keys` (see MailInterval), given back if `work` fails. */
  async function withMailSlot<T>(keys: string[], work: () => Promise<T>): Promise<T> {
    const slot = mailInterval.take(keys);
    try {
      return await work();
    } catch (error) {
      slot.release();
      throw error;
    }
  }

  /** Registers a password attempt against its account and its client address, or throws 429 if either failed too often lately. */
  function beginSignIn(accountKey: string, address: string): (failed: boolean) => void {
    const now = Date.now();
    const wait = Math.max(accountFailures.wait(accountKey, now), addressFailures.wait(address, now));
    if (wait > 0) throw tooMany('Too many sign-in attempts.', wait);
    const settles = [accountFailures.hold(accountKey, now), addressFailures.hold(address, now)];
    let settled = false;
    return (failed) => {
      if (settled) return;
      settled = true;
      for (const settle of settles) settle(failed);
    };
  }

  return {
    verifyByAddress: new RateLimiter(config.verifyMaxPerAddress, config.rateLimitWindow * 1000),
    verifyByEmail: new RateLimiter(config.verifyMaxPerEmail, config.rateLimitWindow * 1000),
    signUpsByAddress: new RateLimiter(config.signUpMaxPerAddress, config.rateLimitWindow * 1000),
    mailInterval,
    withMailSlot,
    beginSignIn,
  };
}

export type AuthLimits = ReturnType<typeof createAuthLimits>;
