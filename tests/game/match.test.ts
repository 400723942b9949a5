// Issue 46.1: one game loop with seats (src/game/match.ts). The turn machine (3.0) says which
// side the game waits on; the Match hands the turn to that side's seat. The simulator, the fuzz
// and the screen all read whose turn it is from here, never from the kind of game.
import { describe, expect, it } from 'vitest';
import { activeSide, apply, newGame, view, type Command, type GameState, type Side } from '../../src/engine/index';
import { botSeats, computerPlays, handsOff, playBots, playedApart, seatsFor, turnOf, type Seats } from '../../src/game/match';
import { hashState, playGame } from '../../src/game/record';
import { RandomBot } from '../../src/ai/randomBot';
import type { Bot } from '../../src/ai/bot';
import { gameData } from '../helpers';

const data = gameData();
const other = (s: Side): Side => (s === 'federal' ? 'confederate' : 'federal');

/** A state where `side` is to act: the first of a new game, or after the first side's commands. */
function stateWhere(side: Side): GameState {
  const { state } = newGame(data, 'weak-beginning', 'match-test');
  if (activeSide(state) === side) return state;
  const bots = { federal: new RandomBot('f'), confederate: new RandomBot('c') };
  let found: GameState | null = null;
  playBots(data, structuredClone(state), bots, {
    onApplied: (r) => {
      if (!found && activeSide(r.state) === side) found = structuredClone(r.state);
    },
    maxCommands: 400,
  });
  if (!found) throw new Error(`no state where the ${side} acts`);
  return found;
}

describe('3.0 the Match: the seat of the side the turn machine waits on plays', () => {
  it('seats of each kind of game: solitaire, hot-seat, played apart', () => {
    expect(seatsFor('solitaire', 'federal', 'bold')).toEqual({ federal: { kind: 'here' }, confederate: { kind: 'bot', name: 'bold' } });
    expect(seatsFor('solitaire', 'confederate', 'bold')).toEqual({ federal: { kind: 'bot', name: 'bold' }, confederate: { kind: 'here' } });
    expect(seatsFor('remote', 'confederate', 'bold')).toEqual({ federal: { kind: 'remote' }, confederate: { kind: 'here' } });
    expect(seatsFor('hotseat', 'federal', 'bold')).toEqual({ federal: { kind: 'handoff' }, confederate: { kind: 'handoff' } });
    expect([computerPlays, handsOff, playedApart].map((f) => f(seatsFor('solitaire', 'federal', 'x')))).toEqual([true, false, false]);
    expect([computerPlays, handsOff, playedApart].map((f) => f(seatsFor('hotseat', 'federal', 'x')))).toEqual([false, true, false]);
    expect([computerPlays, handsOff, playedApart].map((f) => f(seatsFor('remote', 'federal', 'x')))).toEqual([false, false, true]);
  });

  for (const side of ['federal', 'confederate'] as const) {
    it(`the ${side} to act: who plays in each kind of game, with each holder of the device`, () => {
      const s = stateWhere(side);
      const step = turnOf(s, seatsFor('solitaire', side, 'bold'), side);
      expect(step).toMatchObject({ act: 'play', side, seat: { kind: 'here' } });
      // The step's own words come from the machine: the rule and what happens.
      expect(step.act === 'play' && step.step.rule).toMatch(/^\d+\.\d+/);
      expect(turnOf(s, seatsFor('solitaire', other(side), 'bold'), other(side))).toMatchObject({ act: 'play', side, seat: { kind: 'bot', name: 'bold' } });
      expect(turnOf(s, seatsFor('remote', other(side), 'bold'), other(side))).toMatchObject({ act: 'play', side, seat: { kind: 'remote' } });
      expect(turnOf(s, seatsFor('remote', side, 'bold'), side)).toMatchObject({ act: 'play', side, seat: { kind: 'here' } });
      // Hot-seat: the device goes to the side to act unless it already holds it.
      expect(turnOf(s, seatsFor('hotseat', side, 'bold'), side)).toMatchObject({ act: 'play', side, seat: { kind: 'here' } });
      expect(turnOf(s, seatsFor('hotseat', side, 'bold'), other(side))).toMatchObject({ act: 'handOff', side });
    });
  }

  it('a game that is over waits on no seat', () => {
    const bots = { federal: new RandomBot('f1'), confederate: new RandomBot('c1') };
    const end = playBots(data, newGame(data, 'weak-beginning', 'm1').state, bots);
    expect(end.ok).toBe(true);
    expect(end.state.phase).toBe('gameOver');
    for (const kind of ['solitaire', 'hotseat', 'remote'] as const)
      expect(turnOf(end.state, seatsFor(kind, 'federal', 'bold'), 'federal')).toEqual({ act: 'over' });
  });

  it('the simulator plays its games through the Match: the same record and final state as the loop by hand', () => {
    for (const seed of ['m2', 'm3']) {
      const game = playGame(data, 'weak-beginning', seed, { federal: new RandomBot(`${seed}f`), confederate: new RandomBot(`${seed}c`) });
      // By hand: ask the machine who acts, let that side's bot play from its view, apply.
      const bots = { federal: new RandomBot(`${seed}f`), confederate: new RandomBot(`${seed}c`) };
      let state = newGame(data, 'weak-beginning', seed).state;
      const commands: Command[] = [];
      const seats: Seats = botSeats(bots);
      for (let t = turnOf(state, seats, null); t.act === 'play'; t = turnOf(state, seats, null)) {
        const c = bots[t.side].next(data, view(state, t.side), t.side);
        commands.push(c);
        const r = apply(data, state, c);
        if (!r.ok) throw new Error(r.message);
        state = r.state;
      }
      expect(game.record.commands).toEqual(commands);
      expect(game.record.finalHash).toBe(hashState(state));
    }
  });

  it('a bot that sends a refused command stops the Match with its name, the rule code and the command (no throw)', () => {
    const liar: Bot = { name: 'liar', next: (_d, _v, side) => ({ type: 'moveShip', side, ship: 'nowhere', path: ['C1'] }) as unknown as Command };
    const s = stateWhere('federal');
    const end = playBots(data, structuredClone(s), { federal: liar, confederate: liar });
    expect(end.ok).toBe(false);
    expect(!end.ok && end.message).toMatch(/^liar federal bot: .+ \[\w+\] on command \{"type":"moveShip"/);
  });

  it('a game that never ends is stopped at the bound given, by count', () => {
    const bots = { federal: new RandomBot('f2'), confederate: new RandomBot('c2') };
    const end = playBots(data, newGame(data, 'weak-beginning', 'm4').state, bots, { maxCommands: 5 });
    expect(end).toMatchObject({ ok: false, message: 'the game did not end after 5 commands' });
  });
});
