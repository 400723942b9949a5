import { describe } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { FIGHT, placeConfederate, placeFederal } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 11.61 who fights the Stonewall at the start of the Activity Phase: only Federal ships that
// ended their movement on the map in her area, and only while she is afloat at sea. Her record
// is empty (she stays where she is); the last die is Game Turn 2's deployment roll.

const stonewallAt =
  (area: string, port: string | null, status = 'inPlay') =>
  (s: GameState) => {
    clearFederal(s);
    placeConfederate(s, 'stonewall', area, port, { status });
  };
const stay = activityTurn([{ ship: 'stonewall', steps: [], standing: FIGHT }]);

describe('11.61 the Stonewall is fought only by Federal ships that ended their movement with her', () => {
  fixture({
    rule: '11.61',
    name: 'a Federal ship on the map in her sea area spots her at the start of the Activity Phase',
    setup: (s) => {
      stonewallAt('C12', null)(s);
      placeFederal(s, 'kearsarge', 'C12');
    },
    // The fight's dice (all 6s), then the deployment roll.
    dice: [6, 6, 6, 6, 6],
    commands: stay,
    expect: { events: [{ rule: '11.61', kind: 'spotted', ships: ['stonewall'] }] },
  });
  fixture({
    rule: '11.61',
    name: 'a Federal ship of the California Steamer Escort (11.1) in her CSE area does not: it did not end its movement there',
    setup: (s) => {
      stonewallAt('C14', null)(s);
      Object.assign(s.federal.connecticut!, { where: 'cse', area: null, inUse: true });
    },
    dice: [3],
    commands: stay,
    expect: { noEvents: [{ rule: '11.61', kind: 'spotted' }], state: { confederate: { stonewall: { status: 'inPlay', area: 'C14', damage: 0 } } } },
  });
  fixture({
    rule: '11.61',
    name: 'once sunk, she is not fought again by a Federal ship that ends in the area where she went down',
    setup: (s) => {
      stonewallAt('C12', null, 'sunk')(s);
      placeFederal(s, 'kearsarge', 'C12');
    },
    dice: [3],
    commands: [
      { type: 'sealRecords', side: 'confederate', records: [], salt: '0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f0f' },
      { type: 'endPhase', side: 'federal' },
    ],
    expect: { noEvents: [{ rule: '11.61' }], state: { vp: { federal: 0 } } },
  });
});
