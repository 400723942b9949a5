// Bundles the HTML report's drawing script (src/ui/compare/reportClient.ts, with Chart.js and
// the game's results view) into one minified script with Vite, in memory, for inlining.
import { resolve } from 'node:path';
import { readFileSync } from 'node:fs';
import { build, type Rolldown } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');

export async function reportScript(): Promise<string> {
  const out = await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    build: {
      write: false,
      target: 'es2022',
      minify: true,
      sourcemap: false,
      emptyOutDir: false,
      lib: { entry: resolve(ROOT, 'src/ui/compare/reportClient.ts'), formats: ['iife'], name: 'SeaDevilsReport', fileName: () => 'report.js' },
    },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((o) => o.type === 'chunk');
  if (!chunk || chunk.type !== 'chunk') throw new Error('the report script did not build');
  return chunk.code;
}

export const reportCss = () => readFileSync(resolve(ROOT, 'src/ui/compare/compare.css'), 'utf8');
