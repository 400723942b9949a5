// One place that hears every uncaught error of every page the browser tests open (issue 48.5).
// Each page is watched as it is made (watchPage); after each test, any uncaught error of a page
// opened in it fails that test, named with its kind and stack, even when the test itself never
// looked (an error thrown from a frame the test did not wait for: the blank map of issue 48.5).

import { afterEach } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';

/** Uncaught errors heard since the last test ended. */
let uncaught: string[] = [];
const watched = new WeakSet<Page>();
const contexts = new WeakSet<BrowserContext>();

/** An uncaught error as a line a person can act on: its name, message and stack; never empty. */
export function describeError(e: unknown): string {
  if (e instanceof Error) {
    const head = `${e.name || 'Error'}: ${e.message || '(no message)'}`;
    // A stack starts with the name and message itself; keep both when it does not.
    const stack = e.stack && e.stack.trim() !== '' ? e.stack : '(no stack)';
    return stack.startsWith(head) ? stack : `${head}\n${stack}`;
  }
  const s = String(e);
  return `a thrown ${typeof e}: ${s === '' ? '(empty)' : s}`;
}

/**
 * Listens to a page's uncaught errors (and, into `errors` only, its console errors, which some
 * tests provoke on purpose): returns the page's own list, as the tests read it.
 */
export function watchPage(page: Page, label = 'page'): string[] {
  const errors: string[] = [];
  if (watched.has(page)) return errors;
  watched.add(page);
  // A page the test opens later in the same context (a link followed, the game reopened) is heard too.
  const context = page.context();
  if (!contexts.has(context)) {
    contexts.add(context);
    context.on('page', (p) => void watchPage(p, `${label}'s other page`));
  }
  page.on('pageerror', (e) => {
    const text = describeError(e);
    errors.push(text);
    uncaught.push(`${label}: ${text}`);
    console.error(`page error (${label}):`, text);
  });
  page.on('console', (m) => {
    // With the resource it names, when there is one (a 404's text alone does not say which file).
    if (m.type() === 'error') errors.push(m.location().url ? `${m.text()} (${m.location().url})` : m.text());
  });
  return errors;
}

/** The uncaught errors heard since the last call, and forgets them. */
export function takeUncaught(): string[] {
  const out = uncaught;
  uncaught = [];
  return out;
}

// Every test file that imports the helpers fails a test during which a page threw.
afterEach(() => {
  const errors = takeUncaught();
  if (errors.length) throw new Error(`${errors.length} uncaught page error(s):\n${errors.join('\n---\n')}`);
});
