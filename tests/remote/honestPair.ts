import type { GameData } from '../../src/data/gameData';
import type { GameOptions, Side } from '../../src/engine/index';
import { variantEntries } from '../../src/engine/index';
import { makeBot } from '../../src/ai/registry';
import type { Bot } from '../../src/ai/bot';
import { FederalOrdersBot } from '../../src/ai/federalOrdersBot';
import { RemoteClient } from '../../src/remote/client';
import { decodeMessage } from '../../src/remote/protocol';
import { SpectatorGame } from '../../src/remote/spectator';
import { sendsNow } from '../../src/remote/handOff';
import { SCENARIO_IDS } from '../../src/data/files';
import { seededHex } from './harness';

// The honest-pair soak (issue 44.1): two remote clients, each with a bot writing its side's
// moves, play a whole game through the real message path: every message is encoded, decoded and
// taken through every check of the other client (src/remote/incoming.ts) and of a spectator
// (src/remote/spectator.ts), and each client is now and then saved and read back as a page
// reload does. Honest players must never be refused and never wait forever: a game that stops
// is a stall, and comes back with everything needed to play it again (its spec) and the message
// refused. A pair is two seats, each a side and the bot at it, so the driver moves as it is onto
// a headless match with seats (issue 46).

/**
 * How the two clients hand their messages over: by a carrier that delivers each message before
 * anyone moves on (files, links); on one device (hot-seat); or by a slow carrier (the relay with
 * a player away or a slow network): a message written goes into flight, and each side plays every
 * move it can before the next one in flight arrives.
 */
export type Pairing = 'remote' | 'hotseat' | 'slow';

export interface PairSpec {
  /** Everything random in the game (both chain secrets, the game id, the salts, the bots' choices) comes from it. */
  seed: string;
  scenario: string;
  /** The rule variants, as the host's invitation sets them. */
  options: Partial<GameOptions>;
  hostSide: Side;
  /** The bot at each side: an AI level or "random" (the random-legal bot). */
  bots: Record<Side, string>;
  pairing: Pairing;
  /** Issue 46.2: every third live decision is left to the standing orders (by choice, or its time up), as a player may. */
  lapses?: boolean;
}

export interface Stall {
  /**
   * What stopped the game: a message refused (by a player or the spectator), a bot refused,
   * neither side able to move, or the Confederate shown an Activity Phase later than the Federal.
   */
  kind: 'refused' | 'spectatorRefused' | 'botRefused' | 'stuck' | 'endless' | 'late';
  /** The message refused, if any: its number, sender and code. */
  seq?: number;
  from?: Side;
  check?: string;
  message: string;
  code?: string;
}

export interface PairOutcome {
  spec: PairSpec;
  stall: Stall | null;
  messages: number;
  commands: number;
  /** Of them, the Federal's standing orders (issue 46.3). */
  orders: number;
  /** Of them, live answers (issue 46.2), by side. */
  decisions: Record<Side, number>;
  /** Of those, the ones left to the standing orders. */
  lapses: number;
  /** Game Turns played, once over. */
  turns: number;
}

const SIDES: readonly Side[] = ['federal', 'confederate'];
const other = (s: Side): Side => (s === 'federal' ? 'confederate' : 'federal');

/** Plays one game of two honest clients to its end, or to the first stall. Never throws for a stall. */
export function playHonestPair(
  data: GameData,
  spec: PairSpec,
  watch?: (from: Side, code: string, spectator: SpectatorGame, clients: Readonly<Record<Side, RemoteClient>>) => void,
  /** Called before each bot's command, with both clients as they stand (the live-decision tests look at what each can know). */
  beforePlay?: (actor: Side, clients: Readonly<Record<Side, RemoteClient>>) => void,
): PairOutcome {
  const out: PairOutcome = { spec, stall: null, messages: 0, commands: 0, orders: 0, decisions: { federal: 0, confederate: 0 }, lapses: 0, turns: 0 };
  const bots: Record<Side, Bot> = {
    // The Federal bot now and then gives standing orders with its movement (issue 46.3), so they travel in the messages too.
    federal: new FederalOrdersBot(makeBot(spec.bots.federal, `${spec.seed}:federal`), spec.seed),
    confederate: makeBot(spec.bots.confederate, `${spec.seed}:confederate`),
  };
  const hex: Record<'host' | 'guest', (n: number) => string> = { host: seededHex(`${spec.seed}:host`), guest: seededHex(`${spec.seed}:guest`) };
  const host = RemoteClient.host(data, { scenario: spec.scenario, side: spec.hostSide, options: spec.options }, { randomHex: hex.host });
  const spectator = new SpectatorGame(data);
  const invite = host.lastCode!;
  const watched = spectator.receive(invite);
  if (!watched.ok)
    return { ...out, stall: { kind: 'spectatorRefused', seq: 0, from: spec.hostSide, check: watched.check, message: watched.message, code: invite } };
  const guest = RemoteClient.join(data, invite, { randomHex: hex.guest });
  const clients = { [host.side]: host, [guest.side]: guest } as Record<Side, RemoteClient>;
  // A page reloaded: the client read back from its save (with the save's own schema checks).
  const reloadEvery = 7 + (hashOf(spec.seed) % 11);
  const reload = (side: Side) => {
    clients[side] = RemoteClient.fromJSON(data, JSON.parse(JSON.stringify(clients[side].toJSON())), { randomHex: clients[side].isHost ? hex.host : hex.guest });
  };

  const deliver = (from: Side, code: string): Stall | null => {
    out.messages++;
    const seq = decodeMessage(code).seq;
    watch?.(from, code, spectator, clients);
    const r = clients[other(from)].receive(code);
    if (!r.ok) return { kind: 'refused', seq, from, check: r.check, message: r.message, code };
    const seen = spectator.receive(code);
    if (!seen.ok) return { kind: 'spectatorRefused', seq, from, check: seen.check, message: seen.message, code };
    // Issue 44.2: the Confederate sees each Activity Phase no later than the Federal does.
    const late = [...activityTurns(clients.federal)].find((t) => !activityTurns(clients.confederate).has(t));
    if (late !== undefined) return { kind: 'late', seq, from, message: `the Federal sees the Activity Phase of GT ${late}, the Confederate not yet` };
    if (out.messages % reloadEvery === 0) reload(other(from));
    return null;
  };

  let stall = deliver(guest.side, guest.lastCode!);
  /** The slow carrier's messages written and not yet delivered, oldest first. */
  const inFlight: { from: Side; code: string }[] = [];
  for (let guard = 0; !stall && guard < 200_000; guard++) {
    const st = { federal: clients.federal.status(), confederate: clients.confederate.status() };
    if (st.federal === 'over' && st.confederate === 'over' && !inFlight.length) {
      out.turns = clients.federal.state!.result?.turnsPlayed ?? 0;
      return out;
    }
    // Hot-seat: a side owing a reply sends it before its own decisions when the other waits on it.
    const sender = SIDES.find((s) => sendsNow(clients[s], spec.pairing === 'hotseat' && clients[other(s)].waiting));
    if (sender) {
      if (spec.pairing === 'slow') inFlight.push({ from: sender, code: clients[sender].send() });
      else stall = deliver(sender, clients[sender].send());
      continue;
    }
    const actor = SIDES.find((s) => st[s] === 'yourTurn');
    if (!actor && inFlight.length) {
      const x = inFlight.shift()!;
      stall = deliver(x.from, x.code);
      continue;
    }
    if (!actor) {
      stall = { kind: 'stuck', message: `neither side can move: Federal ${st.federal}, Confederate ${st.confederate}` };
      break;
    }
    const c = clients[actor];
    beforePlay?.(actor, clients);
    let cmd = bots[actor].next(data, c.view()!, actor);
    if (spec.lapses && cmd.type === 'decide' && (out.decisions.federal + out.decisions.confederate) % 3 === 2) {
      cmd = { type: 'decide', side: cmd.side, standing: out.lapses % 2 === 0 ? 'timeUp' : 'chosen' };
      out.lapses++;
    }
    const r = c.play(cmd);
    out.commands++;
    if (cmd.type === 'federalOrders') out.orders++;
    if (cmd.type === 'decide') out.decisions[actor]++;
    if (!r.ok) stall = { kind: 'botRefused', from: actor, message: `the ${actor} bot's ${cmd.type} was refused: ${r.message}` };
  }
  return { ...out, stall: stall ?? { kind: 'endless', message: 'the game did not end within 200,000 steps' } };
}

/** The Game Turns whose Activity Phase a client's screen has shown (its records revealed, 4.3). */
const activityTurns = (c: RemoteClient): Set<number> => new Set(c.shownEvents.filter((e) => e.kind === 'reveal').map((e) => e.turn));

/** One line that says everything needed to play a stalled game again, and what was refused. */
export function describeStall(o: PairOutcome): string {
  const s = o.spec;
  const variant = Object.entries(s.options)
    .filter(([, v]) => v)
    .map(([k]) => k)
    .join('+');
  const st = o.stall!;
  const where = st.seq !== undefined ? ` message ${st.seq} from the ${st.from}` : '';
  return (
    `stall (${st.kind}): seed ${s.seed}, ${s.scenario}, variant ${variant || 'none'}${s.lapses ? ' (every third live decision left to standing orders)' : ''}, ${s.pairing}, host ${s.hostSide}, ` +
    `bots federal=${s.bots.federal} confederate=${s.bots.confederate}, after ${o.messages} messages and ${o.commands} commands:${where} ${st.check ? `[${st.check}] ` : ''}${st.message}` +
    (st.code ? `\n  refused code: ${st.code}` : '')
  );
}

export const SOAK_BOTS = ['random', 'cautious', 'historical', 'bold'] as const;
const PAIRINGS: readonly Pairing[] = ['remote', 'hotseat', 'slow'];

/**
 * The n games of a soak, each a different mix: game i takes each dimension (scenario, pairing,
 * host side, each bot) from its own cycle of i, so every value of every dimension comes up
 * within the first 40 games and any longer run covers them evenly; each rule variant, and live
 * decisions, is on in about half the games, by a hash of the seed and i.
 */
export function soakSpecs(n: number, seed: string, from = 0): PairSpec[] {
  const variants = variantEntries('remote').map((e) => e.key);
  const specs: PairSpec[] = [];
  for (let i = from; i < from + n; i++) {
    const mix = hashOf(`${seed}:${i}`);
    const options: Partial<GameOptions> = {};
    variants.forEach((k, b) => {
      options[k as keyof GameOptions] = ((mix >> b) & 1) === 1;
    });
    // Live decisions (issue 46.2): each side answers its own, each answer a dice segment of its own.
    options.liveDecisions = ((mix >> variants.length) & 1) === 1;
    // Of those, about half leave some decisions to the standing orders (issue 46.2: a decision's time ran out).
    const lapses = options.liveDecisions && ((mix >> (variants.length + 1)) & 1) === 1;
    specs.push({
      seed: `${seed}-${i}`,
      scenario: SCENARIO_IDS[i % SCENARIO_IDS.length]!,
      options,
      hostSide: SIDES[Math.floor(i / 10) % 2]!,
      bots: { federal: SOAK_BOTS[i % 4]!, confederate: SOAK_BOTS[Math.floor(i / 4) % 4]! },
      pairing: PAIRINGS[Math.floor(i / 5) % PAIRINGS.length]!,
      ...(lapses ? { lapses } : {}),
    });
  }
  return specs;
}

function hashOf(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}
