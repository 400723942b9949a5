// The service worker (issue 49.2; README, "Offline and installed"): it keeps the built game, every
// file of one build, in a cache of its own, so that after the first visit the game opens and plays
// without a connection: solitaire, hot-seat, the tutorial, replays, saved games and the
// comparison need no server. The relay (online play, open games) is never cached: its requests go
// to the network as if there were no worker. A new build is a new worker (its list of files and
// version differ): it installs beside the one in use and waits, and the page offers the player a
// reload (register.ts); only the player's click makes it take over, so a game is never swapped
// for another build under a player's hands.
// Built by scripts/serviceWorker.ts, which compiles this file as a classic script and puts the
// build's files (__PRECACHE__, relative to the worker) and their hash (__VERSION__) before it.

declare const __PRECACHE__: readonly string[];
declare const __VERSION__: string;

// The service worker's own types, as far as this file uses them (the program's DOM types have none).
interface ExtendableEvent extends Event {
  waitUntil(p: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(r: Promise<Response>): void;
}
interface WorkerScope {
  readonly registration: { readonly scope: string };
  readonly clients: { claim(): Promise<void> };
  skipWaiting(): Promise<void>;
  addEventListener(type: 'install' | 'activate', fn: (e: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', fn: (e: FetchEvent) => void): void;
  addEventListener(type: 'message', fn: (e: MessageEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const PREFIX = 'sea-devils-build-';
const CACHE = `${PREFIX}${__VERSION__}`;
const SCOPE = new URL(worker.registration.scope);
const INDEX = new URL('index.html', SCOPE).href;

// Every file of the build, fetched past the browser's HTTP cache: the cache is this build, whole, or the worker does not install.
worker.addEventListener('install', (e) => {
  e.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(__PRECACHE__.map((path) => new Request(new URL(path, SCOPE).href, { cache: 'reload' })))));
});

// In use: the builds before the previous one go (a page still open on the previous build loads its
// later parts from that one's cache), and the pages open now are this worker's.
worker.addEventListener('activate', (e) => {
  e.waitUntil(
    (async () => {
      const older = (await caches.keys()).filter((name) => name.startsWith(PREFIX) && name !== CACHE);
      for (const name of older.slice(0, -1)) await caches.delete(name);
      await worker.clients.claim();
    })(),
  );
});

// The page asks, on the player's click, for the waiting build to take over.
worker.addEventListener('message', (e) => {
  if (e.data === 'skipWaiting') void worker.skipWaiting();
});

worker.addEventListener('fetch', (e) => {
  const request = e.request;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== SCOPE.origin || !url.pathname.startsWith(SCOPE.pathname)) return;
  const path = url.pathname.slice(SCOPE.pathname.length);
  // The relay (and its stop page): always the network.
  if (path.startsWith('relay/')) return;
  if (request.mode === 'navigate') {
    // The game's page, whatever its query or fragment; any other page is the server's.
    if (path === '' || path === 'index.html') e.respondWith(cached(INDEX, request));
    return;
  }
  e.respondWith(cached(request, request));
});

/** This build's copy, else an earlier build's, else the network. */
async function cached(key: RequestInfo, request: Request): Promise<Response> {
  return (await caches.match(key, { cacheName: CACHE })) ?? (await caches.match(key)) ?? fetch(request);
}

export {};
