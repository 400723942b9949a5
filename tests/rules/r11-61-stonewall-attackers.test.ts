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
    // A judgment call (docs/reconstruction.md, section 4): the rule names Federal ships ending in
    // her area; Federal ships never enter ports (4.4) and no rule brings a fight to a raider in
    // port (she is blockaded, 7.2, or runs a blockade), and she may not be blockaded at all (see
    // r11-61-stonewall-not-blockaded-in-europe). So in port she is not fought.
    name: 'in a port of her area she is not fought: Federal ships never enter ports (4.4)',
    setup: (s) => {
      stonewallAt('C5', 'France')(s);
      placeFederal(s, 'kearsarge', 'C5');
    },
    dice: [3],
    commands: stay,
    expect: { noEvents: [{ rule: '11.61', kind: 'spotted' }], state: { confederate: { stonewall: { status: 'inPlay', area: 'C5', damage: 0 } } } },
  });
  fixture({
    rule: '11.61',
    // A judgment call: a ship blockading another raider's port holds that port (7.23: placed
    // beside the blockaded ship, it blockades or searches, never both), so it is not at sea to
    // meet her; the other ships of the area are.
    name: 'a ship blockading another raider in her area does not fight her (7.23); a free ship there does',
    setup: (s) => {
      stonewallAt('C12', null)(s);
      placeConfederate(s, 'alabama', 'C12', 'F', { blockadedBy: ['kearsarge'] });
      placeFederal(s, 'kearsarge', 'C12');
      s.federal.kearsarge!.blockading = 'alabama';
      placeFederal(s, 'tuscarora', 'C12');
    },
    // The fight's dice (all 6s), then the deployment roll.
    dice: [6, 6, 6, 6, 6],
    commands: activityTurn([
      { ship: 'stonewall', steps: [], standing: FIGHT },
      { ship: 'alabama', steps: [], standing: FIGHT },
    ]),
    expect: {
      events: [{ rule: '11.61', kind: 'spotted', ships: ['stonewall'] }],
      check: (s, events) => {
        const fight = events.find((e) => e.rule === '8.11' && e.kind === 'combat');
        if (!fight?.ships?.includes('tuscarora') || fight.ships.includes('kearsarge')) throw new Error(`the fight: ${JSON.stringify(fight)}`);
        if (s.federal.kearsarge!.blockading !== 'alabama') throw new Error('the blockade of the Alabama was lifted');
      },
    },
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
