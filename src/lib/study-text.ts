// How study text is cut into sentences and words for on-device search and summaries: English stop words and a light
// plural folding, the same for the index, the question and the summary, so "keys" finds "key" and "what is" finds nothing.

/** Words that carry no topic: a question's "what is a" must not match every lesson. */
const STOP_WORDS = new Set(
  (
    'a about above after again against all also am an and any are as at be because been before being below between both but by ' +
    'can could did do does doing done down during each either else ever every few for from further get gets got had has have ' +
    'having he her here hers him his how i if in into is it its itself just let lets like me might mine more most much must my ' +
    'no nor not now of off on once one only or other our ours out over own please same shall she should so some such tell than ' +
    'that the their theirs them then there these they this those through to too under until up upon us very was way we were ' +
    'what when where which while who whom whose why will with would you your yours explain mean means meaning need needs want wants know'
  ).split(' '),
);

const WORD = /[\p{L}\p{N}]+(?:['’][\p{L}]+)?/gu;

/**
 * Folds an English plural to its singular ("keys" → "key", "batteries" → "battery", "taxes" → "tax"). Deliberately light:
 * no "-ing"/"-ed" stripping, which would merge unrelated words ("bed", "saving"/"sav"); prefix and fuzzy search cover those.
 */
export function foldPlural(word: string): string {
  if (word.length <= 3) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('sses')) return word.slice(0, -2);
  if (/(?:ch|sh|x|z)es$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s') && !/(?:ss|us|is|ous)$/.test(word)) return word.slice(0, -1);
  return word;
}

// Indexing 1,000 lessons normalises ~200,000 words from a vocabulary of a few thousand: remembered, each costs a lookup.
const normalised = new Map<string, string | null>();
const NORMALISED_CACHE_MAX = 50_000;

/** A word as the index and the summariser compare it: lower case, no possessive, plural folded; null for a stop word. */
export function normaliseTerm(term: string): string | null {
  const known = normalised.get(term);
  if (known !== undefined) return known;
  const lower = term.toLowerCase().replace(/['’]s$/, '').replace(/['’]/g, '');
  const result = lower.length === 0 || STOP_WORDS.has(lower) ? null : foldPlural(lower);
  if (normalised.size >= NORMALISED_CACHE_MAX) normalised.clear();
  normalised.set(term, result);
  return result;
}

/** The words of a text, in order (stop words included). */
export function splitWords(text: string): string[] {
  return text.match(WORD) ?? [];
}

/** The topic words of a text, normalised (stop words dropped). */
export function contentTerms(text: string): string[] {
  return splitWords(text).flatMap((word) => normaliseTerm(word) ?? []);
}

/** Paragraphs: blocks separated by a blank line (a single line break inside a block is kept as a space). */
export function splitParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((block) => block.replace(/\s+/g, ' ').trim())
    .filter((block) => block.length > 0);
}

/**
 * Sentences of a text in order: a block ends at . ! or ? followed by a space and a capital, digit or quote, and at
 * every paragraph break; short abbreviations ("e.g.", "i.e.", "Mr.") do not end one.
 */
export function splitSentences(text: string): string[] {
  return splitParagraphs(text).flatMap((paragraph) => {
    const sentences: string[] = [];
    let start = 0;
    const boundary = /[.!?]["')\]]?\s+(?=["'(\p{Lu}\p{N}])/gu;
    for (let match = boundary.exec(paragraph); match; match = boundary.exec(paragraph)) {
      const before = paragraph.slice(start, match.index + 1);
      if (/(?:\b(?:e\.g|i\.e|etc|vs|mr|mrs|ms|dr|st|no)\.|\b\p{L}\.)$/iu.test(before)) continue;
      sentences.push(paragraph.slice(start, match.index + match[0].trimEnd().length).trim());
      start = match.index + match[0].length;
    }
    const rest = paragraph.slice(start).trim();
    if (rest) sentences.push(rest);
    return sentences;
  });
}

/** Words a reader gets through in a minute of study text (a common figure for careful reading on a screen). */
export const READING_WORDS_PER_MINUTE = 200;

/** Seconds it takes to read `words` words. */
export function readingSeconds(words: number): number {
  return Math.round((words / READING_WORDS_PER_MINUTE) * 60);
}
