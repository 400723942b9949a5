// Issue 48.7: while an overlay is up (a dialog, the hand-off, a passphrase, the replay) the
// screen behind it is out of reach: not only for the mouse and the Tab key, but for a screen
// reader's own browsing too. Everything on the page outside the overlay is made `inert` (which
// also takes it out of the accessibility tree) until the overlay goes.

/** Makes every element beside `box` and its ancestors inert; returns the function that undoes it (call it once). */
export function inertOutside(box: HTMLElement): () => void {
  const made: HTMLElement[] = [];
  for (let el: HTMLElement | null = box; el && el !== document.body && el.parentElement; el = el.parentElement)
    for (const sib of el.parentElement.children)
      if (sib !== el && sib instanceof HTMLElement && !sib.inert && sib.tagName !== 'SCRIPT') {
        sib.inert = true;
        made.push(sib);
      }
  let done = false;
  return () => {
    if (done) return;
    done = true;
    for (const el of made) el.inert = false;
  };
}
