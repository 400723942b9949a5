import { describe } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { placeConfederate } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 10.31 the deployment roll, made in Game Turn 2's Federal Ship Placement Segment after an idle
// Game Turn 1 (the last die of each fixture). The column is the Confederate ships in play, those
// in Europe counting half, rounded down; column 1 also serves 0 and column 4 serves more. The
// Sumter is in play from the start and the Nashville arrives in Game Turn 2: two ships.
// Cells (F/SF/S/GB/SGB) are the Deployment Table's, written out as numbers.

const idle = activityTurn([]);
const inPlay =
  (...ships: [string, string][]) =>
  (s: GameState) => {
    for (const [id, area] of ships) placeConfederate(s, id, area, null);
  };

describe('10.31 the deployment roll', () => {
  fixture({
    rule: '10.31',
    name: 'two ships in play, die 3: column 2, 0/1/3/2/4',
    dice: [3],
    commands: idle,
    expect: {
      events: [{ rule: '10.31', kind: 'deploymentRoll', turn: 2, dice: [3] }],
      state: {
        phase: 'federalPlacement',
        deploymentTrack: { F: 0, SF: 1, S: 3, GB: 2, SGB: 4 },
        lastDeploymentRoll: { die: 3, inPlay: 2, points: { F: 0, SF: 1, S: 3, GB: 2, SGB: 4 } },
      },
    },
  });
  fixture({
    rule: '10.31',
    name: 'two ships, die 1: column 2, 0/0/2/1/3',
    dice: [1],
    commands: idle,
    expect: { state: { deploymentTrack: { F: 0, SF: 0, S: 2, GB: 1, SGB: 3 } } },
  });
  fixture({
    rule: '10.31',
    name: 'two ships, die 6 (the errata row): column 2, 1/0/6/2/9',
    dice: [6],
    commands: idle,
    expect: { state: { deploymentTrack: { F: 1, SF: 0, S: 6, GB: 2, SGB: 9 } } },
  });
  fixture({
    rule: '10.31',
    name: 'the Sumter in Europe counts half: 1.5 ships, column 1, die 3: 0/0/2/0/1',
    setup: inPlay(['sumter', 'C8']),
    dice: [3],
    commands: idle,
    expect: { state: { deploymentTrack: { F: 0, SF: 0, S: 2, GB: 0, SGB: 1 }, lastDeploymentRoll: { die: 3, inPlay: 1 } } },
  });
  fixture({
    rule: '10.31',
    name: 'three ships at sea: column 3, die 2: 0/1/3/2/4',
    setup: inPlay(['alabama', 'C18']),
    dice: [2],
    commands: idle,
    expect: { state: { deploymentTrack: { F: 0, SF: 1, S: 3, GB: 2, SGB: 4 }, lastDeploymentRoll: { die: 2, inPlay: 3 } } },
  });
  fixture({
    rule: '10.31',
    name: 'four ships: column 4, die 5: 1/1/6/3/7',
    setup: inPlay(['alabama', 'C18'], ['florida', 'C40']),
    dice: [5],
    commands: idle,
    expect: { state: { deploymentTrack: { F: 1, SF: 1, S: 6, GB: 3, SGB: 7 }, lastDeploymentRoll: { die: 5, inPlay: 4 } } },
  });
  fixture({
    rule: '10.31',
    name: 'five ships use column 4 too: die 4: 1/1/5/3/6',
    setup: inPlay(['alabama', 'C18'], ['florida', 'C40'], ['georgia', 'C17']),
    dice: [4],
    commands: idle,
    expect: { state: { deploymentTrack: { F: 1, SF: 1, S: 5, GB: 3, SGB: 6 }, lastDeploymentRoll: { die: 4, inPlay: 5 } } },
  });
  fixture({
    rule: '10.41',
    name: 'unused points stay on the track and the roll adds to them',
    setup: { deploymentTrack: { F: 1, SF: 0, S: 2, GB: 0, SGB: 0 } },
    dice: [3],
    commands: idle,
    expect: { state: { deploymentTrack: { F: 1, SF: 1, S: 5, GB: 2, SGB: 4 }, lastDeploymentRoll: { die: 3, points: { F: 0, SF: 1, S: 3, GB: 2, SGB: 4 } } } },
  });
});

describe('3.0 an idle Game Turn 1 in order', () => {
  fixture({
    rule: '3.0',
    name: "seal, Activity Phase, next turn's adjustment, arrivals, pools and deployment roll, in that order",
    setup: clearFederal,
    dice: [3],
    commands: idle,
    expect: {
      events: [
        { rule: '4.3', kind: 'sealed' },
        { rule: '4.3', kind: 'reveal' },
        { rule: '3.0', kind: 'turn', turn: 2 },
        { rule: '9.21', kind: 'cpl' },
        { rule: '9.21', kind: 'cpl' },
        { rule: '10.5', kind: 'arrival', ships: ['nashville'] },
        { rule: '10.2', kind: 'arrival', ships: ['tuscarora'] },
        { rule: '10.2', kind: 'arrival', ships: ['flambeau'] },
        { rule: '10.31', kind: 'deploymentRoll', dice: [3] },
      ],
      noEvents: [{ kind: 'denied' }, { kind: 'search' }, { rule: '7.11' }],
      state: {
        turn: 2,
        phase: 'federalPlacement',
        confederate: {
          nashville: { status: 'inPlay', area: 'C14', port: 'CSA', commissioned: true, arrivedThisTurn: true },
          sumter: { status: 'inPlay', area: 'C15', port: 'CSA', turnsInPort: 1 },
        },
        federal: { tuscarora: { where: 'available' }, flambeau: { where: 'available' } },
      },
    },
  });
});
