// axe-core in the page under test: the serious and critical violations, each with the offending markup, or none.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] };

/** WCAG 2.1 A and AA, and 2.2 AA (its target size: 24 px). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** `within` (a CSS selector) narrows the check to one part of the page; `tags` runs only the rules with those tags. */
export async function seriousAxeViolations(page: Page, within?: string, { tags }: { tags?: readonly string[] } = {}): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(
    async ({ selector, tags }) => {
      const axe = (window as unknown as { axe: { run: (context: Element | Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
      const context = selector ? document.querySelector(selector) : document;
      if (!context) throw new Error(`axe: nothing matches ${selector}`);
      return (await axe.run(context, { resultTypes: ['violations'], ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}) })).violations;
    },
    { selector: within ?? null, tags: tags ? [...tags] : null },
  );
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => `${node.html.slice(0, 160)} (${node.failureSummary ?? ''})`).join(' | ')}`);
}
