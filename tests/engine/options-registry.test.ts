import { describe, expect, it } from 'vitest';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { gameData } from '../helpers';
import {
  BUILT_IN_OPTIONS,
  DEFAULT_OPTIONS,
  GameOptionsSchema,
  optionEntries,
  optionsChanges,
  optionsFor,
  optionsLabel,
  parseOptions,
  parseOptionSetting,
  registryProblems,
  resolveOptions,
  variantEntries,
  variantOn,
  type OptionEntry,
} from '../../src/engine/options';
import { newGame } from '../../src/engine/apply';
import { playGame, replayRecord } from '../../src/game/record';
import { makeBot } from '../../src/ai/registry';
import { RemoteClient } from '../../src/remote/client';
import { decodeMessage, encodeMessage, sealMessage, type Message } from '../../src/remote/protocol';
import { GameSession } from '../../src/ui/session';
import { parseSaveFile, SaveRefused } from '../../src/game/saveFormat';
import { envelope } from '../../src/ui/saves/saveSession';
import { describeChange, parseVariant } from '../../src/compare/variantSpec';
import { publicSettings } from '../../src/compare/identity';
import type { Variant } from '../../src/compare/types';
import { optionFlags } from '../../scripts/cli';
import { DOUBLE_DEPLOYMENT } from '../fixtures/doubleDeploymentEntry';

// Issue 21.2: the game's options are defined once, in the registry (src/engine/options.ts), and
// every place that reads or writes them (game state, saves, game records, remote invitations,
// the command line, the comparison, the start screen) goes through it. A rule variant added by
// a test (the entry plus one rule module in tests/fixtures/) is accepted everywhere, with no
// other file edited: options-added-variant.test.ts.

const data = gameData();
const bots = ['random', 'cautious', 'historical', 'bold'];
const noPack = () => {
  throw new Error('no pack expected');
};
const baseVariant: Variant = { label: 'A', confederate: 'historical', federal: 'historical', options: { erratumRow6: true }, dataPack: null };

/** A save file of a freshly started solitaire game with these options. */
function saveText(options: Record<string, unknown>): string {
  const session = GameSession.start(data, { mode: 'solitaire', aiLevel: 'historical', scenario: 'weak-beginning', options, dataPack: null, seed: 'opts' });
  return JSON.stringify(envelope(session, 'options'));
}

function invitation(options: Record<string, unknown>): string {
  return encodeMessage(
    sealMessage({
      format: 'sea-devils-remote',
      version: 1,
      game: '0'.repeat(32),
      seq: 0,
      from: 'federal',
      prev: null,
      stateHash: null,
      body: { kind: 'invite', scenario: 'weak-beginning', options, hostSide: 'federal', anchor: 'a'.repeat(64), chainLength: 10, dataPack: null },
    } as Omit<Message, 'digest'>),
  );
}

describe('the registry (issue 21.2)', () => {
  it('10.31, 4.3: holds the errata row 6 variant, the three play options and the internal remote flag', () => {
    expect(BUILT_IN_OPTIONS.map((e) => [e.key, e.kind])).toEqual([
      ['erratumRow6', 'variant'],
      ['askConfederate', 'play'],
      ['askFederal', 'play'],
      ['speedRollSearch', 'variant'],
      ['rebelRaidersRaid', 'variant'],
      ['blockadeEvasion', 'variant'],
      ['liveDecisions', 'play'],
      ['remote', 'internal'],
    ]);
    const row6 = variantEntries()[0]!;
    expect(row6).toMatchObject({ key: 'erratumRow6', rules: ['10.31'], module: 'deployment', default: true });
    expect(row6.appliesTo).toEqual(['game', 'comparison', 'cli', 'remote']);
    // Every variant names the rule module that reads it.
    for (const e of variantEntries()) expect(existsSync(resolve(import.meta.dirname, `../../src/engine/rules/${e.module}.ts`))).toBe(true);
  });

  it("the defaults, the schema and the type come from it; a local game's state keeps its old layout", () => {
    expect(DEFAULT_OPTIONS).toEqual({ erratumRow6: true, askConfederate: false, askFederal: false });
    expect(Object.keys(resolveOptions({ askFederal: true }))).toEqual(['erratumRow6', 'askConfederate', 'askFederal']);
    expect(resolveOptions({ remote: true })).toEqual({ ...DEFAULT_OPTIONS, remote: true });
    expect(GameOptionsSchema.safeParse(DEFAULT_OPTIONS).success).toBe(true);
    expect(GameOptionsSchema.safeParse({ ...DEFAULT_OPTIONS, speedRoll: true }).success).toBe(false);
    expect(newGame(data, 'weak-beginning', 's', {}).state.options).toEqual(DEFAULT_OPTIONS);
  });

  it('rule code reads an option through variantOn; a missing key is its default; an unknown key is a program error', () => {
    expect(variantOn({}, 'erratumRow6')).toBe(true);
    expect(variantOn({ erratumRow6: false }, 'erratumRow6')).toBe(false);
    expect(() => variantOn({}, 'speedRoll')).toThrow('no option "speedRoll"');
    expect(() => variantOn({}, '__proto__')).toThrow('no option "__proto__"');
  });

  it('words for the log and compare tables', () => {
    expect(optionsLabel({ erratumRow6: false })).toBe('errata row 6 off');
    expect(optionsChanges({ erratumRow6: true }, { erratumRow6: false })).toEqual(['errata row 6 off']);
    expect(optionsFor('remote', { erratumRow6: false, askFederal: true, remote: true })).toEqual({ erratumRow6: false });
  });
});

describe('round trips: save, game record, remote invitation, command line and comparison', () => {
  it('a save keeps the options and loads them back (10.31)', () => {
    const env = parseSaveFile(data, saveText({ erratumRow6: false, askFederal: true }), 'a.json');
    expect(env.meta.options).toEqual({ erratumRow6: false, askFederal: true });
    if (env.version === 1)
      expect((env.state as unknown as { options: unknown }).options).toEqual({ erratumRow6: false, askConfederate: false, askFederal: true });
  });

  it('a game record keeps the options and replays under them (10.31)', () => {
    const game = playGame(
      data,
      'weak-beginning',
      'rec',
      { confederate: makeBot('random', 'c'), federal: makeBot('random', 'f') },
      { erratumRow6: false },
      false,
    );
    const out = replayRecord(data, JSON.parse(JSON.stringify(game.record)));
    expect(out.ok && out.hashMatches).toBe(true);
    expect(out.state.options.erratumRow6).toBe(false);
  });

  it('an old save or record ({ erratumRow6, askConfederate, askFederal }, or fewer keys) still loads; missing keys take defaults', () => {
    const old = {
      format: 'sea-devils-record',
      version: 1,
      scenario: 'weak-beginning',
      seed: 'x',
      options: { erratumRow6: true, askConfederate: false, askFederal: false },
      commands: [],
    };
    expect(replayRecord(data, old).ok).toBe(true);
    const none = replayRecord(data, { ...old, options: {} });
    expect(none.state.options).toEqual(DEFAULT_OPTIONS);
    expect(parseSaveFile(data, saveText({ erratumRow6: true, askConfederate: false, askFederal: false }), 'old.json').meta.options).toEqual({
      erratumRow6: true,
      askConfederate: false,
      askFederal: false,
    });
  });

  it("a remote invitation carries the host's variants; the guest reads them before accepting", () => {
    const host = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'federal', options: { erratumRow6: false, askFederal: true } });
    const m = decodeMessage(host.lastCode!);
    expect(m.body).toMatchObject({ kind: 'invite', options: { erratumRow6: false } });
    expect(encodeMessage(m)).toBe(host.lastCode);
    const guest = RemoteClient.join(data, host.lastCode!);
    expect(guest.options).toEqual({ erratumRow6: false });
    expect(RemoteClient.fromJSON(data, JSON.parse(JSON.stringify(guest.toJSON()))).options).toEqual({ erratumRow6: false });
  });

  it('the command line and the comparison spec read the registry (old spellings kept)', () => {
    expect(optionFlags({ 'erratum-row6': 'off' }, 'comparison')).toEqual({ erratumRow6: false });
    expect(optionFlags({ erratumRow6: 'no' }, 'game')).toEqual({ erratumRow6: false });
    expect(optionFlags({}, 'game')).toEqual({ erratumRow6: true });
    expect(parseOptionSetting('erratum-row6', 'on', 'cli')).toEqual({ key: 'erratumRow6', on: true });
    const b = parseVariant('erratum-row6=off', baseVariant, 'B', noPack, bots);
    expect(b.options).toEqual({ erratumRow6: false });
    expect(describeChange(baseVariant, b)).toBe('errata row 6 off');
    expect(publicSettings({ games: 1, seed: '1', scenarios: ['endgame'], variants: [b] }).variants[0]!.options).toEqual({ erratumRow6: false });
  });
});

describe('unknown options are refused by name', () => {
  it('in a game record, a save, an invitation, the command line and the comparison spec', () => {
    const rec = {
      format: 'sea-devils-record',
      version: 1,
      scenario: 'weak-beginning',
      seed: 'x',
      options: { erratumRow6: true, speedRoll: true },
      commands: [],
    };
    expect(() => replayRecord(data, rec)).toThrow('unknown option "speedRoll"');
    expect(() => replayRecord(data, { ...rec, options: JSON.parse('{"__proto__": true}') })).toThrow('unknown option "__proto__"');
    expect(() => replayRecord(data, { ...rec, options: { remote: true } })).toThrow('unknown option "remote" (it is set by the program only)');
    expect(() => replayRecord(data, { ...rec, options: { erratumRow6: 'yes' } })).toThrow('option "erratumRow6"');
    expect(() => parseSaveFile(data, saveText({}).replace('"options":{}', '"options":{"constructor":true}'), 'c.json')).toThrow(SaveRefused);
    expect(() => parseSaveFile(data, saveText({}).replace('"options":{}', '"options":{"constructor":true}'), 'c.json')).toThrow('unknown option "constructor"');
    expect(() => decodeMessage(invitation({ erratumRow6: true, askFederal: true }))).toThrow(
      'unknown option "askFederal" (it does not apply to a game played apart)',
    );
    expect(() => decodeMessage(invitation({ speedRoll: false }))).toThrow('unknown option "speedRoll"');
    expect(() => parseVariant('speed-roll=on', baseVariant, 'B', noPack, bots)).toThrow('unknown variant setting "speed-roll"');
    expect(() => parseOptionSetting('toString', 'on', 'cli')).toThrow('unknown option "toString"');
    expect(() => parseVariant('erratum-row6=maybe', baseVariant, 'B', noPack, bots)).toThrow('erratum-row6 is on or off, not "maybe"');
    expect(
      parseOptions(
        Array.from({ length: 100 }, (_, i) => i),
        'game',
      ),
    ).toMatchObject({ ok: false });
  });
});

describe('a rule variant added by a test (tests/engine/options-added-variant.test.ts adds it for its file)', () => {
  it('the registry is a constant: an entry that is malformed or already there is named by registryProblems, which the registry passes', () => {
    expect(registryProblems(BUILT_IN_OPTIONS)).toEqual([]);
    expect(registryProblems([...BUILT_IN_OPTIONS, { ...DOUBLE_DEPLOYMENT, key: 'erratumRow6' }])).toEqual(['option "erratumRow6" is already in the registry']);
    expect(registryProblems([...BUILT_IN_OPTIONS, { ...DOUBLE_DEPLOYMENT, key: '__proto__' }]).join()).toContain('__proto__');
    expect(registryProblems([...BUILT_IN_OPTIONS, { ...DOUBLE_DEPLOYMENT, module: undefined } as OptionEntry])).toEqual([
      'variant "doubleDeployment" names no rule module',
    ]);
    expect(optionEntries()).toBe(optionEntries());
    expect(optionEntries()).toEqual(BUILT_IN_OPTIONS);
  });

  it('without its entry, a record naming the variant is refused by name', () => {
    expect(optionEntries()).toHaveLength(BUILT_IN_OPTIONS.length);
    expect(() =>
      replayRecord(data, {
        format: 'sea-devils-record',
        version: 1,
        scenario: 'campaign',
        seed: 'x',
        options: { erratumRow6: true, doubleDeployment: true },
        commands: [],
      }),
    ).toThrow('unknown option "doubleDeployment"');
  });
});
