import { describe, expect, it } from 'vitest';
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { FlagError, optionFlags, parseFlags } from '../../scripts/cli';

// Issue 14.1: command-line flags are outside input too. A built-in object name as a scenario or
// a bot is refused by name, with a plain message and a non-zero exit, never a raw TypeError.

const ROOT = resolve(import.meta.dirname, '../..');
const run = (script: string, args: string[]) =>
  spawnSync('npx', ['tsx', script, ...args], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });

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
    // Issue 32.5: a misspelt flag is refused by name, not ignored.
    const typo = run('scripts/fuzz.ts', ['--comands', '10']);
    expect(typo.status).toBe(2);
    expect(typo.stderr).toContain('unknown flag --comands');
  });
});

// Issue 32.5: the tools read flags with node:util's parseArgs, against each tool's own list.
describe('reading flags (scripts/cli.ts parseFlags)', () => {
  const SIM = { scenario: 'string', seed: 'string', json: 'boolean', record: 'string' } as const;

  it('a value that starts with -- is the value of the flag before it, never a flag of its own', () => {
    const r = parseFlags(['--seed', '--7', '--scenario', '--json', '--json'], SIM);
    expect(r.flags).toEqual({ seed: '--7', scenario: '--json', json: true });
    expect(parseFlags(['--seed=--x'], SIM).flags.seed).toBe('--x');
    expect(parseFlags(['--seed', ''], SIM).flags.seed).toBe('');
  });

  it('every existing spelling still reads: --flag value, --flag=value, booleans, the last of a repeat', () => {
    expect(parseFlags(['--scenario', 'campaign', '--seed=7', '--json', '--seed', '8'], SIM).flags).toEqual({ scenario: 'campaign', seed: '8', json: true });
    expect(parseFlags([], SIM)).toEqual({ flags: {}, options: {}, rest: [] });
    expect(parseFlags(['game.json', '--data-pack', 'p.json'], { 'data-pack': 'string' }, { positionals: 1 })).toEqual({
      flags: { 'data-pack': 'p.json' },
      options: {},
      rest: ['game.json'],
    });
  });

  it('an unknown flag, a value given to a boolean, a missing value and an extra argument are refused by name', () => {
    expect(() => parseFlags(['--sed', '1'], SIM)).toThrow(FlagError);
    expect(() => parseFlags(['--sed', '1'], SIM)).toThrow('unknown flag --sed (flags: --scenario, --seed, --json, --record)');
    expect(() => parseFlags(['-s', '1'], SIM)).toThrow('unknown flag -s');
    expect(() => parseFlags(['--__proto__', 'x'], SIM)).toThrow('unknown flag --__proto__');
    expect(() => parseFlags(['--json=yes'], SIM)).toThrow('--json takes no value (got "yes")');
    expect(() => parseFlags(['--record'], SIM)).toThrow('--record needs a value');
    expect(() => parseFlags(['stray'], SIM)).toThrow('unexpected argument "stray"');
    expect(() => parseFlags(['a.json', 'b.json'], {}, { positionals: 1 })).toThrow('unexpected argument "b.json" (the tool takes 1)');
    // A flag of another tool is unknown here: fuzz takes no rule variants.
    expect(() => parseFlags(['--erratum-row6', 'off'], { commands: 'string' })).toThrow('unknown flag --erratum-row6');
  });

  it('10.31: rule-variant flags, by flag spelling or key, on or off; bare and last means on', () => {
    const r = parseFlags(['--erratum-row6', 'off', '--seed', '1'], SIM, { variants: 'game' });
    expect(r.flags).toEqual({ seed: '1' });
    expect(r.options).toEqual({ 'erratum-row6': 'off' });
    expect(optionFlags(r.options, 'game')).toEqual({ erratumRow6: false });
    expect(optionFlags(parseFlags(['--erratumRow6', 'no'], SIM, { variants: 'game' }).options, 'game')).toEqual({ erratumRow6: false });
    expect(optionFlags(parseFlags(['--blockade-evasion'], SIM, { variants: 'comparison' }).options, 'comparison')).toEqual({
      erratumRow6: true,
      blockadeEvasion: true,
    });
    // Play options and the internal flag are not command-line flags.
    expect(() => parseFlags(['--ask-federal', 'on'], SIM, { variants: 'game' })).toThrow('unknown flag --ask-federal');
    expect(() => parseFlags(['--remote', 'on'], SIM, { variants: 'game' })).toThrow('unknown flag --remote');
  });
});
