// The Study Buddy's full-text index over the course material on this device (MiniSearch: BM25+ ranking, prefix and fuzzy
// matching): each lesson paragraph is a passage under its lesson and module titles, each course description another.
// Pure: it is given the documents (the home feed reads them from RxDB) and rebuilt when they change.
import MiniSearch, { type SearchResult } from 'minisearch';
import { contentTerms, normaliseTerm, splitParagraphs, splitSentences } from '../../../lib/study-text';
import type { CourseDoc, CourseModuleDoc, LessonDoc } from '../../../db';

export type StudyMaterial = {
  courses: readonly Pick<CourseDoc, 'id' | 'title' | 'description'>[];
  modules: readonly Pick<CourseModuleDoc, 'id' | 'course_id' | 'title' | 'order_index'>[];
  lessons: readonly Pick<LessonDoc, 'id' | 'module_id' | 'title' | 'content' | 'order_index'>[];
};

export type StudyLesson = { id: string; courseId: string; courseTitle: string; moduleTitle: string; title: string; content: string };
export type StudyCourse = { id: string; title: string; description: string };

type Passage = { id: number; kind: 'lesson' | 'course'; courseId: string; lessonId: string | null; title: string; context: string; text: string };

/** A passage that answers a question, with the words that made it match. */
export type Hit = { passage: Passage; score: number; terms: string[] };

/** Title words count three times as much as body words: a lesson named after the question is the answer. */
const FIELD_BOOST = { title: 3, context: 1, text: 1 };
/** A passage must match at least this share of the question's topic words to count as an answer. */
export const MIN_TERM_SHARE = 0.5;

export type StudyIndex = {
  readonly lessons: ReadonlyMap<string, StudyLesson>;
  readonly courses: readonly StudyCourse[];
  readonly passageCount: number;
  /** Passages that answer `question`, best first, at most one per lesson or course; [] when nothing matches well. */
  search: (question: string) => Hit[];
  /** The lesson whose title best matches `name`, or null. */
  findLesson: (name: string) => StudyLesson | null;
};

const searchOptions = {
  boost: FIELD_BOOST,
  // Prefix: "pric" finds "pricing"; fuzzy only on longer words, where one typo in five letters is still the same word.
  prefix: (term: string) => term.length >= 3,
  fuzzy: (term: string) => (term.length >= 5 ? 0.2 : false),
  combineWith: 'OR' as const,
};

/** The engine's options; exported so the bench can weigh a persisted index (toJSON / loadJSON) against a rebuild. */
export const studyEngineOptions = {
  fields: ['title', 'context', 'text'],
  processTerm: (term: string) => normaliseTerm(term),
  searchOptions,
};

function createEngine(): MiniSearch<Passage> {
  return new MiniSearch<Passage>(studyEngineOptions);
}

type Prepared = { passages: Passage[]; lessons: Map<string, StudyLesson>; courses: StudyCourse[] };

/** The passages to index; lessons whose module or course is not on the device are left out (nowhere to link them). */
function preparePassages(material: StudyMaterial): Prepared {
  const courseById = new Map(material.courses.map((course) => [course.id, course]));
  const moduleById = new Map(material.modules.map((module) => [module.id, module]));
  const passages: Passage[] = [];
  const lessons = new Map<string, StudyLesson>();
  for (const course of material.courses) {
    const description = course.description?.trim() ?? '';
    passages.push({ id: passages.length, kind: 'course', courseId: course.id, lessonId: null, title: course.title, context: '', text: description });
  }
  for (const lesson of material.lessons) {
    const module = moduleById.get(lesson.module_id);
    const course = module && courseById.get(module.course_id);
    if (!module || !course) continue;
    const content = lesson.content?.trim() ?? '';
    lessons.set(lesson.id, { id: lesson.id, courseId: course.id, courseTitle: course.title, moduleTitle: module.title, title: lesson.title, content });
    const paragraphs = splitParagraphs(content);
    for (const text of paragraphs.length > 0 ? paragraphs : ['']) {
      passages.push({ id: passages.length, kind: 'lesson', courseId: course.id, lessonId: lesson.id, title: lesson.title, context: module.title, text });
    }
  }
  const courses = material.courses.map((course) => ({ id: course.id, title: course.title, description: course.description ?? '' }));
  return { passages, lessons, courses };
}

/** Builds the index at once (tests, bench). */
export function buildStudyIndex(material: StudyMaterial): StudyIndex {
  const prepared = preparePassages(material);
  const engine = createEngine();
  engine.addAll(prepared.passages);
  return createStudyIndex(prepared, engine);
}

/** Passages indexed per slice of work: the page stays responsive while 1,000 lessons are indexed. */
export const INDEX_CHUNK_SIZE = 250;

/** Builds the index in slices, yielding to the page between them (what the home feed uses). */
export async function buildStudyIndexInSlices(material: StudyMaterial): Promise<StudyIndex> {
  const prepared = preparePassages(material);
  const engine = createEngine();
  await engine.addAllAsync(prepared.passages, { chunkSize: INDEX_CHUNK_SIZE });
  return createStudyIndex(prepared, engine);
}

function createStudyIndex({ passages, lessons, courses }: Prepared, engine: MiniSearch<Passage>): StudyIndex {
  function search(question: string): Hit[] {
    const wanted = new Set(contentTerms(question));
    if (wanted.size === 0) return [];
    const needed = Math.ceil(wanted.size * MIN_TERM_SHARE);
    const best = new Map<string, Hit & { coverage: number }>();
    for (const result of engine.search(question) as (SearchResult & { id: number })[]) {
      const coverage = new Set(result.queryTerms).size;
      if (coverage < needed) continue;
      const passage = passages[result.id]!;
      // A lesson titled exactly as asked ("foreign keys" → "Foreign keys") beats every passing mention.
      const exactTitle = sameTerms(contentTerms(passage.title), wanted) ? 2 : 1;
      const hit = { passage, score: result.score * exactTitle, terms: result.terms, coverage };
      const key = passage.lessonId ?? `course:${passage.courseId}`;
      const previous = best.get(key);
      if (!previous || previous.score < hit.score) best.set(key, hit);
    }
    // Passages that hold every word asked about come before, and then instead of, those that hold only some of them:
    // "foreign key" should not bring "API keys" along when a lesson explains foreign keys.
    const hits = [...best.values()];
    const widest = Math.max(0, ...hits.map((hit) => hit.coverage));
    return hits
      .filter((hit) => hit.coverage === widest)
      .map(({ passage, score, terms }) => ({ passage, score, terms }))
      .sort((a, b) => b.score - a.score || a.passage.id - b.passage.id);
  }

  function findLesson(name: string): StudyLesson | null {
    const wanted = new Set(contentTerms(name));
    if (wanted.size === 0) return null;
    const results = engine.search(name, { fields: ['title'], filter: (result) => passages[result.id as number]!.kind === 'lesson' });
    const top = results.find((result) => new Set(result.queryTerms).size >= Math.ceil(wanted.size * MIN_TERM_SHARE));
    const lessonId = top ? passages[top.id as number]!.lessonId : null;
    return lessonId ? (lessons.get(lessonId) ?? null) : null;
  }

  return {
    lessons,
    courses,
    passageCount: passages.length,
    search,
    findLesson,
  };
}

function sameTerms(a: readonly string[], b: ReadonlySet<string>): boolean {
  const set = new Set(a);
  return set.size === b.size && [...set].every((term) => b.has(term));
}

/**
 * The words of a passage worth quoting: from the first sentence that holds a matched word, whole sentences up to
 * `maxChars`, with an ellipsis where the passage goes on. Never rewrites a sentence.
 */
export function quotePassage(text: string, matched: readonly string[], maxChars = 320): string {
  const sentences = splitSentences(text);
  if (sentences.length === 0) return '';
  const terms = new Set(matched);
  const first = Math.max(
    0,
    sentences.findIndex((sentence) => contentTerms(sentence).some((term) => terms.has(term))),
  );
  const picked: string[] = [];
  let length = 0;
  for (let index = first; index < sentences.length; index += 1) {
    const sentence = sentences[index]!;
    if (picked.length > 0 && length + sentence.length + 1 > maxChars) break;
    picked.push(sentence);
    length += sentence.length + 1;
  }
  const lead = first > 0 ? '… ' : '';
  const tail = first + picked.length < sentences.length ? ' …' : '';
  return `${lead}${picked.join(' ')}${tail}`;
}

export function lessonHref(courseId: string, lessonId: string): string {
  return `/dashboard/courses/${courseId}/learn?lesson=${lessonId}`;
}

export function courseHref(courseId: string): string {
  return `/dashboard/courses/${courseId}`;
}
