import type { GameData } from '../data/gameData';
import type { PublicState } from './view';
import type { PendingDecision } from './activityState';
import { combatResult, escapeResult, searchResult } from './rules/tables';
import { confederateSpeed } from './rules/allowance';
import { spotRule } from './rules/search';
import { faceShare } from './rules/explain';

// The options of a pending Activity Phase decision (6.1, 6.13, 7.21, 4.51), each with its odds
// read off the printed tables (or a rule variant's roll, by the game's options): the same rules the
// engine rolls by, counted over the six faces of the die. Only what the deciding side sees goes in
// (the decision's own detail and the view).

export interface DecisionOdds {
  /** The rule whose table gives the chance. */
  rule: string;
  /** What the chance is of, in plain words. */
  what: string;
  /** 0..1. */
  chance: number;
}

export interface DecisionOption {
  choice: string;
  odds?: DecisionOdds;
  /** 4.51: for a damage pick, whether the ship would sink (8.13). */
  sinks?: boolean;
}

const FACES = [1, 2, 3, 4, 5, 6];

/** 6.11: one search by `units` Federal units spots, on the Search Table. */
export function spotChance(data: GameData, units: number): number {
  return faceShare((d) => searchResult(data, d, units));
}

/** 6.21: an escape at this speed differential succeeds; with Semmes' reroll (11.74) a failure is rolled again. */
export function escapeChanceOf(data: GameData, differential: number, reroll = false): number {
  const p = faceShare((d) => escapeResult(data, d, differential));
  return reroll ? 1 - (1 - p) * (1 - p) : p;
}

/**
 * 8.12, 8.13: the chance side A sinks side B before B sinks A, both firing each segment until
 * one is sunk (damage points each can still take: `aHits`, `bHits`). A segment in which neither
 * scores is fired again.
 */
export function fightChance(data: GameData, aGunnery: number, aHits: number, bGunnery: number, bHits: number): number {
  const dist = (g: number) => {
    const out: number[] = [];
    for (const d of FACES) {
      const x = combatResult(data, d, g);
      out[x] = (out[x] ?? 0) + 1 / 6;
    }
    for (let i = 0; i < out.length; i++) out[i] ??= 0;
    return out;
  };
  const toB = dist(aGunnery),
    toA = dist(bGunnery);
  const memo = new Map<number, number>();
  const win = (ah: number, bh: number): number => {
    if (ah <= 0) return 0;
    if (bh <= 0) return 1;
    const key = ah * 1000 + bh;
    const hit = memo.get(key);
    if (hit !== undefined) return hit;
    let stay = 0,
      v = 0;
    for (let x = 0; x < toA.length; x++)
      for (let y = 0; y < toB.length; y++) {
        const p = toA[x]! * toB[y]!;
        if (p === 0) continue;
        if (x === 0 && y === 0) {
          stay += p;
          continue;
        }
        if (x >= ah) continue; // A sinks, whatever it scored (8.13)
        if (y >= bh) {
          v += p;
          continue;
        }
        v += p * win(ah - x, bh - y);
      }
    const out = stay >= 1 ? 0.5 : v / (1 - stay);
    memo.set(key, out);
    return out;
  };
  if (aGunnery <= 0 && bGunnery <= 0) return 0.5;
  return win(Math.max(0, aHits), Math.max(0, bHits));
}

/** What a rerolled die wins, by the table it is rolled on (11.74). */
const SEMMES_SUCCESS = {
  raid: 'the new raid die takes merchant marine points',
  escape: 'the new die escapes',
  blockade: 'the new die runs the blockade unharmed',
} as const;

export function decisionOptions(data: GameData, v: PublicState, p: PendingDecision): DecisionOption[] {
  // 11.74: the engine worked out the new die's chance when it asked.
  if (p.kind === 'semmes') {
    const what = SEMMES_SUCCESS[p.detail.roll];
    return p.options.map((choice) => (choice === 'reroll' ? { choice, odds: { rule: '11.74', what, chance: p.detail.chance } } : { choice }));
  }
  const d = p.detail;
  // What the question says of the foe (6.13, 7.21), else what the view shows of it.
  const facing = p.kind === 'spotted' || p.kind === 'runBlockade' ? p.detail : null;
  const squadron = p.kind === 'search' ? undefined : p.detail.squadron;
  const ours = squadron && squadron.length ? squadron : d.ship ? [d.ship] : [];
  const live = ours.filter((id) => v.confederate[id]?.status === 'inPlay');
  const raiderSpeed = live.length ? Math.min(...live.map((id) => confederateSpeed(data, v, id))) : 0;
  const raiderHits = live.reduce((n, id) => n + Math.max(0, data.confederate[id]!.defense - v.confederate[id]!.damage), 0);
  const raiderGunnery =
    p.kind === 'avoid' ? p.detail.raiderGunnery : live.reduce((n, id) => n + (v.confederate[id]!.commissioned ? data.confederate[id]!.gunnery : 0), 0);
  const foe = (p.kind === 'search' ? [] : p.detail.foe).filter((id) => v.federal[id] && v.federal[id]!.where !== 'sunk');
  const foeSpeed = facing ? facing.foeSpeed : foe.length ? Math.min(...foe.map((id) => Math.max(0, data.federal[id]!.movement - v.federal[id]!.damage))) : 0;
  const foeGunnery = facing ? facing.foeGunnery : foe.reduce((n, id) => n + data.federal[id]!.gunnery, 0);
  const foeHits = foe.reduce((n, id) => n + Math.max(0, data.federal[id]!.defense - v.federal[id]!.damage), 0);
  // 11.74: Semmes rerolls a failed escape once a turn, if his ship is in the raiding party.
  const semmes = v.semmes.status === 'aboard' && live.includes(v.semmes.ship) && !v.semmesRerollUsed;
  const fight = (): DecisionOdds | undefined =>
    facing?.eces || !foe.length
      ? undefined
      : {
          rule: '8.12',
          what: 'the raider sinks its foe before it is sunk, fighting to the end',
          chance: fightChance(data, raiderGunnery, raiderHits, foeGunnery, foeHits),
        };
  return p.options.map((choice): DecisionOption => {
    switch (p.kind) {
      case 'search':
        // 6.11's Search Table, or the variant's roll in force (the game's options).
        if (choice !== 'search') return { choice };
        {
          const rule = spotRule(v.options);
          return { choice, odds: { rule: rule.rule, what: 'the search spots the raider', chance: rule.chance(data, p.detail.searchers.length) } };
        }
      case 'spotted':
      case 'runBlockade':
        if (choice === 'escape')
          return { choice, odds: { rule: '6.21', what: 'the raider escapes', chance: escapeChanceOf(data, raiderSpeed - foeSpeed, semmes) } };
        if (choice === 'fight') {
          const odds = fight();
          return odds ? { choice, odds } : { choice };
        }
        return { choice };
      case 'avoid':
        // 6.13: both avoiding part without a roll; a Federal ship avoiding a raider that fights tries to escape it (6.21).
        if (choice === 'avoid')
          return {
            choice,
            odds:
              p.detail.choice === 'escape'
                ? { rule: '6.13', what: 'both sides part without a fight', chance: 1 }
                : { rule: '6.21', what: 'the Federal ship escapes', chance: escapeChanceOf(data, foeSpeed - raiderSpeed) },
          };
        if (p.detail.choice === 'escape')
          return { choice, odds: { rule: '6.21', what: 'the raider escapes', chance: escapeChanceOf(data, raiderSpeed - foeSpeed, semmes) } };
        {
          const odds = fight();
          return odds
            ? { choice, odds: { ...odds, what: 'the raider sinks the Federal unit before it is sunk, fighting to the end', chance: odds.chance } }
            : { choice };
        }
      case 'damage': {
        const f = v.federal[choice],
          c = v.confederate[choice];
        const left = f ? data.federal[choice]!.defense - f.damage : c ? data.confederate[choice]!.defense - c.damage : 0;
        return { choice, sinks: p.detail.damage >= left };
      }
    }
  });
}
