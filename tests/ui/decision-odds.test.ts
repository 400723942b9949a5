// Issue 35.5: the % on a decision's button is always the chooser's own chance, in words. Before,
// "Search for it 17%" was the Federal's chance while "Engage 89%" was the raider's chance to escape.
import { describe, expect, it } from 'vitest';
import { actorOdds } from '../../src/ui/panels/decision';
import type { PendingDecision } from '../../src/engine/index';

const avoid = (raider: 'escape' | 'fight') =>
  ({
    side: 'federal',
    kind: 'avoid',
    options: ['engage', 'avoid'],
    detail: { ship: 'alabama', area: 'C12', foe: ['kearsarge'], choice: raider, raiderGunnery: 5 },
  }) as unknown as PendingDecision;
const spotted = {
  side: 'confederate',
  kind: 'spotted',
  options: ['fight', 'escape'],
  detail: { ship: 'alabama', area: 'C12', foe: ['kearsarge'], eces: false, foeGunnery: 3, foeSpeed: 11 },
} as unknown as PendingDecision;
const search = {
  side: 'federal',
  kind: 'search',
  options: ['search', 'pass'],
  detail: { ship: 'alabama', area: 'C12', searchers: [['kearsarge']] },
} as unknown as PendingDecision;

describe("35.5: a decision's odds are the chooser's", () => {
  it("turns the raider's chance to escape into the Federal's chance to catch it when engaging", () => {
    const o = actorOdds(avoid('escape'), 'engage', { rule: '6.21', what: 'the raider escapes', chance: 0.89 })!;
    expect(o.chance).toBeCloseTo(0.11, 12);
    expect(o.short).toBe('to catch it');
    expect(o.long).toMatch(/fails to escape/);
  });

  it("turns the raider's chance to win into the Federal's chance to sink it when engaging a raider that fights", () => {
    const o = actorOdds(avoid('fight'), 'engage', {
      rule: '8.12',
      what: 'the raider sinks the Federal unit before it is sunk, fighting to the end',
      chance: 0.3,
    })!;
    expect(o.chance).toBeCloseTo(0.7, 12);
    expect(o.short).toBe('to sink it');
  });

  it("keeps the chances that are already the chooser's", () => {
    expect(actorOdds(search, 'search', { rule: '6.11', what: 'the search spots the raider', chance: 0.17 })).toMatchObject({
      chance: 0.17,
      short: 'to spot it',
    });
    expect(actorOdds(spotted, 'escape', { rule: '6.21', what: 'the raider escapes', chance: 0.5 })).toMatchObject({ chance: 0.5, short: 'to escape' });
    expect(actorOdds(spotted, 'fight', { rule: '8.12', what: 'x', chance: 0.4 })).toMatchObject({ chance: 0.4, short: 'to win' });
    expect(actorOdds(avoid('fight'), 'avoid', { rule: '6.21', what: 'the Federal ship escapes', chance: 0.6 })).toMatchObject({
      chance: 0.6,
      short: 'to get away',
    });
    expect(actorOdds(avoid('escape'), 'avoid', { rule: '6.13', what: 'both sides part without a fight', chance: 1 })).toMatchObject({
      chance: 1,
      short: 'no fight',
    });
    expect(actorOdds(search, 'pass', undefined)).toBeNull();
  });
});
