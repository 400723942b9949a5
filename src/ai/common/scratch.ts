// Reusable typed arrays for tables that do not outlive one call. A typed array of a few hundred
// numbers costs an allocation outside the JavaScript heap and later garbage collection; the AI
// makes such tables for every ship every turn, so it keeps one of each and clears it instead.
// They belong to the object that owns the work (a planner, a model), never to a module, so
// that two AIs, or a search run inside another, never write each other's tables.

type Typed = Float64Array | Int32Array;

/** One reusable typed array; `take(n)` hands it back cleared, `n` long, valid until the next take. */
class Scratch<T extends Typed> {
  private buf: T;
  private view: T;
  /** `empty`: a shared empty table of the type, held until the first take (never written to). */
  constructor(
    private readonly make: (n: number) => T,
    empty: T,
  ) {
    this.buf = empty;
    this.view = empty;
  }

  take(n: number): T {
    const view = this.takeRaw(n);
    view.fill(0);
    return view;
  }

  /** The same, not cleared: for a table the caller writes in full before reading. */
  takeRaw(n: number): T {
    if (this.buf.length < n) this.buf = this.make(Math.max(n, 2 * this.buf.length));
    if (this.view.length !== n || this.view.buffer !== this.buf.buffer) this.view = this.buf.subarray(0, n) as T;
    return this.view;
  }
}

/**
 * Empty tables, shared: a table's value until its first use sizes it (AIs and their planners are
 * made often, and an empty table is never written to).
 */
export const NO_F64 = new Float64Array(0),
  NO_I32 = new Int32Array(0),
  NO_U8 = new Uint8Array(0);
export class ScratchF64 extends Scratch<Float64Array> {
  constructor() {
    super((n) => new Float64Array(n), NO_F64);
  }
}
export class ScratchI32 extends Scratch<Int32Array> {
  constructor() {
    super((n) => new Int32Array(n), NO_I32);
  }
}
