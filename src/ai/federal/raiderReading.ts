import type { GameData } from '../../data/gameData';
import type { Command, PublicState } from '../../engine/index';
import { mapGraph } from '../common/mapGraph';
import type { RaiderForecast } from '../models/raiderForecast';

// Does the raider player read the Federal patrols? A mixed strategy (FederalParams.mixed) keeps
// the searches from being worked out in advance, which a raider that predicts the Federal moves
// (the bold raider, or a person who has learnt the AI's habits) would exploit; against a raider
// that does not, it only costs searches in worse areas. So the Federal keeps score from what
// is public: where each raider stands when the next turn begins (4.0) against where its own
// searchers ended their movement (3.0 phase 3). A raider that does not read the patrols ends
// its turn on a searcher's station about as often as the Federal's forecast of its routes had
// it pass there; one that reads them seldom does.

/**
 * The score starts as if two endings on a station had been forecast and seen: a raider is taken
 * not to read the patrols until it shows that it does. (Starting from a reader cost the Federal
 * against every raider that is not one; against the bold raider, which does, it did no better:
 * docs/ai.md, Round 5.)
 */
const PRIOR_EXPECTED = 2;
const PRIOR_OBSERVED = 2;
/** Ratios of observed to expected endings on a station: a raider that does not read, one that does. */
const NAIVE = 0.85;
const READER = 0.55;

export class RaiderReading {
  /** Expected and observed endings on a station, over the game. */
  private expected = PRIOR_EXPECTED;
  private observed = PRIOR_OBSERVED;
  /** Last movement's stations and forecast, kept for the next turn's look (one turn only). */
  private last: { turn: number; station: Uint8Array; raiders: { id: string; from: string; port: string | null; share: number }[] } | null = null;

  /**
   * After the Federal's own movement: the areas its searching ships end in and, for each raider,
   * the share of its forecast passage (chance of entering, summed) that falls on those areas.
   */
  noteMovement(data: GameData, s: PublicState, forecast: readonly RaiderForecast[], moves: readonly Command[]): void {
    const g = mapGraph(data);
    const station = new Uint8Array(g.n);
    const gone = new Set<string>();
    for (const c of moves) {
      if (c.type === 'moveShip') station[g.index.get(c.path.at(-1)!)!] = 1;
      if (c.type === 'moveShip' || c.type === 'enterCse' || c.type === 'joinBlockade') gone.add(c.ship);
    }
    for (const f of Object.values(s.federal)) {
      // Ships that stay where they are search there too (6.1); blockaders do not (7.23).
      if (f.where === 'map' && f.inUse && f.area && !f.blockading && !gone.has(f.id)) station[g.index.get(f.area)!] = 1;
    }
    const raiders: { id: string; from: string; port: string | null; share: number }[] = [];
    for (const r of forecast) {
      const c = s.confederate[r.id];
      if (!c?.area) continue;
      let on = 0,
        all = 0;
      for (let a = 0; a < g.n; a++) {
        all += r.enter[a]!;
        if (station[a]) on += r.enter[a]!;
      }
      if (all > 0) raiders.push({ id: r.id, from: c.area, port: c.port, share: on / all });
    }
    this.last = { turn: s.turn, station, raiders };
  }

  /** At the next turn: each raider that sailed last turn ended where it now stands. */
  learn(data: GameData, s: PublicState): void {
    const last = this.last;
    if (!last || last.turn !== s.turn - 1) return;
    this.last = null;
    const g = mapGraph(data);
    for (const r of last.raiders) {
      const c = s.confederate[r.id];
      if (!c || c.status !== 'inPlay' || !c.area) continue; // sunk or interned: no clean reading
      if (c.area === r.from && c.port === r.port) continue; // it did not sail (or came back): nothing to read
      this.expected += r.share;
      if (last.station[g.index.get(c.area)!]) this.observed += 1;
    }
  }

  /**
   * How far the raiders seem to read the patrols, 0 (not at all) to 1. Measured over whole
   * Campaign games against the bold Federal, raiders that do not read the patrols end on a
   * station 0.9 (cautious, historical) to 1.3 times (random) as often as forecast, the bold
   * raider, which predicts the Federal moves, 0.47 times: below NAIVE the raiders count as
   * readers in part, at READER and below in full.
   */
  reading(): number {
    const ratio = this.observed / this.expected;
    return Math.max(0, Math.min(1, (NAIVE - ratio) / (NAIVE - READER)));
  }

  /** Observed and expected endings on a station so far (for tests and tuning). */
  tally(): { observed: number; expected: number } {
    return { observed: this.observed - PRIOR_OBSERVED, expected: this.expected - PRIOR_EXPECTED };
  }
}
