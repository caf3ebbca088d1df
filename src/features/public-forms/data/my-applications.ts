// The signed-in applicant's own applications, from the server view `my_applications` the sync engine pulls: what /for-creators,
// /affiliate-program and the Affiliate dashboard show. The database loads by dynamic import (public pages stay light).
import { useEffect, useState } from 'react';
import * as v from 'valibot';
import { useSession } from '../../../auth/use-session';

const myApplicationSchema = v.object({
  id: v.string(),
  kind: v.picklist(['instructor', 'affiliate']),
  status: v.picklist(['pending', 'approved', 'declined']),
  review_note: v.nullish(v.string(), null),
  reviewed_at: v.nullish(v.string(), null),
  created_at: v.string(),
});
export type MyApplication = v.InferOutput<typeof myApplicationSchema>;

/** The newest application of `kind` in the view's data; anything that does not parse is ignored. */
export function latestApplication(data: unknown, kind: MyApplication['kind']): MyApplication | null {
  const list = v.safeParse(v.object({ applications: v.array(v.unknown()) }), data);
  if (!list.success) return null;
  let latest: MyApplication | null = null;
  for (const item of list.output.applications) {
    const parsed = v.safeParse(myApplicationSchema, item);
    if (!parsed.success || parsed.output.kind !== kind) continue;
    if (!latest || parsed.output.created_at > latest.created_at) latest = parsed.output;
  }
  return latest;
}

/** The newest application of `kind` on this device for the signed-in user; null when none (or signed out). */
export function useMyApplication(kind: MyApplication['kind']): MyApplication | null {
  const { user } = useSession();
  const [state, setState] = useState<{ userId: string; application: MyApplication | null } | null>(null);
  useEffect(() => {
    if (!user) return;
    let cancelled = false;
    let unsubscribe: (() => void) | undefined;
    void import('../../../auth/device-data')
      .then(({ openDeviceData }) => openDeviceData())
      .then((db) => {
        if (cancelled) return;
        const subscription = db.server_views.find({ selector: { name: 'my_applications' } }).$.subscribe((docs) => {
          setState({ userId: user.id, application: latestApplication(docs[0]?.toJSON().data ?? null, kind) });
        });
        unsubscribe = () => subscription.unsubscribe();
      })
      .catch(() => undefined);
    return () => {
      cancelled = true;
      unsubscribe?.();
    };
  }, [user, kind]);
  // Another user's answer (or one from before signing out) is never shown.
  return user && state?.userId === user.id ? state.application : null;
}
