import { describe, expect, it } from 'vitest';
import { fuzz, failureTotal, sameData } from '../../src/game/fuzz';
import { SCENARIO_IDS } from '../../src/data/files';
import { gameData, start } from '../helpers';

// CI's short run of `npm run fuzz` (src/game/fuzz.ts, the same code): games of every scenario
// with legal, illegal and hostile commands mixed, checked after every command.

describe('fuzz: apply never throws, refusals change nothing, invariants hold, games end', () => {
  it('3.0: 20,000 commands over every scenario, half of them illegal or hostile, find no failure', () => {
    const c = fuzz(gameData(), { commands: 20_000, seed: 'ci', scenarios: SCENARIO_IDS });
    const report = c.failures
      .slice(0, 5)
      .map((f) => `${f.kind} ${f.scenario} ${f.seed} #${f.commandIndex}: ${f.detail}\n  ${f.command}`)
      .join('\n');
    expect(failureTotal(c), report).toBe(0);
    expect(c.commands).toBe(20_000);
    // The run reached far: games ended in every scenario, and every kind of hostile command was tried.
    expect(c.gamesEnded).toBeGreaterThan(SCENARIO_IDS.length * 10);
    for (const kind of [
      'protoName',
      'unknownId',
      'unknownArea',
      'wrongType',
      'huge',
      'wrongSide',
      'wrongMode',
      'mutated',
      'anyPhase',
      'randomRecord',
      'unknownKey',
    ]) {
      expect(c.kinds[kind] ?? 0, kind).toBeGreaterThan(50);
    }
    // And the refusals came from the rules, not only from the shape check.
    for (const code of ['malformedCommand', 'tooLarge', 'notYourTurn', 'wrongMode', 'noSuchShip', 'invalidRecord', 'wrongPhase']) {
      expect(c.refusalCodes[code] ?? 0, code).toBeGreaterThan(0);
    }
    expect(c.accepted).toBeGreaterThan(c.legalOffered * 0.9);
  });

  it('the state comparison sees any change a refusal could make, key order included', () => {
    const s = start('campaign').state;
    const copy = structuredClone(s);
    expect(sameData(s, copy)).toBe(true);
    copy.merchantMarine -= 1;
    expect(sameData(s, copy)).toBe(false);
    const { format, ...rest } = structuredClone(s);
    const reordered = { ...rest, format };
    expect(sameData(s, reordered)).toBe(false);
    const polluted = structuredClone(s);
    (polluted.federal as Record<string, unknown>).extra = undefined;
    expect(sameData(s, polluted)).toBe(false);
  });
});
