import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './db';

// The schema, by numbered SQL files (migrations/NNN_name.sql) applied once each, in order, and
// recorded in relay_migrations. An advisory lock lets two relays start on one database at once.

const LOCK = 7_451_020; // any constant: the relay's own advisory lock

export interface Migration {
  id: number;
  name: string;
  sql: string;
}

export function readMigrations(dir: string): Migration[] {
  return readdirSync(dir)
    .filter((f) => /^\d{3}_[a-z0-9_]+\.sql$/.test(f))
    .sort()
    .map((f) => ({ id: Number(f.slice(0, 3)), name: f, sql: readFileSync(join(dir, f), 'utf8') }));
}

/** Applies the migrations not yet applied; returns the names of those it applied. */
export async function migrate(db: Db, migrations: Migration[]): Promise<string[]> {
  return db.transaction(async (tx) => {
    await tx.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
    await tx.query('CREATE TABLE IF NOT EXISTS relay_migrations (id integer PRIMARY KEY, name text NOT NULL, applied_at timestamptz NOT NULL DEFAULT now())');
    const done = new Set((await tx.query<{ id: number }>('SELECT id FROM relay_migrations')).map((r) => Number(r.id)));
    const applied: string[] = [];
    for (const m of migrations) {
      if (done.has(m.id)) continue;
      for (const stmt of m.sql
        .split(/;\s*(?:\n|$)/)
        .map((s) => s.trim())
        .filter((s) => s.replace(/--.*$/gm, '').trim()))
        await tx.query(stmt);
      await tx.query('INSERT INTO relay_migrations (id, name) VALUES ($1, $2)', [m.id, m.name]);
      applied.push(m.name);
    }
    return applied;
  });
}
