// Quick check of one data file against its schema while editing data:
//   npx tsx scripts/validate-file.ts <SchemaName> <file.json>
// e.g. npx tsx scripts/validate-file.ts MapFile assets/map/areas.json
import { readFileSync } from 'node:fs';
import * as schemas from '../src/data/schema/index';

const [name, file] = process.argv.slice(2);
if (!name || !file) {
  console.error('usage: validate-file <SchemaName> <file.json>');
  process.exit(2);
}
const schema = (schemas as Record<string, unknown>)[name] as
  | { safeParse(v: unknown): { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } } }
  | undefined;
if (!schema || typeof schema.safeParse !== 'function') {
  console.error(`no schema named ${name}`);
  process.exit(2);
}
const r = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
if (r.success) {
  console.log(`${file}: valid ${name}`);
  process.exit(0);
}
for (const i of r.error!.issues) console.error(`${file}: ${i.path.join('.') || '(root)'}: ${i.message}`);
process.exit(1);
