// The settings the server gives its auth endpoints (supabase/local/server.ts fills them from its options).
import type { Database } from '../db.ts';
import type { Mailbox } from '../mailbox.ts';

export interface AuthConfig {
  db: Database;
  jwtSecret: string;
  jwtExpiry: number;
  confirmEmail: boolean;
  siteUrl: string;
  mailbox: Mailbox;
  publicUrl(): string;
  /** Seconds an already rotated refresh token may still be sent (GoTrue's REFRESH_TOKEN_REUSE_INTERVAL). */
  refreshTokenReuseInterval: number;
  /** Failed password sign-ins per account within signInFailureWindow seconds before 429; 0 turns the throttle off. */
  signInMaxFailures: number;
  signInFailureWindow: number;
  /** Failed password sign-ins per client address within signInFailureWindow seconds before 429; 0 = no limit. */
  signInMaxFailuresPerAddress: number;
  /** Wrong codes before an outstanding one-time code dies (GoTrue-like); 0 = never. */
  otpMaxAttempts: number;
  /** Verify requests per client address, and code checks per e-mail, per rateLimitWindow seconds; 0 = no limit. */
  verifyMaxPerAddress: number;
  verifyMaxPerEmail: number;
  /** Sign-ups (POST /signup, POST /otp that may create an account) per client address per rateLimitWindow; 0 = no limit. */
  signUpMaxPerAddress: number;
  rateLimitWindow: number;
  /** Seconds between two mails of one kind to one address (GoTrue's SMTP_MAX_FREQUENCY); 0 = no limit. */
  emailMinInterval: number;
  /** Where a mailed link may send a session besides the site URL's origin: GoTrue uri_allow_list globs. */
  redirectAllowList: readonly string[];
}
