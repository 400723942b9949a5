// The later parts of the application (appParts.ts): loaded once, on demand or ahead of time.
// parts() answers synchronously once they are here: a remote or hot-seat session on screen
// proves they are, since only their code makes such sessions.
type Parts = typeof import('./appParts')['appParts'];

let loaded: Parts | null = null;
let loading: Promise<Parts> | null = null;

export function loadParts(): Promise<Parts> {
  loading ??= import('./appParts').then(({ appParts }) => (loaded = appParts));
  return loading;
}

export function parts(): Parts | null {
  return loaded;
}

/** Resolves when the browser has a moment free (or after `timeout` ms at the latest). */
export function idle(timeout = 2000): Promise<void> {
  return new Promise((r) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => r(), { timeout });
    else setTimeout(r, 50);
  });
}
