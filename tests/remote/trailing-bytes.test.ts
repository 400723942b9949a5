import { describe, expect, it } from 'vitest';
import { decodeMessage, encodeMessage, MalformedCode } from '../../src/remote/protocol';
import { makeBot } from '../../src/ai/registry';
import { gameData } from '../helpers';
import { beforeAllOrFail, playRemote } from './harness';

// Issue 33.5: a turn code with bytes appended after its packed message was read as the same
// message (the unpacking stops at the stream's end); one message has one code, anything after
// its end is refused by name.

let turnCode = '';
// A game that cannot be recorded (a change that breaks honest play) fails every case below by name.
beforeAllOrFail(() => {
  playRemote(gameData(), {
    scenario: 'weak-beginning',
    hostSide: 'federal',
    seed: 'trailing',
    bots: { federal: makeBot('random', 'f'), confederate: makeBot('random', 'c') },
    until: (g) => {
      const turn = g.codes.find((x) => x.seq >= 2);
      if (turn) turnCode = turn.code;
      return !!turn;
    },
  });
});

const bytesOf = (code: string) => Buffer.from(code.slice(4), 'base64url');
const codeOf = (bytes: Uint8Array) => `SD1.${Buffer.from(bytes).toString('base64url')}`;

describe('a code holds its message and nothing after it', () => {
  it("the honest turn code reads, and is its message's one code", () => {
    const m = decodeMessage(turnCode);
    expect(m.body.kind).toBe('turn');
    expect(encodeMessage(m)).toBe(turnCode);
  });

  it('bytes appended after the packed message are refused by name', () => {
    for (const extra of [[0], [0, 0, 0], [0x41, 0x42, 0x43, 0x44, 0x45, 0x46, 0x47], Array(1000).fill(7)]) {
      const code = codeOf(Buffer.concat([bytesOf(turnCode), Buffer.from(extra)]));
      expect(() => decodeMessage(code)).toThrow(MalformedCode);
      expect(() => decodeMessage(code)).toThrow('it has bytes after the end of its packed message');
    }
  });

  it('characters appended to the text, or a last character with spare bits set, are refused by name', () => {
    // Four characters are three more bytes; the last character of a code may carry bits no byte uses.
    expect(() => decodeMessage(`${turnCode}AAAA`)).toThrow(/bytes after the end of its packed message/);
    const last = turnCode.at(-1)!;
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const spare = bytesOf(turnCode).length % 3;
    expect(spare).toBeGreaterThan(0); // (the seed gives such a code)
    {
      const other = alphabet[alphabet.indexOf(last) ^ 1]!;
      const edited = turnCode.slice(0, -1) + other;
      expect(bytesOf(edited)).toEqual(bytesOf(turnCode));
      expect(() => decodeMessage(edited)).toThrow('it has characters after the end of its packed bytes');
    }
  });
});
