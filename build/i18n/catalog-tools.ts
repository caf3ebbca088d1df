// Build-time catalog tools (Node only): find the English messages in texts.ts files, read and write the PO catalogs.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import PO from 'pofile';
import { parseAst } from 'vite';

export interface SourceMessage {
  id: string;
  /** The English ICU message, as written in texts.ts. */
  source: string;
  /** Where the message's string literal sits in the file (for replacing it with its compiled form). */
  start: number;
  end: number;
  file: string;
}

type Node = { type: string; start: number; end: number; [key: string]: unknown };

const isNode = (value: unknown): value is Node => typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';

/** The object literal inside `x as const` or `x satisfies T`. */
function unwrap(node: Node): Node {
  return node.type === 'TSAsExpression' || node.type === 'TSSatisfiesExpression' ? unwrap(node.expression as Node) : node;
}

function stringValue(node: Node): string | null {
  if (node.type === 'Literal' && typeof node.value === 'string') return node.value;
  // Long messages are split over lines with +.
  if (node.type === 'BinaryExpression' && node.operator === '+') {
    const left = stringValue(node.left as Node);
    const right = stringValue(node.right as Node);
    return left !== null && right !== null ? left + right : null;
  }
  if (node.type === 'TemplateLiteral' && (node.expressions as unknown[]).length === 0) {
    const quasi = (node.quasis as { value: { cooked: string } }[])[0];
    return quasi ? quasi.value.cooked : null;
  }
  return null;
}

function propertyKey(property: Node): string {
  const key = property.key as Node;
  if (key.type === 'Identifier') return key.name as string;
  const value = stringValue(key);
  if (value === null) throw new Error(`defineMessages: a key must be a name or a string (at ${property.start})`);
  return value;
}

/** Every message a file declares with `defineMessages('scope', { … })`, with the literal's position. */
export function extractMessages(code: string, file: string): SourceMessage[] {
  if (!code.includes('defineMessages')) return [];
  const out: SourceMessage[] = [];
  const walkTree = (prefix: string, node: Node) => {
    const object = unwrap(node);
    if (object.type !== 'ObjectExpression') throw new Error(`${file}: defineMessages wants an object literal (at ${object.start})`);
    for (const property of object.properties as Node[]) {
      if (property.type !== 'Property') throw new Error(`${file}: no spreads in defineMessages (at ${property.start})`);
      const id = `${prefix}.${propertyKey(property)}`;
      const value = unwrap(property.value as Node);
      const source = stringValue(value);
      if (source !== null) out.push({ id, source, start: value.start, end: value.end, file });
      else walkTree(id, value);
    }
  };
  const visit = (node: unknown) => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (!isNode(node)) return;
    const callee = node.callee as Node | undefined;
    if (node.type === 'CallExpression' && callee?.type === 'Identifier' && callee.name === 'defineMessages') {
      const [scope, tree] = node.arguments as Node[];
      const prefix = scope ? stringValue(scope) : null;
      if (prefix === null || !tree) throw new Error(`${file}: defineMessages('scope', { … }) wants a literal scope`);
      walkTree(prefix, tree);
      return;
    }
    for (const [key, value] of Object.entries(node)) if (key !== 'type' && typeof value === 'object') visit(value);
  };
  visit(parseAst(code, { lang: file.endsWith('x') ? 'tsx' : 'ts' }).body);
  return out;
}

/** Every texts.ts under `root`/src, and the messages each declares; ids are unique across the app. */
export function collectSourceMessages(root: string): SourceMessage[] {
  const out: SourceMessage[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (/(^|-)texts\.ts$/.test(name)) out.push(...extractMessages(readFileSync(path, 'utf8'), relative(root, path)));
    }
  };
  walk(join(root, 'src'));
  const seen = new Map<string, string>();
  for (const message of out) {
    const other = seen.get(message.id);
    if (other) throw new Error(`message id ${message.id} is declared twice (${other}, ${message.file})`);
    seen.set(message.id, message.file);
  }
  return out.sort((a, b) => a.id.localeCompare(b.id));
}

/** A catalog file per scope (the id's first part, one per texts.ts), so each feature's messages are translated apart. */
export function scopeOf(id: string): string {
  return id.slice(0, id.indexOf('.'));
}

export function messagesByScope(messages: readonly SourceMessage[]): Map<string, SourceMessage[]> {
  const out = new Map<string, SourceMessage[]>();
  for (const message of messages) out.set(scopeOf(message.id), [...(out.get(scopeOf(message.id)) ?? []), message]);
  return out;
}

export const CATALOG_NOTE = 'Maarifa interface. msgctxt is the message id, msgid the English (ICU MessageFormat). "#, fuzzy" marks a draft awaiting review.';

export interface CatalogEntry {
  id: string;
  /** The English this translation was made from (PO msgid; the id is msgctxt). */
  source: string;
  translation: string;
  needsReview: boolean;
}

/** A PO catalog: msgctxt is the message id, msgid the English, msgstr the translation, `#, fuzzy` = needs review. */
export function readCatalog(text: string): CatalogEntry[] {
  return PO.parse(text)
    .items.filter((item) => !item.obsolete)
    .map((item) => ({ id: item.msgctxt ?? '', source: item.msgid, translation: item.msgstr[0] ?? '', needsReview: item.flags.fuzzy === true }));
}

export function writeCatalog(language: string, entries: readonly CatalogEntry[], note: string): string {
  const po = new PO();
  po.comments = [note];
  po.headers = { Language: language, 'Content-Type': 'text/plain; charset=UTF-8', 'Content-Transfer-Encoding': '8bit', 'MIME-Version': '1.0' };
  for (const entry of entries) {
    const item = new PO.Item();
    item.msgctxt = entry.id;
    item.msgid = entry.source;
    item.msgstr = [entry.translation];
    if (entry.needsReview) item.flags = { fuzzy: true };
    po.items.push(item);
  }
  return po.toString() + '\n';
}
