import { describe, expect, it } from 'vitest';
import { importFinding, importSpecifiers, placeOf, withoutComments } from '../../scripts/check-imports';
import { entryNames, rewrite } from '../../scripts/codemods/engine-entry.mjs';

// The program's layout (README, "Floors and entry points"): the import rule and the codemod
// that moves imports of the engine's insides to its entry points.

describe('import rule: reading the imports of a file', () => {
  it('finds static, type-only, multi-line, re-exported, effect-only and dynamic imports, in order', () => {
    const text = [
      "import { a } from './a';",
      "import type { B } from '../b';",
      'import {',
      '  c,',
      '  type D,',
      "} from './c';",
      "export { e } from './e';",
      "import './styles.css';",
      "const f = await import('./f');",
      "let g: import('./g').G;",
    ].join('\n');
    expect(importSpecifiers(text)).toEqual(['./a', '../b', './c', './e', './styles.css', './f', './g']);
  });

  it('skips imports in comments, and keeps specifier-like text inside strings out', () => {
    const text = "// import { x } from './x';\n/* import './y'; */\nconst s = 'see // not a comment';\nimport { z } from './z';";
    expect(importSpecifiers(text)).toEqual(['./z']);
    expect(withoutComments('a // b\nc')).toBe('a     \nc');
  });
});

describe('import rule: floors and the engine entry points', () => {
  it('places files on their floors', () => {
    expect(placeOf('src/ui/saves/saves.ts')).toBe('src/ui');
    expect(placeOf('src/main.ts')).toBe('src/main.ts');
    expect(placeOf('scripts/golden-games.ts')).toBe('scripts');
    expect(placeOf('tests/ai/legality.test.ts')).toBeNull();
  });

  it('lets a file import lower floors and its own folder', () => {
    expect(importFinding('src/ui/app.ts', 'src/game/record.ts')).toBeNull();
    expect(importFinding('src/engine/apply.ts', 'src/data/gameData.ts')).toBeNull();
    expect(importFinding('src/ai/raider/danger.ts', 'src/ai/models/federalPresence.ts')).toBeNull();
    expect(importFinding('src/remote/courier.ts', 'src/relay/api.ts')).toBeNull();
    expect(importFinding('scripts/bench.ts', 'src/ui/app.ts')).toBeNull();
  });

  it('refuses a lower floor importing a higher one, and folders of one floor importing each other', () => {
    expect(importFinding('src/data/load.ts', 'src/engine/index.ts')).toMatch(/src\/engine is a higher floor than src\/data/);
    expect(importFinding('src/lib/sha256.ts', 'src/data/ids.ts')).toMatch(/higher floor/);
    expect(importFinding('src/compare/runGames.ts', 'src/remote/client.ts')).toMatch(/same floor/);
    expect(importFinding('src/data/load.ts', 'src/relay/api.ts')).toMatch(/same floor/);
  });

  it('allows only the entry points from outside the engine, and no entry point inside it', () => {
    expect(importFinding('src/ai/raider/shipRecord.ts', 'src/engine/index.ts')).toBeNull();
    expect(importFinding('src/ai/raider/shipRecord.ts', 'src/engine/rules/index.ts')).toBeNull();
    expect(importFinding('src/ui/tracks.ts', 'src/engine/queries.ts')).toMatch(
      /outside the engine, import src\/engine\/index.ts or src\/engine\/rules\/index.ts/,
    );
    expect(importFinding('scripts/replay.ts', 'src/engine/apply.ts')).toMatch(/outside the engine/);
    expect(importFinding('src/engine/apply.ts', 'src/engine/index.ts')).toMatch(/inside the engine/);
    expect(importFinding('src/engine/activity/executor.ts', 'src/engine/rules/victory.ts')).toBeNull();
  });
});

describe('engine-entry codemod', () => {
  const entries: Record<string, string> = {
    'src/engine/index.ts': "// the face\nexport { apply, type ApplyResult } from './apply';\nexport type { GameState, Side } from './types';\n",
    'src/engine/rules/index.ts': "export { yearOf } from '../queries';\nexport { SHIP } from '../special';\n",
  };
  const names = entryNames((f) => entries[f]!);
  const resolve = (spec: string) => {
    const m = /engine\/(.+)$/.exec(spec);
    return m ? `src/engine/${m[1]}.ts` : null;
  };
  const run = (text: string) => rewrite('src/ui/panel.ts', text, resolve, names);

  it('reads the names each entry point hands on', () => {
    expect(names.get('ApplyResult')).toBe('src/engine/index.ts');
    expect(names.get('Side')).toBe('src/engine/index.ts');
    expect(names.get('SHIP')).toBe('src/engine/rules/index.ts');
  });

  it('moves imports to the entry points, in the place of the first, and keeps type-only imports type-only', () => {
    const before = [
      "import { h } from './dom';",
      "import type { GameState } from '../engine/types';",
      "import { yearOf } from '../engine/queries';",
      "import { apply } from '../engine/apply';",
      "import { SHIP } from '../engine/special';",
      '',
      'const x = 1;',
      '',
    ].join('\n');
    const out = run(before);
    expect(out.missing).toEqual([]);
    expect(out.text).toBe(
      [
        "import { h } from './dom';",
        "import { type GameState, apply } from '../engine/index';",
        "import { yearOf, SHIP } from '../engine/rules/index';",
        '',
        'const x = 1;',
        '',
      ].join('\n'),
    );
    expect(run(out.text).text).toBe(out.text); // idempotent
  });

  it('merges into an import of an entry point already there, and writes a type-only one as such', () => {
    const out = run("import type { Side } from '../engine/types';\nimport { type GameState } from '../engine/index';\n");
    expect(out.text).toBe("import type { Side, GameState } from '../engine/index';\n");
  });

  it('leaves a file that already imports only the entry points alone', () => {
    const text = "import { apply, type GameState } from '../engine/index';\n";
    expect(run(text).text).toBe(text);
  });

  it('names what no entry point hands on and changes nothing', () => {
    const text = "import { secret } from '../engine/apply';\n";
    const out = run(text);
    expect(out.text).toBe(text);
    expect(out.missing).toEqual(['src/ui/panel.ts: secret (from src/engine/apply.ts) is on no entry point']);
  });
});
