import { describe, expect, it } from 'vitest';
import { RemoteClient, type RemoteSave } from '../../src/remote/client';
import { RandomBot } from '../../src/ai/randomBot';
import { gameData } from '../helpers';
import { playRemote, seededHex } from './harness';

// A remote client's save (the browser keeps it in localforage; docs/remote-play.md) is read
// back with the game's own schemas (issue 32.2): the game state, its log, the commands waiting
// in the outbox and the reveals. A save edited or damaged into another shape is refused on
// load, naming the field, instead of loading as a game that waits for ever.

const data = gameData();

/** Both clients' saves part-way through a Weak Beginning: the Confederate's holds sealed records. */
function saves(): Record<'federal' | 'confederate', RemoteSave> {
  const g = playRemote(data, {
    scenario: 'weak-beginning',
    hostSide: 'federal',
    seed: 'save-shapes',
    bots: { federal: new RandomBot('fs'), confederate: new RandomBot('cs') },
    until: (g) => g.codes.length >= 9,
  });
  return { federal: JSON.parse(JSON.stringify(g.clients.federal.toJSON())), confederate: JSON.parse(JSON.stringify(g.clients.confederate.toJSON())) };
}
const load = (save: unknown) => RemoteClient.fromJSON(data, save, { randomHex: seededHex('save-load') });

describe("a remote save is read with the game's schemas", () => {
  const both = saves();

  it('a save mid-game loads back to the same client, through JSON', () => {
    for (const side of ['federal', 'confederate'] as const) {
      const save = both[side];
      expect(save.state).not.toBeNull();
      const c = load(save);
      expect(c.toJSON()).toEqual(save);
      expect(c.status()).toBe(load(structuredClone(save)).status());
    }
  });

  it('a save whose game state was edited into a string is refused by name, not loaded as waiting', () => {
    const edited = { ...both.federal, state: 'the game' };
    expect(() => load(edited)).toThrow(/^not a remote game save: state: /);
  });

  it('a save whose game state, log or commands have the wrong shape is refused, naming the field', () => {
    const f = both.federal;
    const shipId = Object.keys(f.state!.federal)[0]!;
    const cases: [string, (s: RemoteSave) => unknown][] = [
      ['state', (s) => ({ ...s, state: 42 })],
      ['state', (s) => ({ ...s, state: { ...s.state, phase: 'lunch' } })],
      ['state', (s) => ({ ...s, state: { ...s.state!, federal: { ...s.state!.federal, [shipId]: { ...s.state!.federal[shipId], damage: 'a lot' } } } })],
      ['state', (s) => ({ ...s, state: { ...s.state!, vp: null } })],
      ['events', (s) => ({ ...s, events: [...s.events, 'not an event'] })],
      ['outbox', (s) => ({ ...s, outbox: [{ type: 'sinkEverything', side: 'federal' }] })],
      ['outboxBase', (s) => ({ ...s, outboxBase: 'a string' })],
      ['sealBase', (s) => ({ ...s, sealBase: [] })],
      ['pending', (s) => ({ ...s, pending: { command: { type: 'endPhase' }, public: null, mine: true } })],
      ['revealRecords', (s) => ({ ...s, revealRecords: [{ ship: 'alabama' }] })],
    ];
    for (const [field, edit] of cases) expect(() => load(edit(structuredClone(f))), field).toThrow(new RegExp(`^not a remote game save: ${field}\\b`));
  });
});
