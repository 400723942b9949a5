import seedrandom from 'seedrandom';

/** The AI's own random stream (never the game's dice). */
export class BotRandom {
  private readonly prng: seedrandom.PRNG;
  constructor(seed: string) { this.prng = seedrandom.alea(seed); }
  float(): number { return this.prng(); }
  int(n: number): number { return Math.floor(this.prng() * n); }
  pick<T>(items: readonly T[]): T { return items[this.int(items.length)]!; }
  chance(p: number): boolean { return this.prng() < p; }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) { const j = this.int(i + 1); [out[i], out[j]] = [out[j]!, out[i]!]; }
    return out;
  }
  salt(): string { return Array.from({ length: 4 }, () => Math.floor(this.prng() * 2 ** 32).toString(16).padStart(8, '0')).join(''); }
}
