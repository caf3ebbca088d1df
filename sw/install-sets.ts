// What the service worker keeps and when: the public pages' files at install, the dashboard's core at sign-in, the rest on use.
import { gzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** The slice of a Rollup output chunk these rules read. */
export interface ChunkNode {
  fileName: string;
  moduleIds: string[];
  imports: string[];
  dynamicImports: string[];
  css: string[];
}

/**
 * RxDB's dev-mode and its schema validator are imported only when dev-mode is on (development and tests); a production
 * build drops them (src/db/database.ts), and the worker's build fails if a chunk of theirs is ever emitted again.
 */
export const DEV_ONLY_CHUNK = /(^|\/)(dev-mode|validate-ajv)-[^/]*\.js$/;

/**
 * The dashboard's core: the shell and the home, courses, community and profile pages (with what they load lazily,
 * such as their dialogs), and the course editor, since drafting a course with no network is what creators come for.
 * Brought into the cache right after sign-in so these open offline before they are visited.
 */
export const CORE_SOURCES = [
  /src\/app\/guards\/require-session\.tsx$/,
  /src\/app\/layouts\/dashboard-layout\.tsx$/,
  /src\/features\/home\/routes\/home-feed-page\.tsx$/,
  /src\/features\/courses\/routes\/(courses-page|course-detail-page|learn-page|module-page|create-course-page|edit-course-page)\.tsx$/,
  /src\/features\/community\/routes\/(community-page|discussion-page)\.tsx$/,
  /src\/features\/profile\/routes\/profile-page\.tsx$/,
];

/** A language's catalog part (the catalog plugin's `\0maarifa-catalog:sw:public`, from src/locales/sw/*.po; see build/i18n/catalog-split.ts). */
const CATALOG_MODULE = /^\0maarifa-catalog:([a-z]{2,3}):(public|app)$/;

/**
 * A language's catalog part (one chunk each): kept when that language's part is first used, never with the core,
 * or every learner would download nine languages at sign-in.
 */
export const isLanguageCatalog = (chunk: ChunkNode) => chunk.moduleIds.length > 0 && chunk.moduleIds.every((id) => CATALOG_MODULE.test(id));

/**
 * Each language's catalog files in this build, by language and part (`{ 'sw-public': 'assets/locale-sw-public-….js' }`):
 * a key is also the file name's prefix after `locale-`, which is how the worker tells which parts a device has used.
 */
export function catalogFiles(chunks: ChunkNode[]): Record<string, string> {
  const out: Record<string, string> = {};
  for (const chunk of chunks) {
    if (!isLanguageCatalog(chunk)) continue;
    const [, locale, part] = CATALOG_MODULE.exec(chunk.moduleIds[0]!) ?? [];
    if (locale && part) out[`${locale}-${part}`] = chunk.fileName;
  }
  return out;
}

/**
 * The route table: its lazy imports are every route of the app, not what a core page loads lazily. A core page reaches it
 * through the shared entry code (which loads the router app lazily, for a public page's first in-page navigation); were
 * its lazy imports followed, the sign-in download would hold every dashboard page (in the e2e build 116 files, 374 KiB,
 * against 91 files, 322 KiB without them).
 */
const ROUTE_TABLE = /src\/app\/routes\.tsx$/;

/** The chunks holding `sources`, what they import (lazily too, with `lazily`, but never the route table's routes), and their CSS. */
export function chunkClosure(chunks: ChunkNode[], sources: RegExp[], lazily: boolean): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const out = new Set<string>();
  const visit = (name: string) => {
    if (out.has(name)) return;
    const chunk = byName.get(name);
    if (!chunk || isLanguageCatalog(chunk)) return;
    out.add(name);
    for (const css of chunk.css) out.add(css);
    const followLazy = lazily && !chunk.moduleIds.some((id) => ROUTE_TABLE.test(id));
    for (const next of followLazy ? [...chunk.imports, ...chunk.dynamicImports] : chunk.imports) visit(next);
  };
  for (const chunk of chunks) if (chunk.moduleIds.some((id) => sources.some((pattern) => pattern.test(id)))) visit(chunk.fileName);
  return [...out].sort();
}

/** The core's files: each core page's chunk, everything it imports, statically or lazily, and their CSS. */
export function coreFiles(chunks: ChunkNode[]): string[] {
  return chunkClosure(chunks, CORE_SOURCES, true);
}

/** The same-origin files an HTML page names (scripts, module preloads, styles, preloaded fonts, icons, manifest). */
export function filesNamedBy(html: string): string[] {
  const out = new Set<string>();
  for (const match of html.matchAll(/\b(?:src|href)="\/([^"?#]+\.(?:js|css|woff2|svg|png|ico|webmanifest))(?:[?#][^"]*)?"/g)) out.add(match[1]!);
  return [...out];
}

/** Bytes a file costs on the wire, as a server compressing text with gzip sends it (fonts and images as they are). */
export function wireBytes(path: string): number {
  const body = readFileSync(path);
  return /\.(woff2|png)$/.test(path) ? body.length : gzipSync(body, { level: 9 }).length;
}

export interface FirstVisitBill {
  total: number;
  files: { file: string; bytes: number }[];
}

/** A first visit to `page`: the page and what it names, plus every precached file it had not already fetched. */
export function firstVisitBill(outDir: string, page: string, precached: string[]): FirstVisitBill {
  const files = new Set([page, ...filesNamedBy(readFileSync(join(outDir, page), 'utf8')), ...precached]);
  const rows = [...files].map((file) => ({ file, bytes: wireBytes(join(outDir, file)) })).sort((a, b) => b.bytes - a.bytes);
  return { total: rows.reduce((sum, row) => sum + row.bytes, 0), files: rows };
}
