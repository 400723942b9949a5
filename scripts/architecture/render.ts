// The generated parts of docs/architecture.md (npm run architecture:diagram): the floors of
// src/ drawn from scripts/check-imports.ts's FLOORS, with the imports the code really makes
// between folders, and the engine's entry points with the folders that use them. Everything
// between a `<!-- generated:NAME -->` line and the next `<!-- /generated -->` line is written
// here; the rest of the page is prose, kept by hand.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ENGINE_ENTRIES, FLOORS, importSpecifiers, placeOf, resolveSpecifier, sourceFiles } from '../check-imports';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const ARCHITECTURE_DOC = 'docs/architecture.md';

interface Imports {
  files: Map<string, number>;
  edges: Map<string, Set<string>>;
  entries: Map<string, Set<string>>;
}

/** Which files of each folder import which folder (file pairs, counted once each), and who imports the engine's entries. */
function readImports(root: string): Imports {
  const files = new Map<string, number>();
  const edges = new Map<string, Set<string>>();
  const entries = new Map<string, Set<string>>(ENGINE_ENTRIES.map((e) => [e, new Set<string>()]));
  for (const file of sourceFiles(root, ['src'])) {
    const from = placeOf(file);
    if (!from) continue;
    files.set(from, (files.get(from) ?? 0) + 1);
    for (const spec of importSpecifiers(readFileSync(path.join(root, file), 'utf8'))) {
      const to = resolveSpecifier(root, file, spec);
      const place = to && placeOf(to);
      if (!to || !place || place === from) continue;
      const key = `${from} ${place}`;
      if (!edges.has(key)) edges.set(key, new Set());
      edges.get(key)!.add(file);
      entries.get(to)?.add(from);
    }
  }
  return { files, edges, entries };
}

const node = (place: string) => place.replace(/^src\//, '').replace(/[^A-Za-z0-9]/g, '_');
const label = (place: string) => place.replace(/^src\//, '');

/** The floors as a Mermaid flowchart, lowest at the bottom, each arrow labelled with the number of files that import across it. */
export function renderFloors(root = ROOT): string {
  const { files, edges } = readImports(root);
  const byFloor = new Map<number, string[]>();
  for (const [place, floor] of Object.entries(FLOORS)) if (place.startsWith('src')) byFloor.set(floor, [...(byFloor.get(floor) ?? []), place]);
  const lines = ['```mermaid', 'flowchart BT'];
  for (const floor of [...byFloor.keys()].sort((a, b) => a - b)) {
    lines.push(`  subgraph floor${floor}["floor ${floor}"]`);
    for (const place of byFloor.get(floor)!)
      lines.push(`    ${node(place)}["${label(place)} (${files.get(place) ?? 0} file${files.get(place) === 1 ? '' : 's'})"]`);
    lines.push('  end');
  }
  for (const key of [...edges.keys()].sort()) {
    const [from, to] = key.split(' ') as [string, string];
    lines.push(`  ${node(from)} -->|${edges.get(key)!.size}| ${node(to)}`);
  }
  lines.push('```');
  return lines.join('\n');
}

/** The engine's entry points and the folders that import each. */
export function renderEntries(root = ROOT): string {
  const { entries } = readImports(root);
  const rows = ['| entry point | imported from |', '|---|---|'];
  for (const [entry, from] of entries)
    rows.push(
      `| \`${entry}\` | ${[...from]
        .sort()
        .map((p) => `\`${label(p)}\``)
        .join(', ')} |`,
    );
  return rows.join('\n');
}

const PARTS: Record<string, (root: string) => string> = { floors: renderFloors, entries: renderEntries };

/** The page with each generated part written anew from the code (the prose as it is). */
export function renderArchitectureDoc(page: string, root = ROOT): string {
  return page.replace(/(<!-- generated:(\w+) -->\n)[\s\S]*?(<!-- \/generated -->)/g, (_whole, open: string, name: string, close: string) => {
    const part = PARTS[name];
    if (!part) throw new Error(`${ARCHITECTURE_DOC}: no generated part "${name.slice(0, 40)}" (parts: ${Object.keys(PARTS).join(', ')})`);
    return `${open}${part(root)}\n${close}`;
  });
}
