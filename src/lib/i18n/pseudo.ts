// The pseudo-locale (tests only): every English message accented and padded, so untranslated text and clipping show.
import type { CompiledMessage } from '@lingui/message-utils/compileMessage';

/**
 * Accented look-alikes of the ASCII letters. Each is outside ASCII, so a test can tell a catalog text (some accented
 * letter, or the padding) from English that never went through the catalog (ASCII letters only).
 */
const ACCENTS: Record<string, string> = Object.fromEntries(
  [...'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ'].map((letter, index) => [letter, [...'áƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýžÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ'][index]!]),
);
/** The padding that makes a message about 30% longer, as German or Kiswahili often are. */
export const PSEUDO_PADDING = '·';
export const PSEUDO_GROWTH = 0.3;

/** Every character a pseudo text may show that English does not: the accented letters and the padding. */
export const PSEUDO_MARKS = Object.values(ACCENTS).join('') + PSEUDO_PADDING;

type Part = CompiledMessage[number];

export function accent(text: string): string {
  return text.replace(/[A-Za-z]/g, (letter) => ACCENTS[letter]!);
}

/** The visible length of a compiled message: its literal text, the longest branch of a plural or select. */
function textLength(message: readonly Part[]): number {
  let length = 0;
  for (const part of message) {
    if (typeof part === 'string') length += part.length;
    else {
      const branches = part[2];
      if (branches && typeof branches === 'object') {
        // A plural's `offset` is a number among the branches.
        length += Math.max(0, ...Object.values(branches).map((branch) => (typeof branch === 'string' ? branch.length : Array.isArray(branch) ? textLength(branch as Part[]) : 0)));
      }
    }
  }
  return length;
}

function accentParts(message: readonly Part[]): Part[] {
  return message.map((part): Part => {
    if (typeof part === 'string') return accent(part);
    const [name, type, branches] = part;
    // An argument (`{name}`) or a formatted one (`{n, number}`): kept as it is, the value is data.
    if (!branches || typeof branches !== 'object') return part;
    const accented = Object.fromEntries(
      Object.entries(branches).map(([key, branch]) => [key, typeof branch === 'string' ? accent(branch) : Array.isArray(branch) ? accentParts(branch as Part[]) : branch]),
    );
    return [name, type, accented] as unknown as Part;
  });
}

/**
 * The pseudo form of a compiled English message: letters accented (placeholders, plural and select keys untouched),
 * bracketed, and padded by about 30% of its length: "Sign in" → "[Šîĝñ îñ··]".
 */
export function pseudoLocalize(message: CompiledMessage | string): CompiledMessage {
  const parts: Part[] = typeof message === 'string' ? (message ? [message] : []) : [...message];
  if (parts.length === 0) return [];
  const padding = PSEUDO_PADDING.repeat(Math.max(1, Math.round(textLength(parts) * PSEUDO_GROWTH)));
  return ['[', ...accentParts(parts), `${padding}]`];
}
