import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { tmpdir } from 'node:os';
import { parseVariant, describeChange } from '../../src/compare/variantSpec';
import type { Variant } from '../../src/compare/types';

// npm run compare end to end: the same arguments give the same compare.json whatever the number
// of worker threads, and every output file exists and parses.

const ROOT = resolve(import.meta.dirname, '../..');
const dir = mkdtempSync(join(tmpdir(), 'sd-compare-'));

function compare(out: string, workers: number) {
  const r = spawnSync(
    'npx',
    [
      'tsx',
      'scripts/compare.ts',
      '--games',
      '3',
      '--seed',
      'cli',
      '--scenarios',
      'weak-beginning,endgame',
      '--confederate',
      'historical',
      '--federal',
      'cautious',
      '--variant-b',
      'erratum-row6=off',
      '--workers',
      String(workers),
      '--out',
      out,
    ],
    { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  if (r.status !== 0) throw new Error(`compare failed (${r.status}): ${r.stderr}\n${r.stdout}`);
  return r;
}

describe('npm run compare', () => {
  it('same arguments, one worker or two: identical JSON; all outputs written and parseable', () => {
    const a = join(dir, 'a'),
      b = join(dir, 'b');
    const run = compare(a, 1);
    compare(b, 2);
    expect(run.stderr).toMatch(/12\/12 games/);
    const json = readFileSync(join(a, 'compare.json'), 'utf8');
    expect(readFileSync(join(b, 'compare.json'), 'utf8')).toBe(json);

    const model = JSON.parse(json);
    expect(model.format).toBe('sea-devils-comparison');
    expect(model.complete).toBe(true);
    expect(model.settings.variants.map((v: { label: string }) => v.label)).toEqual(['A', 'B (errata row 6 off)']);
    expect(model.results).toHaveLength(2);
    expect(model.results[0].map((r: { scenario: string; games: number; failures: number }) => [r.scenario, r.games + r.failures])).toEqual([
      ['weak-beginning', 3],
      ['endgame', 3],
    ]);
    expect(model.differences).toHaveLength(2);

    const csv = (name: string) =>
      readFileSync(join(a, name), 'utf8')
        .trim()
        .split('\n')
        .map((l) => l.split(','));
    const summary = csv('compare-summary.csv');
    expect(summary).toHaveLength(1 + 2 * 2);
    for (const row of summary) expect(row).toHaveLength(summary[0]!.length);
    expect(summary[1]!.slice(0, 2)).toEqual(['A', 'weak-beginning']);
    expect(csv('compare-merchant-marine.csv')).toHaveLength(1 + 2 * (5 + 5));
    expect(csv('compare-differences.csv')).toHaveLength(1 + 2);
    expect(csv('compare-raiders.csv').length).toBeGreaterThan(1);

    const html = readFileSync(join(a, 'compare.html'), 'utf8');
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).not.toMatch(/<script[^>]+src=/); // nothing to fetch: it opens offline
    const data = html.match(/<script type="application\/json" id="comparison-data">([\s\S]*?)<\/script>/)![1]!;
    expect(JSON.parse(data)).toEqual(model);
    expect(html).toContain('Chart'); // the inlined chart library
    expect(existsSync(join(a, 'compare-differences.csv'))).toBe(true);
  });

  it('refuses a bad variant with the reason', () => {
    const r = spawnSync('npx', ['tsx', 'scripts/compare.ts', '--games', '1', '--variant-b', 'erratum-row6=maybe', '--out', join(dir, 'bad')], {
      cwd: ROOT,
      encoding: 'utf8',
    });
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('--variant-b: erratum-row6 is on or off, not "maybe"');
  });
});

describe('variant syntax', () => {
  const base: Variant = { label: 'A', confederate: 'historical', federal: 'historical', options: { erratumRow6: true }, dataPack: null };
  const bots = ['random', 'cautious', 'historical', 'bold'];
  const noPack = () => {
    throw new Error('no pack expected');
  };
  it('changes only what it names', () => {
    expect(parseVariant('erratum-row6=off', base, 'B', noPack, bots)).toEqual({ ...base, label: 'B', options: { erratumRow6: false } });
    expect(parseVariant('erratumRow6=no', base, 'B', noPack, bots).options).toEqual({ erratumRow6: false });
    expect(parseVariant('confederate=bold, federal=cautious', base, 'B', noPack, bots)).toMatchObject({
      confederate: 'bold',
      federal: 'cautious',
      options: { erratumRow6: true },
    });
    expect(parseVariant('label="No row 6",erratum-row6=off', base, 'B', noPack, bots).label).toBe('No row 6');
  });
  it('reads a data pack through the caller, or drops one with none', () => {
    const v = parseVariant('data-pack=p.json', base, 'B', (f) => ({ name: 'P', file: f, json: {} }), bots);
    expect(v.dataPack).toEqual({ name: 'P', file: 'p.json', json: {} });
    expect(parseVariant('data-pack=none', v, 'C', noPack, bots).dataPack).toBeNull();
    expect(describeChange(base, v)).toBe('pack P');
  });
  it('names what is wrong', () => {
    expect(() => parseVariant('federal=superb', base, 'B', noPack, bots)).toThrow('no bot "superb"');
    expect(() => parseVariant('speed=11', base, 'B', noPack, bots)).toThrow('unknown variant setting "speed"');
    expect(() => parseVariant('row6', base, 'B', noPack, bots)).toThrow('not key=value');
  });
});
