import type { GameData } from '../../data/gameData';
import { h, fill } from '../dom';
import { holdFocus } from '../modal';
import { PHASE_LABEL } from '../names';
import type { Phase } from '../../engine/index';
import { MAX_SAVE_TEXT, parseSaveFile, SaveRefused, type SaveEnvelope } from '../../game/saveFormat';
import { saveOf } from './saveSession';
import { deleteNamed, downloadSave, listAutosaves, listNamed, readNamed, writeNamed } from './saves';
import type { GameSession } from '../session';
import { HotseatSession } from '../hotseat/hotseatSession';

// The saves dialog: save the game under a name, load or delete a named save, export the game
// to a file, import one. The list shows scenario, turn and phase only, never a record's steps;
// a hot-seat game is saved and exported sealed under both players' passphrases (saveOf).

export interface SavesCallbacks {
  /** A save was chosen to play (already validated). */
  load(env: SaveEnvelope, trusted: boolean): void;
  /** Issue 17.3: replays a saved game, finished or not (a game in the clear only). */
  replay?(env: SaveEnvelope): void;
}

export class SavesDialog {
  readonly el = h('div', { class: 'modal saves-modal', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Saved games' });
  private readonly list = h('div', { class: 'saves-list', 'data-testid': 'saves-list' });
  /** Issue 35.5: the games kept by autosave (the start screen's "Continue a game"), here too. */
  private readonly autoList = h('div', { class: 'saves-list', 'data-testid': 'autosaves-list' });
  private readonly status = h('div', { class: 'saves-status', role: 'alert', 'data-testid': 'saves-status' });
  private readonly file = h('input', {
    type: 'file',
    accept: '.json,application/json',
    class: 'visually-hidden',
    'data-testid': 'import-file',
    'aria-label': 'Import a save file',
  });
  private readonly name = h('input', { type: 'text', placeholder: 'Name this save', 'aria-label': 'Save name', maxlength: 60 });

  constructor(
    private readonly data: GameData,
    private readonly session: GameSession | null,
    private readonly cb: SavesCallbacks,
  ) {
    this.file.addEventListener('change', () => void this.importFile());
    const current = session
      ? h(
          'section',
          { class: 'save-current' },
          h('h3', {}, 'This game'),
          h(
            'form',
            {
              class: 'row',
              onsubmit: (e: Event) => {
                e.preventDefault();
                void this.saveNamed();
              },
            },
            this.name,
            h('button', { type: 'submit', class: 'btn primary', 'data-action': 'save-named' }, 'Save'),
          ),
          h(
            'button',
            {
              type: 'button',
              class: 'btn',
              'data-action': 'export',
              onclick: () => void saveOf(session, this.name.value.trim() || defaultName(data, session)).then(downloadSave),
            },
            'Export to a file',
          ),
          session instanceof HotseatSession
            ? h('p', { class: 'small muted' }, "Each side's orders and dice secrets are sealed in the save under that player's passphrase.")
            : null,
        )
      : null;
    fill(
      this.el,
      h(
        'div',
        { class: 'modal-card wide' },
        h(
          'div',
          { class: 'drawer-head' },
          h('h2', {}, 'Saved games'),
          h('button', { type: 'button', class: 'close', 'aria-label': 'Close', onclick: () => this.close() }, '×'),
        ),
        current,
        h('section', {}, h('h3', {}, 'Saved on this device'), this.list),
        h('section', {}, h('h3', {}, 'Kept by autosave'), this.autoList),
        h('section', { class: 'row' }, h('label', { class: 'btn', 'data-action': 'import' }, 'Import a save file…', this.file)),
        this.status,
      ),
    );
    void this.refresh();
  }

  private readonly onKey = (e: KeyboardEvent) => {
    if (e.key === 'Escape') {
      e.stopPropagation();
      this.close();
    }
  };

  /** Issue 35.2: the keyboard stays in the dialog while it is open. */
  private letGo: () => void = () => undefined;

  open(parent: HTMLElement): void {
    parent.appendChild(this.el);
    document.addEventListener('keydown', this.onKey, true);
    this.letGo = holdFocus(this.el);
    this.name.focus();
  }

  close(): void {
    this.el.remove();
    document.removeEventListener('keydown', this.onKey, true);
    this.letGo();
  }

  private say(text: string, error = false): void {
    this.status.textContent = text;
    this.status.className = `saves-status${error ? ' error' : ' ok'}`;
  }

  private async refresh(): Promise<void> {
    const [saves, autos] = await Promise.all([listNamed(), listAutosaves().catch(() => [])]);
    // The game on screen is its own autosave: not offered again.
    const others = autos.filter((env) => env.meta.id !== this.session?.meta.id && Object.hasOwn(this.data.scenarios, env.meta.scenario));
    fill(
      this.autoList,
      others.length === 0
        ? h('p', { class: 'muted' }, this.session ? 'No other game is kept by autosave.' : 'No game is kept by autosave.')
        : h(
            'table',
            { class: 'saves' },
            h(
              'tbody',
              {},
              others.map((env) =>
                h(
                  'tr',
                  { 'data-game': env.meta.id },
                  h('td', {}, h('strong', {}, env.summary.scenarioName), h('div', { class: 'small muted' }, new Date(env.savedAt).toLocaleString())),
                  h(
                    'td',
                    { class: 'small' },
                    `GT ${env.summary.turn} (${env.summary.date}) · ${PHASE_LABEL[env.summary.phase as Phase]?.name ?? env.summary.phase} · ${env.meta.mode === 'solitaire' ? 'solitaire' : 'hot-seat'}`,
                  ),
                  h(
                    'td',
                    {},
                    h(
                      'div',
                      { class: 'row' },
                      h(
                        'button',
                        {
                          type: 'button',
                          class: 'btn small primary',
                          'data-action': 'load-autosave',
                          onclick: () => {
                            this.close();
                            this.cb.load(env, true);
                          },
                        },
                        'Load',
                      ),
                      h('button', { type: 'button', class: 'btn small', onclick: () => downloadSave(env) }, 'Export'),
                    ),
                  ),
                ),
              ),
            ),
          ),
    );
    fill(
      this.list,
      saves.length === 0
        ? h('p', { class: 'muted' }, others.length ? 'No game saved under a name yet.' : 'No saved games yet.')
        : h(
            'table',
            { class: 'saves' },
            h(
              'tbody',
              {},
              saves.map(({ key, env }) =>
                h(
                  'tr',
                  {},
                  h('td', {}, h('strong', {}, env.name), h('div', { class: 'small muted' }, new Date(env.savedAt).toLocaleString())),
                  h(
                    'td',
                    { class: 'small' },
                    `${env.summary.scenarioName} · GT ${env.summary.turn} (${env.summary.date}) · ${PHASE_LABEL[env.summary.phase as Phase]?.name ?? env.summary.phase} · ${env.meta.mode === 'solitaire' ? 'solitaire' : 'hot-seat'}`,
                  ),
                  h(
                    'td',
                    { class: 'row' },
                    h(
                      'button',
                      {
                        type: 'button',
                        class: 'btn small primary',
                        onclick: async () => {
                          const e = await readNamed(key);
                          if (e) {
                            this.close();
                            this.cb.load(e, true);
                          } else this.say('That save can no longer be read.', true);
                        },
                      },
                      'Load',
                    ),
                    this.cb.replay
                      ? h(
                          'button',
                          {
                            type: 'button',
                            class: 'btn small',
                            'data-action': 'replay-save',
                            disabled: env.version === 2,
                            title:
                              env.version === 2
                                ? 'A sealed hot-seat game cannot be replayed without both passphrases: open it and replay it from its menu'
                                : 'Replay this game step by step',
                            onclick: () => {
                              this.close();
                              this.cb.replay!(env);
                            },
                          },
                          'Replay',
                        )
                      : null,
                    h('button', { type: 'button', class: 'btn small', onclick: () => downloadSave(env) }, 'Export'),
                    h(
                      'button',
                      {
                        type: 'button',
                        class: 'btn small danger',
                        onclick: async () => {
                          await deleteNamed(key);
                          this.say(`Deleted "${env.name}".`);
                          await this.refresh();
                        },
                      },
                      'Delete',
                    ),
                  ),
                ),
              ),
            ),
          ),
    );
  }

  private async saveNamed(): Promise<void> {
    if (!this.session) return;
    const name = this.name.value.trim() || defaultName(this.data, this.session);
    await writeNamed(await saveOf(this.session, name));
    this.name.value = '';
    this.say(`Saved as "${name}".`);
    await this.refresh();
  }

  /** A file is read, checked and replayed; a bad one is refused and nothing else changes. */
  private async importFile(): Promise<void> {
    const f = this.file.files?.[0];
    this.file.value = '';
    if (!f) return;
    try {
      if (f.size > MAX_SAVE_TEXT) throw new SaveRefused(`${f.name} is too large to be a save (${Math.round(f.size / 1e6)} MB)`);
      const env = parseSaveFile(this.data, await f.text(), f.name);
      this.close();
      this.cb.load(env, false);
    } catch (e) {
      this.say(
        e instanceof SaveRefused
          ? `Import refused: ${e.message}. Your current game is unchanged.`
          : `Import failed: ${(e as Error).message}. Your current game is unchanged.`,
        true,
      );
    }
  }
}

function defaultName(data: GameData, s: GameSession): string {
  const turn = s.state?.turn ?? 0;
  return `${data.scenarios[s.meta.scenario]?.name ?? s.meta.scenario}, GT ${turn} (${data.turns[turn - 1]?.date ?? ''})`;
}
