// Benchmark: the Study Buddy on the device — index build and reply time over 100 and 1,000 synthetic lessons, a persisted
// index (MiniSearch toJSON / loadJSON) against a rebuild, and the gzipped bytes MiniSearch and the engine add to the home
// feed's chunk. Runs in Node on this machine's CPU, not in a throttled browser: prints figures, asserts no time.
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import MiniSearch from 'minisearch';
import { build } from 'vite';
import { respond } from '../../src/features/home/buddy/respond';
import { buildStudyIndex, buildStudyIndexInSlices, INDEX_CHUNK_SIZE, studyEngineOptions, type StudyMaterial } from '../../src/features/home/buddy/study-index';
import { splitParagraphs } from '../../src/lib/study-text';
import { sized } from './smoke.ts';

/** The throttled-load bench's phone profile slows the CPU 4×; Node figures times this give a rough phone estimate. */
const PHONE_CPU_SLOWDOWN = 4;
const SIZES = sized([100, 1000], [20]);
const RUNS = sized(7, 1);

// A deterministic generator: the same lessons every run.
function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => ((s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32);
}
const VOCABULARY = (
  'budget saving chama susu loan interest battery panel controller inverter voltage current fuse cable wiring roof ' +
  'python pandas dataframe column row chart variable loop list function module database table key query index join ' +
  'customer price cost profit market stall catalogue broadcast reel influencer brand logo colour pattern meeting ' +
  'volunteer story speech audience network offline sync storage queue payment wallet transfer pin security release ' +
  'image icon byte budget design phone screen test device form validation schema server request response token'
).split(' ');
const FILLER = 'the a of to and in is that it for on with as by this be are from at or an'.split(' ');

function sentence(random: () => number): string {
  const length = 10 + Math.floor(random() * 12);
  const words = Array.from({ length }, (_, i) => (i % 3 === 1 ? FILLER[Math.floor(random() * FILLER.length)]! : VOCABULARY[Math.floor(random() * VOCABULARY.length)]!));
  return `${words[0]!.charAt(0).toUpperCase()}${words.join(' ').slice(1)}.`;
}

/** `count` lessons of three paragraphs of four sentences (~180 words, like the seeded notes), 5 per module, 4 modules per course. */
function syntheticMaterial(count: number): StudyMaterial {
  const random = rng(count);
  const material: { courses: StudyMaterial['courses'][number][]; modules: StudyMaterial['modules'][number][]; lessons: StudyMaterial['lessons'][number][] } = { courses: [], modules: [], lessons: [] };
  for (let i = 0; i < count; i += 1) {
    const courseId = `course-${Math.floor(i / 20)}`;
    const moduleId = `module-${Math.floor(i / 5)}`;
    if (i % 20 === 0) material.courses.push({ id: courseId, title: `Course ${i / 20}: ${sentence(random).slice(0, 40)}`, description: sentence(random) });
    if (i % 5 === 0) material.modules.push({ id: moduleId, course_id: courseId, title: sentence(random).slice(0, 30), order_index: (i / 5) % 4 });
    const paragraphs = Array.from({ length: 3 }, () => Array.from({ length: 4 }, () => sentence(random)).join(' '));
    material.lessons.push({ id: `lesson-${i}`, module_id: moduleId, title: `${VOCABULARY[i % VOCABULARY.length]} ${VOCABULARY[(i * 7) % VOCABULARY.length]} basics`, content: paragraphs.join('\n\n'), order_index: i % 5 });
  }
  return material;
}

const QUESTIONS = ['What is a foreign key?', 'How do I size a battery for my panel?', 'chama interest loan', 'pandas dataframe column', 'how should I set my price', 'batery voltag', 'How do I bake sourdough bread?', 'Summarise wallet transfer basics', 'Remind me to study every day at 7am'];

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)]!;
}
function time(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}
const ms = (value: number) => `${value.toFixed(1)} ms`;

console.log(`Study Buddy in Node ${process.version} (this machine's CPU, not a throttled phone: multiply by ~${PHONE_CPU_SLOWDOWN} for the throttled profile).`);
/** The sliced build as the home feed runs it: total time, and the longest stretch without yielding (measured by a 0 ms interval's widest gap). */
async function slicedBuild(material: StudyMaterial): Promise<{ total: number; longestBlock: number }> {
  let last = performance.now();
  let longestBlock = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longestBlock = Math.max(longestBlock, now - last);
    last = now;
  }, 0);
  const start = performance.now();
  await buildStudyIndexInSlices(material);
  const total = performance.now() - start;
  clearInterval(ticker);
  longestBlock = Math.max(longestBlock, performance.now() - last);
  return { total, longestBlock };
}

console.log('| lessons | passages | build index at once, median | sliced build: total / longest block | reply, median / max of 9 questions × 7 | persisted index JSON | JSON.parse + loadJSON, median |');
console.log('|---:|---:|---:|---:|---:|---:|---:|');
for (const size of SIZES) {
  const material = syntheticMaterial(size);
  const builds = Array.from({ length: RUNS }, () => time(() => buildStudyIndex(material)));
  const sliced = [];
  for (let run = 0; run < sized(3, 1); run += 1) sliced.push(await slicedBuild(material));
  const index = buildStudyIndex(material);
  const now = new Date();
  QUESTIONS.forEach((question) => respond(index, question, now)); // warm-up
  const replies = Array.from({ length: RUNS }, () => QUESTIONS.map((question) => time(() => respond(index, question, now)))).flat();
  // The persisted alternative: the same passages in a MiniSearch serialised to JSON (localStorage or IndexedDB) and loaded back.
  const passages = material.lessons.flatMap((lesson, i) => splitParagraphs(lesson.content ?? '').map((text, j) => ({ id: i * 10 + j, title: lesson.title, context: '', text })));
  const engine = new MiniSearch(studyEngineOptions);
  engine.addAll(passages);
  const json = JSON.stringify(engine);
  const loads = Array.from({ length: RUNS }, () => time(() => MiniSearch.loadJSON(json, studyEngineOptions)));
  console.log(
    `| ${size} | ${index.passageCount} | ${ms(median(builds))} | ${ms(median(sliced.map((run) => run.total)))} / ${ms(median(sliced.map((run) => run.longestBlock)))} | ${ms(median(replies))} / ${ms(Math.max(...replies))} | ${(json.length / 1024).toFixed(0)} KiB (${(gzipSync(json).length / 1024).toFixed(0)} KiB gzip) | ${ms(median(loads))} |`,
  );
}

console.log(`The home feed builds the index only once the learner focuses the Study Buddy, in slices of ${INDEX_CHUNK_SIZE} passages.`);

// Bytes: each entry bundled and minified as Vite builds the app, then gzipped at level 9 (as the bundle bench weighs files).
const outDir = mkdtempSync(join(tmpdir(), 'maarifa-buddy-bench-'));
try {
  const sizes: Record<string, number> = {};
  for (const entry of ['minisearch-entry', 'engine-entry']) {
    await build({
      configFile: false,
      logLevel: 'warn',
      mode: 'production',
      build: { outDir: join(outDir, entry), emptyOutDir: true, target: 'es2022', minify: true, lib: { entry: resolve(import.meta.dirname, `study-buddy/${entry}.ts`), formats: ['es'], fileName: () => 'out.js' } },
    });
    const files = readdirSync(join(outDir, entry)).filter((file) => file.endsWith('.js'));
    sizes[entry] = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(outDir, entry, file)), { level: 9 }).length, 0);
  }
  console.log(`\nGzipped bytes added to the home feed chunk: MiniSearch ${(sizes['minisearch-entry']! / 1024).toFixed(1)} KiB; the whole engine (MiniSearch, index, replies, summaries, reminders, valibot's parts it uses) ${(sizes['engine-entry']! / 1024).toFixed(1)} KiB.`);
  console.log('The service worker precaches every chunk, so these bytes are fetched once per deployment, with the rest of the app.');
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
