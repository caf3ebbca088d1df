// One JSON value in localStorage, read through a valibot schema: anything else in the slot (a hand edit, an older
// shape, blocked storage) reads as absent, and a write that storage refuses is dropped rather than thrown.
import * as v from 'valibot';

/** The stored value when it parses and passes `schema`, otherwise null. */
export function readStoredJson<S extends v.GenericSchema>(key: string, schema: S, storage: Pick<Storage, 'getItem'> | undefined = globalThis.localStorage): v.InferOutput<S> | null {
  try {
    const raw = storage?.getItem(key);
    if (raw === null || raw === undefined) return null;
    const parsed = v.safeParse(schema, JSON.parse(raw));
    return parsed.success ? parsed.output : null;
  } catch {
    return null;
  }
}

/** Stores `value`; null removes the slot. */
export function writeStoredJson(key: string, value: unknown, storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined = globalThis.localStorage): void {
  try {
    if (value === null) storage?.removeItem(key);
    else storage?.setItem(key, JSON.stringify(value));
  } catch {
    // Storage full or blocked (private mode): the value lives only in memory for this visit.
  }
}
