import type { GameState, Side } from '../../engine/index';
import { SIDE_NAME } from '../names';
import { duration } from './paceClock';

// Issue 46.2: online, a live decision left unanswered for a quarter of a paced move falls back to
// the standing orders. The deciding page keeps the time and, when it runs out, sends its own
// side's command leaving the decision to the standing orders: no one else may answer for a side,
// and the only one it could favour is the side that could as well have answered. A decider whose
// page is closed is bounded by the pace's clock of the move (the other player may then end the
// game as abandoned); the time of a decision starts again only when the page first sees it.
// Both pages show the time left; both logs say when the standing orders answered.

/** A live decision has this share of a paced move: 2.5 minutes at the live pace, 6 hours at a day a move. */
export const DECISION_SHARE = 4;

/** The seconds a live decision has at a pace of `paceSeconds` a move (null: no pace, no limit). */
export function decisionSeconds(paceSeconds: number | null): number | null {
  return paceSeconds === null || !Number.isFinite(paceSeconds) || paceSeconds <= 0 ? null : Math.ceil(paceSeconds / DECISION_SHARE);
}

/** The decision the Activity Phase waits for, named so that the next one has another name. */
export interface LiveAsk {
  key: string;
  side: Side;
}

export function liveAsk(s: GameState | null): LiveAsk | null {
  const p = s?.activity?.pending;
  if (!s || !p) return null;
  return { key: `${s.turn}:${s.phase}:${s.activity!.answered ?? 0}:${p.side}:${p.kind}:${p.detail.ship}`, side: p.side };
}

/** Since when this page has seen a decision (kept with the game, so a reload does not start it again). */
export interface DecisionSince {
  key: string;
  at: number;
}

export interface DecisionHooks {
  side: Side;
  /** The game as this side holds it. */
  state(): GameState | null;
  /** Whether this side may play now (its decision is not already sent and waiting). */
  mayPlay(): boolean;
  /** The seconds of a move at the game's pace (null: no pace, or not known yet). */
  paceSeconds(): number | null;
  since(): DecisionSince | null;
  keep(since: DecisionSince): void;
  /** Sends this side's command leaving the decision to the standing orders; resolves true once sent. */
  lapse(): Promise<boolean>;
  now(): number;
}

export class DecisionClock {
  /** The decision whose lapse was sent (once a decision). */
  private lapsed: string | null = null;
  private sending = false;

  constructor(private readonly hooks: DecisionHooks) {}

  /** Looks at the game (each second): starts a new decision's time, and sends the lapse of this side's once it is up. */
  tick(): void {
    const ask = liveAsk(this.hooks.state());
    const limit = decisionSeconds(this.hooks.paceSeconds());
    if (!ask || limit === null) return;
    const since = this.since(ask);
    if (ask.side !== this.hooks.side || this.lapsed === ask.key || this.sending || !this.hooks.mayPlay()) return;
    if (this.hooks.now() - since.at < limit * 1000) return;
    this.sending = true;
    void this.hooks
      .lapse()
      .then((sent) => {
        if (sent) this.lapsed = ask.key;
      })
      .catch(() => undefined)
      .finally(() => {
        this.sending = false;
      });
  }

  /** What the screen says of the decision under way: a sentence and a short badge (null: none live, or no pace). */
  shown(): { line: string; badge: string } | null {
    const ask = liveAsk(this.hooks.state());
    const limit = decisionSeconds(this.hooks.paceSeconds());
    if (!ask || limit === null) return null;
    const left = this.since(ask).at + limit * 1000 - this.hooks.now();
    const mine = ask.side === this.hooks.side;
    const who = mine ? 'Your decision' : `The ${SIDE_NAME[ask.side]}'s decision`;
    const orders = mine ? 'your standing orders' : 'their standing orders';
    return left > 0
      ? { line: `${who}: ${orders} answer in ${duration(left)}.`, badge: `${mine ? 'You' : SIDE_NAME[ask.side]}: decide in ${duration(left)}` }
      : { line: `${who}: the time is up; ${orders} answer.`, badge: `${mine ? 'You' : SIDE_NAME[ask.side]}: standing orders` };
  }

  private since(ask: LiveAsk): DecisionSince {
    const kept = this.hooks.since();
    if (kept && kept.key === ask.key && Number.isFinite(kept.at) && kept.at <= this.hooks.now()) return kept;
    const fresh = { key: ask.key, at: this.hooks.now() };
    this.hooks.keep(fresh);
    return fresh;
  }
}
