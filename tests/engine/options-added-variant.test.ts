import { describe, expect, it, vi } from 'vitest';
import { gameData } from '../helpers';
import { DEFAULT_OPTIONS, optionEntries, optionsLabel } from '../../src/engine/options';
import { newGame } from '../../src/engine/apply';
import { deploymentCell } from '../../src/engine/rules/deployment';
import { GameRecordSchema, playGame, replayRecord } from '../../src/game/record';
import { makeBot } from '../../src/ai/registry';
import { RemoteClient } from '../../src/remote/client';
import { decodeMessage, encodeMessage, sealMessage, type Message } from '../../src/remote/protocol';
import { GameSession } from '../../src/ui/session';
import { parseSaveFile, SaveEnvelope } from '../../src/game/saveFormat';
import { envelope } from '../../src/ui/saves/saveSession';
import { rulesOptionChoices } from '../../src/ui/startScreen';
import { describeChange, parseVariant } from '../../src/compare/variantSpec';
import type { Variant } from '../../src/compare/types';
import { optionFlags } from '../../scripts/cli';
import { doubledDeploymentCell } from '../fixtures/doubleDeployment';

// Issue 21.2's done-when: a rule variant added by a test (its registry entry and one rule module
// in tests/fixtures/) is accepted everywhere, with no other file edited. The registry is a
// constant (issue 32.4), so the entry joins it for this file only: vitest hands every module of
// this file the entries module with the test's entry added, before anything reads it.
vi.mock('../../src/engine/optionEntries', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../src/engine/optionEntries')>();
  const { DOUBLE_DEPLOYMENT } = await import('../fixtures/doubleDeploymentEntry');
  return { ...real, BUILT_IN_OPTIONS: [...real.BUILT_IN_OPTIONS, DOUBLE_DEPLOYMENT] };
});

const data = gameData();
const bots = ['random', 'cautious', 'historical', 'bold'];
const noPack = () => {
  throw new Error('no pack expected');
};
const baseVariant: Variant = { label: 'A', confederate: 'historical', federal: 'historical', options: { erratumRow6: true }, dataPack: null };
const withDummy = { erratumRow6: true, doubleDeployment: true };

describe('a rule variant added by a test: its registry entry and one rule module, no other file edited', () => {
  it('the registry holds it, last', () => {
    expect(
      optionEntries()
        .map((e) => e.key)
        .at(-1),
    ).toBe('doubleDeployment');
  });

  it("10.31: when on, the fixture's rule module changes the Deployment Table's points; off, nothing changes", () => {
    // Off (its default), a 'whenChanged' variant puts nothing in the state: its layout and hash are as before.
    const off = newGame(data, 'campaign', 'dummy', {}).state;
    expect(off.options).toEqual({ erratumRow6: true, askConfederate: false, askFederal: false });
    expect(Object.keys(off.options)).toEqual(['erratumRow6', 'askConfederate', 'askFederal']);
    const on = newGame(data, 'campaign', 'dummy', { doubleDeployment: true } as never).state;
    expect(on.options).toEqual({ ...DEFAULT_OPTIONS, doubleDeployment: true });
    const cell = deploymentCell({ data, s: off }, 3, 2);
    expect(doubledDeploymentCell({ data, s: off }, 3, 2)).toEqual(cell);
    const doubled = doubledDeploymentCell({ data, s: on }, 3, 2);
    expect(doubled).not.toEqual(cell);
    for (const [k, v] of Object.entries(cell)) if (typeof v === 'number') expect((doubled as Record<string, unknown>)[k]).toBe(2 * v);
  });

  it('the start screen lists it, the compare spec and the flags parse it, the save, record and invitation schemas accept it', () => {
    expect(rulesOptionChoices().map((c) => [c.key, c.checked])).toEqual([
      ['erratumRow6', true],
      ['speedRollSearch', false],
      ['rebelRaidersRaid', false],
      ['blockadeEvasion', false],
      ['doubleDeployment', false],
    ]);
    expect(rulesOptionChoices({ options: { doubleDeployment: true } }).find((c) => c.key === 'doubleDeployment')).toMatchObject({
      label: 'Double deployment (test only)',
      rules: ['10.31'],
      checked: true,
    });
    const b = parseVariant('double-deployment=on', baseVariant, 'B', noPack, bots);
    expect(b.options).toEqual(withDummy);
    expect(describeChange(baseVariant, b)).toBe('double deployment on');
    expect(optionsLabel(b.options, 'comparison')).toBe('errata row 6 on, double deployment on');
    expect(optionFlags({ 'double-deployment': 'on' }, 'game')).toEqual(withDummy);
    expect(
      GameRecordSchema.safeParse({ format: 'sea-devils-record', version: 1, scenario: 'campaign', seed: 'x', options: withDummy, commands: [] }).data?.options,
    ).toEqual(withDummy);
    const session = GameSession.start(data, {
      mode: 'solitaire',
      aiLevel: 'historical',
      scenario: 'weak-beginning',
      options: withDummy,
      dataPack: null,
      seed: 'opts',
    });
    const save = JSON.parse(JSON.stringify(envelope(session, 'options')));
    expect(SaveEnvelope.safeParse(save).success).toBe(true);
    expect(parseSaveFile(data, JSON.stringify(save), 'd.json').meta.options).toEqual(withDummy);
    const invitation = encodeMessage(
      sealMessage({
        format: 'sea-devils-remote',
        version: 1,
        game: '0'.repeat(32),
        seq: 0,
        from: 'federal',
        prev: null,
        stateHash: null,
        body: { kind: 'invite', scenario: 'weak-beginning', options: withDummy, hostSide: 'federal', anchor: 'a'.repeat(64), chainLength: 10, dataPack: null },
      } as Omit<Message, 'digest'>),
    );
    expect(decodeMessage(invitation).body).toMatchObject({ options: withDummy });
    const host = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'federal', options: withDummy });
    expect(RemoteClient.join(data, host.lastCode!).options).toEqual(withDummy);
    const game = playGame(data, 'weak-beginning', 'dd', { confederate: makeBot('random', 'c'), federal: makeBot('random', 'f') }, withDummy as never, false);
    expect(replayRecord(data, JSON.parse(JSON.stringify(game.record))).state.options).toMatchObject({ doubleDeployment: true });
  });
});
