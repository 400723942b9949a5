import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

// Issue 14.1: command-line flags are outside input too. A built-in object name as a scenario or
// a bot is refused by name, with a plain message and a non-zero exit, never a raw TypeError.

const ROOT = resolve(import.meta.dirname, '../..');
const run = (script: string, args: string[]) => spawnSync('npx', ['tsx', script, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

describe('command-line flags', () => {
  it('13.0: npm run sim --scenario constructor, --confederate __proto__ and npm run fuzz --scenarios toString are refused by name', () => {
    const scenario = run('scripts/sim.ts', ['--scenario', 'constructor', '--seed', '1']);
    expect(scenario.status).not.toBe(0);
    expect(scenario.stderr).toContain('no scenario "constructor"');
    const bot = run('scripts/sim.ts', ['--scenario', 'weak-beginning', '--seed', '1', '--confederate', '__proto__']);
    expect(bot.status).not.toBe(0);
    expect(`${bot.stderr}${bot.stdout}`).toContain('no bot "__proto__"');
    expect(`${bot.stderr}${bot.stdout}`).not.toMatch(/TypeError/);
    const fuzz = run('scripts/fuzz.ts', ['--commands', '10', '--scenarios', 'toString']);
    expect(fuzz.status).toBe(2);
    expect(fuzz.stderr).toContain('no scenario "toString"');
  }, 120_000);
});
