// Issue 35.2: axe-core run on the page as it stands, for the browser tests. The script is the
// project's own devDependency (node_modules/axe-core), injected into the page; the result is the
// list of "serious" and "critical" violations, each in words with the elements it names, so a
// failing test says what to fix. Canvas pixels are not checked (axe cannot read them); the canvas
// element itself is, like every other element.

import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import type { AxeResults } from 'axe-core';

let source: string | null = null;

/** The serious and critical violations axe finds on the page now, one line per element. */
export async function axeViolations(page: Page): Promise<string[]> {
  source ??= readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: source });
  const violations = await page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(ctx: Document, opts: object): Promise<AxeResults> } }).axe;
    const r = await axe.run(document, { resultTypes: ['violations'] });
    return r.violations.map((v) => ({
      id: v.id,
      impact: v.impact ?? null,
      help: v.help,
      nodes: v.nodes.map((n) => ({ target: n.target, failureSummary: n.failureSummary })),
    }));
  });
  const out: string[] = [];
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    for (const n of v.nodes)
      out.push(`${v.impact} ${v.id} (${v.help}): ${JSON.stringify(n.target)} ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`);
  }
  return out;
}
