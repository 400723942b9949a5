import { afterEach, describe, expect, it, vi } from 'vitest';
import { portOver, PROGRESS_MS, workerCore, type FromWorker, type ToWorker } from '../../src/compare/workerCore';

// The worker protocol, with the worker run in-process: progress comes in batches at most every
// PROGRESS_MS, and the count of games reported adds up to the job's games whatever the batching.

function connect() {
  const sent: FromWorker[] = [];
  let listener: (m: FromWorker) => void = () => {};
  const worker = workerCore((m) => { sent.push(m); listener(m); });
  const port = portOver({ send: (m: ToWorker) => worker(m), listen: (f) => { listener = f; } },
    { type: 'init', seed: 'p', variants: [{ confederate: 'random', federal: 'random', options: { erratumRow6: true }, dataPack: null }] });
  return { port, sent };
}

afterEach(() => { vi.restoreAllMocks(); });

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
