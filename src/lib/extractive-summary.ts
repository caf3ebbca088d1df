// Extractive lesson summaries on the device: the lesson's most central sentences, in the lesson's order, with the reading
// time they save. Deterministic and explainable (no model, no network): a sentence is central when it shares topic words
// with many other sentences (TextRank's overlap similarity, one pass of degree centrality).
import { contentTerms, readingSeconds, splitSentences, splitWords } from './study-text';

export type LessonSummary = {
  /** The chosen sentences, in the order the lesson has them. */
  sentences: string[];
  /** Positions of the chosen sentences among all of the lesson's sentences. */
  picked: number[];
  totalSentences: number;
  totalWords: number;
  summaryWords: number;
  /** Reading time of the whole text minus that of the summary, in seconds (0 when the text is already short). */
  savedSeconds: number;
};

/** Texts of at most this many sentences are their own summary. */
export const SHORT_TEXT_SENTENCES = 3;
/** A summary keeps about this share of the sentences… */
export const SUMMARY_SHARE = 0.3;
/** …never fewer than two nor more than five. */
export const SUMMARY_MIN_SENTENCES = 2;
export const SUMMARY_MAX_SENTENCES = 5;

/** How many sentences a summary of a text of `total` sentences keeps. */
export function summaryLength(total: number): number {
  if (total <= SHORT_TEXT_SENTENCES) return total;
  return Math.min(SUMMARY_MAX_SENTENCES, Math.max(SUMMARY_MIN_SENTENCES, Math.round(total * SUMMARY_SHARE)));
}

function overlap(a: ReadonlySet<string>, b: ReadonlySet<string>): number {
  if (a.size === 0 || b.size === 0) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared += 1;
  // Normalised by the sentences' lengths, so long sentences do not win by size alone (TextRank, Mihalcea & Tarau 2004).
  return shared / (Math.log(a.size + 1) + Math.log(b.size + 1));
}

export function summariseText(text: string): LessonSummary {
  const all = splitSentences(text);
  const terms = all.map((sentence) => new Set(contentTerms(sentence)));
  const scores = all.map((_, i) => terms.reduce((sum, other, j) => (i === j ? sum : sum + overlap(terms[i]!, other)), 0));
  const keep = summaryLength(all.length);
  // Highest centrality first; a tie goes to the earlier sentence, so the same text always gives the same summary.
  const picked = all
    .map((_, index) => index)
    .sort((a, b) => scores[b]! - scores[a]! || a - b)
    .slice(0, keep)
    .sort((a, b) => a - b);
  const sentences = picked.map((index) => all[index]!);
  const totalWords = splitWords(text).length;
  const summaryWords = sentences.reduce((sum, sentence) => sum + splitWords(sentence).length, 0);
  return {
    sentences,
    picked,
    totalSentences: all.length,
    totalWords,
    summaryWords,
    savedSeconds: Math.max(0, readingSeconds(totalWords) - readingSeconds(summaryWords)),
  };
}
