// The app's one supabase-js client, configured from VITE_SUPABASE_URL / VITE_SUPABASE_ANON_KEY (local backend by default).
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { createCountingFetch } from './data-usage-store.ts';

const DEFAULT_SUPABASE_URL = 'http://localhost:54321';

export function getSupabaseUrl(): string {
  const url = import.meta.env?.VITE_SUPABASE_URL as string | undefined;
  return url && url.trim() !== '' ? url : DEFAULT_SUPABASE_URL;
}

export function getSupabaseAnonKey(): string {
  const key = import.meta.env?.VITE_SUPABASE_ANON_KEY as string | undefined;
  // supabase-js refuses an empty key ('supabaseKey is required.'); the local backend accepts this placeholder only if configured so.
  return key && key.trim() !== '' ? key : 'missing-anon-key';
}

let client: SupabaseClient | null = null;

/** The shared client: auth (session in localStorage, auto refresh) and the sync engine's RPCs. */
export function getSupabaseClient(): SupabaseClient {
  client ??= createClient(getSupabaseUrl(), getSupabaseAnonKey(), {
    auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
    // Every request to the backend is counted for the usage meter (sync or other).
    global: { fetch: createCountingFetch() },
  });
  return client;
}

export const supabase: SupabaseClient = getSupabaseClient();
