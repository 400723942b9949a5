// A token bucket per key (a game, an address): `burst` at once, refilled at `perSecond`.
// Buckets left full are forgotten, so the map stays as small as the set of busy keys.

export class Buckets {
  private readonly b = new Map<string, { tokens: number; at: number }>();
  constructor(private readonly burst: number, private readonly perSecond: number, private readonly now: () => number = Date.now) {}

  /** Takes one token for `key`; false (and nothing taken) when the bucket is empty. */
  take(key: string): boolean {
    const t = this.now();
    const cur = this.b.get(key) ?? { tokens: this.burst, at: t };
    const tokens = Math.min(this.burst, cur.tokens + ((t - cur.at) / 1000) * this.perSecond);
    if (tokens < 1) { this.b.set(key, { tokens, at: t }); return false; }
    this.b.set(key, { tokens: tokens - 1, at: t });
    if (this.b.size > 10_000) this.sweep(t);
    return true;
  }

  /** Seconds until `key` has a token again. */
  wait(key: string): number {
    const cur = this.b.get(key);
    return cur ? Math.max(0, Math.ceil((1 - cur.tokens) / this.perSecond)) : 0;
  }

  private sweep(t: number): void {
    for (const [k, v] of this.b) if (v.tokens + ((t - v.at) / 1000) * this.perSecond >= this.burst) this.b.delete(k);
  }
}
