// Runs inside Chromium for courses-search.bench.ts: 10,000 courses in RxDB (Dexie on the real IndexedDB), then the catalogue search; and the community search over the discussions a device keeps.
import { createMaarifaDatabase } from '../../../src/db/database.ts';
import type { CourseDoc } from '../../../src/db/schemas/courses.ts';
import { filterCoursesBySearch } from '../../../src/features/courses/data/format.ts';
import type { DiscussionDoc } from '../../../src/db/schemas/discussions.ts';
import { filterDiscussions, sortPinnedFirst } from '../../../src/features/community/data/hooks.ts';

const words = ['python', 'data', 'solar', 'design', 'mobile', 'money', 'market', 'swahili', 'farming', 'health', 'music', 'finance', 'react', 'kotlin', 'leadership', 'photography', 'pottery', 'weaving', 'coding', 'drone'];
const places = ['Nairobi', 'Lagos', 'Accra', 'Kigali', 'Dakar', 'Addis Ababa', 'Kampala', 'Lusaka', 'Harare', 'Durban'];

function pick<T>(list: readonly T[], seed: number): T {
  return list[seed % list.length] as T;
}

function makeCourse(index: number): CourseDoc {
  const a = pick(words, index * 7 + 3);
  const b = pick(words, index * 13 + 5);
  return {
    id: crypto.randomUUID(),
    instructor_id: crypto.randomUUID(),
    title: `${a[0]!.toUpperCase()}${a.slice(1)} and ${b} for beginners #${index}`,
    description: `A practical course on ${a} and ${b}, taught with examples from ${pick(places, index)} and case studies from across the continent.`,
    category: 'other',
    difficulty: 'beginner',
    price: index % 4 === 0 ? 0 : 19 + (index % 60),
    language: 'en',
    thumbnail_url: null,
    status: index % 10 === 0 ? 'draft' : 'published',
    total_students: index % 500,
    average_rating: index % 3 === 0 ? null : 3 + (index % 20) / 10,
    total_duration: 60 + (index % 600),
    instructor_name: `Instructor ${index % 300}`,
    instructor_avatar_url: null,
    created_at: new Date(Date.UTC(2025, 0, 1) + index * 60_000).toISOString(),
    updated_at: null,
    server_xid: index,
    server_modified: null,
  };
}

function median(values: number[]): number {
  const sorted = [...values].sort((x, y) => x - y);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

/** `?smoke` (the benches' quick mode, courses-search.bench.ts): tiny data. */
const smoke = new URLSearchParams(location.search).has('smoke');

async function runBench() {
  const count = smoke ? 50 : 10_000;
  const db = await createMaarifaDatabase({ name: `bench-${Date.now()}`, collections: ['courses'], multiInstance: false, devMode: false });
  const insertStart = performance.now();
  const docs = Array.from({ length: count }, (_, index) => makeCourse(index));
  for (let offset = 0; offset < docs.length; offset += 1000) await db.courses.bulkInsert(docs.slice(offset, offset + 1000));
  const insertMs = performance.now() - insertStart;

  // What the page does once: the live query of published courses, newest first, turned into plain objects.
  const queryRuns: number[] = [];
  let published: CourseDoc[] = [];
  for (let run = 0; run < 5; run += 1) {
    const start = performance.now();
    const found = await db.courses.find({ selector: { status: 'published' }, sort: [{ created_at: 'desc' }] }).exec();
    published = found.map((doc) => doc.toJSON() as CourseDoc);
    queryRuns.push(performance.now() - start);
  }

  // What the page does per keystroke: filter the in-memory list by title or description.
  const terms = ['s', 'so', 'sol', 'solar', 'SOLAR AND', 'lagos', 'nothing-matches', 'k'];
  const filterRuns: number[] = [];
  const matches: Record<string, number> = {};
  for (let run = 0; run < (smoke ? 1 : 20); run += 1) {
    for (const term of terms) {
      const start = performance.now();
      matches[term] = filterCoursesBySearch(published, term).length;
      filterRuns.push(performance.now() - start);
    }
  }

  // For comparison: asking RxDB itself with a case-insensitive regex on every keystroke.
  const regexRuns: number[] = [];
  for (const term of ['solar', 'lagos', 'nothing-matches']) {
    const start = performance.now();
    await db.courses
      .find({ selector: { status: 'published', $or: [{ title: { $regex: term, $options: 'i' } }, { description: { $regex: term, $options: 'i' } }] } })
      .exec();
    regexRuns.push(performance.now() - start);
  }

  await db.remove();
  return {
    discussions: await benchDiscussionSearch(),
    count,
    published: published.length,
    insertMs,
    queryColdMs: queryRuns[0] ?? 0,
    queryWarmMedianMs: median(queryRuns.slice(1)),
    filterMedianMs: median(filterRuns),
    filterMaxMs: Math.max(...filterRuns),
    regexQueryMedianMs: median(regexRuns),
    matches,
  };
}

/**
 * The community search: a device keeps the newest 200 discussions plus its own and those it engaged with, so after
 * months of use a few hundred; 1,000 is measured. Per keystroke the page filters the live list in memory.
 */
async function benchDiscussionSearch() {
  const count = smoke ? 20 : 1000;
  const db = await createMaarifaDatabase({ name: `bench-d-${Date.now()}`, collections: ['discussions'], multiInstance: false, devMode: false });
  const docs: DiscussionDoc[] = Array.from({ length: count }, (_, index) => ({
    id: crypto.randomUUID(),
    author_id: crypto.randomUUID(),
    title: `How do I start with ${pick(words, index * 7 + 3)} in ${pick(places, index)}? #${index}`,
    content: `I am learning ${pick(words, index * 13 + 5)} and ${pick(words, index * 3 + 1)}; any advice from people in ${pick(places, index * 5)}?`,
    upvotes: index % 80,
    view_count: index % 300,
    comment_count: index % 12,
    is_pinned: index % 97 === 0,
    is_hidden: false,
    tags: [pick(words, index), pick(words, index + 4)],
    author_name: `Learner ${index % 150}`,
    author_avatar_url: null,
    created_at: new Date(Date.UTC(2026, 0, 1) + index * 60_000).toISOString(),
    server_xid: index,
    server_modified: null,
  }));
  await db.discussions.bulkInsert(docs);
  const loadStart = performance.now();
  const list = sortPinnedFirst((await db.discussions.find({ sort: [{ created_at: 'desc' }] }).exec()).map((doc) => doc.toJSON() as DiscussionDoc));
  const loadMs = performance.now() - loadStart;
  const terms = ['s', 'so', 'sol', 'solar', 'solar lagos', 'learner 42', 'nothing-matches'];
  const runs: number[] = [];
  const matches: Record<string, number> = {};
  for (let run = 0; run < (smoke ? 1 : 20); run += 1) {
    for (const term of terms) {
      const start = performance.now();
      matches[term] = filterDiscussions(list, term).length;
      runs.push(performance.now() - start);
    }
  }
  await db.remove();
  return { count, loadMs, filterMedianMs: median(runs), filterMaxMs: Math.max(...runs), matches };
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = runBench();
