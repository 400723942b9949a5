import type { GameData } from '../../data/gameData';
import { h, fill } from '../dom';
import { SIDE_NAME } from '../names';
import { ExchangePanel, type CarrierNote } from './remotePanel';
import type { RemoteClient, ReceiveResult } from '../../remote/client';
import { MAX_CODE_LENGTH } from '../../remote/protocol';
import { variantEntries, variantOn } from '../../engine/index';

// Before a game played apart begins: the host sends the invitation and waits for the
// acceptance; the guest sends the acceptance and waits for the host's first message. The map
// opens once both first dice-chain elements are known and the game exists on this side.

export class RemoteLobby {
  readonly el = h('div', { class: 'start-screen remote-lobby' });
  private readonly panel: ExchangePanel;

  constructor(
    data: GameData,
    private readonly client: RemoteClient,
    receive: (code: string) => Promise<ReceiveResult>,
    toMenu: () => void,
    online: { carrier?(): CarrierNote | null; goOnline?(): Promise<void> } = {},
  ) {
    this.panel = new ExchangePanel({ client: () => this.client, receive, carrier: online.carrier, goOnline: online.goOnline });
    const sc = data.scenarios[client.scenario]!;
    const onlineNow = !!online.carrier?.();
    fill(
      this.el,
      h(
        'div',
        { class: 'start-hero' },
        h('h1', {}, 'Sea Devils'),
        h(
          'p',
          { class: 'tagline' },
          `${onlineNow ? 'Two players online' : 'Two players apart'} · ${sc.name} (${sc.rule}) · you play the ${SIDE_NAME[client.side]}`,
        ),
        h(
          'p',
          { class: 'small muted' },
          onlineNow
            ? "The relay carries each turn as soon as it is written; it holds no secret and cannot change a turn unnoticed. Orders stay sealed and the dice need both players' secret shares."
            : "No server: each turn travels as a small file, a code or a link. Orders stay sealed and the dice need both players' secret shares.",
        ),
      ),
      rulesLine(client),
      h(
        'div',
        { class: 'lobby-card' },
        this.panel.el,
        h('div', { class: 'row' }, h('button', { type: 'button', class: 'btn ghost', 'data-action': 'menu', onclick: toMenu }, 'Back to the menu')),
      ),
    );
  }

  refresh(): void {
    this.panel.refresh();
  }
  say(text: string, error = false): void {
    this.panel.say(text, error);
  }
}

/**
 * The rule variants of this game as the host's invitation set them (the registry's 'variant'
 * entries for a game played apart), so the guest sees them before sending the acceptance.
 */
function rulesLine(client: RemoteClient): HTMLElement {
  const opts = client.options;
  return h(
    'ul',
    { class: 'small remote-rules', 'data-testid': 'remote-rules', 'aria-label': 'Rules options of this game' },
    variantEntries('remote').map((e) => h('li', { 'data-option': e.key }, `${e.label} (${e.rules.join(', ')}): ${variantOn(opts, e.key) ? 'on' : 'off'}`)),
  );
}

/** Joining a game played apart: the host's invitation as a file, a code or a link. */
export class JoinDialog {
  readonly el = h('div', { class: 'modal saves-modal', role: 'dialog', 'aria-modal': 'true', 'aria-label': 'Join a game played apart' });
  private readonly status = h('div', { class: 'saves-status', role: 'alert', 'data-testid': 'join-status' });
  private readonly file = h('input', {
    type: 'file',
    accept: '.sdturn,.txt,text/plain',
    class: 'visually-hidden',
    'data-testid': 'join-file',
    'aria-label': 'Open the invitation file',
  });
  private readonly paste = h('textarea', {
    class: 'remote-paste',
    rows: 4,
    spellcheck: 'false',
    'aria-label': 'Paste the invitation code or link',
    placeholder: 'Paste the invitation code or link here',
  });

  /** `join` gives null when joined, or the reason it could not. */
  constructor(
    private readonly join: (text: string) => Promise<string | null>,
    prefill = '',
    error = '',
  ) {
    this.paste.value = prefill;
    this.file.addEventListener('change', () => void this.fromFile());
    fill(
      this.el,
      h(
        'div',
        { class: 'modal-card wide remote-exchange' },
        h(
          'div',
          { class: 'drawer-head' },
          h('h2', {}, 'Join a game played apart'),
          h('button', { type: 'button', class: 'close', 'aria-label': 'Close', onclick: () => this.close() }, '×'),
        ),
        h('p', {}, 'Open the invitation the other player sent you: a file, or its code or link pasted below. You will play the side they did not choose.'),
        h('div', { class: 'row' }, h('label', { class: 'btn', 'data-action': 'join-open' }, 'Open a file…', this.file)),
        this.paste,
        h(
          'div',
          { class: 'row' },
          h('button', { type: 'button', class: 'btn primary', 'data-action': 'join', onclick: () => void this.submit(this.paste.value) }, 'Join'),
        ),
        this.status,
      ),
    );
    if (error) this.say(error);
  }

  open(parent: HTMLElement): void {
    parent.appendChild(this.el);
    this.paste.focus();
  }
  close(): void {
    this.el.remove();
  }
  private say(text: string): void {
    this.status.textContent = text;
    this.status.className = 'saves-status error';
  }

  private async fromFile(): Promise<void> {
    const f = this.file.files?.[0];
    this.file.value = '';
    if (f && f.size > MAX_CODE_LENGTH + 4096) {
      this.say(`${f.name} is too large to hold a code.`);
      return;
    }
    if (f) await this.submit(await f.text());
  }

  private async submit(text: string): Promise<void> {
    if (!text.trim()) {
      this.say('Paste the invitation or open its file first.');
      return;
    }
    const problem = await this.join(text);
    if (problem) this.say(`Cannot join: ${problem}`);
    else this.close();
  }
}
