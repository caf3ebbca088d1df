// The Study Buddy's replies from the device's courses: ranking, quotes with their lesson links, the honest no-match, summaries, reminders.
import { describe, expect, it } from 'vitest';
import { respond } from './respond';
import { buildStudyIndex, quotePassage, type StudyMaterial } from './study-index';

const material: StudyMaterial = {
  courses: [
    { id: 'c-db', title: 'Databases 101', description: 'Tables, keys and queries for people who keep records.' },
    { id: 'c-solar', title: 'Solar Basics', description: 'Panels, batteries and charge controllers for a home system.' },
  ],
  modules: [
    { id: 'm-db', course_id: 'c-db', title: 'Designing tables', order_index: 0 },
    { id: 'm-solar', course_id: 'c-solar', title: 'How solar works', order_index: 0 },
  ],
  lessons: [
    {
      id: 'l-joins', module_id: 'm-db', title: 'Joining tables', order_index: 0,
      content:
        'A join combines rows from two tables. You write the join in the query and name the columns that must agree.\n\n' +
        'Joins are usually made along a foreign key, but any matching columns will do. An inner join keeps only rows found in both tables, ' +
        'a left join keeps every row of the first table. Practise joins on the customers and orders tables of the exercise.',
    },
    {
      id: 'l-fk', module_id: 'm-db', title: 'Foreign keys', order_index: 1,
      content:
        'A foreign key is a column that holds the primary key of a row in another table. It links an order to its customer.\n\n' +
        'The database refuses a foreign key value that points at no row, so records cannot be orphaned.',
    },
    { id: 'l-batt', module_id: 'm-solar', title: 'Choosing a battery', order_index: 0, content: 'Size the battery for two days without sun. Lithium batteries last longer than lead-acid ones.' },
    { id: 'l-empty', module_id: 'm-solar', title: 'Fault finding', order_index: 1, content: null },
    // Its module is not on the device: nowhere to link it, so it is left out.
    { id: 'l-orphan', module_id: 'm-gone', title: 'Foreign key quiz', order_index: 0, content: 'foreign key foreign key' },
  ],
};

const now = new Date(2026, 10, 24, 15, 0);
const index = buildStudyIndex(material);

describe('answering a question', () => {
  it('puts the lesson named after the question before a lesson that mentions it in passing', () => {
    const reply = respond(index, 'What is a foreign key?', now);
    expect(reply.kind).toBe('answer');
    if (reply.kind !== 'answer') return;
    expect(reply.passages[0]).toMatchObject({ courseTitle: 'Databases 101', lessonTitle: 'Foreign keys', href: '/dashboard/courses/c-db/learn?lesson=l-fk' });
    expect(reply.passages[0]!.quote).toMatch(/^A foreign key is a column that holds the primary key/);
    expect(reply.passages.length).toBeLessThanOrEqual(3);
    // Both lessons match; the passing mention ranks below the lesson that is about it (and falls under the answer's floor).
    const ranked = index.search('What is a foreign key?').map((hit) => hit.passage.title);
    expect(ranked.indexOf('Foreign keys')).toBe(0);
    expect(ranked.indexOf('Joining tables')).toBeGreaterThan(0);
    expect(ranked).not.toContain('Foreign key quiz');
  });

  it('quotes the passing mention from the sentence that holds it, marking what it leaves out', () => {
    const reply = respond(index, 'foreign key joins', now);
    if (reply.kind !== 'answer') throw new Error(reply.kind);
    const joins = reply.passages.find((passage) => passage.lessonTitle === 'Joining tables');
    expect(joins?.quote).toMatch(/^Joins are usually made along a foreign key/);
    expect(quotePassage('One. Two keys here. Three.', ['key'])).toBe('… Two keys here. Three.');
  });

  it('finds words by prefix, with a typo, and in the plural', () => {
    for (const question of ['batt', 'baterry size', 'batteries']) {
      const reply = respond(index, question, now);
      expect(reply.kind === 'answer' && reply.passages[0]?.lessonTitle).toBe('Choosing a battery');
    }
  });

  it('answers from a course description when that is what matches', () => {
    const reply = respond(index, 'charge controllers', now);
    expect(reply.kind === 'answer' && reply.passages[0]).toMatchObject({ courseTitle: 'Solar Basics', lessonTitle: null, href: '/dashboard/courses/c-solar' });
  });

  it('says so when nothing matches, suggests the course outlines and invents nothing', () => {
    expect(respond(index, 'How do I bake sourdough bread?', now)).toEqual({
      kind: 'no-match',
      question: 'How do I bake sourdough bread?',
      outlines: [
        { courseTitle: 'Databases 101', href: '/dashboard/courses/c-db' },
        { courseTitle: 'Solar Basics', href: '/dashboard/courses/c-solar' },
      ],
    });
    // A question of stop words only has nothing to look for.
    expect(respond(index, 'what is it?', now).kind).toBe('no-match');
    // Half the topic words must match: one shared word out of four is not an answer.
    expect(respond(index, 'battery recycling regulations kenya', now).kind).toBe('no-match');
  });

  it('tells a learner with no course on the device where answers come from', () => {
    expect(respond(buildStudyIndex({ courses: [], modules: [], lessons: [] }), 'foreign key', now)).toEqual({ kind: 'no-material' });
  });
});

describe('summaries and other requests', () => {
  it('summarises a lesson found by its title', () => {
    const reply = respond(index, 'Summarise joining tables', now);
    expect(reply.kind).toBe('summary');
    if (reply.kind !== 'summary') return;
    expect(reply).toMatchObject({ courseTitle: 'Databases 101', lessonTitle: 'Joining tables', href: '/dashboard/courses/c-db/learn?lesson=l-joins' });
    expect(reply.summary.totalSentences).toBe(5);
    expect(reply.summary.sentences).toHaveLength(2);
    expect(respond(index, 'Summarize the lesson "Foreign keys".', now)).toMatchObject({ kind: 'summary', lessonTitle: 'Foreign keys' });
  });

  it('asks which lesson, or says it has none by that name', () => {
    expect(respond(index, 'Summarise', now)).toEqual({ kind: 'summary-which' });
    expect(respond(index, 'Summarise bread baking', now)).toMatchObject({ kind: 'summary-not-found', name: 'bread baking' });
  });

  it('reads reminders and greetings before questions', () => {
    expect(respond(index, 'Remind me to study at 7pm', now)).toMatchObject({ kind: 'reminder', request: { label: 'study', hour: 19, minute: 0, repeat: 'once' } });
    expect(respond(index, 'Remind me to study', now)).toEqual({ kind: 'reminder-unclear' });
    expect(respond(index, 'Hello!', now)).toEqual({ kind: 'greeting' });
  });
});
