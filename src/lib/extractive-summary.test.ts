// Extractive summaries: the central sentences in the lesson's order, of a length that follows the lesson's, with the reading time saved.
import { describe, expect, it } from 'vitest';
import { summariseText, summaryLength } from './extractive-summary';
import { splitSentences } from './study-text';

// Ten sentences: the ones about saving with a chama share the most topic words with the rest; two are off topic.
const lesson = [
  'A chama is a savings group of friends or neighbours who pool money every month.',
  'The weather in Nairobi was cool that week.',
  'Each member of the chama pays the same amount of money into the group on the same day.',
  'Every month one member takes the whole pot of money home.',
  'Members of a chama keep a written record of every payment to the group.',
  'My cousin likes football.',
  'A written record of payments protects the group when a member forgets a payment.',
  'Some chamas also lend money to members at a small interest.',
  'Interest on a chama loan stays in the group and grows the savings of every member.',
  'Before joining a chama, read its rules and meet its members.',
].join(' ');

describe('summariseText', () => {
  it('keeps about a third of the sentences, at least two and at most five', () => {
    expect(summaryLength(3)).toBe(3);
    expect(summaryLength(4)).toBe(2);
    expect(summaryLength(10)).toBe(3);
    expect(summaryLength(40)).toBe(5);
    const summary = summariseText(lesson);
    expect(summary.totalSentences).toBe(10);
    expect(summary.sentences).toHaveLength(3);
  });

  it('returns the chosen sentences in the lesson order, never the off-topic ones', () => {
    const summary = summariseText(lesson);
    const all = splitSentences(lesson);
    expect(summary.picked).toEqual([...summary.picked].sort((a, b) => a - b));
    expect(summary.sentences).toEqual(summary.picked.map((index) => all[index]));
    expect(summary.sentences).not.toContain('My cousin likes football.');
    expect(summary.sentences).not.toContain('The weather in Nairobi was cool that week.');
    expect(summary.sentences.every((sentence) => /chama|group|member/i.test(sentence))).toBe(true);
  });

  it('is deterministic and counts the reading time it saves at 200 words a minute', () => {
    const summary = summariseText(lesson);
    expect(summariseText(lesson)).toEqual(summary);
    expect(summary.totalWords).toBe(lesson.split(/\s+/).length);
    expect(summary.summaryWords).toBe(summary.sentences.join(' ').split(/\s+/).length);
    expect(summary.savedSeconds).toBe(Math.round((summary.totalWords / 200) * 60) - Math.round((summary.summaryWords / 200) * 60));
    expect(summary.savedSeconds).toBeGreaterThan(0);
  });

  it('gives a short text back whole, saving nothing', () => {
    const summary = summariseText('Habari! This lesson greets you.');
    expect(summary.sentences).toEqual(['Habari!', 'This lesson greets you.']);
    expect(summary.savedSeconds).toBe(0);
    expect(summariseText('').sentences).toEqual([]);
  });
});
