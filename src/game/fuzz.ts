import type { GameData } from '../data/gameData';
import {
  apply,
  applyCommandInPlace,
  INTERNAL_ERROR,
  newGame,
  type Command,
  activeSide,
  view,
  invariants,
  type GameState,
  type Side,
  clonePlain,
  COMMAND_TYPES,
} from '../engine/index';
import { RandomBot } from '../ai/randomBot';
import { FederalOrdersBot } from '../ai/federalOrdersBot';
import { BotRandom } from '../ai/rng';
import { botSeats, turnOf } from './match';

// The fuzz (npm run fuzz, and a short run in CI): whole games of every scenario driven by the
// random-legal bot, with illegal and hostile commands mixed in — built-in object names as ids,
// unknown ids, wrong types, huge values, strings and lists, the wrong side, the wrong mode. After
// every command it checks that apply() neither threw nor reported an internal error, that a
// refusal left the state byte for byte as it was, that an accepted command kept every invariant
// (src/engine/invariants.ts), that a command which can never be legal was refused, and that each
// game ends within a bounded number of commands.

export interface FuzzOptions {
  /** Commands to apply in all (legal and hostile together). */
  commands: number;
  seed: string;
  scenarios: readonly string[];
  /** Share of commands that are the bot's legal choice; the rest are hostile or illegal. */
  legalShare?: number;
  /** A game still going after this many commands counts as one that can never end. */
  maxGameCommands?: number;
  /** Called now and then with the counts so far (progress on a terminal). */
  progress?: (c: FuzzCounts) => void;
}

export interface FuzzCounts {
  commands: number;
  games: number;
  gamesEnded: number;
  accepted: number;
  refused: number;
  legalOffered: number;
  hostileOffered: number;
  /** Refusals by code, to show the hostile commands reach many different checks. */
  refusalCodes: Record<string, number>;
  /** Hostile commands by kind. */
  kinds: Record<string, number>;
  failures: FuzzFailure[];
  /** Failures by kind (escape, internalError, stateChanged, invariant, mustRefuse, legalRefused, neverEnds). */
  failureCounts: Record<string, number>;
}

export interface FuzzFailure {
  kind: 'escape' | 'internalError' | 'stateChanged' | 'invariant' | 'mustRefuse' | 'legalRefused' | 'neverEnds';
  scenario: string;
  seed: string;
  commandIndex: number;
  command: string;
  detail: string;
}

const PROTO_NAMES = [
  '__proto__',
  'constructor',
  'toString',
  'hasOwnProperty',
  'valueOf',
  'isPrototypeOf',
  '__defineGetter__',
  'propertyIsEnumerable',
  'toLocaleString',
];
const SALT = '0123456789abcdef0123456789abcdef';
const STANDING = { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } };

/** One hostile or illegal command, and whether no state could ever accept it. */
interface Hostile {
  kind: string;
  command: unknown;
  mustRefuse: boolean;
}

class HostileMaker {
  constructor(
    private readonly rng: BotRandom,
    private readonly data: GameData,
  ) {}

  private fedShip(): string {
    return this.rng.pick(Object.keys(this.data.federal));
  }
  private conShip(): string {
    return this.rng.pick(Object.keys(this.data.confederate));
  }
  private area(): string {
    return this.rng.pick(this.data.areaIds);
  }
  private side(): Side {
    return this.rng.chance(0.5) ? 'federal' : 'confederate';
  }

  /** A command of `type` with `id` in every id slot (ship, target, lists, records, commitments, choice). */
  private withId(state: GameState, type: Command['type'], id: string, areaId = this.area()): unknown {
    const r = this.rng;
    switch (type) {
      case 'selectShip':
      case 'unselectShip':
      case 'cancelDeclaration':
      case 'enterCse':
        return { type, side: 'federal', ship: id };
      case 'declareBlockade':
      case 'joinBlockade':
        return this.rng.chance(0.5) ? { type, side: 'federal', ship: id, target: this.conShip() } : { type, side: 'federal', ship: this.fedShip(), target: id };
      case 'moveShip':
        return { type, side: 'federal', ship: id, path: [areaId] };
      case 'formSquadron':
        return { type, side: 'federal', ships: this.rng.chance(0.5) ? [id] : [this.fedShip(), id] };
      case 'federalOrders':
        return {
          type,
          side: 'federal',
          orders: { noSearch: r.chance(0.5) ? [id] : [this.fedShip(), id], avoidWhenOutgunned: r.chance(0.5), fireAt: 'biggestGuns' },
        };
      case 'placeSemmes':
        return { type, side: 'confederate', ship: id };
      case 'sealRecords':
        return { type, side: 'confederate', salt: SALT, records: [{ ship: id, steps: [{ op: 'move', to: areaId }], standing: STANDING }] };
      case 'sealCommitments':
        return { type, side: 'confederate', commitments: [{ ship: id, commitment: 'a'.repeat(64) }], open: [] };
      default:
        return { type: 'decide', side: r.chance(0.8) ? (activeSide(state) ?? 'federal') : this.side(), choice: id };
    }
  }

  make(state: GameState, legal: Command | null): Hostile {
    const r = this.rng;
    // Mostly commands of the side to act, so they reach the rules rather than stop at 3.0's turn check.
    const fedTypes: Command['type'][] = [
      'selectShip',
      'unselectShip',
      'declareBlockade',
      'cancelDeclaration',
      'moveShip',
      'enterCse',
      'formSquadron',
      'joinBlockade',
      'federalOrders',
      'decide',
    ];
    const conTypes: Command['type'][] = ['placeSemmes', 'sealRecords', 'sealCommitments', 'decide'];
    const active = activeSide(state);
    const idTypes = r.chance(0.2) ? [...fedTypes, ...conTypes] : active === 'confederate' ? conTypes : fedTypes;
    switch (r.int(11)) {
      case 0: // a built-in object name wherever an id goes
        return { kind: 'protoName', command: this.withId(state, r.pick(idTypes), r.pick(PROTO_NAMES)), mustRefuse: true };
      case 1: {
        // well-formed ids the data lacks: ships, areas (C0, D999), records that sail off the map
        const pick = r.int(4);
        if (pick === 0)
          return { kind: 'unknownId', command: this.withId(state, r.pick(idTypes), r.pick(['zz-unknown', 'alabama2', 'x', 'c9'])), mustRefuse: true };
        if (pick === 1)
          return {
            kind: 'unknownArea',
            command: { type: 'moveShip', side: 'federal', ship: this.fedShip(), path: [r.pick(['C0', 'D999', 'C999']), 'C10'] },
            mustRefuse: true,
          };
        const ship = this.conShip();
        return {
          kind: 'unknownArea',
          command: {
            type: 'sealRecords',
            side: 'confederate',
            salt: SALT,
            records: [
              { ship, steps: [{ op: 'leavePort' }, { op: 'move', to: r.pick(['C0', 'D999']) }, { op: 'move', to: 'C10' }, { op: 'raid' }], standing: STANDING },
            ],
          },
          mustRefuse: true,
        };
      }
      case 2: {
        // wrong types and shapes
        const shapes: unknown[] = [
          null,
          42,
          'endPhase',
          [],
          {},
          { type: 'endPhase' },
          { type: 'nope', side: 'federal' },
          { type: 'endPhase', side: 'both' },
          { type: 'selectShip', side: 'federal', ship: 42 },
          { type: 'selectShip', side: 'federal', ship: ['kearsarge'] },
          { type: 'moveShip', side: 'federal', ship: this.fedShip(), path: 'C9' },
          { type: 'moveShip', side: 'federal', ship: this.fedShip(), path: [] },
          { type: 'moveShip', side: 'federal', ship: this.fedShip(), path: [null] },
          { type: 'decide', side: 'federal', choice: { x: 1 } },
          { type: 'sealRecords', side: 'confederate', records: 'none', salt: SALT },
          { type: 'sealRecords', side: 'confederate', records: [], salt: 12 },
          { type: 'sealRecords', side: 'confederate', records: [], salt: 'short' },
          { type: 'sealRecords', side: 'confederate', records: [{ ship: this.conShip(), steps: [{ op: 'fly' }], standing: STANDING }], salt: SALT },
          { type: 'endPhase', side: 'federal', extra: true },
          { type: 'undo', side: 'confederate' },
          { type: 'removeSemmes', side: 'federal' },
          { type: 'selectShip', side: 'federal', ship: '' },
          { type: 'selectShip', side: 'federal', ship: 'Kearsarge' },
          { type: 'selectShip', side: 'federal', ship: 'a b' },
        ];
        return { kind: 'wrongType', command: r.pick(shapes), mustRefuse: true };
      }
      case 3: {
        // huge values, strings and lists
        const big = 'x'.repeat(r.pick([41, 1_001, 100_000, 2_000_000]));
        const many = <T>(n: number, f: (i: number) => T) => Array.from({ length: n }, (_, i) => f(i));
        const shapes: (() => unknown)[] = [
          () => ({ type: 'selectShip', side: 'federal', ship: big }),
          () => ({ type: 'decide', side: this.side(), choice: big }),
          () => ({ type: 'moveShip', side: 'federal', ship: this.fedShip(), path: many(r.pick([21, 5_000, 200_000]), () => 'C9') }),
          () => ({ type: 'formSquadron', side: 'federal', ships: many(r.pick([65, 50_000]), () => this.fedShip()) }),
          () => ({
            type: 'sealRecords',
            side: 'confederate',
            salt: SALT,
            records: [{ ship: this.conShip(), steps: many(r.pick([57, 100_000]), () => ({ op: 'raid' })), standing: STANDING }],
          }),
          () => ({ type: 'sealRecords', side: 'confederate', salt: 'ab'.repeat(r.pick([17, 500_000])), records: [] }),
          () => ({
            type: 'sealRecords',
            side: 'confederate',
            salt: SALT,
            records: many(r.pick([65, 10_000]), () => ({ ship: this.conShip(), steps: [], standing: STANDING })),
          }),
          () => ({ type: 'moveShip', side: 'federal', ship: this.fedShip(), path: [1e308, -0, Number.MAX_SAFE_INTEGER] }),
          () => ({ type: 'endPhase', side: 'federal', [big.slice(0, 2_000)]: 1 }),
          () => {
            let deep: unknown = 'C9';
            for (let i = 0; i < 10_000; i++) deep = [deep];
            return { type: 'moveShip', side: 'federal', ship: this.fedShip(), path: deep };
          },
        ];
        return { kind: 'huge', command: r.pick(shapes)(), mustRefuse: true };
      }
      case 4: {
        // the other side's command, or a legal command signed by the wrong side
        if (legal) return { kind: 'wrongSide', command: { ...legal, side: legal.side === 'federal' ? 'confederate' : 'federal' }, mustRefuse: true };
        return {
          kind: 'wrongSide',
          command: { type: 'endPhase', side: activeSide(state) === 'federal' ? 'confederate' : 'federal' },
          mustRefuse: activeSide(state) !== null,
        };
      }
      case 5: {
        // remote play's seal in a local game, well formed and naming the ships in play
        const inPlay = Object.values(state.confederate)
          .filter((c) => c.status === 'inPlay')
          .map((c) => c.id);
        return {
          kind: 'wrongMode',
          command: { type: 'sealCommitments', side: 'confederate', commitments: inPlay.map((ship) => ({ ship, commitment: 'b'.repeat(64) })), open: [] },
          mustRefuse: state.options.remote !== true,
        };
      }
      case 6: {
        // the legal command with one field changed: may be legal, must never break anything
        if (!legal) break;
        const c = structuredClone(legal) as Record<string, unknown>;
        const keys = Object.keys(c).filter((k) => k !== 'type');
        const k = r.pick(keys);
        c[k] = r.pick<unknown>([
          this.fedShip(),
          this.conShip(),
          this.area(),
          [this.area()],
          [this.fedShip()],
          r.pick(PROTO_NAMES),
          0,
          -1,
          true,
          null,
          [],
          {},
          'escape',
          'fight',
        ]);
        return { kind: 'mutated', command: c, mustRefuse: false };
      }
      case 7: {
        // a command of any type with real ids, in whatever phase: often illegal, sometimes not
        const type = r.pick(COMMAND_TYPES);
        const fed = this.fedShip(),
          con = this.conShip();
        const byType: Record<string, unknown> = {
          endPhase: { type, side: this.side() },
          undo: { type, side: 'federal' },
          removeSemmes: { type, side: 'confederate' },
          selectShip: { type, side: 'federal', ship: fed },
          unselectShip: { type, side: 'federal', ship: fed },
          declareBlockade: { type, side: 'federal', ship: fed, target: con },
          cancelDeclaration: { type, side: 'federal', ship: fed },
          moveShip: { type, side: 'federal', ship: fed, path: [this.area()] },
          enterCse: { type, side: 'federal', ship: fed },
          formSquadron: { type, side: 'federal', ships: [fed, this.fedShip()] },
          joinBlockade: { type, side: 'federal', ship: fed, target: con },
          federalOrders: {
            type,
            side: 'federal',
            orders: { noSearch: r.chance(0.5) ? [] : [fed], avoidWhenOutgunned: r.chance(0.5), fireAt: 'nearestSinking' },
          },
          placeSemmes: { type, side: 'confederate', ship: con },
          sealRecords: {
            type,
            side: 'confederate',
            salt: SALT,
            records: [{ ship: con, steps: [{ op: 'move', to: this.area() }, { op: 'raid' }], standing: STANDING }],
          },
          sealCommitments: { type, side: 'confederate', commitments: [{ ship: con, commitment: 'c'.repeat(64) }], open: [] },
          decide: { type, side: this.side(), choice: r.pick(['fight', 'escape', 'port', 'engage', 'avoid', 'search', 'reroll', 'accept']) },
        };
        return { kind: 'anyPhase', command: byType[type], mustRefuse: false };
      }
      case 8: // records with every kind of step, at random
        return { kind: 'randomRecord', command: this.randomRecord(state), mustRefuse: false };
      case 9: {
        // the same legal command twice in a row is often illegal the second time; the first goes through the bot
        if (!legal) break;
        return { kind: 'unknownKey', command: { ...legal, [r.pick(PROTO_NAMES)]: 'x' }, mustRefuse: true };
      }
      default:
        break;
    }
    return { kind: 'anyPhase', command: { type: 'endPhase', side: this.side() }, mustRefuse: false };
  }

  private randomRecord(state: GameState): unknown {
    const r = this.rng;
    const inPlay = Object.values(state.confederate).filter((c) => c.status === 'inPlay');
    const records = r
      .shuffle(inPlay)
      .slice(0, r.int(3) + 1)
      .map((c) => {
        let at = c.area ?? this.area();
        const steps = Array.from({ length: r.int(12) }, () => {
          const op = r.pick(['move', 'move', 'move', 'raid', 'enterPort', 'leavePort', 'commission', 'repair', 'refit', 'capturedCoal']);
          if (op === 'move') {
            const next = r.chance(0.9) ? r.pick([...(this.data.areas[at]?.neighbours ?? ['C9'])]) : this.area();
            at = next;
            return { op, to: next };
          }
          if (op === 'enterPort') return { op, nation: r.pick(['England', 'France', 'CSA', 'BRA', 'USA', 'Spain']) };
          return { op };
        });
        return {
          ship: c.id,
          steps,
          standing: { onSpotted: r.pick(['fight', 'escape', 'port']), semmesReroll: { raid: r.chance(0.5), escape: r.chance(0.5), blockade: r.chance(0.5) } },
        };
      });
    return { type: 'sealRecords', side: 'confederate', salt: SALT, records };
  }
}

/** Plays games until `commands` commands have been applied; every check failed is a failure. */
export function fuzz(data: GameData, o: FuzzOptions): FuzzCounts {
  const counts: FuzzCounts = {
    commands: 0,
    games: 0,
    gamesEnded: 0,
    accepted: 0,
    refused: 0,
    legalOffered: 0,
    hostileOffered: 0,
    refusalCodes: {},
    kinds: {},
    failures: [],
    failureCounts: {},
  };
  const legalShare = o.legalShare ?? 0.5;
  const maxGame = o.maxGameCommands ?? 60_000;
  const fail = (f: FuzzFailure) => {
    counts.failureCounts[f.kind] = (counts.failureCounts[f.kind] ?? 0) + 1;
    if (counts.failures.length < 50) counts.failures.push(f);
  };
  const rng = new BotRandom(`${o.seed}:fuzz`);
  const maker = new HostileMaker(rng, data);
  while (counts.commands < o.commands) {
    const g = counts.games++;
    const scenario = o.scenarios[g % o.scenarios.length]!;
    const seed = `${o.seed}/${g}`;
    const ask = rng.chance(0.3);
    let state = newGame(data, scenario, seed, { askFederal: ask, askConfederate: ask && rng.chance(0.5) }).state;
    // A private deep copy of the state, made when the engine gave it: after a refusal the state
    // must still equal it exactly, key order and all (what its JSON would show, for less work).
    let snapshot = clonePlain(state);
    // The Federal now and then gives standing orders (issue 46.3), which the recorded games' random bot never does.
    const bots = { federal: new FederalOrdersBot(new RandomBot(`${seed}:f`), seed), confederate: new RandomBot(`${seed}:c`) };
    const seats = botSeats(bots);
    let n = 0;
    while (state.phase !== 'gameOver' && counts.commands < o.commands) {
      if (n >= maxGame) {
        fail({
          kind: 'neverEnds',
          scenario,
          seed,
          commandIndex: n,
          command: '',
          detail: `still in ${state.phase} of Game Turn ${state.turn} after ${n} commands`,
        });
        break;
      }
      // The Match's turn (match.ts), its seat a bot: the legal command the fuzz mixes hostile ones among.
      const t = turnOf(state, seats, null);
      const next = t.act === 'play' ? bots[t.side].next(data, view(state, t.side), t.side) : null;
      // Issue 46.2: now and then a decision asked is left to the standing orders, as a player may.
      const legal: Command | null =
        next?.type === 'decide' && rng.chance(0.2) ? { type: 'decide', side: next.side, standing: rng.chance(0.5) ? 'chosen' : 'timeUp' } : next;
      const useLegal = legal !== null && rng.float() < legalShare;
      const h: Hostile = useLegal ? { kind: 'legal', command: legal, mustRefuse: false } : maker.make(state, legal);
      counts[useLegal ? 'legalOffered' : 'hostileOffered']++;
      counts.kinds[h.kind] = (counts.kinds[h.kind] ?? 0) + 1;
      counts.commands++;
      n++;
      const shown = () => {
        try {
          return (JSON.stringify(h.command) ?? String(h.command)).slice(0, 300);
        } catch {
          return '(unprintable)';
        }
      };
      // Ids the schema refuses are also sent straight to the rules, as the program's own bots
      // send commands (applyCommandInPlace, no schema), on a copy: the rules must refuse them too.
      const direct = (h.kind === 'protoName' || h.kind === 'unknownId' || h.kind === 'unknownArea') && rng.chance(0.5);
      let r: ReturnType<typeof apply>;
      try {
        r = direct ? applyCommandInPlace(data, clonePlain(state), h.command as Command) : apply(data, state, h.command);
      } catch (e) {
        fail({ kind: 'escape', scenario, seed, commandIndex: n, command: shown(), detail: String((e as Error)?.stack ?? e).slice(0, 600) });
        if (!sameData(state, snapshot)) break; // the game is no longer trustworthy
        continue;
      }
      if (!r.ok) {
        counts.refused++;
        counts.refusalCodes[r.code] = (counts.refusalCodes[r.code] ?? 0) + 1;
        if (r.code === INTERNAL_ERROR) fail({ kind: 'internalError', scenario, seed, commandIndex: n, command: shown(), detail: r.message });
        if (h.kind === 'legal') fail({ kind: 'legalRefused', scenario, seed, commandIndex: n, command: shown(), detail: `${r.code}: ${r.message}` });
        if (!sameData(state, snapshot)) {
          fail({ kind: 'stateChanged', scenario, seed, commandIndex: n, command: shown(), detail: `refused as ${r.code} but the state changed` });
          break;
        }
        if (r.message.length > 8_000)
          fail({ kind: 'internalError', scenario, seed, commandIndex: n, command: shown(), detail: `a refusal of ${r.message.length} characters` });
        continue;
      }
      if (h.mustRefuse) fail({ kind: 'mustRefuse', scenario, seed, commandIndex: n, command: shown(), detail: `a ${h.kind} command was accepted` });
      state = r.state;
      snapshot = clonePlain(state);
      counts.accepted++;
      // Surviving JSON (the costliest check) is checked every 50th state and at the end.
      const bad = invariants(data, state, counts.accepted % 50 === 0 || state.phase === 'gameOver' ? undefined : null);
      if (bad.length) {
        fail({ kind: 'invariant', scenario, seed, commandIndex: n, command: shown(), detail: bad.slice(0, 5).join('; ') });
        break;
      }
      if (counts.commands % 20_000 === 0) o.progress?.(counts);
    }
    if (state.phase === 'gameOver') counts.gamesEnded++;
  }
  o.progress?.(counts);
  return counts;
}

/** Whether two plain-data values are identical, down to the order of keys (as their JSON would be). */
export function sameData(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== typeof b || a === null || b === null || typeof a !== 'object') return typeof a === 'number' && Number.isNaN(a) && Number.isNaN(b);
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Object.getPrototypeOf(a) !== Object.getPrototypeOf(b)) return false;
  if (Array.isArray(a)) {
    const bb = b as unknown[];
    if (a.length !== bb.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameData(a[i], bb[i])) return false;
    return true;
  }
  const ka = Object.keys(a),
    kb = Object.keys(b as object);
  if (ka.length !== kb.length) return false;
  for (let i = 0; i < ka.length; i++) {
    if (ka[i] !== kb[i]) return false;
    if (!sameData((a as Record<string, unknown>)[ka[i]!], (b as Record<string, unknown>)[ka[i]!])) return false;
  }
  return true;
}

/** The number of failures of every kind. */
export const failureTotal = (c: FuzzCounts) => Object.values(c.failureCounts).reduce((a, b) => a + b, 0);
