import { describe, expect, it } from 'vitest';
import { reportHtml, scriptJson, escapeHtml } from '../../src/compare/report';
import { summaryCsv, merchantMarineCsv, differencesCsv } from '../../src/compare/csv';
import { runComparison } from '../../src/compare/runComparison';
import { runGames } from '../../src/compare/runGames';
import type { CompareSettings } from '../../src/compare/types';
import { gameData } from '../helpers';

// The report and the CSV files from a small real comparison: text that could end a script
// element stays inside the JSON, and every CSV row has the header's width.

const settings: CompareSettings = {
  games: 2,
  seed: 'rep',
  scenarios: ['weak-beginning'],
  variants: [
    { label: 'A', confederate: 'random', federal: 'random', options: { erratumRow6: true }, dataPack: null },
    { label: 'B, "quoted"', confederate: 'random', federal: 'random', options: { erratumRow6: false }, dataPack: null },
  ],
};
const port = {
  run: async (job: { variant: number; scenario: string; from: number; to: number }) =>
    runGames(gameData(), settings.variants[job.variant]!, settings.seed, job),
};

describe('report and CSV', () => {
  it('keeps hostile text inside the data block', async () => {
    const model = await runComparison(settings, [gameData(), gameData()], [port]);
    model.facts[0]!.notes.push('</script><script>alert(1)</script> <!-- \u2028');
    const html = reportHtml(model, { css: '.x{}', script: 'window.ok = "</script>";', footer: 'a < b & c' });
    expect(html.match(/<\/script>/g)).toHaveLength(2); // the data block's and the script's own ends
    const data = html.match(/<script type="application\/json" id="comparison-data">([\s\S]*?)<\/script>/)![1]!;
    expect(JSON.parse(data)).toEqual(model);
    expect(html).toContain('a &lt; b &amp; c');
    expect(scriptJson('<')).toBe('"\\u003c"');
    expect(escapeHtml('"<&>"')).toBe('&quot;&lt;&amp;&gt;&quot;');
  });
  it('CSV rows match their header; labels with commas and quotes are quoted', async () => {
    const model = await runComparison(settings, [gameData(), gameData()], [port]);
    const summary = summaryCsv(model).trim().split('\n');
    expect(summary).toHaveLength(3);
    expect(summary[2]!.startsWith('"B, ""quoted""",weak-beginning,')).toBe(true);
    expect(merchantMarineCsv(model).trim().split('\n')).toHaveLength(1 + 2 * 5);
    const diff = differencesCsv(model)!.trim().split('\n');
    expect(diff[1]!.split(',')).toHaveLength(diff[0]!.split(',').length);
  });
});
