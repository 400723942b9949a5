// The victory screen says whether the player at the device won (issue 48.8; 12.15's levels):
// before, it gave the level ("Federal Minor Victory") and left the player to work out whose it was.
import { describe, expect, it } from 'vitest';
import { gameData } from '../helpers';
import { verdictForYou, winnerOf } from '../../src/ui/summary';
import type { GameView } from '../../src/engine/index';

const data = gameData();
const ended = (level: string) => ({ scenario: 'campaign', result: { level, net: 0, confederateVp: 0, federalVp: 0, turnsPlayed: 16 } }) as unknown as GameView;

describe('12.15: the victory screen names the winner for the player at the device (48.8)', () => {
  it('reads the side from the level’s place among the scenario’s bands', () => {
    const levels = data.scenarios.campaign!.victory.map((b) => b.level);
    expect(levels.map((l) => winnerOf(data, ended(l)))).toEqual(['confederate', 'confederate', null, 'federal', 'federal']);
  });
  it('says “You won” or “You lost” to one player, and who wins to two at one device', () => {
    const csaMinor = ended('Confederate Minor Victory');
    expect(verdictForYou(data, csaMinor, 'confederate')).toBe('You won, as the Confederate.');
    expect(verdictForYou(data, csaMinor, 'federal')).toBe('You lost, as the Federal.');
    expect(verdictForYou(data, csaMinor, null)).toBe('The Confederate player wins.');
    expect(verdictForYou(data, ended('Federal Major Victory'), 'federal')).toBe('You won, as the Federal.');
    expect(verdictForYou(data, ended('Draw'), 'federal')).toBe('A draw.');
  });
});
