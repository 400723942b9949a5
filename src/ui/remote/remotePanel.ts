import { h, fill } from '../dom';
import { SIDE_NAME } from '../names';
import { linkFor } from '../../remote/protocol';
import type { RemoteClient, ReceiveResult } from '../../remote/client';
import { turnFileName } from './remoteSession';
import { haltHere, haltReport, haltStands, haltText, type Halt } from '../../remote/halt';
import { beToldView } from './beTold';

// The exchange panel of a game played apart: the message to send (as a file to download, a
// code to copy or a link to copy) and the place to open the other player's (a file or a pasted
// code or link). A refused message is named with the check that failed; the game is untouched.

export interface ExchangeHost {
  client(): RemoteClient;
  /** Applies the other player's message (the caller saves and redraws on success). */
  receive(code: string): Promise<ReceiveResult>;
  /** Played online: what the relay is doing for this game (null: files, codes and links only). */
  carrier?(): CarrierNote | null;
  /** Moves a game played by files onto the relay (docs/relay.md). */
  goOnline?(): Promise<void>;
  /** A finished game played online: the rematch offer (issue 34.4). */
  rematch?(): HTMLElement | null;
  /** Online, the host: the spectator link's maker (issue 34.5). */
  spectate?(): HTMLElement | null;
}

/** The relay's part, as the exchange panel shows it. */
export interface CarrierNote {
  text: string;
  problem: string | null;
  link: string | null /** Online: this side's message the relay has not acknowledged yet. */;
  unsent?: number | null /** Offered while the browser has not been asked about notifications. */;
  askNotify?: () => void;
  /** The pace's clock (issue 34.6). */
  pace?: HTMLElement | null;
  /** The relay's notification settings (issue 34.1), shown in "Be told when it is your move" (beTold.ts). */
  notify?: HTMLElement | null;
  /** The host of a game listed in Open games: the listing's controls (issue 49.1). */
  extra?: HTMLElement | null;
  /** The game cannot go on: a message refused as its sender's page sent it (issue 44.1). */
  halt?: Halt | null;
}

export class ExchangePanel {
  readonly el = h('div', { class: 'panel remote-exchange', 'data-testid': 'remote-panel' });
  private readonly status = h('div', { class: 'saves-status', role: 'alert', 'data-testid': 'remote-status' });
  private readonly file = h('input', {
    type: 'file',
    accept: '.sdturn,.txt,text/plain',
    class: 'visually-hidden',
    'data-testid': 'remote-file',
    'aria-label': "Open the other player's turn file",
  });
  private readonly paste = h('textarea', {
    class: 'remote-paste',
    rows: 3,
    spellcheck: 'false',
    'aria-label': "Paste the other player's code or link",
    placeholder: "Paste the other player's code or link here",
    'data-testid': 'remote-paste',
  });

  private readonly codeBox = h('textarea', {
    class: 'remote-code',
    rows: 3,
    readonly: true,
    spellcheck: 'false',
    'aria-label': 'Your code',
    'data-testid': 'remote-code',
  });

  /** A message opened here (a file, code or link), the one this side waits for, refused: the game cannot go on by it. */
  private opened: Halt | null = null;

  constructor(private readonly host: ExchangeHost) {
    this.file.addEventListener('change', () => void this.openFile());
    this.refresh();
  }

  refresh(): void {
    const c = this.host.client();
    const other = SIDE_NAME[c.side === 'federal' ? 'confederate' : 'federal'];
    const code = c.lastCode;
    const over = c.status() === 'over';
    const first = c.state === null;
    const opening = first && (c.lastSentSeq ?? 0) <= 1;
    const title = over ? 'The game is over' : opening ? (c.isHost ? 'Invite the other player' : 'Send your acceptance') : `Send this to the ${other} player`;
    const text = over
      ? `Both sides have the final position. You may send your last message again if the ${other} player lost it.`
      : opening
        ? c.isHost
          ? `Send this invitation to the ${other} player, by file, code or link. Then open the reply here.`
          : `Send this acceptance back to the host (the ${other} player). The game starts with their next message.`
        : `Your part of this exchange is ready and can no longer change: your decisions, if any, and your share of the dice to come. Send it, then open the reply here (you can send it again if it goes astray).`;
    const copy = (what: string, value: string) => async () => {
      try {
        await navigator.clipboard.writeText(value);
        this.say(`${what} copied.`);
      } catch {
        this.codeBox.select();
        this.say(`Select and copy the ${what.toLowerCase()} by hand (the browser refused the clipboard).`, true);
      }
    };
    this.codeBox.value = code ?? '';
    const carrier = this.host.carrier?.() ?? null;
    if (this.opened && !haltStands(this.opened, c.lastReceived?.seq ?? null)) this.opened = null;
    const halt = carrier?.halt ?? this.opened;
    const manual = [
      code
        ? h(
            'section',
            { class: 'remote-out' },
            h(
              'div',
              { class: 'row' },
              h(
                'button',
                { type: 'button', class: 'btn primary', 'data-action': 'remote-download', onclick: () => download(turnFileName(c), code) },
                'Download file',
              ),
              h('button', { type: 'button', class: 'btn', 'data-action': 'remote-copy-code', onclick: copy('Code', code) }, 'Copy code'),
              h(
                'button',
                { type: 'button', class: 'btn', 'data-action': 'remote-copy-link', onclick: copy('Link', linkFor(location.href, code)) },
                'Copy link',
              ),
            ),
            h('details', {}, h('summary', { class: 'small' }, `The code (${code.length} characters)`), this.codeBox),
          )
        : null,
      over
        ? null
        : h(
            'section',
            { class: 'remote-in' },
            h('h3', {}, `The ${other} player's reply`),
            h('div', { class: 'row' }, h('label', { class: 'btn', 'data-action': 'remote-open' }, 'Open a file…', this.file)),
            this.paste,
            h(
              'div',
              { class: 'row' },
              h(
                'button',
                { type: 'button', class: 'btn primary', 'data-action': 'remote-import', onclick: () => void this.importText(this.paste.value) },
                'Import code',
              ),
            ),
          ),
    ];
    fill(
      this.el,
      h(
        'header',
        { class: 'panel-head' },
        h(
          'h2',
          {},
          halt ? 'This game cannot go on' : carrier && !over ? (opening && c.isHost ? 'Invite the other player' : `Waiting for the ${other} player`) : title,
        ),
        h(
          'p',
          { class: 'panel-sub' },
          `Game ${c.gameId.slice(0, 8)} · you play the ${SIDE_NAME[c.side]} · ${carrier?.unsent != null ? `message ${carrier.unsent} waiting for the relay` : `message ${c.lastSentSeq ?? '–'} sent`}`,
        ),
      ),
      halt ? this.haltView(c, halt) : null,
      carrier
        ? h(
            'section',
            { class: 'carrier-note', 'data-testid': 'carrier-note' },
            h('p', {}, carrier.text),
            carrier.extra ?? null,
            carrier.link
              ? h(
                  'div',
                  { class: 'guest-link' },
                  h('p', { class: 'small' }, `Send this link to the ${other} player (it opens their side of this game; keep it between you):`),
                  h('input', {
                    type: 'text',
                    readonly: true,
                    value: carrier.link,
                    'data-testid': 'guest-link',
                    'aria-label': "The other player's link",
                    onclick: (e: Event) => (e.target as HTMLInputElement).select(),
                  }),
                  h('button', { type: 'button', class: 'btn', 'data-action': 'copy-guest-link', onclick: copy('Link', carrier.link) }, 'Copy link'),
                )
              : null,
            carrier.problem ? h('p', { class: 'small error', 'data-testid': 'carrier-problem' }, carrier.problem) : null,
            carrier.pace ?? null,
            over || halt ? null : beToldView(carrier.notify ?? null, carrier.askNotify),
          )
        : null,
      carrier && !over ? (this.host.spectate?.() ?? null) : null,
      carrier ? null : h('p', {}, text),
      over ? (this.host.rematch?.() ?? null) : null,
      !carrier && this.host.goOnline && !over
        ? h(
            'div',
            { class: 'row' },
            h(
              'button',
              {
                type: 'button',
                class: 'btn',
                'data-action': 'go-online',
                onclick: () => void this.host.goOnline!().catch((e: Error) => this.say(`The relay cannot be reached: ${e.message}. Go on by files.`, true)),
              },
              'Carry the turns online instead',
            ),
          )
        : null,
      carrier ? h('details', { class: 'manual' }, h('summary', { class: 'small' }, 'Send or open a message by file, code or link instead'), ...manual) : manual,
      this.status,
    );
  }

  /** Where the game stopped, and the game exported for a report (issue 44.1). */
  private haltView(c: RemoteClient, halt: Halt): HTMLElement {
    return h(
      'section',
      { class: 'remote-halt error', role: 'alert', 'data-testid': 'remote-halt', 'data-check': halt.check },
      h('p', {}, haltText(halt, c.side)),
      h(
        'p',
        { class: 'small' },
        'Please report it: the file holds your side of this game, its secrets too (they protect nothing now), where it stopped and the message refused; your notepad is left out.',
      ),
      h(
        'button',
        {
          type: 'button',
          class: 'btn primary',
          'data-action': 'export-report',
          onclick: () => {
            const r = haltReport(c.toJSON(), halt);
            download(r.name, r.text.trimEnd());
          },
        },
        'Export the game for a report',
      ),
    );
  }

  say(text: string, error = false): void {
    this.status.textContent = text;
    this.status.className = `saves-status${error ? ' error' : ' ok'}`;
  }

  private async openFile(): Promise<void> {
    const f = this.file.files?.[0];
    this.file.value = '';
    if (!f) return;
    if (f.size > 2_000_000) {
      this.say(`${f.name} is too large to be a turn file. Your game is unchanged.`, true);
      return;
    }
    await this.importText(await f.text(), f.name);
  }

  private async importText(text: string, from = 'The code'): Promise<void> {
    if (!text.trim()) {
      this.say("Paste the other player's code or link first.", true);
      return;
    }
    const r = await this.host.receive(text);
    if (r.ok) {
      this.paste.value = '';
      this.say(`${from === 'The code' ? 'The code' : from} was accepted.`);
      return;
    }
    const halt = haltHere(r, text);
    if (halt) {
      this.opened = halt;
      this.refresh();
    }
    this.say(`Refused: ${r.message}. Your game is unchanged.`, true);
  }
}

function download(name: string, code: string): void {
  const url = URL.createObjectURL(new Blob([`${code}\n`], { type: 'text/plain' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
