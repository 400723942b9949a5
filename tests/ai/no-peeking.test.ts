import { beforeAll, describe, expect, it } from 'vitest';
import { applyInPlace } from '../../src/engine/apply';
import { activeSide } from '../../src/engine/phases';
import { view } from '../../src/engine/view';
import { clonePlain } from '../../src/engine/clone';
import { seededDice } from '../../src/engine/dice';
import type { Command } from '../../src/engine/commands';
import type { GameState } from '../../src/engine/types';
import { makeBot } from '../../src/ai/registry';
import { RandomBot } from '../../src/ai/randomBot';
import { SCENARIO_IDS } from '../../src/data/files';
import { gameData } from '../helpers';
import { guarded, positions } from './positions';
import { GameSession, type SessionMeta } from '../../src/ui/session';

// No peeking (3.0, 4.3): the raider AI writes its records from the Confederate view alone, so
// the same position gives the same records whatever the dice will roll and whatever the Federal
// will do; the Federal AI moves from the Federal view alone, so it moves the same whatever the
// sealed records say. Each bot is also handed a view that fails the test if the bot tries to
// read the dice, or (Federal) a sealed record.

const LEVELS = ['cautious', 'historical', 'bold'] as const;
const data = gameData();

/** The commands a bot gives until the phase ends (the phase-ending command is returned, not applied). */
function phaseCommands(state: GameState, level: string, side: 'federal' | 'confederate', seed: string, guard = true): Command[] {
  const bot = makeBot(level, seed);
  const out: Command[] = [];
  const phase = state.phase;
  const turn = state.turn;
  for (let n = 0; n < 200; n++) {
    const v = view(state, side);
    const c = bot.next(data, guard ? guarded(v, side) : v, side);
    out.push(c);
    if (c.type === 'endPhase' || c.type === 'sealRecords') return out;
    const r = applyInPlace(data, state, c);
    if (!r.ok) throw new Error(`${level} ${side}: ${r.message}`);
    if (state.phase !== phase || state.turn !== turn || activeSide(state) !== side) return out;
  }
  throw new Error('the phase did not end');
}

describe('no peeking: the raider AI', () => {
  for (const level of LEVELS) {
    it(`${level}: the same records whatever the future dice and whatever the Federal then does`, () => {
      let checked = 0;
      for (const scenario of SCENARIO_IDS) {
        for (const p of positions(scenario, `np-${scenario}`, ['confederateRecord'], { confederate: level, federal: 'historical' }).slice(0, 4)) {
          const a = phaseCommands(clonePlain(p), level, 'confederate', 'probe');
          // The same position, other dice to come (the view has no dice: the records cannot change).
          for (const dice of ['other dice', 'and others']) {
            const q = clonePlain(p);
            q.dice = seededDice(dice);
            expect(phaseCommands(q, level, 'confederate', 'probe')).toEqual(a);
          }
          // Whatever the Federal will do next: the sealed records are the ones written.
          const sealed = a.at(-1)!;
          expect(sealed.type).toBe('sealRecords');
          if (sealed.type !== 'sealRecords') continue;
          for (const fed of [makeBot('bold', 'x'), new RandomBot('y')]) {
            const q = clonePlain(p);
            for (const c of a) {
              const r = applyInPlace(data, q, c);
              if (!r.ok) throw new Error(r.message);
            }
            // The Federal moves however it likes; when it ends its phase the records revealed are those written.
            for (let n = 0; q.phase === 'federalMovement' && n < 200; n++) {
              const c = fed.next(data, view(q, 'federal'), 'federal');
              if (c.type === 'endPhase') break;
              const r = applyInPlace(data, q, c);
              if (!r.ok) throw new Error(r.message);
            }
            for (const rec of sealed.records) expect(q.records[rec.ship]!.record).toEqual(rec);
          }
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(10);
    });
  }
});

describe('no peeking: the Federal AI', () => {
  for (const level of LEVELS) {
    it(`${level}: the same moves whatever the sealed records say (and whatever the dice)`, () => {
      let checked = 0;
      for (const scenario of SCENARIO_IDS) {
        for (const p of positions(scenario, `npf-${scenario}`, ['federalMovement'], { confederate: 'historical', federal: level }).slice(0, 4)) {
          const a = phaseCommands(clonePlain(p), level, 'federal', 'probe');
          // Other records sealed (the commitments the Federal sees are left as they were), other dice.
          const q = clonePlain(p);
          q.dice = seededDice('other dice');
          const random = new RandomBot('other records');
          for (const id of Object.keys(q.records)) {
            if (q.confederate[id]?.status !== 'inPlay') continue;
            const before = JSON.stringify(q.records[id]!.record);
            let other = random.randomRecord(data, q, id);
            for (let k = 0; k < 5 && JSON.stringify(other) === before; k++) other = random.randomRecord(data, q, id);
            if (JSON.stringify(other) === before)
              other = { ...other, standing: { ...other.standing, onSpotted: other.standing.onSpotted === 'fight' ? 'escape' : 'fight' } };
            q.records[id]!.record = other;
          }
          if (Object.keys(q.records).length) expect(JSON.stringify(q.records)).not.toBe(JSON.stringify(p.records));
          expect(phaseCommands(q, level, 'federal', 'probe')).toEqual(a);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(10);
    });
  }
});

describe('no peeking: the guard itself', () => {
  it('catches a bot that reads the dice, or a sealed record from the Federal side', () => {
    const p = positions('weak-beginning', 'guard', ['federalMovement'], { confederate: 'historical', federal: 'historical' })[0]!;
    const fv = guarded(view(clonePlain(p), 'federal'), 'federal') as unknown as Record<string, Record<string, Record<string, unknown>>>;
    expect(() => fv.dice).toThrow(/read dice/);
    const id = Object.keys(p.records)[0]!;
    expect(() => fv.records![id]!.record).toThrow(/sealed record/);
    const cv = guarded(view(clonePlain(p), 'confederate'), 'confederate') as unknown as Record<string, Record<string, Record<string, unknown>>>;
    expect(cv.records![id]!.record).toBeDefined(); // its own records, yes
    expect(() => cv.dice).toThrow(/read dice/);
  });
});

describe('no peeking: the Confederate-solitaire session (3.0, 4.3)', () => {
  // The session loads the AI's code on demand (issue 18): load it before the first botStep.
  beforeAll(async () => {
    await GameSession.prototype.aiReady();
  });
  // The player commands the raiders; the session's Federal AI moves from the Federal view alone,
  // so its moves are the same whatever the player sealed in the records.
  const federalMoves = (p: GameState, level: string): Command[] => {
    const meta: SessionMeta = { id: 'np', mode: 'solitaire', aiLevel: level, scenario: p.scenario, seed: 'np-seed', options: {}, createdAt: 0 };
    const session = new GameSession(data, meta, clonePlain(p), [], [], 'confederate');
    expect(session.botSide).toBe('federal');
    const turn = p.turn;
    for (let n = 0; n < 200 && session.state.phase === 'federalMovement' && session.state.turn === turn; n++) {
      const r = session.botStep();
      // Records swapped behind the commitments are refused when the phase ends (4.3): the moves before are what counts.
      if (!r.ok) {
        expect(r.message).toMatch(/commitment/);
        return session.commands.filter((c) => c.side === 'federal');
      }
    }
    return session.commands.filter((c) => c.side === 'federal' && c.type !== 'endPhase');
  };
  for (const level of LEVELS) {
    it(`${level}: the Federal AI's moves do not change with the sealed records`, () => {
      let checked = 0;
      for (const scenario of ['weak-beginning', 'campaign'] as const) {
        for (const p of positions(scenario, `nps-${scenario}`, ['federalMovement'], { confederate: 'historical', federal: level }).slice(0, 2)) {
          const a = federalMoves(p, level);
          const q = clonePlain(p);
          const random = new RandomBot('player records');
          for (const id of Object.keys(q.records)) if (q.confederate[id]?.status === 'inPlay') q.records[id]!.record = random.randomRecord(data, q, id);
          expect(federalMoves(q, level)).toEqual(a);
          checked++;
        }
      }
      expect(checked).toBeGreaterThan(1);
    });
  }
});
