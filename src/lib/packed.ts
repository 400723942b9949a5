// Arrays that keep one shape whichever tier of V8 made them.
//
// V8's optimising compiler builds the result of Array.prototype.map as a holey array, where the
// interpreter's map builds a packed one: two hidden classes for the same list. A function that
// reads such a list learns the packed class while the game warms up, then meets the holey one
// once the function that maps is optimised, throws its optimised code away ('wrong map') and is
// compiled again. In Chromium those compiles were most of the comparison's cost beside its
// workers (issue 47: the Federal planner alone recompiled at about a second a time). A list
// grown by push from an empty literal is packed in every tier.

/** `xs.map(f)` as a packed array in every tier of V8 (see above); the same elements in the same order. */
export function mapPacked<T, U>(xs: readonly T[], f: (x: T, i: number) => U): U[] {
  const out: U[] = [];
  for (let i = 0; i < xs.length; i++) out.push(f(xs[i]!, i));
  return out;
}
