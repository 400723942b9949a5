import seedrandom from 'seedrandom';
import { HEX } from '../lib/sha256';

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
  /** 32 hex digits from four draws, each draw's 32 bits as 8 digits, most significant first. */
  salt(): string {
    let out = '';
    for (let k = 0; k < 4; k++) {
      const x = Math.floor(this.prng() * 2 ** 32);
      // Byte by byte from a table: the same digits as toString(16).padStart(8, '0'), without the number formatting.
      out += HEX[x >>> 24]! + HEX[(x >>> 16) & 255]! + HEX[(x >>> 8) & 255]! + HEX[x & 255]!;
    }
    return out;
  }
}
