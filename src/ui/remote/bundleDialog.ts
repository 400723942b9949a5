import { h, fill } from '../dom';
import type { GameData } from '../../data/gameData';
import { readBinding, writeBinding } from './online';
import { listRemote, putRemoteSave } from './remoteSaves';
import { readChatLog, writeChatLog } from './chatLog';
import { BUNDLE_MAX_CHARS, BUNDLE_MIN_PASSPHRASE, openBundle, sealBundle, type BundledGame } from './gameBundle';
import { PHASE_LABEL } from '../names';

// "Carry my games…" on the start screen (issue 34.2): seal every game played apart or online
// that this browser holds (its save, relay capability and chat) under a passphrase, as a file or
// a text to paste; and on the other device open such a bundle and add its games. A game already
// on this device is listed with a box to tick to replace it: never replaced without it.

export class BundleDialog {
  readonly el = h('div', { class: 'modal saves-modal', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Carry my games to another device' });
  private readonly status = h('div', { class: 'saves-status', role: 'alert', 'data-testid': 'bundle-status' });
  private readonly outPass = h('input', {
    type: 'password',
    autocomplete: 'new-password',
    'aria-label': 'Passphrase for the bundle',
    'data-testid': 'bundle-pass-out',
  }) as HTMLInputElement;
  private readonly outCode = h('textarea', {
    class: 'remote-paste',
    rows: 3,
    readonly: true,
    spellcheck: 'false',
    'aria-label': 'The sealed bundle',
    'data-testid': 'bundle-code',
    hidden: true,
  }) as HTMLTextAreaElement;
  private readonly download = h('a', { class: 'btn', 'data-action': 'bundle-download', hidden: true }, 'Download the file');
  private readonly inPaste = h('textarea', {
    class: 'remote-paste',
    rows: 3,
    spellcheck: 'false',
    'aria-label': 'Paste a bundle',
    placeholder: 'Paste the bundle here, or open its file',
    'data-testid': 'bundle-paste',
  }) as HTMLTextAreaElement;
  private readonly inPass = h('input', {
    type: 'password',
    autocomplete: 'off',
    'aria-label': "The bundle's passphrase",
    'data-testid': 'bundle-pass-in',
  }) as HTMLInputElement;
  private readonly file = h('input', {
    type: 'file',
    accept: '.sdgames,.json,.txt',
    class: 'visually-hidden',
    'data-testid': 'bundle-file',
    'aria-label': 'Open a bundle file',
  }) as HTMLInputElement;
  private readonly choice = h('div', { 'data-testid': 'bundle-choice' });
  private url: string | null = null;

  constructor(
    private readonly data: GameData,
    /** After an import: the start screen lists the games again. */
    private readonly imported: () => void,
  ) {
    this.file.addEventListener('change', () => void this.fromFile());
    fill(
      this.el,
      h(
        'div',
        { class: 'modal-card wide remote-exchange' },
        h(
          'div',
          { class: 'drawer-head' },
          h('h2', {}, 'Carry my games to another device'),
          h('button', { type: 'button', class: 'close', 'aria-label': 'Close', 'data-action': 'bundle-close', onclick: () => this.close() }, '×'),
        ),
        h('h3', {}, 'Take them from here'),
        h(
          'p',
          { class: 'small' },
          `Every game played apart or online on this device — its secrets, its link to the relay and its chat — sealed under a passphrase of at least ${BUNDLE_MIN_PASSPHRASE} characters. Anyone with the bundle and the passphrase can play your side: keep both to yourself. Play each game on one device at a time.`,
        ),
        h(
          'div',
          { class: 'row' },
          h('label', {}, 'Passphrase ', this.outPass),
          h('button', { type: 'button', class: 'btn primary', 'data-action': 'bundle-seal', onclick: () => void this.seal() }, 'Seal my games'),
        ),
        this.outCode,
        h('div', { class: 'row' }, this.download),
        h('h3', {}, 'Bring them here'),
        h('div', { class: 'row' }, h('label', { class: 'btn', 'data-action': 'bundle-open-file' }, 'Open a file…', this.file)),
        this.inPaste,
        h(
          'div',
          { class: 'row' },
          h('label', {}, 'Passphrase ', this.inPass),
          h('button', { type: 'button', class: 'btn primary', 'data-action': 'bundle-open', onclick: () => void this.openIt() }, 'Open the bundle'),
        ),
        this.choice,
        this.status,
      ),
    );
  }

  open(parent: HTMLElement): void {
    parent.appendChild(this.el);
  }
  close(): void {
    if (this.url) URL.revokeObjectURL(this.url);
    this.el.remove();
  }

  private say(text: string, error = true): void {
    this.status.textContent = text;
    this.status.className = `saves-status${error ? ' error' : ''}`;
  }

  private async seal(): Promise<void> {
    const games: BundledGame[] = [];
    for (const g of await listRemote())
      games.push({ save: g.save, savedAt: g.savedAt, binding: await readBinding(g.gameId), chat: await readChatLog(g.gameId) });
    if (!games.length) {
      this.say('There is no game played apart on this device to carry.');
      return;
    }
    this.say('Sealing…', false);
    try {
      const text = await sealBundle(games, this.outPass.value);
      this.outCode.value = text;
      this.outCode.hidden = false;
      if (this.url) URL.revokeObjectURL(this.url);
      this.url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
      this.download.setAttribute('href', this.url);
      this.download.setAttribute('download', `sea-devils-games-${new Date().toISOString().slice(0, 10)}.sdgames`);
      this.download.hidden = false;
      this.say(
        `${games.length} game${games.length > 1 ? 's' : ''} sealed: download the file or copy the text, and open it on the other device with the same passphrase.`,
        false,
      );
    } catch (e) {
      this.say(`Not sealed: ${(e as Error).message}.`);
    }
  }

  private async fromFile(): Promise<void> {
    const f = this.file.files?.[0];
    this.file.value = '';
    if (!f) return;
    if (f.size > BUNDLE_MAX_CHARS) {
      this.say(`Refused: ${f.name} is too large for a bundle (at most ${BUNDLE_MAX_CHARS} characters); nothing was opened.`);
      return;
    }
    this.inPaste.value = await f.text();
  }

  private async openIt(): Promise<void> {
    fill(this.choice);
    this.say('Opening…', false);
    let games: BundledGame[];
    try {
      games = await openBundle(this.inPaste.value, this.inPass.value);
    } catch (e) {
      this.say(`Refused: ${(e as Error).message}. Nothing was changed.`);
      return;
    }
    const here = new Map((await listRemote()).map((g) => [g.gameId, g]));
    const boxes = new Map<string, HTMLInputElement>();
    const describe = (g: BundledGame) => {
      const st = g.save.state;
      return `${this.data.scenarios[g.save.scenario]?.name ?? g.save.scenario} · you play the ${g.save.side === 'federal' ? 'Federal' : 'Confederate'} · ${st ? `GT ${st.turn} · ${PHASE_LABEL[st.phase]?.name ?? st.phase}` : 'not started'} · game ${g.save.gameId.slice(0, 8)}`;
    };
    fill(
      this.choice,
      h('p', {}, `The bundle holds ${games.length} game${games.length === 1 ? '' : 's'}:`),
      h(
        'ul',
        {},
        games.map((g) => {
          const mine = here.get(g.save.gameId);
          if (!mine) return h('li', { 'data-game': g.save.gameId }, `${describe(g)} — new here`);
          const box = h('input', { type: 'checkbox', 'data-action': 'bundle-replace' }) as HTMLInputElement;
          boxes.set(g.save.gameId, box);
          const st = mine.save.state;
          return h(
            'li',
            { 'data-game': g.save.gameId },
            `${describe(g)} — already on this device (${st ? `GT ${st.turn}` : 'not started'} here). `,
            h('label', {}, box, ' Replace the copy here with the bundle’s'),
          );
        }),
      ),
      h('button', { type: 'button', class: 'btn primary', 'data-action': 'bundle-import', onclick: () => void this.take(games, boxes) }, 'Add these games'),
    );
    this.say('');
  }

  private async take(games: BundledGame[], replace: Map<string, HTMLInputElement>): Promise<void> {
    let added = 0,
      kept = 0;
    for (const g of games) {
      const box = replace.get(g.save.gameId);
      if (box && !box.checked) {
        kept++;
        continue;
      }
      await putRemoteSave(g.save, g.savedAt);
      if (g.binding) await writeBinding(g.save.gameId, g.binding);
      if (g.chat) await writeChatLog(g.save.gameId, g.chat);
      added++;
    }
    fill(this.choice);
    this.say(`${added} game${added === 1 ? '' : 's'} added${kept ? `; ${kept} already here kept as ${kept === 1 ? 'it was' : 'they were'}` : ''}.`, false);
    this.imported();
  }
}
