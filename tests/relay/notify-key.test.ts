// Issue 44.5: the key the notification addresses are sealed with is kept apart from the database.
// A relay given none offers no notification (and says so); addresses an older relay sealed under
// a key it kept in the database are sealed again under the relay's own key when it gets one, and
// the database's key is deleted. `npm start` makes a key of its own beside the embedded database's
// folder (never inside it), and with a PostgreSQL server and no key offers no notification; the
// deployment (deploy/compose.yaml) makes one in a volume apart from the database's.

import { afterAll, describe, expect, it } from 'vitest';
import { createServer } from 'node:http';
import { execFileSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { createRelayServer, type RelayServer } from '../../src/relay/server';
import type { CreatedGame } from '../../src/relay/api';
import { sealWith, stopHash } from '../../src/relay/notify';
import { backends, DATABASE_URL, TEST_NOTIFY_KEY, type Backend } from './backends';
import { ROOT, startServer, type Spawned } from './spawned';

const OLD_KEY = 'b2'.repeat(32);

/** The files under `dir` whose bytes hold `text`. */
function filesHolding(dir: string, text: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && readFileSync(join(e.parentPath, e.name)).includes(text))
    .map((e) => join(e.parentPath, e.name));
}

const call = async (base: string, path: string, init: { method?: string; token?: string; body?: unknown } = {}) => {
  const r = await fetch(base + path, {
    method: init.method ?? 'GET',
    headers: { ...(init.token ? { authorization: `Bearer ${init.token}` } : {}), ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  return { status: r.status, body: (await r.json()) as Record<string, unknown> };
};

for (const b of backends) {
  describe.skipIf(b.skip)(`the notification key on ${b.name}`, () => {
    let backend: Backend;
    const log: string[] = [];
    const relays: RelayServer[] = [];
    const got: string[] = [];
    const hook = createServer((rq, rs) => {
      got.push(rq.url ?? '');
      rq.resume();
      rs.writeHead(204).end();
    });
    afterAll(async () => {
      for (const r of relays) await r.close();
      hook.close();
      await backend?.cleanup();
    });
    const start = async (key: string | null) => {
      // A database of its own (on a server, a schema): every relay on a database reseals and sends for all its games.
      backend ??= await b.isolated();
      const r = await createRelayServer({
        ...backend.options(),
        log: (l) => log.push(l),
        limits: { ...backend.options().limits, notifyAllowPrivate: 1 },
        notify: { everyMs: 0, key },
      });
      relays.push(r);
      await r.app.listen({ port: 0, host: '127.0.0.1' });
      await r.paceParts();
      return { r, base: `http://127.0.0.1:${(r.app.server.address() as AddressInfo).port}/relay/v1/` };
    };

    it("without a key of its own the relay offers no notification, and an older relay's addresses are sealed again once it has one", async () => {
      await new Promise<void>((r) => hook.listen(0, '127.0.0.1', () => r()));
      const hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}`;
      const keyless = await start(null);
      expect((await call(keyless.base, 'capabilities')).body).toMatchObject({ notify: [] });
      const g = (await call(keyless.base, 'games', { method: 'POST', body: { pace: 'day' } })).body as unknown as CreatedGame;
      await call(keyless.base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 0, code: 'SD1.a' } });
      await call(keyless.base, `games/${g.game}/messages`, { method: 'POST', token: g.guest, body: { n: 1, code: 'SD1.b' } });
      expect(
        await call(keyless.base, `games/${g.game}/notify`, { method: 'PUT', token: g.guest, body: { kind: 'json', address: `${hookUrl}/x` } }),
      ).toMatchObject({
        status: 409,
        body: { error: 'notifyUnavailable', message: /no key of its own/ },
      });
      expect(log.some((l) => l.startsWith('relay: notifications off'))).toBe(true);

      // What a relay before issue 44.5 left: its key in the database, an address sealed under it.
      const { db } = await keyless.r.mailboxes();
      await db.query('INSERT INTO relay_notify_key (id, key) VALUES (1, $1) ON CONFLICT (id) DO UPDATE SET key = $1', [OLD_KEY]);
      const stop = randomBytes(32).toString('base64url');
      const sealed = sealWith(Buffer.from(OLD_KEY, 'hex'), JSON.stringify({ a: `${hookUrl}/${g.game}`, s: stop }), g.game, 'guest');
      await db.query('INSERT INTO relay_notify (game, seat, kind, address, stop_hash, link_base) VALUES ($1, $2, $3, $4, $5, $6)', [
        g.game,
        'guest',
        'json',
        sealed,
        stopHash(stop),
        keyless.base.replace('relay/v1/', ''),
      ]);
      await keyless.r.close();
      relays.splice(relays.indexOf(keyless.r), 1);

      const keyed = await start(TEST_NOTIFY_KEY);
      const { db: db2 } = await keyed.r.mailboxes();
      expect(await db2.query('SELECT key FROM relay_notify_key')).toEqual([]);
      const row = await db2.query<{ address: string }>('SELECT address FROM relay_notify WHERE game = $1', [g.game]);
      expect(row[0]!.address).not.toBe(sealed);
      // Opened with the relay's own key: the notification goes.
      await call(keyed.base, `games/${g.game}/messages`, { method: 'POST', token: g.host, body: { n: 2, code: 'SD1.c' } });
      const { notifier } = await keyed.r.paceParts();
      await notifier.tick();
      await notifier.idle();
      expect(got).toEqual([`/${g.game}`]);
      expect(notifier.counts).toEqual({ sent: 1, failed: 0 });
    });
  });
}

describe('npm start and the deployment make a key apart from the database', () => {
  const dirs: string[] = [];
  const servers: Spawned[] = [];
  afterAll(async () => {
    for (const s of servers) {
      s.proc.kill('SIGKILL');
      await s.exited;
    }
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });
  const scratch = () => {
    const d = mkdtempSync(join(tmpdir(), 'sea-devils-notify-key-'));
    dirs.push(d);
    return d;
  };

  it('with the embedded database, a key of its own beside the folder (never in it), kept across starts', async () => {
    const dir = scratch();
    const dataDir = join(dir, 'db');
    const first = await startServer({ dataDir, env: { RELAY_NOTIFY_KEY: '', RELAY_NOTIFY_KEY_FILE: '' } });
    servers.push(first);
    expect((await call(`${first.url}relay/v1/`, 'capabilities')).body).toMatchObject({ notify: ['json', 'discord', 'slack', 'ntfy'] });
    const file = join(dir, 'db.notify-key');
    const key = readFileSync(file, 'utf8').trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(filesHolding(dataDir, key)).toEqual([]);
    first.proc.kill('SIGTERM');
    await first.exited;
    const second = await startServer({ dataDir, env: { RELAY_NOTIFY_KEY: '', RELAY_NOTIFY_KEY_FILE: '' } });
    servers.push(second);
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
  });

  it.skipIf(!DATABASE_URL)('with a PostgreSQL server and no key, no notification (and the log says why); RELAY_NOTIFY_KEY_FILE gives one', async () => {
    const dir = scratch();
    const without = await startServer({ dataDir: join(dir, 'db'), databaseUrl: DATABASE_URL, env: { RELAY_NOTIFY_KEY: '', RELAY_NOTIFY_KEY_FILE: '' } });
    servers.push(without);
    expect((await call(`${without.url}relay/v1/`, 'capabilities')).body).toMatchObject({ notify: [] });
    expect(without.out.join('')).toMatch(/notifications off/);
    expect(existsSync(join(dir, 'db.notify-key'))).toBe(false);
    const keyFile = join(dir, 'secret', 'notify.key');
    execFileSync(process.execPath, [join(ROOT, 'scripts/notify-key.mjs'), keyFile]);
    const withKey = await startServer({ dataDir: join(dir, 'db'), databaseUrl: DATABASE_URL, env: { RELAY_NOTIFY_KEY: '', RELAY_NOTIFY_KEY_FILE: keyFile } });
    servers.push(withKey);
    expect((await call(`${withKey.url}relay/v1/`, 'capabilities')).body).toMatchObject({ notify: ['json', 'discord', 'slack', 'ntfy'] });
  });

  it("deploy/compose.yaml makes the key with scripts/notify-key.mjs in a volume of its own, which every relay reads and the database's service does not mount", () => {
    const compose = readFileSync(join(ROOT, 'deploy/compose.yaml'), 'utf8');
    const service = (name: string) => {
      const m = new RegExp(`^  ${name}:.*\\n((?:    .*\\n|\\s*#.*\\n)*)`, 'm').exec(compose);
      return m ? m[0] : '';
    };
    expect(service('notify-key')).toContain('"node", "scripts/notify-key.mjs", "/run/relay-keys/notify.key", "--owner", "1000:1000"');
    expect(service('notify-key')).toContain('notify-key:/run/relay-keys');
    expect(service('relay-1')).toContain('RELAY_NOTIFY_KEY_FILE: /run/relay-keys/notify.key');
    expect(service('relay-1')).toContain('"notify-key:/run/relay-keys:ro"');
    expect(service('relay-1')).toMatch(/notify-key: \{ condition: service_completed_successfully \}/);
    expect(service('relay-2')).toContain('*relay');
    expect(service('db')).not.toContain('notify-key');
    // The script it runs makes a key once and never replaces it.
    const file = join(scratch(), 'keys', 'notify.key');
    execFileSync(process.execPath, [join(ROOT, 'scripts/notify-key.mjs'), file]);
    const key = readFileSync(file, 'utf8').trim();
    expect(key).toMatch(/^[0-9a-f]{64}$/);
    execFileSync(process.execPath, [join(ROOT, 'scripts/notify-key.mjs'), file]);
    expect(readFileSync(file, 'utf8').trim()).toBe(key);
  });
});
