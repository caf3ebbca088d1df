// The app's supabase-js client, loaded on first use: supabase-js (~45 KiB) stays out of every chunk that only might
// talk to the server (feature data modules, the public forms' outbox), and comes with the first call instead.
import type { SupabaseClient } from '@supabase/supabase-js';

export async function loadSupabaseClient(): Promise<SupabaseClient> {
  const { getSupabaseClient } = await import('./supabase-client.ts');
  return getSupabaseClient();
}
