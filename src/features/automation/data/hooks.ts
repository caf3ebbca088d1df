// Reactive reads of automation data: the signed-in creator's workflows, live from the device.
import { useMemo } from 'react';
import type { MangoQuery } from 'rxdb';
import { useLiveDocs, type CreatorToolDoc } from '../../../db/index.ts';

/** The creator's automation workflows, newest first (none while signed out). */
export function useOwnWorkflows(userId: string | null | undefined): CreatorToolDoc[] {
  const query = useMemo<MangoQuery<CreatorToolDoc>>(() => ({ selector: { kind: 'automation_workflow', creator_id: userId ?? '' }, sort: [{ created_at: 'desc' }] }), [userId]);
  return useLiveDocs('creator_tools', query).data;
}
