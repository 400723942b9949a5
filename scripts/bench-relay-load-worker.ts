// One load generator of `npm run bench`'s two-process relay figure (bench-relay-load.ts): it
// plays `games` games through two relay processes, each game's host on one process and its
// guest on the other, so every message crosses processes (LISTEN/NOTIFY). Each game posts a
// 2,000-character message at random moments, one every `meanS` seconds on average, the players
// taking turns; the delivery latency is from the post sent to the other player's push received.
// Loopback only; bounded in count and time; it reports one JSON line and exits.
//   node --import tsx scripts/bench-relay-load-worker.ts '{"urls":[…],"games":5000,"meanS":30,"runS":90,"id":0}'
import { randomBytes } from 'node:crypto';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { WebSocket } from 'ws';
import type { CreatedGame, ServerFrame } from '../src/relay/api';

interface Job {
  urls: string[];
  games: number;
  meanS: number;
  runS: number;
  id: number;
  codeChars: number;
}
export interface LoadReport {
  loopDelayP99Ms: number;
  games: number;
  connected: number;
  sent: number;
  acknowledged: number;
  delivered: number;
  refused: number;
  failed: number;
  latencies: number[];
  setupS: number;
  runS: number;
}

const job = JSON.parse(process.argv[2]!) as Job;
const relays = job.urls.map((u) => `${u}relay/v1/`);

/** Runs `fn` over `items`, at most `width` at once. */
async function pool<T>(items: T[], width: number, fn: (item: T, i: number) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) {
        const i = next++;
        await fn(items[i]!, i);
      }
    }),
  );
}

const report: LoadReport = {
  loopDelayP99Ms: 0,
  games: job.games,
  connected: 0,
  sent: 0,
  acknowledged: 0,
  delivered: 0,
  refused: 0,
  failed: 0,
  latencies: [],
  setupS: 0,
  runS: 0,
};
const code = () =>
  `SD1.${randomBytes(Math.ceil((job.codeChars * 3) / 4))
    .toString('base64url')
    .slice(0, job.codeChars - 4)}`;

interface Game {
  g: CreatedGame;
  relay: [string, string];
  from: string;
  sockets: WebSocket[];
  sentAt: Map<number, number>;
  next: number;
  busy: boolean;
}
/** The players of game i of generator `id`: an address of their own, as a load balancer would say it (a documentation range, never reached). */
const addressOf = (i: number) => `100.${64 + job.id}.${(i >> 8) & 255}.${i & 255}`;
const tSetup = performance.now();
const games: Game[] = [];
await pool(
  Array.from({ length: job.games }, (_, i) => i),
  50,
  async (i) => {
    // Host on one process, guest on the other (alternating which is which).
    const pair: [string, string] = (i + job.id) % 2 ? [relays[0]!, relays[1]!] : [relays[1]!, relays[0]!];
    for (let attempt = 0; attempt < 3; attempt++) {
      try {
        const from = addressOf(i);
        const r = await fetch(`${pair[0]}games`, { method: 'POST', headers: { 'x-forwarded-for': from } });
        if (r.status === 201) {
          games.push({ g: (await r.json()) as CreatedGame, relay: pair, from, sockets: [], sentAt: new Map(), next: 0, busy: false });
          return;
        }
        report.refused++;
      } catch {
        report.failed++;
      }
    }
  },
);
await pool(games, 200, async (game) => {
  for (const [k, token] of [game.g.host, game.g.guest].entries()) {
    await new Promise<void>((ok) => {
      const ws = new WebSocket(`${game.relay[k]!.replace('http', 'ws')}games/${game.g.game}/ws`, { headers: { 'x-forwarded-for': game.from } });
      let welcomed = false;
      ws.on('open', () => ws.send(JSON.stringify({ type: 'hello', token, after: -1 })));
      ws.on('message', (d) => {
        const f = JSON.parse(String(d)) as ServerFrame;
        if (f.type === 'welcome') {
          welcomed = true;
          report.connected++;
          game.sockets[k] = ws;
          ok();
        } else if (f.type === 'message') {
          const t = game.sentAt.get(f.n);
          if (t !== undefined) {
            game.sentAt.delete(f.n);
            report.latencies.push(performance.now() - t);
            report.delivered++;
          }
        } else if (f.type === 'error') report.refused++;
      });
      ws.on('error', () => {
        if (!welcomed) {
          report.failed++;
          ok();
        }
      });
      ws.on('close', () => {
        if (!welcomed) ok();
      });
    });
  }
});
report.setupS = (performance.now() - tSetup) / 1000;
process.stdout.write('setup done\n');

// The run: each game posts at exponentially spread moments (a Poisson process of mean meanS),
// the players taking turns; a post waits for the previous one's answer.
const tRun = performance.now();
// How late this generator's own event loop runs: a delivery it notices late is counted late.
const loop = monitorEventLoopDelay({ resolution: 20 });
loop.enable();
const end = Date.now() + job.runS * 1000;
const timers: NodeJS.Timeout[] = [];
const schedule = (game: Game) => {
  const wait = -Math.log(1 - Math.random()) * job.meanS * 1000;
  if (Date.now() + wait >= end) return;
  timers.push(setTimeout(() => void postOne(game).finally(() => schedule(game)), wait));
};
async function postOne(game: Game): Promise<void> {
  if (game.busy || game.sockets.length < 2) return;
  game.busy = true;
  const n = game.next;
  const seat = n % 2 ? 'guest' : 'host';
  report.sent++;
  game.sentAt.set(n, performance.now());
  try {
    const r = await fetch(`${game.relay[n % 2]!}games/${game.g.game}/messages`, {
      method: 'POST',
      headers: { authorization: `Bearer ${game.g[seat]}`, 'content-type': 'application/json', 'x-forwarded-for': game.from },
      body: JSON.stringify({ n, code: code() }),
    });
    await r.arrayBuffer();
    if (r.status === 201) {
      report.acknowledged++;
      game.next++;
    } else {
      report.refused++;
      game.sentAt.delete(n);
    }
  } catch {
    report.failed++;
    game.sentAt.delete(n);
  } finally {
    game.busy = false;
  }
}
for (const game of games) schedule(game);
await new Promise((r) => setTimeout(r, job.runS * 1000));
for (const t of timers) clearTimeout(t);
loop.disable();
report.loopDelayP99Ms = loop.percentile(99) / 1e6;
// The last deliveries: a bounded wait (60 s) for what is still on its way; what has not come by then counts as lost.
for (let i = 0; i < 600 && games.some((g) => g.sentAt.size || g.busy); i++) await new Promise((r) => setTimeout(r, 100));
report.runS = (performance.now() - tRun) / 1000;
for (const game of games) for (const ws of game.sockets) ws?.terminate();
// A pipe is written asynchronously: exit once the report is out.
process.stdout.write(`${JSON.stringify(report)}\n`, () => process.exit(0));
