import { Alea, aleaState } from '../lib/alea';
import { HEX } from '../lib/sha256';

/**
 * The AI's own random stream (never the game's dice): seedrandom's Alea, seeded by seedrandom
 * itself and stepped by the program's one copy of the step (src/lib/alea.ts), so the numbers
 * are seedrandom's to the last bit.
 */
export class BotRandom extends Alea {
  constructor(seed: string) {
    super(aleaState(seed));
  }
  /** The next number in [0, 1). */
  float(): number {
    return this.next();
  }
  int(n: number): number {
    return Math.floor(this.float() * n);
  }
  pick<T>(items: readonly T[]): T {
    return items[this.int(items.length)]!;
  }
  chance(p: number): boolean {
    return this.float() < p;
  }
  shuffle<T>(items: readonly T[]): T[] {
    const out = [...items];
    for (let i = out.length - 1; i > 0; i--) {
      const j = this.int(i + 1);
      [out[i], out[j]] = [out[j]!, out[i]!];
    }
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
