import { afterEach, describe, expect, it, vi } from 'vitest';
import { portOver, PROGRESS_MS, workerCore, type FromWorker, type ToWorker } from '../../src/compare/workerCore';
import { runComparison } from '../../src/compare/runComparison';
import { runGames } from '../../src/compare/runGames';
import { planJobs } from '../../src/compare/plan';
import type { WorkerPort } from '../../src/compare/schedule';
import type { CompareSettings } from '../../src/compare/types';
import { gameData } from '../helpers';

// The worker protocol, with the worker run in-process: progress comes in batches at most every
// PROGRESS_MS, and the count of games reported adds up to the job's games whatever the batching.

function connect() {
  const sent: FromWorker[] = [];
  let listener: (m: FromWorker) => void = () => {};
  const worker = workerCore((m) => {
    sent.push(m);
    listener(m);
  });
  const port = portOver(
    {
      send: (m: ToWorker) => worker(m),
      listen: (f) => {
        listener = f;
      },
    },
    { type: 'init', seed: 'p', variants: [{ confederate: 'random', federal: 'random', options: { erratumRow6: true }, dataPack: null }] },
  );
  return { port, sent };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('comparison worker protocol', () => {
  it('batches progress by time and counts every game of the job once', async () => {
    // A clock that moves 0.6 PROGRESS_MS per reading: a progress message every other game or so.
    let t = 0;
    vi.spyOn(performance, 'now').mockImplementation(() => (t += 0.6 * PROGRESS_MS));
    const { port, sent } = connect();
    const counts: number[] = [];
    const outcomes = await port.run({ variant: 0, scenario: 'weak-beginning', from: 0, to: 9 }, (n) => counts.push(n));
    expect(outcomes).toHaveLength(9);
    const progress = sent.filter((m) => m.type === 'games');
    expect(progress.length).toBeGreaterThan(0);
    expect(progress.length).toBeLessThan(9);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(9);
  });

  it('a job faster than PROGRESS_MS sends no progress: the done message counts its games', async () => {
    vi.spyOn(performance, 'now').mockReturnValue(0);
    const { port, sent } = connect();
    const counts: number[] = [];
    await port.run({ variant: 0, scenario: 'weak-beginning', from: 3, to: 7 }, (n) => counts.push(n));
    expect(sent.filter((m) => m.type === 'games')).toHaveLength(0);
    expect(counts).toEqual([4]);
  });
});

/** A worker run in-process that, like a real one, gets and answers its messages later, in order. */
function asyncWorker(init: ToWorker & { type: 'init' }) {
  let listener: (m: FromWorker) => void = () => {};
  let jobs = 0,
    most = 0,
    inFlight = 0;
  const worker = workerCore((m) => {
    if (m.type === 'done') inFlight--;
    setTimeout(() => listener(m), 0);
  });
  const port = portOver(
    {
      send: (m: ToWorker) => {
        if (m.type === 'job') {
          jobs++;
          most = Math.max(most, ++inFlight);
        }
        setTimeout(() => worker(m), 1);
      },
      listen: (f) => {
        listener = f;
      },
    },
    init,
  );
  return { port, stats: () => ({ jobs, most }) };
}

describe('issue 36: the next job waits in the worker', () => {
  const init = {
    type: 'init' as const,
    seed: 'pipe',
    variants: [{ confederate: 'random', federal: 'random', options: { erratumRow6: true }, dataPack: null }],
  };
  const settings: CompareSettings = {
    games: 12,
    seed: 'pipe',
    scenarios: ['weak-beginning', 'endgame'],
    variants: [{ label: 'A', confederate: 'random', federal: 'random', options: { erratumRow6: true }, dataPack: null }],
  };

  it('two jobs in flight per worker: each job gets its own games and outcomes, every game counted once', async () => {
    const w = asyncWorker(init);
    const counts = [0, 0];
    const [a, b] = await Promise.all([
      w.port.run({ variant: 0, scenario: 'weak-beginning', from: 0, to: 3 }, (n) => {
        counts[0]! += n;
      }),
      w.port.run({ variant: 0, scenario: 'endgame', from: 5, to: 9 }, (n) => {
        counts[1]! += n;
      }),
    ]);
    expect(a!.map((o) => o.index)).toEqual([0, 1, 2]);
    expect(b!.map((o) => o.index)).toEqual([5, 6, 7, 8]);
    expect(counts).toEqual([3, 4]);
    expect(w.stats().most).toBe(2);
  });

  it('the same model from one worker playing its jobs one by one and from two workers with a job waiting each', async () => {
    const data = [gameData()];
    // One worker, one job at a time: the plain in-order play of every job.
    const plain: WorkerPort = { run: (job, onGames) => Promise.resolve(runGames(data[0]!, settings.variants[0]!, settings.seed, job, () => onGames(1))) };
    const one = await runComparison(settings, data, [plain]);
    const workers = [asyncWorker(init), asyncWorker(init)];
    let progress = 0;
    const two = await runComparison(
      settings,
      data,
      workers.map((w) => w.port),
      (d) => {
        progress = d;
      },
    );
    expect(JSON.stringify(two)).toBe(JSON.stringify(one));
    expect(progress).toBe(24);
    const jobs = planJobs(settings, () => 1, 2).length;
    expect(workers.reduce((n, w) => n + w.stats().jobs, 0)).toBe(jobs);
    // Each worker had a second job waiting at some point (there were more jobs than workers).
    expect(workers.map((w) => w.stats().most)).toEqual([2, 2]);
  });

  it('a failed worker fails the job it plays and the one waiting behind it', async () => {
    let listener: (m: FromWorker) => void = () => {};
    const port = portOver(
      {
        send: (m) => {
          if (m.type === 'job' && m.job.from === 0) setTimeout(() => listener({ type: 'error', message: 'out of memory' }), 0);
        },
        listen: (f) => {
          listener = f;
        },
      },
      init,
    );
    const first = port.run({ variant: 0, scenario: 'endgame', from: 0, to: 1 }, () => {});
    const second = port.run({ variant: 0, scenario: 'endgame', from: 1, to: 2 }, () => {});
    await expect(first).rejects.toThrow('out of memory');
    await expect(second).rejects.toThrow('out of memory');
  });
});
