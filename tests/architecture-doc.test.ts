import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ARCHITECTURE_DOC, ROOT, renderArchitectureDoc, renderFloors } from '../scripts/architecture/render';

// docs/architecture.md's generated parts (npm run architecture:diagram), as CI sees them: drawn
// from the code's imports and scripts/check-imports.ts's floors, they must be the ones committed.

describe('the architecture page', () => {
  it('its generated parts are up to date (run npm run architecture:diagram)', () => {
    const committed = readFileSync(join(ROOT, ARCHITECTURE_DOC), 'utf8');
    expect(committed === renderArchitectureDoc(committed), `${ARCHITECTURE_DOC} is stale: run npm run architecture:diagram and commit it`).toBe(true);
    expect(committed).toContain('<!-- generated:floors -->\n```mermaid\nflowchart BT');
  });

  it('draws every floor of src/ and only downward imports', () => {
    const floors = renderFloors();
    for (const place of ['lib', 'data', 'relay', 'engine', 'ai', 'game', 'compare', 'remote', 'ui', 'main_ts'])
      expect(floors).toMatch(new RegExp(`\\n    ${place}\\["`));
    expect(floors).toMatch(/\n {2}engine -->\|\d+\| data\n/);
    expect(floors).not.toMatch(/\n {2}engine -->\|\d+\| (ai|game|ui)\n/);
  });

  it('refuses a generated part it does not know', () => {
    expect(() => renderArchitectureDoc('<!-- generated:nothing -->\n<!-- /generated -->')).toThrow(/no generated part "nothing"/);
  });
});
