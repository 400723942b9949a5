// A deep copy of JSON data whose short strings stay V8's shared (internalized) copies.
//
// structuredClone makes every string anew. The rules and the AI compare ids and area names from
// the data with each other and with names in the code ('C14', 'CSA') millions of times a
// comparison: a fresh string is compared character by character, and an optimised function that
// met only shared strings is thrown away when it meets a fresh one ('wrong instance type'), then
// compiled again (issue 47: in Chromium those compiles were most of the comparison's cost beside
// its workers). JSON.parse hands back the shared copy of each short string, the ids among them.

/** A deep copy of `value` (JSON data: objects, arrays, strings, finite numbers, booleans, null). */
export function copyJson<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
