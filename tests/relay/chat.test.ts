// The players' chat on the relay (issue 34.3; docs/relay.md, "Chat"), on each database: lines
// sealed end to end in the browser (src/remote/chat.ts) are stored as IV and ciphertext only,
// read back by either seat and opened with the link's key; a line moved to another seat,
// number or game fails its check; the size, the order, a seat's rate, a game's count and the
// capabilities are refused by name; the database and the log hold no chat text and no token.

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AddressInfo } from 'node:net';
import { createRelayServer, type RelayServer } from '../../src/relay/server';
import type { CreatedGame } from '../../src/relay/api';
import { CHAT_MAX_CHARS } from '../../src/relay/chatApi';
import { ChatLink, ChatRate, ChatRefused, checkText, newChatKey, openLine, sealLine } from '../../src/remote/chat';
import { backends, type Backend, TEST_LIMITS } from './backends';

const SECRET = 'Meet me off Cape Hatteras, the Sumter sails at dawn';

for (const b of backends) {
  describe.skipIf(b.skip)(`the chat on the relay, ${b.name}`, () => {
    let backend: Backend;
    let relay: RelayServer;
    let base = '';
    const log: string[] = [];
    let g: CreatedGame;
    const key = newChatKey();

    beforeAll(async () => {
      backend = b.make();
      relay = await createRelayServer({ ...backend.options(), log: (l) => log.push(l), limits: { ...TEST_LIMITS, chatPerMinute: 6, maxChatPerGame: 8 } });
      await relay.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(relay.app.server.address() as AddressInfo).port}/relay/v1/`;
      g = (await (await fetch(`${base}games`, { method: 'POST' })).json()) as CreatedGame;
    });
    afterAll(async () => {
      await relay?.close();
      backend?.cleanup();
    });

    const raw = async (path: string, token: string | null, body?: unknown) => {
      const headers: Record<string, string> = {};
      if (token) headers.authorization = `Bearer ${token}`;
      if (body !== undefined) headers['content-type'] = 'application/json';
      const r = await fetch(base + path, { method: body === undefined ? 'GET' : 'POST', headers, body: body === undefined ? undefined : JSON.stringify(body) });
      return { status: r.status, body: (await r.json()) as Record<string, unknown> };
    };

    it('carries sealed lines both ways; each seat reads both seats and opens them with the key; the database holds no text', async () => {
      const host = new ChatLink(base, g.game, g.host);
      const guest = new ChatLink(base, g.game, g.guest);
      expect(await host.post(await sealLine(key, g.game, 'host', 0, { text: SECRET, at: 1000 }))).toEqual({ stored: true, duplicate: false });
      expect(await guest.post(await sealLine(key, g.game, 'guest', 0, { text: 'Aye: the Powhatan waits at C11', at: 2000 }))).toMatchObject({
        duplicate: false,
      });
      const r = await guest.read({ host: -1, guest: -1 });
      expect(r.seat).toBe('guest');
      expect(r.lines.map((l) => [l.seat, l.n])).toEqual([
        ['host', 0],
        ['guest', 0],
      ]);
      expect(await openLine(key, g.game, r.lines[0]!)).toEqual({ text: SECRET, at: 1000 });
      // The cursors: only what comes after each seat's number.
      expect((await host.read({ host: 0, guest: -1 })).lines.map((l) => l.seat)).toEqual(['guest']);
      expect((await host.read({ host: 0, guest: 0 })).lines).toEqual([]);

      // This game's lines (a shared server holds other runs' games), then every line for the words.
      const db = (await relay.mailboxes()).db;
      expect(await db.query('SELECT * FROM relay_chat WHERE game = $1', [g.game])).toHaveLength(2);
      const text = JSON.stringify(await db.query('SELECT * FROM relay_chat'));
      for (const word of ['Hatteras', 'Sumter', 'Powhatan', key, g.host, g.guest]) expect(text).not.toContain(word);
      const all = JSON.stringify(await (await relay.mailboxes()).db.query('SELECT * FROM relay_games'));
      expect(all).not.toContain(key);
    });

    it('a line moved to another seat, number or game, edited, or opened with another key fails its check', async () => {
      const line = { seat: 'host' as const, ...(await sealLine(key, g.game, 'host', 5, { text: 'x', at: 1 })) };
      await expect(openLine(key, g.game, line)).resolves.toEqual({ text: 'x', at: 1 });
      for (const bad of [
        { ...line, seat: 'guest' as const },
        { ...line, n: 6 },
        { ...line, ct: (line.ct[0] === 'A' ? 'B' : 'A') + line.ct.slice(1) },
      ])
        await expect(openLine(key, g.game, bad)).rejects.toMatchObject({ code: 'chatCheckFailed' });
      await expect(openLine(key, 'f'.repeat(32), line)).rejects.toMatchObject({ code: 'chatCheckFailed' });
      await expect(openLine(newChatKey(), g.game, line)).rejects.toBeInstanceOf(ChatRefused);
    });

    it('refuses by name: no or a wrong capability, a bad shape, a line too large, a number reused or going back', async () => {
      const ok = await sealLine(key, g.game, 'host', 1, { text: 'hello', at: 3 });
      expect(await raw(`games/${g.game}/chat`, null, ok)).toMatchObject({ status: 401, body: { error: 'missingCapability' } });
      expect(await raw(`games/${g.game}/chat`, 'A'.repeat(43), ok)).toMatchObject({ status: 403, body: { error: 'wrongCapability' } });
      expect(await raw(`games/${g.game}/chat?host=-1&guest=-1`, 'A'.repeat(43))).toMatchObject({ status: 403 });
      expect(await raw(`games/${g.game}/chat?host=x`, g.host)).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      expect(await raw(`games/${g.game}/chat`, g.host, { ...ok, iv: 'short' })).toMatchObject({ status: 400, body: { error: 'badRequest' } });
      expect(await raw(`games/${g.game}/chat`, g.host, { ...ok, extra: 1 })).toMatchObject({ status: 400 });
      expect(await raw(`games/${g.game}/chat`, g.host, { ...ok, ct: 'A'.repeat(4401) })).toMatchObject({ status: 413, body: { error: 'tooLarge' } });
      expect(await raw(`games/${g.game}/chat`, g.host, ok)).toMatchObject({ status: 201 });
      expect(await raw(`games/${g.game}/chat`, g.host, ok)).toMatchObject({ status: 200, body: { duplicate: true } });
      const other = await sealLine(key, g.game, 'host', 1, { text: 'changed', at: 3 });
      expect(await raw(`games/${g.game}/chat`, g.host, other)).toMatchObject({ status: 409, body: { error: 'conflict' } });
      const back = await sealLine(key, g.game, 'host', 0, { text: 'back', at: 3 });
      expect(await raw(`games/${g.game}/chat`, g.host, { ...back, iv: other.iv })).toMatchObject({ status: 409 });
      // The longest line a player may write fits under the relay's bound, whatever its characters.
      const longest = await sealLine(key, g.game, 'host', 2, { text: '\u{10FFFF}'.repeat(CHAT_MAX_CHARS / 2), at: Date.now() });
      expect(longest.ct.length).toBeLessThanOrEqual(4400);
      const cjk = await sealLine(key, g.game, 'host', 2, { text: '海'.repeat(CHAT_MAX_CHARS), at: Date.now() });
      expect(cjk.ct.length).toBeLessThanOrEqual(4400);
      expect(await raw(`games/${g.game}/chat`, g.host, cjk)).toMatchObject({ status: 201 });
    });

    it("bounds a seat's rate and a game's lines, in the database", async () => {
      // Host has posted 3 lines this minute (limit 6): three more pass, the next is refused.
      for (const n of [3, 4, 5])
        expect((await raw(`games/${g.game}/chat`, g.host, await sealLine(key, g.game, 'host', n, { text: 'r', at: n }))).status).toBe(201);
      expect(await raw(`games/${g.game}/chat`, g.host, await sealLine(key, g.game, 'host', 6, { text: 'r', at: 6 }))).toMatchObject({
        status: 429,
        body: { error: 'rateLimited' },
      });
      // The guest (1 line so far) reaches the game's 8 lines.
      expect((await raw(`games/${g.game}/chat`, g.guest, await sealLine(key, g.game, 'guest', 1, { text: 'r', at: 1 }))).status).toBe(201);
      expect(await raw(`games/${g.game}/chat`, g.guest, await sealLine(key, g.game, 'guest', 2, { text: 'r', at: 2 }))).toMatchObject({
        status: 413,
        body: { error: 'mailboxFull' },
      });
      // Chat counts in the game's storage.
      const [row] = await (await relay.mailboxes()).db.query<{ bytes: string }>('SELECT bytes FROM relay_games WHERE id = $1', [g.game]);
      expect(Number(row!.bytes)).toBeGreaterThan(8 * 16);
    });

    it("the relay's log names no token, no key and no line", () => {
      const text = log.join('\n');
      expect(text).toMatch(/relay POST \/relay\/v1\/games\/:game\/chat 201/);
      for (const s of [g.host, g.guest, key, 'Hatteras', g.game]) expect(text).not.toContain(s);
    });
  });
}

describe("the chat's own bounds, in the sender's browser", () => {
  it('refuses an empty or too long line and a burst past the rate, by name', () => {
    expect(() => checkText('   ')).toThrow(/nothing to send/);
    expect(checkText(` ${'a'.repeat(CHAT_MAX_CHARS)} `)).toHaveLength(CHAT_MAX_CHARS);
    expect(() => checkText('a'.repeat(CHAT_MAX_CHARS + 1))).toThrow(/too long: 1001 characters; a chat line is at most 1000/);
    const rate = new ChatRate(3, 1000, 0);
    for (let i = 0; i < 3; i++) rate.take(0);
    expect(() => rate.take(10)).toThrow(/too fast: wait 1 s/);
    rate.take(1000);
    expect(() => rate.take(1000)).toThrow(ChatRefused);
  });
});
