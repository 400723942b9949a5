import { settings } from './settings';

// Issue 35.4: a few short sounds, made in code with the Web Audio API (no sound files): a die
// rolled, a hit (a gun's report), a ship sinking. Off until the player turns them on in the
// settings. Each sound is a few oscillators and a burst of noise with a quick envelope.

export type SoundKind = 'die' | 'hit' | 'sinking';
export const SOUND_KINDS: readonly SoundKind[] = ['die', 'hit', 'sinking'];

let ctx: AudioContext | null = null;

function audio(): AudioContext | null {
  if (ctx) return ctx;
  try {
    ctx = new AudioContext();
  } catch {
    return null;
  }
  return ctx;
}

/** A burst of white noise through a filter, shaped by an envelope from `peak` down to silence over `length` s. */
function noise(a: AudioContext, at: number, length: number, peak: number, filter: BiquadFilterType, freq: number): void {
  const buf = a.createBuffer(1, Math.max(1, Math.floor(a.sampleRate * length)), a.sampleRate);
  const ch = buf.getChannelData(0);
  for (let i = 0; i < ch.length; i++) ch[i] = Math.random() * 2 - 1;
  const src = a.createBufferSource();
  src.buffer = buf;
  const f = a.createBiquadFilter();
  f.type = filter;
  f.frequency.value = freq;
  const g = a.createGain();
  g.gain.setValueAtTime(peak, at);
  g.gain.exponentialRampToValueAtTime(0.001, at + length);
  src.connect(f).connect(g).connect(a.destination);
  src.start(at);
  src.stop(at + length);
}

/** A tone gliding from `from` to `to` Hz over `length` s. */
function tone(a: AudioContext, at: number, length: number, peak: number, from: number, to: number, type: OscillatorType): void {
  const o = a.createOscillator();
  o.type = type;
  o.frequency.setValueAtTime(from, at);
  o.frequency.exponentialRampToValueAtTime(to, at + length);
  const g = a.createGain();
  g.gain.setValueAtTime(0.0001, at);
  g.gain.exponentialRampToValueAtTime(peak, at + 0.02);
  g.gain.exponentialRampToValueAtTime(0.0001, at + length);
  o.connect(g).connect(a.destination);
  o.start(at);
  o.stop(at + length);
}

const MAKE: Record<SoundKind, (a: AudioContext, t: number) => void> = {
  // A die: three quick clicks on wood, the last the softest.
  die: (a, t) => {
    for (const [dt, v] of [
      [0, 0.5],
      [0.07, 0.35],
      [0.15, 0.2],
    ] as const)
      noise(a, t + dt, 0.035, v, 'bandpass', 2400);
  },
  // A hit: a gun's low report and its crack.
  hit: (a, t) => {
    noise(a, t, 0.45, 0.9, 'lowpass', 600);
    tone(a, t, 0.3, 0.5, 110, 40, 'sine');
  },
  // A sinking: a falling groan under a long wash of water.
  sinking: (a, t) => {
    tone(a, t, 1.4, 0.35, 220, 45, 'sawtooth');
    noise(a, t + 0.1, 1.5, 0.3, 'lowpass', 900);
  },
};

/** Plays a sound if sounds are on (the settings). The page's body records the last one played, for the tests. */
export function playSound(kind: SoundKind, force = false): void {
  if (!force && !settings().sounds) return;
  document.body.dataset.lastSound = kind;
  const a = audio();
  if (!a) return;
  if (a.state === 'suspended') void a.resume().catch(() => undefined);
  try {
    MAKE[kind](a, a.currentTime + 0.01);
  } catch {
    /* audio refused by the browser: silence */
  }
}
