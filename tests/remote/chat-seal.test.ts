// The players' chat sealed end to end, without a relay (issue 34.3, docs/relay.md "Chat";
// src/remote/chat.ts): a line's text checked before sealing, opened only for its game, seat,
// number and key, the relay's answer checked by shape and size, and the sender's own rate.
// tests/relay/chat.test.ts plays it through a real relay (issue 44.7: this file pins the mutants
// of chat.ts within the mutation shard's tests).

import { describe, expect, it } from 'vitest';
import { CHAT_MAX_CHARS, CHAT_PAGE } from '../../src/relay/chatApi';
import { ChatLink, ChatRate, ChatRefused, checkText, newChatKey, openLine, sealLine } from '../../src/remote/chat';

const GAME = 'a'.repeat(32);
const refusal = async (p: Promise<unknown> | (() => unknown)) => {
  try {
    await (typeof p === 'function' ? p() : p);
  } catch (e) {
    return e instanceof ChatRefused ? [e.code, e.message] : ['not a ChatRefused', (e as Error).message];
  }
  return null;
};

describe("34.3: a line's text", () => {
  it('is sent trimmed; nothing, or more than the longest line, is refused by name', async () => {
    expect(checkText('  hello \n')).toBe('hello');
    expect(checkText('x'.repeat(CHAT_MAX_CHARS))).toHaveLength(CHAT_MAX_CHARS);
    expect(await refusal(() => checkText(' \n '))).toEqual(['empty', 'nothing to send']);
    expect(await refusal(() => checkText('x'.repeat(CHAT_MAX_CHARS + 1)))).toEqual([
      'tooLong',
      `too long: ${CHAT_MAX_CHARS + 1} characters; a chat line is at most ${CHAT_MAX_CHARS}`,
    ]);
  });
});

describe('34.3: a line sealed for its game, seat and number', () => {
  it('opens as written, with a halt notice when it carries one and no halt field otherwise', async () => {
    const key = newChatKey();
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const post = await sealLine(key, GAME, 'host', 3, { text: ' hail ', at: 1234 });
    expect(post.n).toBe(3);
    expect(post.iv).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect(await openLine(key, GAME, { ...post, seat: 'host' })).toStrictEqual({ text: 'hail', at: 1234 });
    const halt = { seq: 4, check: 'stateHash' as const, message: 'state check failed: the games differ' };
    const withHalt = await sealLine(key, GAME, 'guest', 0, { text: 'stopped', at: 0, halt });
    expect(await openLine(key, GAME, { ...withHalt, seat: 'guest' })).toStrictEqual({ text: 'stopped', at: 0, halt });
  });

  it('fails its check when moved to another seat, number or game, sealed under another key, or altered', async () => {
    const key = newChatKey();
    const post = await sealLine(key, GAME, 'host', 3, { text: 'hail', at: 1 });
    const line = { ...post, seat: 'host' as const };
    const ct = line.ct.slice(0, 5) + (line.ct[5] === 'A' ? 'B' : 'A') + line.ct.slice(6);
    for (const [k, g, l] of [
      [key, GAME, { ...line, seat: 'guest' as const }],
      [key, GAME, { ...line, n: 4 }],
      [key, 'b'.repeat(32), line],
      [newChatKey(), GAME, line],
      [key, GAME, { ...line, ct }],
    ] as const)
      expect(await refusal(openLine(k, g, l))).toEqual(['chatCheckFailed', `chat line ${l.n} failed its check (altered, or not sealed with this game's key)`]);
  });

  it('a key that is not 43 base64url characters is refused as such, sealing or opening', async () => {
    const post = await sealLine(newChatKey(), GAME, 'host', 0, { text: 'x', at: 1 });
    for (const bad of ['short', `${newChatKey()}x`, `${newChatKey().slice(1)}=`]) {
      expect(await refusal(sealLine(bad, GAME, 'host', 0, { text: 'x', at: 1 }))).toEqual(['badKey', 'the chat key is not 43 base64url characters']);
      expect(await refusal(openLine(bad, GAME, { ...post, seat: 'host' }))).toEqual(['badKey', 'the chat key is not 43 base64url characters']);
    }
  });

  it('a line that opens but holds no chat text is refused', async () => {
    const key = newChatKey();
    const post = await sealLine(key, GAME, 'host', 7, { text: 'x', at: -1 });
    expect(await refusal(openLine(key, GAME, { ...post, seat: 'host' }))).toEqual(['chatCheckFailed', 'chat line 7 holds no chat text']);
  });
});

describe("34.3: the chat's requests, and the relay's answer as outside input", () => {
  const calls: { url: string; init: RequestInit }[] = [];
  const answering =
    (body: unknown): typeof fetch =>
    async (url, init) => {
      calls.push({ url: String(url), init: init ?? {} });
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
    };
  const BASE = 'https://relay.example/relay/v1/';
  const line = { seat: 'guest', n: 2, iv: 'A'.repeat(16), ct: 'B'.repeat(24) };

  it("a post and a read: to the game's chat, with the seat's token, from the numbers already read", async () => {
    calls.length = 0;
    await new ChatLink(BASE, GAME, 'tok', answering({ duplicate: false })).post({ n: 1, iv: 'i', ct: 'c' });
    expect(await new ChatLink(BASE, GAME, 'tok', answering({ seat: 'host', lines: [line] })).read({ host: 3, guest: 5 })).toEqual({
      seat: 'host',
      lines: [line],
    });
    expect(calls).toEqual([
      {
        url: `${BASE}games/${GAME}/chat`,
        init: { method: 'POST', headers: { authorization: 'Bearer tok', 'content-type': 'application/json' }, body: '{"n":1,"iv":"i","ct":"c"}' },
      },
      { url: `${BASE}games/${GAME}/chat?host=3&guest=5`, init: { headers: { authorization: 'Bearer tok' } } },
    ]);
  });

  it('an answer of another shape, a malformed line or more than a page of lines is refused', async () => {
    const lines = Array.from({ length: CHAT_PAGE }, (_, n) => ({ ...line, n }));
    expect((await new ChatLink(BASE, GAME, 'tok', answering({ seat: 'host', lines })).read({ host: 0, guest: 0 })).lines).toHaveLength(CHAT_PAGE);
    for (const body of [
      null,
      { seat: 'nobody', lines: [] },
      { seat: 'host', lines: [{ ...line, seat: 'x' }] },
      { seat: 'host', lines: [{ ...line, n: -1 }] },
      { seat: 'host', lines: [{ ...line, n: 1.5 }] },
      { seat: 'host', lines: [{ ...line, iv: 'A'.repeat(15) }] },
      { seat: 'host', lines: [{ ...line, ct: 'B'.repeat(23) }] },
      { seat: 'host', lines: [...lines, line] },
    ])
      expect(await refusal(new ChatLink(BASE, GAME, 'tok', answering(body)).read({ host: 0, guest: 0 }))).toEqual([
        'chatCheckFailed',
        'the relay answered the chat with something else',
      ]);
  });
});

describe("34.3: the sender's own rate", () => {
  it('a burst, then one line every interval; the wait is named in whole seconds', async () => {
    const rate = new ChatRate(2, 3000, 0);
    rate.take(0);
    rate.take(0);
    expect(await refusal(() => rate.take(0))).toEqual(['tooFast', 'too fast: wait 3 s before the next line']);
    expect(await refusal(() => rate.take(1500))).toEqual(['tooFast', 'too fast: wait 2 s before the next line']);
    rate.take(3000);
    expect(await refusal(() => rate.take(3000))).toEqual(['tooFast', 'too fast: wait 3 s before the next line']);
  });

  it('a long silence gives back no more than the burst', async () => {
    const rate = new ChatRate(2, 3000, 0);
    rate.take(1_000_000);
    rate.take(1_000_000);
    expect(await refusal(() => rate.take(1_000_000))).toEqual(['tooFast', 'too fast: wait 3 s before the next line']);
  });
});
