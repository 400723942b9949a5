// npm run machine:diagram [-- --check]
// Writes docs/machine.md: the turn machine's diagram and tables, drawn from its XState
// definition (src/engine/machine.ts). --check writes nothing and exits 1 when the file is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MACHINE_DOC, ROOT, renderMachineDoc } from './machine-diagram/render';

const check = process.argv.includes('--check');
const unknown = process.argv.slice(2).filter((a) => a !== '--check');
if (unknown.length) {
  console.error(`machine:diagram: unknown argument ${JSON.stringify(unknown[0]!.slice(0, 60))} (use --check)`);
  process.exitCode = 2;
} else {
  const target = join(ROOT, MACHINE_DOC);
  const text = renderMachineDoc();
  if (check) {
    const stale = !existsSync(target) || readFileSync(target, 'utf8') !== text;
    console.log(stale ? `${MACHINE_DOC} is stale: run npm run machine:diagram` : `${MACHINE_DOC} is current`);
    process.exitCode = stale ? 1 : 0;
  } else {
    writeFileSync(target, text);
    console.log(`wrote ${MACHINE_DOC}`);
  }
}
