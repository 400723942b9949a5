// Bundles a TypeScript entry into one ES module for Node, with Vite (in memory, then one file in
// the system's temporary folder). Worker threads run the game from such a bundle rather than
// through tsx, whose on-the-fly transform keeps function names by wrapping every closure made
// at run time: the production build has no such cost, and simulations of thousands of games
// should measure the game, not the loader.
import { resolve, join } from 'node:path';
import { tmpdir } from 'node:os';
import { writeFileSync, rmSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { build, type Rolldown } from 'vite';

const ROOT = resolve(import.meta.dirname, '..');

/** Builds `entry` (relative to the repository) and gives the file and a way to remove it. */
export async function bundleForNode(entry: string): Promise<{ file: string; remove: () => void }> {
  const out = await build({
    root: ROOT,
    configFile: false,
    logLevel: 'silent',
    ssr: { noExternal: true, target: 'node' },
    build: { ssr: resolve(ROOT, entry), write: false, target: 'node20', minify: false, sourcemap: false, emptyOutDir: false },
  });
  const outputs = (Array.isArray(out) ? out : [out]) as Rolldown.RolldownOutput[];
  const chunks = outputs.flatMap((o) => o.output).filter((o) => o.type === 'chunk');
  if (chunks.length !== 1 || chunks[0]!.type !== 'chunk') throw new Error(`${entry} did not build into one module (${chunks.length} chunks)`);
  const file = join(tmpdir(), `sea-devils-${process.pid}-${randomBytes(4).toString('hex')}.mjs`);
  writeFileSync(file, chunks[0]!.code);
  return { file, remove: () => rmSync(file, { force: true }) };
}
