import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServerOptions } from '../../src/relay/server';

// The databases the relay's tests run on: the embedded one (PGlite in a temporary folder) always,
// and a PostgreSQL server when DATABASE_URL names one (.ci/run makes one); without it those
// tests are skipped, and say so.

export interface Backend {
  name: string;
  options(): ServerOptions;
  cleanup(): void | Promise<void>;
  shared: boolean;
}

export const DATABASE_URL = process.env.DATABASE_URL || '';
if (!DATABASE_URL) console.warn('relay tests on a PostgreSQL server: skipped, DATABASE_URL is not set (.ci/run sets it when it can start one)');

/** The embedded database's template, kept between runs (made by the first test that needs it). */
export const PGLITE_TEMPLATES = join(tmpdir(), 'sea-devils-relay-pglite-templates');

/**
 * Limits every test's relay starts with: the new games an hour from one address are kept in the
 * database, so on a shared server every earlier run's games (all from 127.0.0.1) would count.
 * A test that sets its own limits spreads these first; the tests of that limit set it.
 */
export const TEST_LIMITS = { createsPerAddressPerHour: 1_000_000 };

/**
 * The key the tests' relays seal notification addresses with (a relay offers notifications only
 * with a key kept apart from its database). One for every test file: on a shared server a relay
 * starting seals again, under its own key, what an older relay left sealed under the database's.
 */
export const TEST_NOTIFY_KEY = 'a1'.repeat(32);

export function embedded(): Backend {
  const dir = mkdtempSync(join(tmpdir(), 'sea-devils-relay-'));
  return {
    name: 'embedded PGlite',
    shared: false,
    options: () => ({ dataDir: join(dir, 'db'), pgliteTemplateDir: PGLITE_TEMPLATES, pollMs: 200, limits: TEST_LIMITS }),
    cleanup: () => rmSync(dir, { recursive: true, force: true }),
  };
}

export function server(): Backend {
  return {
    name: 'PostgreSQL server (DATABASE_URL)',
    shared: true,
    options: () => ({ dataDir: '/nonexistent', databaseUrl: DATABASE_URL, pollMs: 200, limits: TEST_LIMITS }),
    cleanup: () => undefined,
  };
}

/**
 * A PostgreSQL server backend whose tables are in a schema of its own (made here, dropped by
 * cleanup()): for tests that count what every relay process on the database does (each looks at
 * every game's due notifications), which the other test files' relays running at the same time
 * on the same server would otherwise share.
 */
export async function isolatedServer(): Promise<Backend & { cleanup(): Promise<void> }> {
  const { default: pg } = await import('pg');
  const schema = `relay_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: DATABASE_URL });
  await admin.connect();
  await admin.query(`CREATE SCHEMA ${schema}`);
  await admin.end();
  const url = `${DATABASE_URL}${DATABASE_URL.includes('?') ? '&' : '?'}options=${encodeURIComponent(`-c search_path=${schema}`)}`;
  return {
    name: 'PostgreSQL server (DATABASE_URL), a schema of its own',
    shared: false,
    options: () => ({ dataDir: '/nonexistent', databaseUrl: url, pollMs: 200, limits: TEST_LIMITS }),
    async cleanup() {
      const c = new pg.Client({ connectionString: DATABASE_URL });
      await c.connect();
      await c.query(`DROP SCHEMA ${schema} CASCADE`);
      await c.end();
    },
  };
}

export const backends: { name: string; make: () => Backend; isolated: () => Promise<Backend>; skip: boolean }[] = [
  { name: 'embedded PGlite', make: embedded, isolated: async () => embedded(), skip: false },
  { name: 'PostgreSQL server (DATABASE_URL)', make: server, isolated: isolatedServer, skip: !DATABASE_URL },
];
