import seedrandom from 'seedrandom';
import { HEX } from '../lib/sha256';

/**
 * The AI's own random stream (never the game's dice): seedrandom's Alea, seeded by seedrandom
 * itself, then stepped here with the same arithmetic, so the numbers are the same to the last
 * bit. A method of this one class is inlined where it is drawn (the AI draws once per area
 * weighed); seedrandom's generator, a closure made per instance and called through a field,
 * was not, and handed back every draw as a new boxed number.
 */
export class BotRandom {
  private s0: number;
  private s1: number;
  private s2: number;
  private c: number;
  constructor(seed: string) {
    const st = seedrandom.alea(seed, { state: true }).state();
    this.s0 = st.s0; this.s1 = st.s1; this.s2 = st.s2; this.c = st.c;
  }
  /** Alea's step (seedrandom/lib/alea.js), in [0, 1). */
  float(): number {
    const t = 2091639 * this.s0 + this.c * 2.3283064365386963e-10; // 2^-32
    this.s0 = this.s1;
    this.s1 = this.s2;
    this.c = t | 0;
    return this.s2 = t - this.c;
  }
  int(n: number): number { return Math.floor(this.float() * n); }
  pick<T>(items: readonly T[]): T { return items[this.int(items.length)]!; }
  chance(p: number): boolean { return this.float() < p; }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) { const j = this.int(i + 1); [out[i], out[j]] = [out[j]!, out[i]!]; }
    return out;
  }
  /** 32 hex digits from four draws, each draw's 32 bits as 8 digits, most significant first. */
  salt(): string {
    let out = '';
    for (let k = 0; k < 4; k++) {
      const x = Math.floor(this.float() * 2 ** 32);
      // Byte by byte from a table: the same digits as toString(16).padStart(8, '0'), without the number formatting.
      out += HEX[x >>> 24]! + HEX[(x >>> 16) & 255]! + HEX[(x >>> 8) & 255]! + HEX[x & 255]!;
    }
    return out;
  }
}
