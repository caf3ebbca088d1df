// Which messages a public page can render (Node only): the texts files the public entry's import graph reaches, short of the router app.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { parseAst } from 'vite';
import { extractMessages, scopeOf } from './catalog-tools.ts';

/**
 * A language's catalog comes in two chunks: `public`, every message a prerendered public page (and what it shows around
 * it: layout, header, footer, prompts, toasts, forms) can render, downloaded by a visitor of a public page; and `app`,
 * the rest (the dashboard), downloaded once the router app is about to render (src/app/router-app.tsx).
 */
export const CATALOG_PARTS = ['public', 'app'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

/** The public pages' entry (the prerender plugin names it in their HTML). */
export const PUBLIC_ENTRY = 'src/public-main.tsx';

/**
 * Where the public graph stops: the router app, which a public page imports only to hand over to it on the first
 * in-page navigation. Everything it reaches (and nothing on the public side) is the `app` part; loading the router app
 * loads that part first (loadMatchedRoutes).
 */
export const PUBLIC_BOUNDARY = ['src/app/router-app.tsx'];

/** A texts file: where messages are declared (`defineMessages`), as the catalog plugin recognises them. */
const TEXTS_FILE = /(^|[-/])texts\.ts$/;

type Node = { type: string; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/**
 * The relative module specifiers a file loads at run time: static imports and re-exports (not `import type`), and
 * `import('…')` with a literal. Packages are not followed: they declare no messages.
 */
export function runtimeImports(code: string, file: string): string[] {
  const out: string[] = [];
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    const source = node.source as Node | null | undefined;
    const typeOnly = node.importKind === 'type' || node.exportKind === 'type';
    if ((node.type === 'ImportDeclaration' || node.type === 'ExportNamedDeclaration' || node.type === 'ExportAllDeclaration') && source && !typeOnly) {
      if (typeof source.value === 'string') out.push(source.value);
    }
    if (node.type === 'ImportExpression' && source?.type === 'Literal' && typeof source.value === 'string') out.push(source.value);
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }).body);
  return out.filter((specifier) => specifier.startsWith('.'));
}

/** A relative specifier as the bundler resolves it (extensionless, `.ts(x)` or a folder's index). */
function resolveModule(from: string, specifier: string): string | null {
  const base = resolve(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Every source module `entry` reaches at run time (lazily too), not entering `boundary`; paths relative to `root`. */
export function reachableModules(root: string, entry: string, boundary: readonly string[]): Set<string> {
  const stop = new Set(boundary.map((file) => resolve(root, file)));
  const seen = new Set<string>();
  const walk = (file: string) => {
    if (seen.has(file) || stop.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'), file)) {
      const next = resolveModule(file, specifier);
      if (next) walk(next);
    }
  };
  walk(resolve(root, entry));
  return new Set([...seen].map((file) => relative(root, file).replaceAll('\\', '/')));
}

/**
 * The public part's scopes: those declared in the texts files the public entry reaches. Derived from the graph, not
 * listed, so a public page that starts using another feature's texts brings that scope into the public part with it.
 * The graph holds more than tree-shaking keeps (a barrel's every export): a scope too many costs a few bytes; one too
 * few would show English on a public page.
 */
export function publicScopes(root: string): Set<string> {
  const scopes = new Set<string>();
  for (const file of reachableModules(root, PUBLIC_ENTRY, PUBLIC_BOUNDARY)) {
    if (!TEXTS_FILE.test(file)) continue;
    for (const message of extractMessages(readFileSync(join(root, file), 'utf8'), file)) scopes.add(scopeOf(message.id));
  }
  return scopes;
}

/** The part a message id belongs to. */
export function catalogPartOf(id: string, publicSet: ReadonlySet<string>): CatalogPart {
  return publicSet.has(scopeOf(id)) ? 'public' : 'app';
}
