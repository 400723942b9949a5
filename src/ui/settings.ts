import { z } from 'zod';
import { setMapScheme } from './map/palette';
import { restyleMaps } from './map/mapStyle';

// Issue 35.4: the player's settings (playback speed, animations, colour scheme, text size,
// sounds), kept on this device under one versioned key. What is stored is read as hostile
// input: a value that is not JSON, too long, of another version or not an object gives the
// defaults; a field that is not one of its known values gives that field's default. The older
// keys of the colour scheme (issue 35.3) and the playback speed are read once, into the new key.

export const SETTINGS_KEY = 'sea-devils:settings';
const OLD_SCHEME_KEY = 'sea-devils:colour-scheme';
const OLD_SPEED_KEY = 'sea-devils:speed';
/** The ending-a-phase question's "don't ask again" (confirmEnd.ts): the only one kept today. */
export const CONFIRM_KEYS = ['sea-devils:confirm-end-phase'] as const;
/** Longer than any settings object this version writes (about 120 characters): anything longer is refused unread. */
const MAX_TEXT = 2000;

export const SPEEDS = ['slow', 'normal', 'fast', 'instant'] as const;
export const ANIMATIONS = ['system', 'on', 'off'] as const;
export const SCHEMES = ['standard', 'high-contrast'] as const;
export const TEXT_SIZES = ['small', 'normal', 'large', 'larger'] as const;
/** The root font scale of each text size. */
const TEXT_SCALE: Record<TextSize, number> = { small: 0.9, normal: 1, large: 1.15, larger: 1.3 };

export type Speed = (typeof SPEEDS)[number];
export type TextSize = (typeof TEXT_SIZES)[number];

const schema = z.object({
  v: z.literal(1),
  speed: z.enum(SPEEDS).catch('normal'),
  animations: z.enum(ANIMATIONS).catch('system'),
  scheme: z.enum(SCHEMES).catch('standard'),
  textSize: z.enum(TEXT_SIZES).catch('normal'),
  sounds: z.boolean().catch(false),
});

export type Settings = z.infer<typeof schema>;

export const DEFAULTS: Settings = { v: 1, speed: 'normal', animations: 'system', scheme: 'standard', textSize: 'normal', sounds: false };

/** The settings a stored text holds; anything else is the defaults (pure: the tests feed it hostile text). */
export function parseSettings(raw: string | null): Settings {
  if (raw === null || raw.length > MAX_TEXT) return { ...DEFAULTS };
  let json: unknown;
  try {
    json = JSON.parse(raw);
  } catch {
    return { ...DEFAULTS };
  }
  const r = schema.safeParse(json);
  return r.success ? r.data : { ...DEFAULTS };
}

/** The settings from the older keys, or null when neither is there. */
function migrated(get: (k: string) => string | null): Settings | null {
  const scheme = get(OLD_SCHEME_KEY),
    speed = get(OLD_SPEED_KEY);
  if (scheme === null && speed === null) return null;
  return {
    ...DEFAULTS,
    scheme: scheme === 'high-contrast' ? 'high-contrast' : 'standard',
    speed: (SPEEDS as readonly string[]).includes(speed ?? '') ? (speed as Speed) : 'normal',
  };
}

let cached: Settings | null = null;

/** The settings now in force (read from the device once, then kept). */
export function settings(): Settings {
  if (cached) return cached;
  let found: Settings = { ...DEFAULTS };
  try {
    const raw = localStorage.getItem(SETTINGS_KEY);
    const old = raw === null ? migrated((k) => localStorage.getItem(k)) : null;
    found = old ?? parseSettings(raw);
    if (old) {
      localStorage.setItem(SETTINGS_KEY, JSON.stringify(old));
      localStorage.removeItem(OLD_SCHEME_KEY);
      localStorage.removeItem(OLD_SPEED_KEY);
    }
  } catch {
    /* storage off: the defaults, for this page */
  }
  cached = found;
  return found;
}

/** Changes some settings, keeps them on this device and applies them to the page. */
export function changeSettings(patch: Partial<Omit<Settings, 'v'>>): Settings {
  const next = schema.parse({ ...settings(), ...patch });
  cached = next;
  try {
    localStorage.setItem(SETTINGS_KEY, JSON.stringify(next));
  } catch {
    /* storage off: the change lasts this page */
  }
  applySettings(next);
  return next;
}

/** Whether counters and panels move: 'system' follows the browser's reduced-motion preference. */
export function animationsOn(s: Settings = settings()): boolean {
  if (s.animations !== 'system') return s.animations === 'on';
  try {
    return !matchMedia('(prefers-reduced-motion: reduce)').matches;
  } catch {
    return true;
  }
}

/** Puts the settings on the page: the scheme's and motion's classes on <html>, the text scale, the maps' palette and text size. */
export function applySettings(s: Settings = settings()): void {
  const root = document.documentElement;
  root.classList.toggle('high-contrast', s.scheme === 'high-contrast');
  root.classList.toggle('reduced-motion', !animationsOn(s));
  root.style.setProperty('--text-scale', String(TEXT_SCALE[s.textSize]));
  setMapScheme(s.scheme);
  // The open maps draw again at once (48.7), not only the next one opened.
  restyleMaps(TEXT_SCALE[s.textSize]);
}

/** Forgets every "don't ask again": each question asks again. Returns how many were set. */
export function resetConfirmations(): number {
  let n = 0;
  for (const k of CONFIRM_KEYS) {
    try {
      if (localStorage.getItem(k) !== null) {
        n++;
        localStorage.removeItem(k);
      }
    } catch {
      /* storage off: nothing kept */
    }
  }
  return n;
}
