// Message descriptors: a feature's texts.ts declares its English (ICU MessageFormat) under ids, and gets typed handles.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/** One message: its catalog id and its English source (compiled at build time by the catalog plugin). */
export interface Message {
  readonly id: string;
  readonly message: CompiledMessage | string;
}

export type MessageTree = { readonly [key: string]: string | MessageTree };

/** The descriptors for a tree of English messages: same keys, so a missing or misspelled key fails the typecheck. */
export type Messages<T extends MessageTree> = { readonly [K in keyof T]: T[K] extends string ? Message : T[K] extends MessageTree ? Messages<T[K]> : never };

/**
 * Declares a feature's messages. Ids are `scope.key.subkey`. The catalog plugin (build and tests) replaces each English
 * string in the call with Lingui's compiled form, so the page needs no ICU parser; the catalog check reads the same call.
 */
export function defineMessages<const T extends MessageTree>(scope: string, tree: T): Messages<T> {
  return describe(scope, tree) as Messages<T>;
}

function describe(prefix: string, tree: MessageTree): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(tree)) {
    const id = `${prefix}.${key}`;
    // A compiled message is an array; a nested group is a plain object.
    out[key] = typeof value === 'string' || Array.isArray(value) ? { id, message: value } : describe(id, value);
  }
  return out;
}

/** A tree of descriptors turned into the strings of one language (for components that take plain texts). */
export type Translated<M> = M extends Message ? string : { readonly [K in keyof M]: Translated<M[K]> };

export function isMessage(value: unknown): value is Message {
  return typeof value === 'object' && value !== null && typeof (value as Message).id === 'string' && 'message' in value;
}
