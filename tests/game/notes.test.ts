// A side's private notepad (issue 34.3): kept in that side's own save (a remote side's client
// save; in hot-seat inside that side's sealed part; in solitaire the save file), bounded, read as
// outside input, and never in a message to the other player.

import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { RemoteClient, RemoteSaveSchema } from '../../src/remote/client';
import { NOTES_MAX } from '../../src/game/notes';
import { seededHex } from '../remote/harness';

const data = gameData();

describe("a side's private notepad", () => {
  it("is kept in the side's save and comes back with it, and is never in a message", () => {
    const host = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'confederate' }, { randomHex: seededHex('notes:h') });
    const secret = 'Sumter to C19, then Cienfuegos — do not tell the Federal';
    expect(host.setNotes(secret)).toBe(true);
    const back = RemoteClient.fromJSON(data, JSON.parse(JSON.stringify(host.toJSON())));
    expect(back.notes).toBe(secret);
    // The invitation went out before the note; the next message is written after it: neither holds it.
    const guest = RemoteClient.join(data, host.lastCode!, { randomHex: seededHex('notes:g') });
    expect(guest.setNotes("the Federal's own plan")).toBe(true);
    const r = host.receive(guest.lastCode!);
    expect(r.ok).toBe(true);
    if (host.status() === 'send') host.send();
    for (const code of [host.lastCode!, guest.lastCode!]) {
      expect(code).not.toContain('Cienfuegos');
      expect(Buffer.from(code.slice(4), 'base64url').toString('latin1')).not.toContain('Cienfuegos');
    }
    expect(host.notes).toBe(secret);
    expect(guest.notes).toBe("the Federal's own plan");
  });

  it('is bounded: a longer text is refused and nothing kept; a save holding one is refused by its schema', () => {
    const c = RemoteClient.host(data, { scenario: 'weak-beginning', side: 'federal' }, { randomHex: seededHex('notes:b') });
    expect(c.setNotes('x'.repeat(NOTES_MAX))).toBe(true);
    expect(c.setNotes('y'.repeat(NOTES_MAX + 1))).toBe(false);
    expect(c.notes).toBe('x'.repeat(NOTES_MAX));
    const save = { ...c.toJSON(), notes: 'z'.repeat(NOTES_MAX + 1) };
    expect(RemoteSaveSchema.safeParse(save).success).toBe(false);
    expect(RemoteSaveSchema.safeParse({ ...c.toJSON(), notes: 42 }).success).toBe(false);
    // A save from before notepads (no field) still loads, with an empty notepad.
    const { notes: _gone, ...old } = c.toJSON();
    expect(RemoteClient.fromJSON(data, old).notes).toBe('');
  });
});
