// Reusable typed arrays for tables that do not outlive one call. A typed array of a few hundred
// numbers costs an allocation outside the JavaScript heap and later garbage collection; the AI
// makes such tables for every ship every turn, so it keeps one of each and clears it instead.

/** One reusable Float64Array; `take(n)` hands it back cleared, `n` long, valid until the next take. */
export class ScratchF64 {
  private buf = new Float64Array(0);
  private view = new Float64Array(0);

  take(n: number): Float64Array {
    if (this.buf.length < n) this.buf = new Float64Array(Math.max(n, 2 * this.buf.length));
    if (this.view.length !== n || this.view.buffer !== this.buf.buffer) this.view = this.buf.subarray(0, n);
    this.view.fill(0);
    return this.view;
  }

  /** The same, not cleared: for a table the caller writes in full before reading. */
  takeRaw(n: number): Float64Array {
    if (this.buf.length < n) this.buf = new Float64Array(Math.max(n, 2 * this.buf.length));
    if (this.view.length !== n || this.view.buffer !== this.buf.buffer) this.view = this.buf.subarray(0, n);
    return this.view;
  }
}

/** The same for Int32Array. */
export class ScratchI32 {
  private buf = new Int32Array(0);
  private view = new Int32Array(0);

  take(n: number): Int32Array {
    if (this.buf.length < n) this.buf = new Int32Array(Math.max(n, 2 * this.buf.length));
    if (this.view.length !== n || this.view.buffer !== this.buf.buffer) this.view = this.buf.subarray(0, n);
    this.view.fill(0);
    return this.view;
  }
}
