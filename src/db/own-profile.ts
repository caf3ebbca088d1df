// The signed-in user's own profile on the device (the only one it keeps): what community, home, XP and profile read.
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import { useLiveDocs } from './live-query.ts';
import type { ProfileDoc } from './schemas/profiles.ts';

export function useOwnProfile(userId: string | null | undefined): { profile: ProfileDoc | null; loading: boolean } {
  const query = useMemo<MangoQuery<ProfileDoc>>(() => ({ selector: { id: userId ?? '' } }), [userId]);
  const result = useLiveDocs('profiles', query);
  return { profile: result.data[0] ?? null, loading: result.loading };
}
