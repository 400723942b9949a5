import { h, fill } from '../dom';
import type { Side } from '../../engine/index';
import type { Seat } from '../../relay/api';
import { CHAT_MAX_CHARS } from '../../relay/chatApi';
import { ChatLink, ChatRate, ChatRefused, checkText, openLine, sealLine } from '../../remote/chat';
import { RelayError, relayBase } from '../../remote/relayLink';
import { SIDE_NAME } from '../names';
import { CHAT_LOG_MAX, emptyChatLog, readChatLog, writeChatLog, type ChatLog } from './chatLog';
import { checkName } from '../../remote/checks';
import { noticeOf, type Halt, type HaltNotice } from '../../remote/halt';

// The chat between the two seats of a game played online (issue 34.3), as a drawer beside the
// map opened from the top bar. Lines are sealed here and opened here (src/remote/chat.ts); the
// relay carries ciphertext. New lines are looked for every few seconds while the game is open;
// each shows its sender and the time it was written. A player can mute the chat of a game: no
// count on the button and no sound, the lines still kept. Hot-seat and games by file have no chat.

const POLL_MS = 2000;
const RETRY_MS = 6000;

export class ChatPanel {
  readonly button = h('button', { type: 'button', class: 'btn ghost chat-button', 'data-action': 'chat', 'aria-label': 'Chat with the other player' });
  readonly el = h('aside', { class: 'notepad chat', role: 'dialog', 'aria-label': 'Chat with the other player', 'data-testid': 'chat', hidden: true });
  private readonly list = h('ol', { class: 'chat-lines', 'data-testid': 'chat-lines', 'aria-live': 'polite' });
  private readonly input = h('textarea', {
    class: 'chat-input',
    rows: 2,
    'aria-label': 'Your message',
    'data-testid': 'chat-input',
    placeholder: 'Write to the other player',
  }) as HTMLTextAreaElement;
  private readonly count = h('span', { class: 'small muted', 'data-testid': 'chat-count' });
  private readonly note = h('p', { class: 'small', 'data-testid': 'chat-note', role: 'status' });
  private readonly mute = h('input', { type: 'checkbox', 'data-action': 'chat-mute' }) as HTMLInputElement;
  private log: ChatLog = emptyChatLog();
  private readonly link: ChatLink;
  private readonly rate = new ChatRate();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private closed = false;
  private sending = false;

  constructor(
    private readonly gameId: string,
    private readonly relayGame: string,
    token: string,
    private readonly key: string,
    private readonly seat: Seat,
    private readonly side: Side,
    /** The other page's notice that it refused this side's message (issue 44.1): the game cannot go on. */
    private readonly onHalt: (n: HaltNotice) => void = () => undefined,
  ) {
    this.link = new ChatLink(relayBase(location.href), relayGame, token);
    this.button.addEventListener('click', () => this.toggle());
    this.input.addEventListener('input', () => this.counted());
    this.input.addEventListener('keydown', (e) => {
      if (e.key === 'Escape') {
        e.stopPropagation();
        this.hide();
      } else if (e.key === 'Enter' && !e.shiftKey) {
        e.preventDefault();
        void this.send();
      }
    });
    this.mute.addEventListener('change', () => {
      this.log.muted = this.mute.checked;
      if (this.log.muted) this.log.unread = 0;
      void this.save();
      this.badge();
    });
    fill(
      this.el,
      h(
        'div',
        { class: 'drawer-head' },
        h('h2', {}, 'Chat'),
        h('button', { type: 'button', class: 'close', 'aria-label': 'Close the chat', 'data-action': 'chat-close', onclick: () => this.hide() }, '×'),
      ),
      h('p', { class: 'small muted' }, 'Sealed end to end: the relay carries these lines but cannot read them. Kept in your browser with this game.'),
      this.list,
      this.input,
      h(
        'div',
        { class: 'row' },
        h('button', { type: 'button', class: 'btn small primary', 'data-action': 'chat-send', onclick: () => void this.send() }, 'Send'),
        this.count,
        h('label', { class: 'small' }, this.mute, ' Mute this chat (no count, no sound)'),
      ),
      this.note,
    );
    this.counted();
    this.badge();
  }

  async start(): Promise<void> {
    this.log = (await readChatLog(this.gameId)) ?? emptyChatLog();
    this.mute.checked = this.log.muted;
    this.render();
    this.badge();
    this.heardHalt();
    void this.poll();
  }

  /** The other page's latest notice that the game cannot go on, if any, to the game's screen. */
  private heardHalt(): void {
    const last = this.log.lines.filter((l) => l.seat !== this.seat && l.halt).pop();
    if (last?.halt) this.onHalt(last.halt);
  }

  /** This page refused the other side's message: tells the other page, once, in a sealed line. */
  async notifyHalt(h: Halt): Promise<void> {
    if (this.log.lines.some((l) => l.seat === this.seat && l.halt?.seq === h.seq)) return;
    const notice = noticeOf(h);
    const text = `My page refused your message ${h.seq} (${checkName(h.check)}): this game cannot go on.`;
    const n = this.log.next++;
    const at = Date.now();
    try {
      await this.link.post(await sealLine(this.key, this.relayGame, this.seat, n, { text, at, halt: notice }));
      this.add({ seat: this.seat, n, at, text, halt: notice });
      this.log.seen[this.seat] = Math.max(this.log.seen[this.seat], n);
      await this.save();
      this.render();
    } catch (e) {
      this.say(`The other player's page could not be told that this game cannot go on: ${(e as Error).message}.`, true);
    }
  }

  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  private get open(): boolean {
    return !this.el.hidden;
  }

  private toggle(): void {
    if (this.open) this.hide();
    else {
      this.el.hidden = false;
      this.log.unread = 0;
      void this.save();
      this.badge();
      this.list.lastElementChild?.scrollIntoView({ block: 'end' });
      this.input.focus();
    }
  }

  private hide(): void {
    this.el.hidden = true;
  }

  private sender(seat: Seat): string {
    return seat === this.seat ? 'You' : SIDE_NAME[this.side === 'federal' ? 'confederate' : 'federal'];
  }

  private render(): void {
    fill(
      this.list,
      this.log.lines.map((l) =>
        h(
          'li',
          { class: `${l.seat === this.seat ? 'mine' : 'theirs'}${l.halt ? ' halt error' : ''}`, 'data-seat': l.seat },
          h(
            'div',
            { class: 'small muted chat-meta' },
            `${this.sender(l.seat)} · ${new Date(l.at).toLocaleString([], { dateStyle: 'short', timeStyle: 'short' })}`,
          ),
          h('div', { class: 'chat-text' }, l.text),
        ),
      ),
    );
    this.list.lastElementChild?.scrollIntoView?.({ block: 'end' });
  }

  private badge(): void {
    const n = this.log.muted ? 0 : this.log.unread;
    this.button.textContent = n ? `Chat (${n})` : 'Chat';
    this.button.dataset.unread = String(n);
    this.button.classList.toggle('has-unread', n > 0);
  }

  private counted(): void {
    const n = this.input.value.trim().length;
    this.count.textContent = `${n.toLocaleString('en')} / ${CHAT_MAX_CHARS.toLocaleString('en')}`;
    this.count.classList.toggle('over', n > CHAT_MAX_CHARS);
  }

  private say(text: string, error = false): void {
    this.note.textContent = text;
    this.note.classList.toggle('error', error);
  }

  private save(): Promise<unknown> {
    return writeChatLog(this.gameId, this.log);
  }

  private add(line: ChatLog['lines'][number]): boolean {
    if (this.log.lines.some((l) => l.seat === line.seat && l.n === line.n)) return false;
    this.log.lines.push(line);
    this.log.lines.sort((a, b) => a.at - b.at);
    if (this.log.lines.length > CHAT_LOG_MAX) this.log.lines.splice(0, this.log.lines.length - CHAT_LOG_MAX);
    return true;
  }

  /** Seals and posts the line typed; refuses by name what is empty, too long or too fast. */
  private async send(): Promise<void> {
    if (this.sending) return;
    let text: string;
    try {
      text = checkText(this.input.value);
      this.rate.take();
    } catch (e) {
      this.say(`Not sent: ${(e as Error).message}.`, true);
      return;
    }
    this.sending = true;
    const n = this.log.next++;
    await this.save();
    const at = Date.now();
    try {
      await this.link.post(await sealLine(this.key, this.relayGame, this.seat, n, { text, at }));
      this.add({ seat: this.seat, n, at, text });
      this.log.seen[this.seat] = Math.max(this.log.seen[this.seat], n);
      await this.save();
      this.input.value = '';
      this.counted();
      this.render();
      this.say('');
    } catch (e) {
      this.say(`Not sent: ${e instanceof RelayError || e instanceof ChatRefused ? e.message : String(e)}. Your text is still here.`, true);
    } finally {
      this.sending = false;
    }
  }

  /** Takes the lines the relay holds past what this side has; each opened and checked here. */
  private async poll(): Promise<void> {
    if (this.closed) return;
    let wait = POLL_MS;
    try {
      const r = await this.link.read(this.log.seen);
      let fresh = 0,
        refused = 0;
      for (const line of r.lines) {
        if (this.closed) return;
        this.log.seen[line.seat] = Math.max(this.log.seen[line.seat], line.n);
        if (line.seat === this.seat) this.log.next = Math.max(this.log.next, line.n + 1);
        try {
          const t = await openLine(this.key, this.relayGame, line);
          if (this.add({ seat: line.seat, n: line.n, at: t.at, text: t.text, ...(t.halt ? { halt: t.halt } : {}) }) && line.seat !== this.seat) fresh++;
        } catch {
          refused++;
        }
      }
      if (r.lines.length) {
        if (fresh && !this.log.muted) {
          if (!this.open) this.log.unread = Math.min(CHAT_LOG_MAX, this.log.unread + fresh);
          chime();
        }
        await this.save();
        this.render();
        this.badge();
        this.heardHalt();
      }
      if (refused)
        this.say(
          `${refused} chat line${refused > 1 ? 's' : ''} from the relay failed ${refused > 1 ? 'their' : 'its'} check and ${refused > 1 ? 'were' : 'was'} left out.`,
          true,
        );
    } catch {
      wait = RETRY_MS; // the relay out of reach: the game's own connection says so
    }
    if (!this.closed) this.timer = setTimeout(() => void this.poll(), wait);
  }
}

/** A short, quiet tone for a new line (not when muted). */
function chime(): void {
  try {
    const ctx = new AudioContext();
    const osc = ctx.createOscillator();
    const gain = ctx.createGain();
    gain.gain.value = 0.04;
    osc.frequency.value = 880;
    osc.connect(gain).connect(ctx.destination);
    osc.onended = () => void ctx.close();
    osc.start();
    osc.stop(ctx.currentTime + 0.12);
  } catch {
    /* no audio here */
  }
}
