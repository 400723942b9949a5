// npm run machine:diagram [-- --check]
// Writes docs/machine.md: the turn machine's diagram and tables, drawn from its XState
// definition (src/engine/machine.ts), and src/engine/turnTable.json, the machine's answers the
// engine reads (src/engine/turnSteps.ts). --check writes nothing and exits 1 when one is stale.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { MACHINE_DOC, MACHINE_TABLE, ROOT, renderMachineDoc, renderMachineTable } from './machine-diagram/render';

const check = process.argv.includes('--check');
const unknown = process.argv.slice(2).filter((a) => a !== '--check');
if (unknown.length) {
  console.error(`machine:diagram: unknown argument ${JSON.stringify(unknown[0]!.slice(0, 60))} (use --check)`);
  process.exitCode = 2;
} else {
  for (const [file, text] of [
    [MACHINE_DOC, renderMachineDoc()],
    [MACHINE_TABLE, renderMachineTable()],
  ] as const) {
    const target = join(ROOT, file);
    if (check) {
      const stale = !existsSync(target) || readFileSync(target, 'utf8') !== text;
      console.log(stale ? `${file} is stale: run npm run machine:diagram` : `${file} is current`);
      if (stale) process.exitCode = 1;
    } else {
      writeFileSync(target, text);
      console.log(`wrote ${file}`);
    }
  }
}
