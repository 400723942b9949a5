import { describe, expect, it } from 'vitest';
import { deflateSync, strToU8 } from 'fflate';
import { apply, applyCommandInPlace, newGame } from '../../src/engine/apply';
import type { Command } from '../../src/engine/commands';
import { MAX_PATH, MAX_RECORD_STEPS } from '../../src/engine/commands';
import { clonePlain } from '../../src/engine/clone';
import { segmentedDice } from '../../src/engine/dice';
import { Ctx } from '../../src/engine/context';
import { merchantMarineLoss } from '../../src/engine/rules/victory';
import { validateRecord } from '../../src/engine/activity/validate';
import { parseSteps, MAX_NOTATION_LENGTH } from '../../src/engine/activity/notation';
import { commitment } from '../../src/engine/activity/seal';
import type { GameState } from '../../src/engine/types';
import { replayRecord, hashState } from '../../src/game/record';
import { parseSaveFile, SaveRefused } from '../../src/game/saveFormat';
import { makeBot } from '../../src/ai/registry';
import { parseVariant } from '../../src/compare/variantSpec';
import { decodeMessage, encodeMessage, MAX_CODE_LENGTH, MAX_MESSAGE_BYTES, sealMessage, type Message } from '../../src/remote/protocol';
import { own, excerpt } from '../../src/data/ids';
import { MAX_PACK_NODES } from '../../src/data/dataPack';
import { campaignAtGT2Placement, sealNothing } from './flow';
import { con, fed, gameData, problemsOf, refused, start } from '../helpers';

// Issue 14: every id from outside is checked against the data's own keys and the built-in
// object names, every size is bounded before the work, remote play's seal is refused in a local
// game, and apply never throws. Each case is refused by name and leaves the state as it was.

const PROTO = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf'] as const;
const SALT = '0123456789abcdef0123456789abcdef';
const STANDING = { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } } as const;

/** Object.prototype as the test file found it: no command may add anything to it. */
const protoKeys = Object.getOwnPropertyNames(Object.prototype).sort().join(',');
const prototypeClean = () => expect(Object.getOwnPropertyNames(Object.prototype).sort().join(',')).toBe(protoKeys);

/** Every id slot of every command, filled with `id`. */
function commandsWith(id: string): unknown[] {
  const kear = fed('Kear'),
    ala = con('Ala');
  return [
    { type: 'selectShip', side: 'federal', ship: id },
    { type: 'unselectShip', side: 'federal', ship: id },
    { type: 'declareBlockade', side: 'federal', ship: id, target: ala },
    { type: 'declareBlockade', side: 'federal', ship: kear, target: id },
    { type: 'cancelDeclaration', side: 'federal', ship: id },
    { type: 'moveShip', side: 'federal', ship: id, path: ['C9'] },
    { type: 'moveShip', side: 'federal', ship: kear, path: [id] },
    { type: 'enterCse', side: 'federal', ship: id },
    { type: 'formSquadron', side: 'federal', ships: [kear, id] },
    { type: 'joinBlockade', side: 'federal', ship: kear, target: id },
    { type: 'joinBlockade', side: 'federal', ship: id, target: ala },
    { type: 'placeSemmes', side: 'confederate', ship: id },
    { type: 'sealRecords', side: 'confederate', salt: SALT, records: [{ ship: id, steps: [], standing: STANDING }] },
    { type: 'sealRecords', side: 'confederate', salt: SALT, records: [{ ship: ala, steps: [{ op: 'enterPort', nation: id }], standing: STANDING }] },
    { type: 'sealCommitments', side: 'confederate', commitments: [{ ship: id, commitment: 'a'.repeat(64) }], open: [] },
    { type: 'decide', side: 'federal', choice: id },
    { type: 'decide', side: 'confederate', choice: id },
  ];
}

/** States where each command could get past the turn check: placement, Record Phase, movement. */
const states = (): GameState[] => {
  const record = start('campaign').state;
  return [campaignAtGT2Placement(), record, sealNothing(record)];
};

describe('issue 14.1: built-in object names are never ids', () => {
  it.each(PROTO)('3.0: "%s" in every id slot of every command is refused as malformed, naming the problem, state unchanged', (id) => {
    for (const s of states()) {
      for (const c of commandsWith(id)) {
        const r = refused(s, c);
        expect(r.code, JSON.stringify(c)).toBe('malformedCommand');
        expect(r.message).toMatch(/built-in object name|lower-case slug|Movement Area id|Invalid option|expected one of/);
      }
    }
    prototypeClean();
  });

  it.each(PROTO)('3.0: "%s" sent straight to the rules (no schema, as the bots send) is refused and pollutes nothing', (id) => {
    for (const s of states()) {
      for (const c of commandsWith(id)) {
        const copy = clonePlain(s);
        const r = applyCommandInPlace(gameData(), copy, c as Command);
        expect(r.ok, JSON.stringify(c)).toBe(false);
        if (!r.ok) expect(r.code).not.toBe('internalError');
      }
      // And the game goes on: a later command still works (no "Maximum call stack" from a polluted prototype).
      const later = apply(gameData(), s, { type: 'endPhase', side: 'federal' });
      expect(later.ok ? 'ok' : later.code).not.toBe('internalError');
    }
    prototypeClean();
  });

  it('13.0: a scenario id that is a built-in name is refused by name when a game starts, a record replays or a save loads', () => {
    const data = gameData();
    for (const id of PROTO) {
      expect(() => newGame(data, id, 'seed')).toThrow(/no scenario/);
      expect(() => replayRecord(data, { format: 'sea-devils-record', version: 1, scenario: id, seed: 's', options: {}, commands: [] })).toThrow(
        /not a Sea Devils game record: scenario: a built-in object name/,
      );
    }
    const save = saveOf(start('campaign').state, []);
    for (const id of PROTO) {
      const text = JSON.stringify({ ...save, meta: { ...save.meta, scenario: id } });
      expect(() => parseSaveFile(data, text, 'x.json')).toThrow(SaveRefused);
      expect(() => parseSaveFile(data, text, 'x.json')).toThrow(/meta.scenario: a built-in object name/);
    }
    prototypeClean();
  });

  it('3.0: a save whose commands name a built-in ship is refused by its replay, naming the command', () => {
    const s = campaignAtGT2Placement();
    const save = saveOf(s, []);
    const text = JSON.stringify({
      ...save,
      commands: [{ type: 'sealRecords', side: 'confederate', salt: SALT, records: [{ ship: 'constructor', steps: [], standing: STANDING }] }],
    });
    expect(() => parseSaveFile(gameData(), text, 'x.json')).toThrow(/command 1 refused: .*built-in object name.*\[malformedCommand\]/);
  });

  it("bots: --confederate/--federal and a save's AI level accept only the registry's own names", () => {
    for (const id of PROTO) expect(() => makeBot(id, 's')).toThrow(`no bot "${id}"`);
    expect(() =>
      parseVariant(
        'confederate=constructor',
        base(),
        'B',
        () => {
          throw new Error('no');
        },
        ['random', 'historical'],
      ),
    ).toThrow(/no bot "constructor"/);
    expect(() =>
      parseVariant(
        '__proto__=1',
        base(),
        'B',
        () => {
          throw new Error('no');
        },
        ['random'],
      ),
    ).toThrow(/unknown variant setting "__proto__"/);
  });

  it("2.21: data-pack ship keys that are built-in names are refused with the pack's path; area, turn and whaling keys too", () => {
    for (const id of ['__proto__', 'constructor', 'toString']) {
      const problems = problemsOf(() => {}, {
        json: JSON.parse(`{"format":"sea-devils-data-pack","version":1,"name":"p","ships":{"${id}":{"gunnery":3}}}`),
        file: 'p.json',
      });
      expect(problems.join('\n')).toMatch(/p\.json: .*a built-in object name/);
    }
    const areaKey = problemsOf(() => {}, {
      json: { format: 'sea-devils-data-pack', version: 1, name: 'p', areas: { constructor: { density: 2 } } },
      file: 'p.json',
    });
    expect(areaKey.join('\n')).toMatch(/p\.json: areas.constructor: a built-in object name/);
    const turnKey = problemsOf(() => {}, { json: { format: 'sea-devils-data-pack', version: 1, name: 'p', turns: { toString: { W: 1 } } }, file: 'p.json' });
    expect(turnKey.join('\n')).toMatch(/p\.json: turns.toString: a built-in object name/);
    const protoArea = problemsOf(() => {}, {
      json: JSON.parse('{"format":"sea-devils-data-pack","version":1,"name":"p","areas":{"__proto__":{"density":2}}}'),
      file: 'p.json',
    });
    expect(protoArea.join('\n')).toMatch(/p\.json: areas.__proto__: a built-in object name/);
    const whaling = problemsOf(() => {}, {
      json: { format: 'sea-devils-data-pack', version: 1, name: 'p', whaling: [{ id: 'constructor', density: 2 }] },
      file: 'p.json',
    });
    expect(whaling.join('\n')).toMatch(/p\.json: whaling\[0\].*\.id: .*expected number/);
    prototypeClean();
  });

  it('2.21, 13.0: a data file whose ship or scenario id is a built-in name is refused', () => {
    expect(
      problemsOf((raw) => {
        raw.files.federalShips.ships[0].id = 'constructor';
      }).join('\n'),
    ).toMatch(/ships\[0\].*\.id: a built-in object name is not an id/);
    expect(
      problemsOf((raw) => {
        raw.scenarios.campaign.id = 'constructor';
      }).join('\n'),
    ).toMatch(/id: a built-in object name is not an id/);
  });

  it('remote play and links: an invitation naming a built-in scenario is a malformed code', () => {
    const invite = sealMessage({
      format: 'sea-devils-remote',
      version: 1,
      game: '0'.repeat(32),
      seq: 0,
      from: 'federal',
      prev: null,
      stateHash: null,
      body: {
        kind: 'invite',
        scenario: 'constructor',
        options: { erratumRow6: true },
        hostSide: 'federal',
        anchor: 'a'.repeat(64),
        chainLength: 10,
        dataPack: null,
      },
    } as Omit<Message, 'digest'>);
    const code = encodeMessage(invite);
    expect(() => decodeMessage(code)).toThrow(/body.scenario: a built-in object name/);
    expect(() => decodeMessage(`https://example.org/#sd=${code}`)).toThrow(/built-in object name/);
  });

  it('clonePlain(): a "__proto__" key (as JSON.parse makes one) is copied as a key, never as the copy\'s prototype', () => {
    const src = JSON.parse('{"a":{"__proto__":{"polluted":true},"b":1},"list":[{"__proto__":{"x":2}}]}') as Record<string, Record<string, unknown>>;
    const copy = clonePlain(src);
    expect(Object.getPrototypeOf(copy.a)).toBe(Object.prototype);
    expect(copy.a!.polluted).toBeUndefined();
    expect(Object.keys(copy.a!)).toEqual(['__proto__', 'b']);
    expect(Object.getOwnPropertyDescriptor(copy.a, '__proto__')!.value).toEqual({ polluted: true });
    expect(Object.getPrototypeOf((copy.list as unknown as object[])[0])).toBe(Object.prototype);
    expect(JSON.stringify(copy)).toBe(JSON.stringify(src));
    prototypeClean();
  });

  it("own(): only a record's own entries", () => {
    const rec = { a: 1 };
    for (const id of PROTO) expect(own(rec, id)).toBeUndefined();
    expect(own(rec, 'a')).toBe(1);
  });
});

describe('issue 14.2: unknown areas and unexpected errors never escape apply', () => {
  it('2.11: "leave C0 C10" and "D999" are listed as problems, not thrown, by the record check and the seal', () => {
    const s = start('campaign').state;
    const ship = Object.values(s.confederate).find((c) => c.status === 'inPlay' && c.port)!.id;
    for (const text of ['leave C0 C10', 'leave D999 C10 raid', 'leave C0 C10 port:BRA commission raid', 'leave D999']) {
      const { steps, problems } = parseSteps(text);
      expect(problems).toEqual([]);
      const record = { ship, steps, standing: STANDING } as const;
      const found = validateRecord(gameData(), s, clonePlain(record) as never);
      expect(found.some((p) => p.rule === '2.11' && /no Movement Area (C0|D999)/.test(p.message))).toBe(true);
      const r = refused(s, { type: 'sealRecords', side: 'confederate', salt: SALT, records: [record] });
      expect(r.code).toBe('invalidRecord');
      expect(r.message).toMatch(/no Movement Area (C0|D999) \(2\.11\)/);
    }
  });

  it('2.11: a Federal move through an area the map lacks is refused as noSuchArea', () => {
    const s = sealNothing(start('campaign').state);
    const ship = Object.values(s.federal).find((f) => f.where === 'map' && f.inUse && !f.headingForPacific)!.id;
    const r = refused(s, { type: 'moveShip', side: 'federal', ship, path: ['C0', 'C10'] });
    expect([r.code, r.rule]).toEqual(['noSuchArea', '2.11']);
  });

  it('3.0: an exception no rule expected becomes the refusal internalError, and the state passed in is unchanged', () => {
    const s = sealNothing(start('campaign').state);
    // A state no legal game reaches: Game Turn 99 has no calendar year, so the CSE rule cannot read one.
    const broken = { ...s, turn: 99 } as GameState;
    const ship = Object.values(s.federal).find((f) => f.where === 'map' && f.inUse && !f.headingForPacific)!.id;
    const r = refused(broken, { type: 'enterCse', side: 'federal', ship });
    expect([r.code, r.rule]).toEqual(['internalError', '3.0']);
    expect(r.message).toMatch(/an error in the program .*the command is refused/);
  });

  it('4.3: a record that does not match its commitment at the Activity Phase is refused (commitmentMismatch), not thrown', () => {
    const s = sealNothing(start('campaign').state);
    const id = Object.keys(s.records)[0]!;
    const forged = clonePlain(s);
    forged.records[id]!.commitment = commitment({ ship: id, steps: [{ op: 'raid' }], standing: STANDING } as never, 'x');
    const r = refused(forged, { type: 'endPhase', side: 'federal' });
    expect([r.code, r.rule]).toEqual(['commitmentMismatch', '4.3']);
  });
});

describe('issue 14.3: a command of one mode is refused in the other', () => {
  const seal = (s: GameState): Command => ({
    type: 'sealCommitments',
    side: 'confederate',
    commitments: Object.values(s.confederate)
      .filter((c) => c.status === 'inPlay')
      .map((c) => ({ ship: c.id, commitment: 'b'.repeat(64) })),
    open: [],
  });

  it('3.0: sealCommitments in a local game is refused as wrongMode, state unchanged', () => {
    const s = start('campaign').state;
    const r = refused(s, seal(s));
    expect([r.code, r.rule]).toEqual(['wrongMode', '3.0']);
    expect(r.message).toMatch(/sealCommitments belongs to remote play/);
  });

  it('3.0: a game record or save holding it fails its replay with the named refusal; a record cannot claim remote mode', () => {
    const s = start('campaign').state;
    // The remote flag is internal (src/engine/options.ts): a record naming it is refused by name.
    expect(() =>
      replayRecord(gameData(), { format: 'sea-devils-record', version: 1, scenario: 'campaign', seed: 'test', options: { remote: true }, commands: [seal(s)] }),
    ).toThrow(/unknown option "remote"/);
    const rec = { format: 'sea-devils-record', version: 1, scenario: 'campaign', seed: 'test', options: {}, commands: [seal(s)] };
    const out = replayRecord(gameData(), rec);
    expect(out.ok).toBe(false);
    if (!out.ok) expect(out.message).toMatch(/command 1 refused: .*\[wrongMode\]/);
    const save = saveOf(s, []);
    expect(() => parseSaveFile(gameData(), JSON.stringify({ ...save, commands: [seal(s)] }), 'x.json')).toThrow(/\[wrongMode\]/);
  });

  it('3.0: in a remote game (options.remote) the same command reaches the seal rules', () => {
    const s = start('campaign').state;
    const remote = { ...s, options: { ...s.options, remote: true as const } };
    const r = apply(gameData(), remote, seal(remote));
    if (!r.ok) expect(r.code).not.toBe('wrongMode');
  });

  it('3.0: a remote game saved before the flag existed (segmented dice) still takes the seal', () => {
    const s = start('campaign').state;
    const old = { ...s, dice: segmentedDice({}) };
    const r = apply(gameData(), old, seal(old));
    if (!r.ok) expect(r.code).not.toBe('wrongMode');
  });

  it("golden: a local game's state holds no remote flag at all", () => {
    expect('remote' in start('campaign').state.options).toBe(false);
  });
});

describe('issue 14.4: sizes are bounded before the work, and refusals quote only an excerpt', () => {
  it('4.11: a path longer than the largest allowance is refused; one of 5,000,000 areas at once', () => {
    const s = sealNothing(start('campaign').state);
    const ship = Object.values(s.federal).find((f) => f.where === 'map' && f.inUse)!.id;
    expect(refused(s, { type: 'moveShip', side: 'federal', ship, path: Array(MAX_PATH + 1).fill('C9') }).code).toBe('malformedCommand');
    // Bounded by count: the areas read before the refusal (each read of an entry is counted).
    let reads = 0;
    const huge = new Proxy(Array(5_000_000).fill('C9'), {
      get: (a, k) => {
        if (typeof k === 'string' && /^\d+$/.test(k)) reads++;
        return Reflect.get(a, k);
      },
    });
    const r = refused(s, { type: 'moveShip', side: 'federal', ship, path: huge });
    expect(r.code).toBe('tooLarge');
    expect(reads).toBeLessThanOrEqual(MAX_PATH + 1);
  });

  it('4.31: a record of more than MAX_RECORD_STEPS steps is refused; a 50 MB notation is read in no time', () => {
    const s = start('campaign').state;
    const ship = Object.values(s.confederate).find((c) => c.status === 'inPlay')!.id;
    const r = refused(s, {
      type: 'sealRecords',
      side: 'confederate',
      salt: SALT,
      records: [{ ship, steps: Array(MAX_RECORD_STEPS + 1).fill({ op: 'raid' }), standing: STANDING }],
    });
    expect(r.code).toBe('malformedCommand');
    const book = 'C1 '.repeat(17_000_000);
    const parsed = parseSteps(book); // refused by its length before it is read (the message says so)
    expect(parsed.steps).toEqual([]);
    expect(parsed.problems[0]!.message).toMatch(`a record is at most ${MAX_NOTATION_LENGTH} characters`);
    expect(parsed.problems[0]!.token.length).toBeLessThanOrEqual(41);
  });

  it('4.3: salts are 32 or 64 hex digits: a 1 MB salt and a short one are refused', () => {
    const s = start('campaign').state;
    expect(refused(s, { type: 'sealRecords', side: 'confederate', salt: 'ab'.repeat(500_000), records: [] }).code).toBe('tooLarge');
    expect(refused(s, { type: 'sealRecords', side: 'confederate', salt: 'ab'.repeat(20), records: [] }).message).toMatch(
      /salt is 32 or 64 lower-case hex digits/,
    );
    expect(refused(s, { type: 'sealRecords', side: 'confederate', salt: 'saltsalt', records: [] }).code).toBe('malformedCommand');
    expect(apply(gameData(), s, { type: 'sealRecords', side: 'confederate', salt: 'ab'.repeat(32), records: [] }).ok).toBe(true);
  });

  it('3.0: ids are at most 40 characters; a 50 MB id is refused with a short message', () => {
    const s = campaignAtGT2Placement();
    expect(refused(s, { type: 'selectShip', side: 'federal', ship: 'a'.repeat(41) }).message).toMatch(/at most 40 characters/);
    const r = refused(s, { type: 'selectShip', side: 'federal', ship: 'a'.repeat(50_000_000) });
    expect(r.code).toBe('tooLarge');
    expect(r.message.length).toBeLessThan(200);
    const d = refused(s, { type: 'decide', side: 'federal', choice: 'b'.repeat(900) });
    expect(d.message.length).toBeLessThan(200);
  });

  it('remote play: a code longer than the limit is refused unread; a zip bomb stops at the output cap', () => {
    expect(() => decodeMessage(`SD1.${'A'.repeat(MAX_CODE_LENGTH + 1)}`)).toThrow(/a code is at most/);
    const bomb = `SD1.${Buffer.from(deflateSync(new Uint8Array(16 * 1024 * 1024), { level: 9 })).toString('base64url')}`;
    expect(bomb.length).toBeLessThan(MAX_CODE_LENGTH);
    expect(() => decodeMessage(bomb)).toThrow(`it unpacks to more than ${MAX_MESSAGE_BYTES} bytes`);
    // An honest message still reads back.
    const packed = `SD1.${Buffer.from(deflateSync(strToU8(JSON.stringify({ format: 'x' })))).toString('base64url')}`;
    expect(() => decodeMessage(packed)).toThrow(/format/);
  });

  it('data packs: a pack of more than MAX_PACK_NODES values is refused before any of it is read', () => {
    // Bounded by count: the ships read before the refusal (each read of a ship's entry is counted).
    let reads = 0;
    const ships = new Proxy(Object.fromEntries(Array.from({ length: 30_000 }, (_, i) => [`s${i}`, { gunnery: 1 }])), {
      get: (o, k) => {
        reads++;
        return Reflect.get(o, k);
      },
    });
    expect(problemsOf(() => {}, { json: { format: 'sea-devils-data-pack', version: 1, name: 'p', ships }, file: 'p.json' })).toEqual([
      `p.json: : a data pack holds at most ${MAX_PACK_NODES} values`,
    ]);
    expect(reads).toBeLessThanOrEqual(MAX_PACK_NODES + 1);
  });

  it('game records and saves: more commands than any game plays are refused before replay', () => {
    expect(() =>
      replayRecord(gameData(), { format: 'sea-devils-record', version: 1, scenario: 'campaign', seed: 's', options: {}, commands: Array(50_001).fill(null) }),
    ).toThrow(/commands/);
  });

  it('excerpt(): at most 40 characters and an ellipsis', () => {
    expect(excerpt('x'.repeat(1000))).toBe(`${'x'.repeat(40)}…`);
    expect(excerpt('short')).toBe('short');
  });
});

describe('issue 14.5: every number in the data has the range the rules allow', () => {
  const pack = (extra: object) => ({ json: { format: 'sea-devils-data-pack', version: 1, name: 'p', ...extra }, file: 'p.json' });
  it('5.11: a raid value of 1e9 is refused', () => {
    expect(problemsOf(() => {}, pack({ tables: { raid: [{ die: 6, column: 3, value: 1e9 }] } })).join('\n')).toMatch(/raid/);
    expect(
      problemsOf((raw) => {
        raw.files.raid.rows[0].cells[0] = 31;
      }).join('\n'),
    ).toMatch(/rows\[0\]\.cells\[0\]/);
  });
  it('7.11: a blockade roll of 1e6 and a modifier of 100 are refused', () => {
    expect(problemsOf(() => {}, pack({ tables: { blockade: [{ roll: 1e6, gunnery: 3 }] } })).join('\n')).toMatch(/blockade/);
    expect(problemsOf(() => {}, pack({ tables: { blockadeModifiers: { direction: { in: 100 } } } })).join('\n')).toMatch(/blockade/);
  });
  it('9.21: a CPL change of 1e6 (or 11) in a Game Turn is refused', () => {
    expect(problemsOf(() => {}, pack({ turns: { 9: { W: 1e6 } } })).length).toBeGreaterThan(0);
    expect(problemsOf(() => {}, pack({ turns: { 9: { W: 11 } } })).join('\n')).toMatch(/turns/);
  });
  it('9.1, 13.x2: a scenario CPL of 1000, or off the track, is refused', () => {
    expect(
      problemsOf((raw) => {
        raw.scenarios.campaign.cpl.W = 1000;
      }).join('\n'),
    ).toMatch(/cpl\.W/);
    expect(
      problemsOf((raw) => {
        raw.scenarios.campaign.cpl.E = 11;
      }).join('\n'),
    ).toMatch(/cpl\.E: CPL 11 is off the track/);
  });
  it('2.11, 2.22, 5.2: densities, ratings and the merchant marine are bounded', () => {
    expect(problemsOf(() => {}, pack({ areas: { C9: { density: 10 } } })).join('\n')).toMatch(/density/);
    expect(problemsOf(() => {}, pack({ ships: { Kear: { gunnery: 21 } } })).join('\n')).toMatch(/gunnery/);
    expect(
      problemsOf((raw) => {
        raw.scenarios.campaign.merchantMarine = 1248;
      }).join('\n'),
    ).toMatch(/merchantMarine/);
    expect(problemsOf(() => {}, pack({ cse: { 1863: 59 } })).join('\n')).toMatch(/1863/);
  });
  it('12.11: only merchant marine points actually taken off the track score, so VP and the loss always agree', () => {
    const s = clonePlain(start('campaign').state);
    s.merchantMarine = 5;
    const ctx = new Ctx(gameData(), s);
    merchantMarineLoss(ctx, 30, 'test raid');
    expect(s.merchantMarine).toBe(0);
    expect(s.vp.confederate).toBe(5);
  });
});

// ---- helpers ----

function saveOf(state: GameState, commands: unknown[]) {
  return {
    format: 'sea-devils-save',
    version: 1,
    name: 't',
    savedAt: 0,
    holder: 'federal',
    meta: { id: 'g1', mode: 'hotseat', aiLevel: 'random', scenario: state.scenario, seed: 'test', options: {}, createdAt: 0, dataPack: null },
    summary: { scenarioName: 'x', turn: state.turn, date: '', phase: state.phase },
    state: JSON.parse(JSON.stringify(state)) as unknown,
    events: [],
    commands,
    hash: hashState(state),
  };
}

function base() {
  return { label: 'A', confederate: 'historical', federal: 'historical', options: { erratumRow6: true }, dataPack: null };
}
