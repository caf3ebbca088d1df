// How the consoles read the admin decisions waiting in the outbox: which item each one is about, what the screen shows
// meanwhile, and the moment one has been delivered (it leaves the queue without being refused).
import { useEffect, useRef } from 'react';
import type { AdminAction, QueuedAdminAction } from '../../../db/index.ts';

/** The item a decision is about: an application, a person, or a discussion or comment. */
export function actionTarget(action: AdminAction): string {
  switch (action.name) {
    case 'review_application':
      return action.args.application_id;
    case 'set_user_role':
      return action.args.target_user_id;
    case 'moderate_content':
      return action.args.target_id;
  }
}

export function queuedFor(queued: readonly QueuedAdminAction[], targetId: string): QueuedAdminAction[] {
  return queued.filter((entry) => actionTarget(entry.action) === targetId);
}

/** Roles as they will be once the waiting grants and revocations are delivered. */
export function rolesAfter(roles: readonly string[], queued: readonly QueuedAdminAction[]): string[] {
  const result = new Set(roles);
  for (const entry of queued) {
    if (entry.status !== 'pending' || entry.action.name !== 'set_user_role') continue;
    if (entry.action.args.granted) result.add(entry.action.args.role);
    else result.delete(entry.action.args.role);
  }
  return [...result].sort();
}

/** Calls `onDelivered` for each decision that left the queue while pending: the server accepted it. */
export function useDelivered(queued: readonly QueuedAdminAction[], onDelivered: (entry: QueuedAdminAction) => void): void {
  const previous = useRef(new Map<string, QueuedAdminAction>());
  const callback = useRef(onDelivered);
  // Effects run in order: the newest callback is in place before the queue is compared.
  useEffect(() => {
    callback.current = onDelivered;
  });
  useEffect(() => {
    const now = new Map(queued.map((entry) => [entry.id, entry]));
    for (const [id, entry] of previous.current) {
      if (entry.status === 'pending' && !now.has(id)) callback.current(entry);
    }
    previous.current = now;
  }, [queued]);
}
