// The games the plot is fitted on and measured on (issue 31, point 3): AI-versus-AI games of every
// level and the random bot on the Confederate side, against every Federal level, in every
// scenario. At the Federal Movement Phase of each turn (3.0 phase 3, the moment the Federal AI
// plans by) the Federal VIEW is handed to a callback; when the turn's Activity Phase is over
// (4.12) the FULL state gives each raider's true area, which only this measuring script reads.
import { applyCommandInPlace, activeSide, newGame, SharedViews, type GameState, type GameView, type PublicState } from '../src/engine/index';
import type { GameData } from '../src/data/gameData';
import { makeBot } from '../src/ai/registry';

export const RAIDER_BOTS = ['cautious', 'historical', 'bold', 'random'] as const;
export const FEDERAL_BOTS = ['cautious', 'historical', 'bold'] as const;
export const SCENARIOS = ['campaign', 'weak-beginning', 'greyhounds-are-loose', 'cresting-tide', 'endgame'] as const;

export interface GameSpec {
  scenario: string;
  seed: string;
  conf: string;
  fed: string;
}

/** `games` games per (raider bot, Federal bot) pair, the scenarios in turn, seeds `${prefix}-${i}`. */
export function gameSpecs(prefix: string, games: number): GameSpec[] {
  const out: GameSpec[] = [];
  for (let i = 0; i < games; i++) {
    for (const conf of RAIDER_BOTS)
      for (const fed of FEDERAL_BOTS) {
        out.push({ scenario: SCENARIOS[(i + out.length) % SCENARIOS.length]!, seed: `${prefix}-${i}-${conf}-${fed}`, conf, fed });
      }
  }
  return out;
}

/** One raider at one Federal Movement Phase: what the callback made of the view, and where the raider truly ended. */
export interface Resolved<T> {
  ship: string;
  from: string;
  truth: string;
  made: T;
}

/**
 * Plays one game; at each turn's Federal Movement Phase `look` gets the Federal view and returns,
 * per raider, what it wants kept; after the Activity Phase each kept raider still in play is
 * resolved to the area it ended in. Raiders sunk or interned during the turn are dropped.
 */
export function playAndResolve<T>(data: GameData, spec: GameSpec, look: (v: GameView) => Map<string, T>, done: (r: Resolved<T>) => void): { lost: number } {
  const start = newGame(data, spec.scenario, spec.seed, {});
  let state: GameState = start.state;
  const bots = { confederate: makeBot(spec.conf, `${spec.seed}:c`), federal: makeBot(spec.fed, `${spec.seed}:f`) };
  const views = new SharedViews();
  let lookedTurn = -1;
  let pending: { from: Map<string, string>; made: Map<string, T> } | null = null;
  let lost = 0;
  const resolve = (s: PublicState) => {
    if (!pending) return;
    for (const [ship, made] of pending.made) {
      const c = s.confederate[ship];
      if (!c || c.status !== 'inPlay' || !c.area) {
        lost++;
        continue;
      }
      done({ ship, from: pending.from.get(ship)!, truth: c.area, made });
    }
    pending = null;
  };
  for (let n = 0; state.phase !== 'gameOver' && n < 50_000; n++) {
    if (state.phase === 'federalMovement' && lookedTurn !== state.turn) {
      lookedTurn = state.turn;
      const v = views.of(state, 'federal');
      const made = look(v);
      const from = new Map<string, string>();
      for (const ship of made.keys()) from.set(ship, state.confederate[ship]!.area!);
      pending = { from, made };
    }
    if (pending && (state.phase === 'endOfTurn' || state.phase === 'turnAdvance' || state.turn !== lookedTurn)) resolve(state);
    const side = activeSide(state);
    if (!side) break;
    const r = applyCommandInPlace(data, state, bots[side].next(data, views.of(state, side), side), true);
    if (!r.ok) throw new Error(`${spec.seed}: ${r.message}`);
    state = r.state;
  }
  resolve(state);
  return { lost };
}
