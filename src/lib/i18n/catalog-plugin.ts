// Vite plugin: compiles messages at build time (and in tests), so the page ships Lingui's compiled form and no ICU parser.
import { compileMessage } from '@lingui/message-utils/compileMessage';
import type { Plugin } from 'vite';
import { extractMessages, readCatalog } from './catalog-tools.ts';

/**
 * - A `.po` catalog imported (one chunk per language, loaded on demand) becomes `export default { id: compiled }`.
 *   Drafts marked `#, fuzzy` are shipped: a draft in the learner's language beats English; the flag is for reviewers.
 * - In a texts.ts file, each English string of a `defineMessages` call is replaced by its compiled form.
 */
export function catalogPlugin(): Plugin {
  return {
    name: 'maarifa-catalogs',
    enforce: 'pre',
    transform(code, id) {
      const file = id.split('?')[0]!;
      if (file.endsWith('.po')) {
        const messages: Record<string, unknown> = {};
        for (const entry of readCatalog(code)) if (entry.translation) messages[entry.id] = compileMessage(entry.translation);
        return { code: `export default ${JSON.stringify(messages)};`, map: null };
      }
      if (!/(^|[-/])texts\.ts$/.test(file)) return null;
      const found = extractMessages(code, file);
      if (found.length === 0) return null;
      let out = '';
      let at = 0;
      for (const message of [...found].sort((a, b) => a.start - b.start)) {
        out += code.slice(at, message.start) + JSON.stringify(compileMessage(message.source));
        at = message.end;
      }
      return { code: out + code.slice(at), map: null };
    },
  };
}
