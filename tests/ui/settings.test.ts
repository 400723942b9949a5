// Issue 35.4: the stored settings are hostile input (anything odd gives the defaults, a bad
// field its own default), and the sounds new log events call for.
import { describe, expect, it } from 'vitest';
import { DEFAULTS, parseSettings } from '../../src/ui/settings';
import { soundOf } from '../../src/ui/soundOf';
import type { GameEvent } from '../../src/engine/index';

describe('35.4: stored settings', () => {
  it('reads a good value as written', () => {
    const good = { v: 1, speed: 'fast', animations: 'off', scheme: 'high-contrast', textSize: 'larger', sounds: true };
    expect(parseSettings(JSON.stringify(good))).toEqual(good);
  });

  it('gives the defaults for a missing, malformed, oversized, foreign or other-version value', () => {
    const hostile = [
      null,
      '',
      'not json',
      '[]',
      'null',
      '1',
      '"x"',
      '{"v":2,"speed":"fast"}',
      '{"speed":"fast"}',
      '{"v":"1"}',
      JSON.stringify({ v: 1, speed: 'fast', pad: 'x'.repeat(5000) }),
      '{'.repeat(100_000),
    ];
    for (const raw of hostile) expect(parseSettings(raw), String(raw).slice(0, 30)).toEqual(DEFAULTS);
  });

  it('gives a bad field its own default and keeps the good ones; unknown keys are dropped', () => {
    const s = parseSettings(
      JSON.stringify({
        v: 1,
        speed: 'warp',
        animations: 'off',
        scheme: { __proto__: 'high-contrast' },
        textSize: 'LARGE',
        sounds: 'yes',
        extra: '<img src=x>',
        __proto__: { polluted: true },
      }),
    );
    expect(s).toEqual({ ...DEFAULTS, animations: 'off' });
    expect(Object.keys(s).sort()).toEqual(Object.keys(DEFAULTS).sort());
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });
});

describe('35.4: the sound of new events', () => {
  const ev = (kind: string, text = '', dice?: number[]): GameEvent => ({ turn: 1, phase: 'confederateActivity', rule: '6.11', kind, text, dice });
  it('is the gravest: a sinking, then a hit, then a die; none without dice', () => {
    expect(soundOf([ev('move', 'enters C16')])).toBeNull();
    expect(soundOf([ev('raid', 'raid', [4])])).toBe('die');
    expect(soundOf([ev('fire', 'segment 1: the raider rolls 2: 0 damage; the Federal unit (gunnery 3) rolls 1: 0 damage to the Alabama (0/6)', [2, 1])])).toBe(
      'die',
    );
    expect(
      soundOf([
        ev('raid', 'raid', [4]),
        ev('fire', 'segment 1: the raider rolls 5: 2 damage to the Kearsarge; the Federal unit (gunnery 3) rolls 1: 0 damage to the Alabama (0/6)', [5, 1]),
      ]),
    ).toBe('hit');
    expect(soundOf([ev('fire', 'x: 1 damage', [6]), ev('sunk', 'the Alabama is sunk')])).toBe('sinking');
  });
});
