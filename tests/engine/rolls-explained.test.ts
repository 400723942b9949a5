import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { playGame, hashState } from '../../src/game/record';
import { makeBot } from '../../src/ai/registry';
import { facesNeeded } from '../../src/engine/rules/explain';
import { searchResult } from '../../src/engine/rules/tables';
import type { GameEvent } from '../../src/engine/types';

// Issue 16: every roll the log shows says what was needed, the modifiers with their rules and
// the result, as structured fields on the event; the fields never enter the state. The explanation
// helpers' own tests are in r06-r08-explain.test.ts (this file is left out of the mutation run).

const data = gameData();
const games = ['campaign', 'weak-beginning', 'cresting-tide'].map((sc, i) => {
  const seed = `explain-${sc}-${i}`;
  const bots = () => ({ confederate: makeBot(i === 1 ? 'bold' : 'historical', `${seed}:c`), federal: makeBot('historical', `${seed}:f`) });
  return { loud: playGame(data, sc, seed, bots(), {}, true), quiet: playGame(data, sc, seed, bots(), {}, false) };
});
const events: GameEvent[] = games.flatMap((g) => g.loud.events);
const ROLLED = ['search', 'spotted', 'eces', 'escape', 'fire', 'blockadeRun', 'deploymentRoll'];

describe('issue 16: rolls explained on the events', () => {
  it('the explanations change no game: the same final state with and without events', () => {
    for (const g of games) expect(hashState(g.loud.state)).toBe(hashState(g.quiet.state));
  });

  it('every rolled search, escape, fire, blockade run, raid and deployment roll carries its rolls', () => {
    const rolled = events.filter((e) => e.dice?.length && (ROLLED.includes(e.kind) || (e.kind === 'raid' && e.rule === '5.11')));
    expect(rolled.length).toBeGreaterThan(50);
    for (const e of rolled) {
      expect(e.rolls?.length, `${e.rule} ${e.text}`).toBeGreaterThan(0);
      for (const r of e.rolls!) {
        expect(e.dice).toContain(r.die);
        expect(r.column.length).toBeGreaterThan(0);
        expect(r.result.length).toBeGreaterThan(0);
      }
    }
    const kinds = new Set(rolled.map((e) => e.kind));
    for (const k of ['search', 'deploymentRoll', 'raid']) expect(kinds).toContain(k);
  });

  it('6.11: a search roll names the faces needed on its column, and the result agrees with them', () => {
    for (const e of events.filter((x) => x.rule === '6.11' && x.rolls)) {
      const r = e.rolls![0]!;
      const n = Number(r.column.split(' ')[0]);
      expect(r.need).toBe(facesNeeded((d) => searchResult(data, d, n)));
      expect(r.result).toBe(searchResult(data, r.die, n) ? 'spotted' : 'not spotted');
    }
  });

  it('6.1: a Federal ship in the area of a raid says why it does not search (kind whyNot)', () => {
    const why = events.filter((x) => x.kind === 'whyNot' && x.rule === '6.1');
    expect(why.length).toBeGreaterThan(0);
    for (const e of why) expect(e.text).toMatch(/only a raider entering an area is searched$/);
  });

  it('5.11: a raid roll reads the density column and gives the points', () => {
    const raids = events.filter((x) => x.kind === 'raid' && x.rule === '5.11');
    expect(raids.length).toBeGreaterThan(0);
    for (const e of raids) expect(e.rolls![0]!.column).toMatch(/^density \d, where a die of 1, 2, 3, 4, 5, 6 gives \d+(, \d+){5} points$/);
  });
});
