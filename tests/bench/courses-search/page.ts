// Runs inside Chromium for courses-search.bench.ts: 10,000 courses in RxDB (Dexie on the real IndexedDB), then the catalogue search.
import { createMaarifaDatabase } from '../../../src/db/database.ts';
import type { CourseDoc } from '../../../src/db/schemas/courses.ts';
import { filterCoursesBySearch } from '../../../src/features/courses/data/format.ts';

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

async function runBench() {
  const count = 10_000;
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
  for (let run = 0; run < 20; run += 1) {
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

(window as unknown as { benchResult: Promise<unknown> }).benchResult = runBench();
