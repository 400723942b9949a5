import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { MACHINE_DOC, MACHINE_TABLE, ROOT, renderMachineDoc, renderMachineTable } from '../scripts/machine-diagram/render';

// The turn machine's page (npm run machine:diagram) as CI sees it: drawn from the machine's
// XState definition, it must be the page committed.

describe('the turn machine page', () => {
  it('3.0: the committed diagram of the turn machine is up to date (run npm run machine:diagram)', () => {
    const committed = readFileSync(join(ROOT, MACHINE_DOC), 'utf8');
    expect(committed === renderMachineDoc(), `${MACHINE_DOC} is stale: run npm run machine:diagram and commit it`).toBe(true);
  });

  it("3.0: the committed table the engine reads (turnTable.json) is the machine's own (run npm run machine:diagram)", () => {
    const committed = readFileSync(join(ROOT, MACHINE_TABLE), 'utf8');
    expect(committed === renderMachineTable(), `${MACHINE_TABLE} is stale: run npm run machine:diagram and commit it`).toBe(true);
  });

  it('3.0: the page draws every step and every transition that changes the step', () => {
    const page = renderMachineDoc();
    for (const id of ['semmes', 'selection', 'declarations', 'recording', 'moving', 'federalSearch', 'confederateDamage', 'gameOver'])
      expect(page).toMatch(new RegExp(`\\n  +${id}[({]`));
    expect(page).toContain('moving -->|"federal.endPhase"| executing');
    expect(page).toContain('endOfTurn -->|"procedures done [lastTurnPlayed, 13.11]"| gameOver');
  });
});
