import { h, fill } from './dom';
import { holdFocus } from './modal';
import { ANIMATIONS, changeSettings, resetConfirmations, settings, SCHEMES, SPEEDS, TEXT_SIZES, type Settings } from './settings';
import { playSound, SOUND_KINDS } from './sounds';

// Issue 35.4: the settings, on one screen, from the start screen and the game's menu. Every
// change is kept at once (settings.ts) and shows at once: the colour scheme and the text size
// on the page behind, the speed at the next playback.

const LABEL: Record<string, string> = {
  slow: 'Slow',
  normal: 'Normal',
  fast: 'Fast',
  instant: 'Instant',
  system: 'As this device asks (reduced motion)',
  on: 'On',
  off: 'Off',
  standard: 'Standard',
  'high-contrast': 'High contrast',
  small: 'Small',
  large: 'Large',
  larger: 'Larger',
};

const SOUND_NAME = { die: 'a die', hit: 'a hit', sinking: 'a sinking' } as const;

export class SettingsScreen {
  readonly el = h('div', { class: 'modal settings-modal', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Settings', 'data-testid': 'settings' });
  private readonly status = h('p', { class: 'small settings-status', role: 'status', 'data-testid': 'settings-status' });

  constructor() {
    this.draw();
  }

  private draw(): void {
    const s = settings();
    const choice = <K extends keyof Settings>(key: K, legend: string, values: readonly Settings[K][], note?: string) =>
      h(
        'fieldset',
        { class: 'settings-group', 'data-setting': key },
        h('legend', {}, legend),
        h(
          'div',
          { class: 'settings-choices' },
          values.map((v) =>
            h(
              'label',
              { class: 'radio' },
              h('input', {
                type: 'radio',
                name: `setting-${key}`,
                value: String(v),
                checked: s[key] === v,
                onchange: () => {
                  changeSettings({ [key]: v });
                  this.say(`${legend}: ${LABEL[String(v)] ?? String(v)}.`);
                },
              }),
              ` ${LABEL[String(v)] ?? String(v)}`,
            ),
          ),
        ),
        note ? h('p', { class: 'small muted' }, note) : null,
      );
    const sounds = h('input', { type: 'checkbox', name: 'setting-sounds', checked: s.sounds }) as HTMLInputElement;
    sounds.addEventListener('change', () => {
      changeSettings({ sounds: sounds.checked });
      if (sounds.checked) playSound('die');
      this.say(sounds.checked ? 'Sounds on.' : 'Sounds off.');
    });
    fill(
      this.el,
      h(
        'div',
        { class: 'modal-card settings-card' },
        h(
          'div',
          { class: 'drawer-head' },
          h('h2', {}, 'Settings'),
          h('button', { type: 'button', class: 'close', 'aria-label': 'Close', 'data-action': 'close-settings', onclick: () => this.close() }, '×'),
        ),
        h('p', { class: 'small muted' }, 'Kept in this browser; each change counts at once.'),
        choice('speed', 'Playback speed', SPEEDS, 'How fast the Confederate Activity is played back, and replays.'),
        choice('animations', 'Animations', ANIMATIONS, 'Off: counters jump to where they end, the map does not glide, nothing pulses.'),
        choice(
          'scheme',
          'Colour scheme',
          SCHEMES,
          'High contrast: stronger colours, dashed illegal routes, hatched Confederate counters; the map of the next game opened uses it.',
        ),
        choice('textSize', 'Text size', TEXT_SIZES),
        h(
          'fieldset',
          { class: 'settings-group', 'data-setting': 'sounds' },
          h('legend', {}, 'Sounds'),
          h('label', { class: 'check' }, sounds, ' Play a sound for a die, a hit and a sinking'),
          h(
            'div',
            { class: 'row' },
            SOUND_KINDS.map((k) =>
              h('button', { type: 'button', class: 'btn small', 'data-sound': k, onclick: () => playSound(k, true) }, `Hear ${SOUND_NAME[k]}`),
            ),
          ),
        ),
        h(
          'fieldset',
          { class: 'settings-group', 'data-setting': 'confirmations' },
          h('legend', {}, 'Questions'),
          h(
            'button',
            {
              type: 'button',
              class: 'btn',
              'data-action': 'reset-confirmations',
              onclick: () => {
                const n = resetConfirmations();
                this.say(n ? 'The questions you had turned off ask again.' : 'No question was turned off: each already asks.');
              },
            },
            'Ask again every "don\'t ask again" question',
          ),
          h('p', { class: 'small muted' }, 'For example, ending a phase with ships or points unused.'),
        ),
        this.status,
        h(
          'div',
          { class: 'actions' },
          h('button', { type: 'button', class: 'btn primary', 'data-action': 'done-settings', onclick: () => this.close() }, 'Done'),
        ),
      ),
    );
  }

  private say(text: string): void {
    this.status.textContent = text;
  }

  private readonly onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      this.close();
    }
  };
  private closed: () => void = () => undefined;
  /** Issue 35.2: the keyboard stays in the dialog while it is open. */
  private letGo: () => void = () => undefined;

  /** Opens over `parent`; resolves when closed. */
  open(parent: HTMLElement): Promise<void> {
    parent.appendChild(this.el);
    document.addEventListener('keydown', this.onKey, true);
    this.letGo = holdFocus(this.el);
    (this.el.querySelector('input:checked') as HTMLInputElement | null)?.focus();
    return new Promise((r) => {
      this.closed = r;
    });
  }

  close(): void {
    this.el.remove();
    document.removeEventListener('keydown', this.onKey, true);
    this.letGo();
    this.closed();
  }
}
