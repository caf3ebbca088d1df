// axe-core in the page under test: the serious and critical violations, each with the offending markup, or none.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

type AxeViolation = { id: string; impact: string | null; help: string; nodes: { target: unknown[]; html: string; failureSummary?: string }[] };

/** `within` (a CSS selector) narrows the check to one part of the page. */
export async function seriousAxeViolations(page: Page, within?: string): Promise<string[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async (selector) => {
    const axe = (window as unknown as { axe: { run: (context: Element | Document, options: object) => Promise<{ violations: AxeViolation[] }> } }).axe;
    const context = selector ? document.querySelector(selector) : document;
    if (!context) throw new Error(`axe: nothing matches ${selector}`);
    return (await axe.run(context, { resultTypes: ['violations'] })).violations;
  }, within ?? null);
  return violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => `${violation.impact} ${violation.id}: ${violation.help} — ${violation.nodes.map((node) => `${node.html.slice(0, 160)} (${node.failureSummary ?? ''})`).join(' | ')}`);
}
