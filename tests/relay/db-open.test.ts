import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openPglite } from '../../src/relay/db';
import { PGLITE_TEMPLATES } from './backends';

// The embedded database opens with small shared buffers (issue 44.6): PGlite zeroes every byte of
// them at each open, so initdb's 128 MB was half of the relay's wait for its database.
describe('the embedded database at its open (issue 44.6)', () => {
  const dirs: string[] = [];
  afterAll(() => {
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
  });

  it("opens with 16 MB of shared buffers, whatever its folder's postgresql.conf says", async () => {
    const dir = mkdtempSync(join(tmpdir(), 'sea-devils-db-open-'));
    dirs.push(dir);
    const db = await openPglite(dir, { templateDir: PGLITE_TEMPLATES });
    try {
      // The folder is a copy of initdb's template, whose postgresql.conf asks for 128 MB.
      expect(readFileSync(join(dir, 'postgresql.conf'), 'utf8')).toMatch(/^shared_buffers = 128MB/m);
      const [row] = await db.query<{ sb: string }>("SELECT current_setting('shared_buffers') AS sb");
      expect(row!.sb).toBe('16MB');
    } finally {
      await db.close();
    }
  }, 120_000);
});
