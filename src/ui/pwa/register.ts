import { h } from '../dom';

// The page's side of the service worker (issue 49.2; serviceWorker.ts): registered once the first
// map is drawn (or the start screen has been read a few seconds), so its download of the whole
// build never competes with the first map; loaded then, so it is no part of the first download.
// When a new build has installed beside the one in use, a line at the foot of the screen offers
// to reload into it; the player chooses when (a game is saved after every move, so a reload
// loses nothing but a record still being written). `body[data-offline-ready]` says the build is
// kept on this device.

const BANNER = 'update-banner';
/** How often a long session looks for a new build (a reload or a new visit also looks). */
const LOOK_EVERY_MS = 60 * 60 * 1000;

export async function registerServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator) || !window.isSecureContext) return;
  const sw = navigator.serviceWorker;
  const hadController = !!sw.controller;
  let asked = false;
  const registration = await sw.register('./sw.js', { scope: './' });
  const offer = (waiting: ServiceWorker) =>
    showBanner('A new version of Sea Devils is ready.', () => {
      asked = true;
      waiting.postMessage('skipWaiting');
    });
  if (registration.waiting && sw.controller) offer(registration.waiting);
  registration.addEventListener('updatefound', () => {
    const installing = registration.installing;
    installing?.addEventListener('statechange', () => {
      if (installing.state === 'installed' && sw.controller) offer(installing);
    });
  });
  sw.addEventListener('controllerchange', () => {
    if (asked) location.reload();
    // Another tab took the new build: this one runs the old until it reloads too.
    else if (hadController) showBanner('Sea Devils was updated in another tab.', () => location.reload());
  });
  await sw.ready;
  document.body.dataset.offlineReady = 'true';
  setInterval(() => void registration.update().catch(() => undefined), LOOK_EVERY_MS);
}

/** The line at the foot of the screen: what is new, Reload, and Later (which hides it until the next visit). */
function showBanner(text: string, reload: () => void): void {
  document.querySelector(`[data-testid="${BANNER}"]`)?.remove();
  const el = h(
    'div',
    { class: 'update-banner', role: 'status', 'aria-live': 'polite', 'data-testid': BANNER },
    h('span', {}, `${text} Your games are saved; reload when it suits you.`),
    h(
      'button',
      {
        type: 'button',
        class: 'btn small primary',
        'data-action': 'update-reload',
        onclick: (e: Event) => {
          (e.currentTarget as HTMLButtonElement).disabled = true;
          reload();
        },
      },
      'Reload',
    ),
    h('button', { type: 'button', class: 'btn small', 'data-action': 'update-later', onclick: () => el.remove() }, 'Later'),
  );
  document.body.appendChild(el);
}
