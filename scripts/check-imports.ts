// npm run check:imports: the program's import rule, one line per finding, exit 1 if any.
//  1. Floors. Each folder of src/ stands on a floor, and a file imports only from lower floors
//     or its own folder: lib (helpers that know nothing of the game) -> data | relay -> engine ->
//     ai -> game -> compare | remote -> ui -> main.ts; scripts/ stand on top. Folders that share
//     a floor (data and relay, compare and remote) never import each other.
//  2. The engine's entry points. Outside src/engine, only ENGINE_ENTRIES may be imported: the
//     engine's own files may move without the rest of the program noticing. Inside the engine
//     no file imports an entry point (they only hand names on, and would close a circle).
// Tests (tests/, e2e/) test the engine's insides and are not held to either rule.
// Plain text scanning, not the TypeScript compiler: it runs with any compiler, and fast.
import { readdirSync, readFileSync, statSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The engine's declared public modules (from the repository's root). machine.ts is the turn
 * machine's XState definition, for its diagram: the game reads its compiled table through
 * index.ts and never loads XState (issue 47). stateSchema.ts is the schema of a whole game state,
 * for a save read back: not handed on by index.ts, which the first map's download holds whole
 * (the entry's chunk takes every module index.ts imports, used there or not; issue 47).
 */
export const ENGINE_ENTRIES = ['src/engine/index.ts', 'src/engine/rules/index.ts', 'src/engine/machine.ts', 'src/engine/stateSchema.ts'] as const;

/** Floor of each folder (or file) of src/, lowest first; scripts/ stand above them all. */
export const FLOORS: Record<string, number> = {
  'src/lib': 0,
  'src/data': 1,
  'src/relay': 1,
  'src/engine': 2,
  'src/ai': 3,
  'src/game': 4,
  'src/compare': 5,
  'src/remote': 5,
  'src/ui': 6,
  'src/main.ts': 7,
  scripts: 8,
};

const SOURCE = /\.(ts|mts|mjs|js)$/;

/** The folder of FLOORS a file belongs to (a repository path with '/'), or null if none. */
export function placeOf(file: string): string | null {
  for (const place of Object.keys(FLOORS)) if (file === place || file.startsWith(`${place}/`)) return place;
  return null;
}

/** The text with its comments blanked out (strings and template texts kept, so that specifiers survive). */
export function withoutComments(text: string): string {
  let out = '';
  let i = 0;
  while (i < text.length) {
    const c = text[i]!,
      d = text[i + 1];
    if (c === '/' && d === '/') {
      while (i < text.length && text[i] !== '\n') {
        out += ' ';
        i++;
      }
      continue;
    }
    if (c === '/' && d === '*') {
      const end = text.indexOf('*/', i + 2);
      const stop = end < 0 ? text.length : end + 2;
      out += text.slice(i, stop).replace(/[^\n]/g, ' ');
      i = stop;
      continue;
    }
    if (c === '"' || c === "'" || c === '`') {
      let j = i + 1;
      while (j < text.length && text[j] !== c) {
        if (text[j] === '\\') j++;
        if (c !== '`' && text[j] === '\n') break;
        j++;
      }
      out += text.slice(i, j + 1);
      i = j + 1;
      continue;
    }
    out += c;
    i++;
  }
  return out;
}

/** Every module specifier a source text imports or re-exports, static or dynamic, in order. */
export function importSpecifiers(text: string): string[] {
  const code = withoutComments(text);
  const found: { at: number; spec: string }[] = [];
  const patterns = [
    /(?:^|[\s;}])(?:import|export)\s+(?:type\s+)?[^;'"`]*?\sfrom\s*(['"])([^'"\n]+)\1/g, // import x from '…', export { x } from '…'
    /(?:^|[\s;}])import\s*(['"])([^'"\n]+)\1/g, // import '…' (for its effects)
    /\bimport\s*\(\s*(['"])([^'"\n]+)\1\s*\)/g, // import('…'), import('…').Type
  ];
  for (const re of patterns) for (const m of code.matchAll(re)) found.push({ at: m.index, spec: m[2]! });
  return found.sort((a, b) => a.at - b.at).map((x) => x.spec);
}

/** The repository file a relative specifier names, or null (a package, or no such file). */
export function resolveSpecifier(root: string, from: string, spec: string): string | null {
  if (!spec.startsWith('.')) return null;
  const base = path.posix.join(path.posix.dirname(from), spec);
  const bare = base.replace(/\.(js|mjs)$/, '');
  for (const c of [base, `${bare}.ts`, `${bare}.mts`, `${base}.ts`, `${base}.mjs`, `${base}/index.ts`]) {
    if (existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile()) return c;
  }
  return null;
}

/** What is wrong with `from` importing `to` (repository paths), or null. */
export function importFinding(from: string, to: string): string | null {
  const a = placeOf(from),
    b = placeOf(to);
  const engine = (f: string) => f.startsWith('src/engine/');
  const entries: readonly string[] = ENGINE_ENTRIES;
  if (engine(from) && entries.includes(to)) return `${from} imports ${to}: inside the engine, import the file that defines the name, not an entry point`;
  if (!engine(from) && engine(to) && !entries.includes(to)) return `${from} imports ${to}: outside the engine, import ${ENGINE_ENTRIES.join(' or ')}`;
  if (a === null || b === null || a === b) return null;
  if (FLOORS[b]! < FLOORS[a]!) return null;
  const how = FLOORS[b] === FLOORS[a] ? 'a folder on the same floor' : 'a higher floor';
  return `${from} imports ${to}: ${b} is ${how} than ${a} (floors: ${floorLine()})`;
}

function floorLine(): string {
  const by = new Map<number, string[]>();
  for (const [place, floor] of Object.entries(FLOORS)) by.set(floor, [...(by.get(floor) ?? []), place.replace(/^src\//, '')]);
  return [...by.keys()]
    .sort((x, y) => x - y)
    .map((f) => by.get(f)!.join(' | '))
    .join(' -> ');
}

/** Source files under the given folders (repository paths), sorted. */
export function sourceFiles(root: string, dirs: string[]): string[] {
  const out: string[] = [];
  const walk = (dir: string) => {
    for (const name of readdirSync(path.join(root, dir))) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const rel = `${dir}/${name}`;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (SOURCE.test(name) && !name.endsWith('.d.ts')) out.push(rel);
    }
  };
  for (const d of dirs) if (existsSync(path.join(root, d))) walk(d);
  return out.sort();
}

/** Every finding in the program (src/ and scripts/). */
export function checkImports(root: string): string[] {
  const findings: string[] = [];
  for (const file of sourceFiles(root, ['src', 'scripts'])) {
    const text = readFileSync(path.join(root, file), 'utf8');
    for (const spec of importSpecifiers(text)) {
      const to = resolveSpecifier(root, file, spec);
      if (spec.startsWith('.') && !to) {
        findings.push(`${file} imports ${spec}: no such file`);
        continue;
      }
      const f = to && importFinding(file, to);
      if (f) findings.push(f);
    }
  }
  return findings;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
  const findings = checkImports(root);
  for (const f of findings) console.log(f);
  console.log(findings.length ? `import rule: ${findings.length} finding(s)` : 'import rule: no findings');
  process.exit(findings.length ? 1 : 0);
}
