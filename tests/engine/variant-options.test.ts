import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { flagName, optionsLabel, variantEntries } from '../../src/engine/options';
import { newGame } from '../../src/engine/apply';
import { hashState, playGame, replayRecord } from '../../src/game/record';
import { makeBot } from '../../src/ai/registry';
import { RemoteClient } from '../../src/remote/client';
import { rulesOptionChoices } from '../../src/ui/startScreen';
import { describeChange, parseVariant } from '../../src/compare/variantSpec';
import type { Variant } from '../../src/compare/types';
import { optionFlags } from '../../scripts/cli';
import { GameSession } from '../../src/ui/session';
import { parseSaveFile } from '../../src/game/saveFormat';
import { envelope } from '../../src/ui/saves/saveSession';

// Issue 19's variants (speed-roll searches RR 7.78, Rebel Raiders raiding RR 8.11, evading the
// blockade) in every place the registry serves: the start screen, the command line, the
// comparison spec, a game record and its replay, a remote invitation (the guest sees them
// before joining). The registry's own tests check the machinery with a dummy variant; these
// check the real entries, and that off they leave a game exactly as before (6.11, 5.11, 7.11).

const data = gameData();
const KEYS = ['speedRollSearch', 'rebelRaidersRaid', 'blockadeEvasion'] as const;
const baseVariant: Variant = { label: 'A', confederate: 'historical', federal: 'historical', options: { erratumRow6: true }, dataPack: null };
const noPack = () => {
  throw new Error('no pack expected');
};

describe('issue 19 variants in the registry', () => {
  it('each is a variant everywhere, stored only when on, naming its own module under rules/variants', () => {
    for (const key of KEYS) {
      const e = variantEntries().find((x) => x.key === key)!;
      expect(e).toMatchObject({ kind: 'variant', stored: 'whenChanged', default: false, module: expect.stringMatching(/^variants\//) });
      expect([...e.appliesTo].sort()).toEqual(['cli', 'comparison', 'game', 'remote']);
    }
  });

  it("6.11, 5.11, 7.11 with the variants off: a new game's state and hash are as before", () => {
    const plain = newGame(data, 'campaign', 'v', {}).state;
    const off = newGame(data, 'campaign', 'v', { speedRollSearch: false, rebelRaidersRaid: false, blockadeEvasion: false }).state;
    expect(hashState(off)).toBe(hashState(plain));
    for (const key of KEYS) expect(key in plain.options).toBe(false);
  });

  it('the start screen, the command line and the comparison spec offer each', () => {
    expect(
      rulesOptionChoices()
        .filter((c) => (KEYS as readonly string[]).includes(c.key))
        .map((c) => [c.key, c.checked]),
    ).toEqual(KEYS.map((k) => [k, false]));
    for (const key of KEYS) {
      expect(optionFlags({ [flagName(key)]: 'on' }, 'game')).toEqual({ erratumRow6: true, [key]: true });
      const b = parseVariant(`${flagName(key)}=on`, baseVariant, 'B', noPack, ['historical']);
      expect(b.options).toEqual({ erratumRow6: true, [key]: true });
      expect(describeChange(baseVariant, b)).toBe(`${variantEntries().find((e) => e.key === key)!.short} on`);
    }
    expect(optionsLabel({ erratumRow6: true })).toBe('errata row 6 on');
  });

  it('a save keeps them and loads them back', () => {
    const all = { erratumRow6: true, speedRollSearch: true, rebelRaidersRaid: true, blockadeEvasion: true };
    const session = GameSession.start(data, { mode: 'solitaire', aiLevel: 'historical', scenario: 'weak-beginning', options: all, dataPack: null, seed: 'v' });
    expect(parseSaveFile(data, JSON.stringify(envelope(session, 'variants')), 'v.json').meta.options).toMatchObject(all);
  });

  it('a game record keeps each variant and replays under it; a remote guest reads them from the invitation', () => {
    for (const key of KEYS) {
      const game = playGame(
        data,
        'weak-beginning',
        `v-${key}`,
        { confederate: makeBot('random', 'c'), federal: makeBot('random', 'f') },
        { [key]: true },
        false,
      );
      expect(game.record.options).toMatchObject({ [key]: true });
      const out = replayRecord(data, JSON.parse(JSON.stringify(game.record)));
      expect(out.ok && out.hashMatches).toBe(true);
      expect(out.state.options).toMatchObject({ [key]: true });
    }
    const all = { speedRollSearch: true, rebelRaidersRaid: true, blockadeEvasion: true };
    const host = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'federal', options: all });
    expect(RemoteClient.join(data, host.lastCode!).options).toMatchObject(all);
  });
});
