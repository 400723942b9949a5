// `npx tsx scripts/bench-browser-only.ts [--no-record]`: only the browser figures of
// `npm run bench`, each beside the previous run's (docs/bench-browser.json).
import { browserFigures } from './bench-browser';
import { compareLines, readPrevious, record } from './bench-history';
import { chromiumMissing } from './find-chromium.mjs';

const b = await browserFigures();
if (!b) {
  console.error(`browser figures skipped: ${chromiumMissing()}`);
  process.exit(1);
}
for (const l of compareLines(b, readPrevious())) console.log(l);
console.log(JSON.stringify({ browser: b }));
if (!process.argv.includes('--no-record')) record(b);
