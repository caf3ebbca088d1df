// Benchmark: builds the app twice, the second time with one feature's texts.ts changed, and prints which built files
// differ. A returning visitor's cache (and the service worker's) keeps every file whose bytes did not change.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
/** `BENCH_FEATURE=contact` changes src/features/contact/texts.ts instead. */
const feature = process.env.BENCH_FEATURE ?? 'help';
const textsFile = join(root, 'src/features', feature, 'texts.ts');
const outDirs = [join(root, '.e2e/chunk-stability-a'), join(root, '.e2e/chunk-stability-b')];

function build(outDir: string): void {
  // A fixed build id: the real one differs per build by design (it names the build on <html data-build>).
  const result = spawnSync('npm', ['run', 'build', '--silent'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, MAARIFA_OUT_DIR: outDir, MAARIFA_BUILD_ID: 'chunk-stability' },
  });
  if (result.status !== 0) throw new Error(`The build into ${outDir} failed`);
}

/** Every file of a build folder by its path inside the folder, with the hash of its bytes. */
function filesOf(outDir: string, dir = outDir, into = new Map<string, string>()): Map<string, string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) filesOf(outDir, path, into);
    else into.set(relative(outDir, path).replaceAll('\\', '/'), createHash('sha256').update(readFileSync(path)).digest('hex'));
  }
  return into;
}

/** A file's name without its content hash, so that the two builds' versions of one chunk can be paired. */
const logicalName = (path: string) => (path.startsWith('assets/') ? path.replace(/-[\w-]{8}(\.[a-z0-9]+)$/i, '$1') : path);

const original = readFileSync(textsFile, 'utf8');
// The first quoted text of the file gets a suffix: a change a translator or writer would make.
const changed = original.replace(/: '([^']+)'/, (_match, text: string) => `: '${text} (reworded)'`);
if (changed === original) throw new Error(`No text to change in ${textsFile}`);

try {
  build(outDirs[0]!);
  writeFileSync(textsFile, changed);
  build(outDirs[1]!);
} finally {
  writeFileSync(textsFile, original);
}

const [first, second] = outDirs.map((dir) => filesOf(dir)) as [Map<string, string>, Map<string, string>];
const byName = (files: Map<string, string>) => {
  const names = new Map<string, string[]>();
  for (const [path, hash] of files) names.set(logicalName(path), [...(names.get(logicalName(path)) ?? []), `${path}\0${hash}`]);
  return names;
};
const a = byName(first);
const b = byName(second);
let identical = 0;
const differing: string[] = [];
for (const name of new Set([...a.keys(), ...b.keys()])) {
  const left = (a.get(name) ?? []).map((entry) => entry.split('\0')[1]).sort();
  const right = (b.get(name) ?? []).map((entry) => entry.split('\0')[1]).sort();
  if (left.join() === right.join()) identical += 1;
  else differing.push(name);
}
const scripts = [...a.keys()].filter((name) => name.endsWith('.js')).length;
const changedScripts = differing.filter((name) => name.endsWith('.js'));
console.log(`\nTwo builds, the second with src/features/${feature}/texts.ts reworded (one text).`);
console.log(`${first.size} files (${a.size} names without hashes): ${identical} names byte-identical, ${differing.length} differ; scripts: ${scripts}, ${changedScripts.length} differ.`);
console.log('Files that differ (content hash stripped from the name):');
for (const name of differing.sort()) console.log(`- ${name}`);
for (const dir of outDirs) rmSync(dir, { recursive: true, force: true });
