// The one way screens read the local database: a live query as plain documents, re-rendered on every change.
import { useEffect, useState } from 'react';
import type { MangoQuery, RxCollection } from 'rxdb';
import { useRxDatabase } from 'rxdb/plugins/react';
import type { MaarifaCollectionName, MaarifaDocTypes } from './collections.ts';
import type { MaarifaDatabase } from './database.ts';

export type LiveResult<T> = { data: T; loading: boolean; error: string | null };

/**
 * One live query as plain documents; `query` must be memoised by the caller (it is the effect's dependency).
 * Written over `find().$` rather than RxDB's useLiveRxQuery, whose loading flag stays true after the query
 * changes (its result callback reads a stale `loading`), which left pages on "Loading..." forever.
 */
export function useLiveDocs<K extends MaarifaCollectionName>(name: K, query: MangoQuery<MaarifaDocTypes[K]>): LiveResult<MaarifaDocTypes[K][]> {
  const db = useRxDatabase() as unknown as MaarifaDatabase;
  const [state, setState] = useState<{ query: unknown; data: MaarifaDocTypes[K][]; error: string | null }>({ query: null, data: [], error: null });
  useEffect(() => {
    const collection = db.collections[name] as unknown as RxCollection<MaarifaDocTypes[K]>;
    const subscription = collection.find(query as never).$.subscribe({
      next: (docs) => setState({ query, data: docs.map((doc) => doc.toJSON() as MaarifaDocTypes[K]), error: null }),
      error: (error: unknown) => setState({ query, data: [], error: (error as Error).message }),
    });
    return () => subscription.unsubscribe();
  }, [db, name, query]);
  // Until the new query answers, the previous answer stays on screen, flagged as loading.
  return { data: state.data, loading: state.query !== query, error: state.error };
}
