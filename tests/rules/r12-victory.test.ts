import { describe } from 'vitest';
import { activityTurn, fixture } from '../fixtures/ruleFixture';
import { clearFederal } from '../fixtures/arrange';
import { ESCAPE, placeConfederate, placeFederal } from '../fixtures/activity';
import type { GameState } from '../../src/engine/types';

// 12.0 Victory Points, as fixtures. The Campaign's last Game Turn is 16: an idle turn 16 ends the
// game (12.15) and its result is the net VP (Confederate minus Federal) against the Campaign's
// bands: 501 or more Confederate Major, 351-500 Minor, 300-350 Draw, 150-299 Federal Minor,
// 149 or less Federal Major. No die is rolled on the way.

const lastTurn = (confederate: number, federal: number) => ({ turn: 16, vp: { confederate, federal, entries: [] } });
const idle = activityTurn([]);
const ends = (net: number, level: string, confederate = net + 40, federal = 40) =>
  fixture({
    rule: '12.15',
    name: `net ${net}: ${level}`,
    setup: lastTurn(confederate, federal),
    commands: idle,
    expect: {
      events: [{ rule: '12.15', kind: 'gameOver' }],
      state: { phase: 'gameOver', turn: 16, result: { confederateVp: confederate, federalVp: federal, net, level, turnsPlayed: 16 } },
    },
  });

describe('12.15 the level of victory', () => {
  ends(501, 'Confederate Major Victory');
  ends(500, 'Confederate Minor Victory');
  ends(351, 'Confederate Minor Victory');
  ends(350, 'Draw');
  ends(300, 'Draw');
  ends(299, 'Federal Minor Victory');
  ends(150, 'Federal Minor Victory');
  ends(149, 'Federal Major Victory');
  ends(-20, 'Federal Major Victory', 0, 20);
  fixture({
    rule: '12.15',
    name: 'before the last turn the game goes on',
    setup: { turn: 15 },
    dice: [3],
    commands: idle,
    expect: { state: { phase: 'federalPlacement', turn: 16, result: null } },
  });
});

describe('12.12 the Stonewall at the end', () => {
  const stonewallIn = (area: string) => (s: GameState) => {
    clearFederal(s);
    Object.assign(s, lastTurn(300, 0));
    placeConfederate(s, 'stonewall', area, null);
  };
  fixture({
    rule: '12.12',
    name: 'afloat in C15 at the end: Confederate +25',
    setup: stonewallIn('C15'),
    commands: idle,
    expect: { events: [{ rule: '12.12', kind: 'vp', ships: ['stonewall'] }], state: { result: { confederateVp: 325, net: 325, level: 'Draw' } } },
  });
  fixture({
    rule: '12.12',
    name: 'afloat in C9: +25 as well',
    setup: stonewallIn('C9'),
    commands: idle,
    expect: { state: { vp: { confederate: 325 } } },
  });
  fixture({
    rule: '12.12',
    name: 'elsewhere, nothing',
    setup: stonewallIn('C10'),
    commands: idle,
    expect: { noEvents: [{ rule: '12.12' }], state: { vp: { confederate: 300 } } },
  });
});

describe('12.13 sunk raiders score by type', () => {
  // Powhatan (gunnery 7, speed 11) in C10 spots the raider (die 6); the escape die 1 fails at any
  // differential up to +3; her first segment (die 6) does 3 damage, the raider's die 1 nothing.
  // The last die is Game Turn 2's deployment roll.
  const sunkBy = (ship: string, from: string) => (s: GameState) => {
    clearFederal(s);
    placeFederal(s, 'powhatan', 'C10');
    placeConfederate(s, ship, from, null);
  };
  const sink = (ship: string, from: string, points: number, type: string) =>
    fixture({
      rule: '12.13',
      name: `a ${type} sunk: Federal +${points}`,
      setup: sunkBy(ship, from),
      dice: [6, 1, 1, 6, 3],
      commands: activityTurn([{ ship, steps: [{ op: 'move', to: 'C10' }], standing: ESCAPE }]),
      expect: {
        events: [{ rule: '8.13', kind: 'sunk', ships: [ship] }],
        state: { vp: { federal: points, entries: [{ side: 'federal', points, rule: '12.13', turn: 1 }] }, confederate: { [ship]: { status: 'sunk' } } },
        diceLeft: 0,
      },
    });
  sink('georgia', 'C13', 30, 'gunboat (GB)');
  sink('tuscaloosa', 'C13', 15, 'Auxiliary');
  sink('nashville', 'C14', 75, 'side-wheel steamer (SS), scored as a screw ship');
});
