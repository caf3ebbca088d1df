// What startBackend() may be told: ports and addresses, origins and hosts, auth limits, the database, secrets, logging,
// and the payment provider behind /functions/v1/payments.

export interface BackendOptions {
  /** Port to listen on; 0 picks a free one. Default 54321. */
  port?: number;
  /** Address to bind; default 127.0.0.1, so nobody else on the network reaches it. `0.0.0.0` opens it. */
  host?: string;
  /**
   * Browser origins answered with CORS headers (`*` for any). Default: the site URL's origin and
   * localhost / 127.0.0.1 / [::1] on ports 4173 (`npm start`, `vite preview`) and 5173 (`npm run dev`).
   */
  allowedOrigins?: string[];
  /** Seconds during which an already rotated refresh token may be sent again without ending its session (default 10, as GoTrue). */
  refreshTokenReuseInterval?: number;
  /** Failed password sign-ins for one e-mail within signInFailureWindow seconds before further attempts answer 429 (default 5; 0 = never). */
  signInMaxFailures?: number;
  /** The window, in seconds, over which failed sign-ins are counted (default 300). */
  signInFailureWindow?: number;
  /** Failed sign-ins from one client address within signInFailureWindow before 429, whatever the accounts (default 30; 0 = never). */
  signInMaxFailuresPerAddress?: number;
  /** Wrong six-digit codes before the outstanding code of that user and type dies (default 5; 0 = never). */
  otpMaxAttempts?: number;
  /** Verify requests (POST and GET /auth/v1/verify) per client address per rateLimitWindow (default 30, GoTrue's token_verifications; 0 = no limit). */
  verifyMaxPerAddress?: number;
  /** Code checks (e-mail + six-digit token) per e-mail address per rateLimitWindow (default 10; 0 = no limit). */
  verifyMaxPerEmail?: number;
  /** Sign-ups (POST /signup, POST /otp that may create an account) per client address per rateLimitWindow (default 30; 0 = no limit). The service key's admin route is never limited. */
  signUpMaxPerAddress?: number;
  /** The window, in seconds, of the per-address and per-e-mail request limits (default 300, as GoTrue's). */
  rateLimitWindow?: number;
  /** Seconds between two mails of one kind (confirmation, recovery/sign-in code, e-mail change) to one address (default 60, GoTrue's SMTP_MAX_FREQUENCY; 0 = no limit). */
  emailMinInterval?: number;
  /**
   * Where mailed links may send a session besides the site URL's origin: GoTrue uri_allow_list globs (`*` within a
   * host label or path segment, `**` anything). Default: `<origin>` and `<origin>/**` for each CORS origin.
   */
  redirectAllowList?: string[];
  /** Host names the server answers to besides localhost, IP literals, HOST and the public URL's host (DNS-rebinding guard). */
  allowedHosts?: string[];
  /** Where PGlite keeps its files and where jwt-secret and backend.json live; undefined = in memory, nothing written. */
  dataDir?: string;
  /** Use this PostgreSQL database instead of PGlite. */
  databaseUrl?: string;
  /**
   * The database was laid out by Supabase's own SQL and migrated by the Supabase CLI (tests/supabase-layout): no
   * platform.sql and no migrations here, and each part of this stand-in logs in as the hosted service it stands in for,
   * so grants, RLS and pg-safeupdate judge it as they judge that service. `databaseUrl` then names a superuser, as
   * hosted Realtime's own connection is (schema cache, Realtime's authorization probe and relay).
   */
  supabaseLayout?: SupabaseLayoutLogins;
  /** Start an in-memory PGlite (no dataDir) from this dumpDataDir() image, e.g. an already migrated template. */
  pgliteImage?: Blob;
  /** HS256 secret; default: read from or generated into dataDir, or random for in-memory runs. */
  jwtSecret?: string;
  /** Access-token lifetime in seconds (default 3600). */
  jwtExpiry?: number;
  /** Require email confirmation on sign-up (default false). */
  confirmEmail?: boolean;
  /** Apply supabase/seed.sql to a fresh database (default true). */
  seed?: boolean;
  /** Where mailed links send people back to (default http://localhost:4173). */
  siteUrl?: string;
  /** Largest request body accepted, in bytes (default: bodyLimits in http.ts, 1 MiB for REST, 64 KiB for auth). */
  bodyLimit?: number;
  /** Log lines (mails, errors); default console.log. */
  log?: (line: string) => void;
  /** Also log one line per request (method, path, status, milliseconds). */
  logRequests?: boolean;
  /**
   * The payment provider behind /functions/v1/payments. Default: the local Paystack stand-in at <url>/paystack.
   * A secretKey without standIn talks to baseUrl (default the real https://api.paystack.co).
   */
  paystack?: PaystackOptions;
}

export interface SupabaseLayoutLogins {
  /** The API login role `authenticator`, as PostgREST: every REST request switches to anon, authenticated or service_role. */
  restUrl: string;
  /** GoTrue's role `supabase_auth_admin`: the auth API reads and writes only the auth schema. */
  authUrl: string;
}

export interface PaystackOptions {
  secretKey?: string;
  baseUrl?: string;
  /** Serve the stand-in at /paystack and use it (default: true when no secretKey is given). */
  standIn?: boolean;
  /** Where the stand-in sends its webhooks, charge.success and refund.* (default <url>/functions/v1/payments/webhook). */
  webhookUrl?: string;
  /** The stand-in's first webhook retry delay in ms, doubled per attempt (default 2000). */
  webhookBackoffMs?: number;
  /** What becomes of the stand-in's refunds: 'processed' (default, at once) or 'failed' (refund.failed follows). */
  refundOutcome?: 'processed' | 'failed';
}
