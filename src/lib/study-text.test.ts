// The words and sentences on-device search and summaries compare.
import { describe, expect, it } from 'vitest';
import { contentTerms, foldPlural, splitSentences } from './study-text';

describe('study text', () => {
  it('folds plurals lightly and leaves other endings alone', () => {
    expect(['keys', 'batteries', 'taxes', 'classes', 'chamas', 'bus', 'analysis', 'pricing', 'saved'].map(foldPlural)).toEqual([
      'key', 'battery', 'tax', 'class', 'chama', 'bus', 'analysis', 'pricing', 'saved',
    ]);
  });

  it('drops stop words from a question', () => {
    expect(contentTerms('What is a foreign key?')).toEqual(['foreign', 'key']);
    expect(contentTerms("How do chamas work? It's Amina's question")).toEqual(['chama', 'work', 'amina', 'question']);
  });

  it('splits sentences at their end marks and paragraph breaks, not after abbreviations', () => {
    expect(splitSentences('Use cheap parts, e.g. fuses. Then test them! Ready?\n\nNext paragraph 2.5 volts')).toEqual([
      'Use cheap parts, e.g. fuses.',
      'Then test them!',
      'Ready?',
      'Next paragraph 2.5 volts',
    ]);
  });
});
