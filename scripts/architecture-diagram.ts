// npm run architecture:diagram [-- --check]
// Writes the generated parts of docs/architecture.md (scripts/architecture/render.ts) from the
// code; --check writes nothing and exits 1 when the page is stale.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { readFlags } from './cli';
import { ARCHITECTURE_DOC, ROOT, renderArchitectureDoc } from './architecture/render';

const { flags } = readFlags({ check: 'boolean' });
const target = join(ROOT, ARCHITECTURE_DOC);
const page = readFileSync(target, 'utf8');
const text = renderArchitectureDoc(page);
if (flags.check) {
  const stale = text !== page;
  console.log(stale ? `${ARCHITECTURE_DOC} is stale: run npm run architecture:diagram` : `${ARCHITECTURE_DOC} is current`);
  process.exitCode = stale ? 1 : 0;
} else {
  writeFileSync(target, text);
  console.log(`wrote ${ARCHITECTURE_DOC}`);
}
