// Codemod: outside src/engine, imports of the engine's own files become imports of its entry
// points (src/engine/index.ts, src/engine/rules/index.ts; scripts/check-imports.ts holds the
// rule). Re-runnable and idempotent: a second run changes nothing. It rewrites src/ and scripts/
// (tests and e2e may test the engine's insides), and for each name takes the entry point that
// hands it on. The first import of a file from an entry point keeps its place and gains the
// names of the others; later ones are dropped. A name no entry point hands on stops the run,
// listed, before any file is written: add it to an entry point and run again.
//   node scripts/codemods/engine-entry.mjs [--check]   (--check: list the files it would change)
import { readdirSync, readFileSync, statSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ENTRIES = ['src/engine/index.ts', 'src/engine/rules/index.ts'];
const DIRS = ['src', 'scripts'];

/** name -> entry point, from the entry points' `export { … } from` lines. */
export function entryNames(read) {
  const byName = new Map();
  for (const entry of ENTRIES) {
    const text = read(entry).replace(/\/\/[^\n]*/g, '');
    for (const m of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"][^'"]+['"]/g)) {
      for (const raw of m[1].split(',')) {
        const n = raw.trim().replace(/^type\s+/, '');
        if (!n) continue;
        const name = n.split(/\s+as\s+/).pop();
        if (!byName.has(name)) byName.set(name, entry);
      }
    }
  }
  return byName;
}

/** The parts of an import clause `{ a, type B, c as d }` as [{ text, name, type }]. */
function clauseNames(clause, allType) {
  return clause
    .split(',')
    .map((x) => x.trim())
    .filter(Boolean)
    .map((x) => {
      const type = allType || /^type\s/.test(x);
      const text = x.replace(/^type\s+/, '');
      return { text, name: text.split(/\s+as\s+/)[0].trim(), type };
    });
}

function clauseText(items) {
  const allType = items.every((x) => x.type);
  const inner = items.map((x) => (x.type && !allType ? `type ${x.text}` : x.text)).join(', ');
  return { allType, inner };
}

const posix = (p) => p.split(path.sep).join('/');

function relativeSpec(fromFile, toFile) {
  let rel = posix(path.posix.relative(path.posix.dirname(fromFile), toFile)).replace(/\.ts$/, '');
  if (!rel.startsWith('.')) rel = `./${rel}`;
  return rel;
}

/** The repository path a relative specifier names (a .ts file), or null. */
function resolve(root, from, spec) {
  if (!spec.startsWith('.')) return null;
  const base = path.posix.join(path.posix.dirname(from), spec).replace(/\.js$/, '');
  for (const c of [base, `${base}.ts`, `${base}/index.ts`])
    if (c.endsWith('.ts') && existsSync(path.join(root, c)) && statSync(path.join(root, c)).isFile()) return c;
  return null;
}

/**
 * One file's text rewritten, or the names it could not place. `resolveSpec(spec)` gives the
 * repository path a specifier names; `names` maps a name to its entry point.
 */
export function rewrite(file, text, resolveSpec, names) {
  const isEntry = (t) => ENTRIES.includes(t);
  const isEngine = (t) => t !== null && t.startsWith('src/engine/');
  // Static named imports only: the engine has no default exports, and namespace or dynamic
  // imports of its insides are reported rather than guessed at.
  const re = /^import\s+(type\s+)?\{([^}]*)\}\s*from\s*(['"])([^'"]+)\3;?[ \t]*\n?/gm;
  const decls = [];
  for (const m of text.matchAll(re)) {
    const target = resolveSpec(m[4]);
    if (!isEngine(target)) continue;
    decls.push({ start: m.index, end: m.index + m[0].length, target, items: clauseNames(m[2], !!m[1]), quote: m[3] });
  }
  const missing = [];
  const other = [...text.matchAll(/(?:import\s*\*\s*as\s+\w+\s+from|import\s*\()\s*['"]([^'"]+)['"]/g)].filter((m) => {
    const t = resolveSpec(m[1]);
    return isEngine(t) && !isEntry(t);
  });
  for (const m of other) missing.push(`${file}: ${m[0]}… (namespace or dynamic import: rewrite it by hand)`);
  if (!decls.some((d) => !isEntry(d.target))) return { text, missing };
  // Names by entry point, in the order they appear; the first declaration of an entry hosts them.
  const byEntry = new Map();
  for (const d of decls) {
    for (const it of d.items) {
      const entry = isEntry(d.target) ? d.target : names.get(it.name);
      if (!entry) {
        missing.push(`${file}: ${it.name} (from ${d.target}) is on no entry point`);
        continue;
      }
      let e = byEntry.get(entry);
      if (!e) byEntry.set(entry, (e = { host: d, items: [] }));
      const same = e.items.find((x) => x.text === it.text);
      if (same) same.type = same.type && it.type;
      else e.items.push({ ...it });
    }
  }
  if (missing.length) return { text, missing };
  const hosts = new Map();
  for (const [entry, e] of byEntry) hosts.set(e.host, [...(hosts.get(e.host) ?? []), { entry, items: e.items }]);
  let out = '';
  let at = 0;
  for (const d of decls) {
    out += text.slice(at, d.start);
    at = d.end;
    for (const h of hosts.get(d) ?? []) {
      const { allType, inner } = clauseText(h.items);
      out += `import ${allType ? 'type ' : ''}{ ${inner} } from ${d.quote}${relativeSpec(file, h.entry)}${d.quote};\n`;
    }
  }
  out += text.slice(at);
  return { text: out, missing };
}

function sourceFiles(root) {
  const out = [];
  const walk = (dir) => {
    for (const name of readdirSync(path.join(root, dir))) {
      if (name === 'node_modules' || name.startsWith('.')) continue;
      const rel = `${dir}/${name}`;
      if (statSync(path.join(root, rel)).isDirectory()) walk(rel);
      else if (/\.(ts|mts|mjs)$/.test(name) && !name.endsWith('.d.ts')) out.push(rel);
    }
  };
  for (const d of DIRS) if (existsSync(path.join(root, d))) walk(d);
  return out.filter((f) => !f.startsWith('src/engine/')).sort();
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
  const read = (f) => readFileSync(path.join(root, f), 'utf8');
  const names = entryNames(read);
  const changed = [];
  const missing = [];
  for (const file of sourceFiles(root)) {
    const text = read(file);
    const r = rewrite(file, text, (spec) => resolve(root, file, spec), names);
    missing.push(...r.missing);
    if (r.text !== text) changed.push({ file, text: r.text });
  }
  if (missing.length) {
    for (const m of missing) console.error(m);
    console.error(`engine-entry: ${missing.length} import(s) it cannot place; nothing written`);
    process.exit(1);
  }
  const check = process.argv.includes('--check');
  for (const c of changed) {
    if (check) console.log(c.file);
    else writeFileSync(path.join(root, c.file), c.text);
  }
  console.log(`engine-entry: ${changed.length} file(s) ${check ? 'to rewrite' : 'rewritten'}`);
  process.exit(check && changed.length ? 1 : 0);
}
