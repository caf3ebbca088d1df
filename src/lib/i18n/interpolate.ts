// A message as the catalog plugin compiles it at build time (Lingui's compiled form of ICU MessageFormat), rendered in one
// language: placeholders, `select`, `number`, and `plural`/`selectordinal` by the language's CLDR rules (Intl.PluralRules).
import type { CompiledIcuChoices, CompiledMessage } from '@lingui/message-utils/compileMessage';
import { cached, numberFormat } from './intl-cache.ts';

/** The types of placeholder a message may use; the catalog plugin fails the build on any other (date, time: format first). */
export const PLACEHOLDER_TYPES: readonly (string | undefined)[] = [undefined, 'plural', 'selectordinal', 'select', 'number'];

export type MessageValues = Record<string, string | number | Date>;

const pluralRules = /* @__PURE__ */ cached((locale, options) => new Intl.PluralRules(locale, options));

/** Stands for a plural's `#` until its branch is rendered (a `#` anywhere else is text). */
const COUNT = '\u0000#\u0000';

export function interpolate(message: CompiledMessage | string, locale: string, values: MessageValues = {}): string {
  return typeof message === 'string' ? message : render(message, locale, values, false);
}

function render(message: CompiledMessage, locale: string, values: MessageValues, inPlural: boolean): string {
  let out = '';
  for (const token of message) {
    if (typeof token === 'string') {
      out += inPlural && token === '#' ? COUNT : token;
      continue;
    }
    const [name, type, format] = token;
    const value = values[name];
    if (type === 'plural' || type === 'selectordinal') {
      const { offset = 0, ...choices } = format as CompiledIcuChoices;
      const count = Number(value) - offset;
      // An exact match (`=0`, compiled to `0`) before the language's category of the number.
      const category = pluralRules(locale, { type: type === 'plural' ? 'cardinal' : 'ordinal' }).select(count);
      const branch = choices[String(value)] ?? choices[category] ?? choices.other ?? [];
      out += render(branch, locale, values, true).replaceAll(COUNT, numberFormat(locale).format(count));
    } else if (type === 'select') {
      const choices = format as CompiledIcuChoices;
      out += render(choices[String(value)] ?? choices.other ?? [], locale, values, false);
    } else if (type === 'number') {
      out += numberFormat(locale, typeof format === 'string' ? { style: format } : {}).format(Number(value));
    } else if (value !== undefined && value !== null) {
      out += String(value);
    }
  }
  return out;
}
