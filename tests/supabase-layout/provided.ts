// What the supabase-layout Vitest project's global setup hands every test file: where its Supabase-layout cluster
// answers, as which logins, and the two migrated template databases a test database is copied from.
export interface ProvidedSupabaseLayout {
  /** supabase_admin, the cluster's superuser (creates and drops the test databases; a test's setup SQL). */
  superUrl: string;
  /** The API login role PostgREST uses, with require_where (our pg-safeupdate stand-in) loaded for its sessions. */
  authenticatorUrl: string;
  /** GoTrue's login role. */
  authAdminUrl: string;
  /** Our migrations pushed by the Supabase CLI, without and with supabase/seed.sql. */
  emptyTemplate: string;
  seededTemplate: string;
}

declare module 'vitest' {
  export interface ProvidedContext {
    supabaseLayout: ProvidedSupabaseLayout | undefined;
  }
}
