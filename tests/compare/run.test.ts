import { describe, expect, it } from 'vitest';
import { runGames } from '../../src/compare/runGames';
import { runComparison } from '../../src/compare/runComparison';
import { planJobs } from '../../src/compare/plan';
import { gameSeed } from '../../src/compare/seeds';
import { summarizeGame } from '../../src/compare/summary';
import { scenarioFacts } from '../../src/compare/scenarioFacts';
import { dataIdentity, comparisonKey } from '../../src/compare/identity';
import type { WorkerPort } from '../../src/compare/schedule';
import { isFailure, type CompareSettings, type Job } from '../../src/compare/types';
import { playGame } from '../../src/game/record';
import { makeBot } from '../../src/ai/registry';
import { gameData } from '../helpers';

// Playing the games: each game's summary, seeds that depend only on (seed, scenario, game), and
// results that do not depend on how many workers played or in what order they answered.

const random = { confederate: 'random', federal: 'random', options: { erratumRow6: true } };

describe('one game summarized', () => {
  it('merchant marine per turn ends at the final level; VPs and level match the result', () => {
    const data = gameData();
    const g = playGame(data, 'greyhounds-are-loose', 's1', { confederate: makeBot('historical', 'c'), federal: makeBot('historical', 'f') }, {}, false);
    const s = summarizeGame(data, g.state, 7);
    expect(s.index).toBe(7);
    expect(s.mm).toHaveLength(1 + 3);
    expect(s.mm[0]).toBe(1216);
    expect(s.mm.at(-1)).toBe(g.state.merchantMarine);
    for (let i = 1; i < s.mm.length; i++) expect(s.mm[i]).toBeLessThanOrEqual(s.mm[i - 1]!);
    expect(s.net).toBe(g.state.result!.net);
    expect(s.confederateVp - s.federalVp).toBe(s.net);
    for (const [id, fate] of Object.entries(s.raiders)) expect(['inPlay', 'sunk', 'interned'][fate]).toBe(g.state.confederate[id]!.status);
  });
});

describe('runGames', () => {
  it('game i plays seed (master, scenario, i) whatever slice it is in', () => {
    const whole = runGames(gameData(), random, 'm', { scenario: 'weak-beginning', from: 0, to: 4 });
    const tail = runGames(gameData(), random, 'm', { scenario: 'weak-beginning', from: 2, to: 4 });
    expect(tail).toEqual(whole.slice(2));
    expect(gameSeed('m', 'weak-beginning', 3)).toBe('m/weak-beginning/3');
    expect(whole.every((o) => !isFailure(o))).toBe(true);
  });
});

/** Runs jobs in-process; `delay` reorders the answers to mimic busy workers. */
const port = (delay: (job: Job) => number): WorkerPort => ({
  run: (job, onGame) =>
    new Promise((resolve) =>
      setTimeout(() => {
        resolve(runGames(gameData(), random, 'det', job, () => onGame(1)));
      }, delay(job)),
    ),
});

describe('comparison determinism', () => {
  const settings: CompareSettings = {
    games: 6,
    seed: 'det',
    scenarios: ['weak-beginning', 'endgame'],
    variants: [{ label: 'A', ...random, dataPack: null }],
  };
  it('one worker or three, answers in any order: the identical model', async () => {
    let progress = 0;
    const one = await runComparison(settings, [gameData()], [port(() => 0)], (d) => {
      progress = d;
    });
    expect(progress).toBe(12);
    const three = await runComparison(settings, [gameData()], [port((j) => 7 - j.from), port((j) => j.from % 3), port(() => 1)]);
    expect(JSON.stringify(three)).toBe(JSON.stringify(one));
    expect(one.complete).toBe(true);
    expect(one.results[0]!.map((r) => r.games + r.failures)).toEqual([6, 6]);
  });
  it('a stopped run says it is incomplete', async () => {
    const stop = new AbortController();
    const m = await runComparison(
      settings,
      [gameData()],
      [port(() => 0)],
      (d) => {
        if (d >= 2) stop.abort();
      },
      stop.signal,
    );
    expect(m.complete).toBe(false);
  });
  it('plans the longest scenario first, every game once per variant', () => {
    const two = { ...settings, variants: [settings.variants[0]!, { ...settings.variants[0]!, label: 'B', options: { erratumRow6: false } }] };
    const jobs = planJobs(two, (s) => (s === 'endgame' ? 4 : 4) + (s === 'weak-beginning' ? 0 : 1), 2);
    expect(jobs[0]!.scenario).toBe('endgame');
    for (const v of [0, 1])
      for (const s of two.scenarios) {
        const covered = jobs.filter((j) => j.variant === v && j.scenario === s).flatMap((j) => Array.from({ length: j.to - j.from }, (_, k) => j.from + k));
        expect(covered.sort((a, b) => a - b)).toEqual([0, 1, 2, 3, 4, 5]);
      }
  });
});

describe('scenario facts come from the data', () => {
  it('Campaign: 16 turns, 1247, CPLs, eight Federal ships deployed, Sumter with Semmes', () => {
    const f = scenarioFacts(gameData(), 'campaign');
    expect(f.turns).toMatchObject({ first: 1, last: 16, count: 16 });
    expect(f.start.merchantMarine).toBe(1247);
    expect(f.start.cpl).toEqual({ W: 1, E: 3, F: 3 });
    expect(f.federal.deployed).toHaveLength(8);
    expect(f.confederate.ships.map((s) => s.name)).toEqual(['Sumter']);
    expect(f.confederate.semmes).toMatch(/aboard Sumter/);
    expect(f.confederate.arrivals.length).toBeGreaterThan(5);
    expect(f.victory[2]).toEqual({ level: 'Draw', min: 300, max: 350 });
  });
  it('Endgame lists no arrival of a ship it already places or counts as lost', () => {
    const f = scenarioFacts(gameData(), 'endgame');
    const names = new Set([...f.confederate.ships.map((s) => s.name), ...f.confederate.alreadyLost]);
    for (const a of f.confederate.arrivals) expect(names.has(a.ship)).toBe(false);
    expect(f.federal.unavailable.length).toBeGreaterThan(0);
  });
});

describe('cache identity', () => {
  it('changes with the data and with the settings', () => {
    const d = gameData();
    const id = dataIdentity(d);
    expect(id).toMatch(/^[0-9a-f]{16}$/);
    const s: CompareSettings = { games: 10, seed: '1', scenarios: ['campaign'], variants: [{ label: 'A', ...random, dataPack: null }] };
    const k = comparisonKey(s, [id], 'b1');
    expect(comparisonKey(s, [id], 'b1')).toBe(k);
    expect(comparisonKey({ ...s, games: 11 }, [id], 'b1')).not.toBe(k);
    expect(comparisonKey(s, ['other'], 'b1')).not.toBe(k);
    expect(comparisonKey(s, [id], 'b2')).not.toBe(k);
  });
});
