import { h, fill } from '../dom';
import { SIDE_NAME } from '../names';
import type { Side } from '../../engine/index';
import { otherSeat, type Seat } from '../../relay/api';
import type { ClockAnswer, NotifyKind } from '../../relay/paceApi';
import { mayAbandon, type PaceLink } from '../../remote/paceLink';

// The remote panel's clock and notifications for a game played online (issue 34, points 6 and
// 1; docs/relay.md): the time left for the move under way (counted here from the relay's answer,
// corrected for the difference of the two clocks), the end of the game as abandoned once the
// other player's time has run out, and this player's choice of a notification while their page
// is closed (a webhook, or an e-mail when the relay can send one).

const KIND_LABEL: Record<NotifyKind, string> = {
  json: 'Webhook (JSON)',
  discord: 'Discord webhook',
  slack: 'Slack webhook',
  ntfy: 'ntfy topic',
  email: 'E-mail',
};

/** A duration as a player reads it: days and hours, hours and minutes, or minutes and seconds. */
export function duration(ms: number): string {
  const s = Math.max(0, Math.ceil(ms / 1000));
  if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
  const m = Math.floor(s / 60);
  if (m < 48 * 60) return `${Math.floor(m / 60)} h ${m % 60} min`;
  return `${Math.floor(m / 1440)} days ${Math.floor((m % 1440) / 60)} h`;
}

/** A pace's time for a move, in words ("10 minutes", "1 day", "3 days"). */
export function paceWords(seconds: number): string {
  if (seconds % 86_400 === 0) return seconds === 86_400 ? '1 day' : `${seconds / 86_400} days`;
  if (seconds % 3600 === 0) return seconds === 3600 ? '1 hour' : `${seconds / 3600} hours`;
  if (seconds % 60 === 0) return seconds === 60 ? '1 minute' : `${seconds / 60} minutes`;
  return `${seconds} seconds`;
}

export interface PaceHooks {
  seat: Seat;
  side: Side;
  /** The game's own id (not the relay's id for its mailbox), as the screens name it. */
  gameId: string;
  /** The game ended as abandoned (as the relay recorded it); `text` says who did not move. */
  ended(text: string, at: number): void;
  /** Whose move the screen says it is, known here at once (the relay's answer comes later). */
  turn(): ScreenTurn;
  /** A live decision's own clock (issue 46.2, decisionClock.ts), looked at each second: what to say of it. */
  decision?(): { line: string; badge: string } | null;
}

/** Whose move the game screen says it is: this player's, the other's, the game over, or stopped (halted). */
export type ScreenTurn = 'mine' | 'theirs' | 'over' | 'stopped';

export class PaceClock {
  readonly el = h('div', { class: 'pace-clock', 'data-testid': 'pace' });
  private readonly line = h('p', { 'data-testid': 'pace-clock' }, 'Pace: asking the relay…');
  /** The same clock, short, for the top bar (hidden without a pace). */
  readonly badge = h('div', { class: 'pace-badge', 'data-testid': 'pace-badge', hidden: true });
  private readonly action = h('div', { class: 'row' });
  private readonly notifyBox = h('details', { class: 'notify', 'data-testid': 'notify' });
  /**
   * The relay's part of "Be told when it is your move" (beTold.ts), apart from the clock: what it
   * does, said in its heading, so it is not taken for this browser's own notifications (issue 48.6).
   */
  readonly notify = h(
    'div',
    { class: 'be-told-part', 'data-testid': 'notify-relay', hidden: true },
    h('h4', {}, 'While this page is closed: a message from the relay'),
    this.notifyBox,
  );
  private readonly say = h('p', { class: 'small', role: 'status', 'data-testid': 'notify-status' });
  private clock: ClockAnswer | null = null;
  /** The relay's clock minus this one's, in ms. */
  private skew = 0;
  private kinds: NotifyKind[] = [];
  private timers: ReturnType<typeof setInterval>[] = [];
  private told = false;

  constructor(
    private readonly link: PaceLink,
    private readonly hooks: PaceHooks,
  ) {
    fill(this.el, this.line, this.action);
  }

  start(): void {
    void this.link
      .capabilities()
      .then((k) => {
        this.kinds = k;
        this.drawNotify();
      })
      .catch(() => undefined);
    void this.poke();
    this.timers.push(setInterval(() => this.draw(), 1000));
    this.timers.push(setInterval(() => void this.poke(), 30_000));
  }

  close(): void {
    for (const t of this.timers) clearInterval(t);
  }

  /** Asks the relay again (a message came or went). */
  async poke(): Promise<void> {
    try {
      const c = await this.link.clock();
      if (!c) return;
      this.skew = c.now - Date.now();
      this.clock = c;
    } catch {
      return;
    }
    this.draw();
    this.drawNotify();
  }

  /** The seconds of a move at this game's pace, as the relay last said (null: no pace, or not heard yet). */
  get paceSeconds(): number | null {
    return this.clock?.paceSeconds ?? null;
  }

  private sideOf(seat: Seat): Side {
    return seat === this.hooks.seat ? this.hooks.side : this.hooks.side === 'federal' ? 'confederate' : 'federal';
  }

  /** "ended: the Federal did not move within 3 days". */
  private endedText(c: ClockAnswer): string {
    return `ended: the ${SIDE_NAME[this.sideOf(c.abandoned!.seat)]} did not move within ${paceWords(c.paceSeconds ?? 0)}`;
  }

  /** Whose move the game screen last said it is (null: no game screen shows it; the hook's answer then). */
  private shown: ScreenTurn | null = null;

  /** The game screen has just said whose move it is: the clock follows it at once. */
  follow(turn: ScreenTurn): void {
    this.shown = turn;
    this.draw();
  }

  /** Draws the clock again now (a message was sent or received). */
  redraw(): void {
    this.draw();
  }

  private draw(): void {
    const c = this.clock;
    if (!c) return;
    const now = Date.now() + this.skew;
    // The screen's own words when it shows them (it may draw a message's playback after the client has it).
    const turn = this.shown ?? this.hooks.turn();
    // Issue 48.6: the clock never contradicts the screen. The relay learns of a move only once its
    // message is posted (and this page of that only at its next answer): until then the relay's
    // clock still runs for the side that has just moved, so its countdown is not shown.
    const mine = c.waiting === this.hooks.seat;
    const behind = !!c.waiting && c.deadline !== null && (turn === 'mine' || turn === 'theirs') && mine !== (turn === 'mine');
    let text: string;
    let badge = '';
    let claim = false;
    if (c.abandoned) {
      text = `The game ${this.endedText(c)}.`;
      badge = 'Ended: abandoned';
      if (!this.told) {
        this.told = true;
        this.hooks.ended(this.endedText(c), c.abandoned.at);
      }
    } else if (turn === 'over' || turn === 'stopped') {
      // Over, or unable to go on: no clock runs for anybody.
      text = turn === 'over' ? 'The game is over: no clock runs.' : 'The game has stopped: no clock runs.';
      badge = turn === 'over' ? 'Game over' : 'Game stopped';
    } else if (c.paceSeconds === null) text = 'No pace: no move is ever late.';
    else if (!c.waiting) text = `Pace: ${paceWords(c.paceSeconds ?? 0)} a move; the clock starts with the first move sent.`;
    // The guest's clock starts when it joins (the relay gives no deadline before, issue 44.5).
    else if (c.deadline === null)
      text = `Pace: ${paceWords(c.paceSeconds ?? 0)} a move; ${c.waiting === this.hooks.seat ? 'your clock starts once you have joined' : `the ${SIDE_NAME[this.sideOf(c.waiting)]}'s clock starts once they open the link`}.`;
    else if (behind) {
      const who = turn === 'mine' ? 'You' : SIDE_NAME[this.sideOf(otherSeat(this.hooks.seat))];
      text = `${turn === 'mine' ? 'Your move' : `The ${who}'s move`} (${paceWords(c.paceSeconds ?? 0)} a move): its clock starts once the relay has the last message.`;
      badge = `${who}: clock starting`;
    } else if (mine)
      text =
        now < c.deadline
          ? `Your move: ${duration(c.deadline - now)} left (${paceWords(c.paceSeconds ?? 0)} a move).`
          : `Your move: its time ran out ${duration(now - c.deadline)} ago; the ${SIDE_NAME[this.sideOf(otherSeat(this.hooks.seat))]} player may end the game as abandoned.`;
    else {
      const them = SIDE_NAME[this.sideOf(c.waiting)];
      claim = mayAbandon(c, this.hooks.seat, Date.now(), this.skew);
      text =
        now < c.deadline
          ? `The ${them}'s move: ${duration(c.deadline - now)} left (${paceWords(c.paceSeconds ?? 0)} a move).`
          : `The ${them}'s time ran out ${duration(now - c.deadline)} ago.`;
    }
    // Issue 46.2: a live decision under way has a shorter time of its own, said first.
    const decision = !c.abandoned && turn !== 'over' && turn !== 'stopped' ? (this.hooks.decision?.() ?? null) : null;
    this.line.textContent = decision ? `${decision.line} ${text}` : text;
    if (decision) badge = decision.badge;
    if (!badge && !behind && c.waiting && c.deadline !== null)
      badge = `${mine ? 'You' : SIDE_NAME[this.sideOf(c.waiting)]}: ${now < c.deadline ? `${duration(c.deadline - now)} left` : 'time is up'}`;
    this.badge.hidden = c.paceSeconds === null || !badge;
    this.badge.textContent = badge;
    const want = claim ? 'claim' : '';
    if (this.action.dataset.shows !== want) {
      this.action.dataset.shows = want;
      fill(
        this.action,
        claim
          ? h(
              'button',
              { type: 'button', class: 'btn danger', 'data-action': 'abandon', onclick: () => void this.abandon() },
              `End the game: the ${SIDE_NAME[this.sideOf(c.waiting!)]} did not move in time`,
            )
          : null,
      );
    }
  }

  private async abandon(): Promise<void> {
    try {
      await this.link.abandon();
    } catch (e) {
      this.line.textContent = `The relay refused: ${(e as Error).message}`;
      return;
    }
    await this.poke();
  }

  private drawNotify(): void {
    if (!this.kinds.length || this.notifyBox.contains(document.activeElement)) return;
    this.notify.hidden = false;
    const by = this.kinds.includes('email') ? 'a webhook (Discord, Slack, ntfy) or an e-mail' : 'a webhook (Discord, Slack, ntfy)';
    const current = this.clock?.notify ?? null;
    const kind = h(
      'select',
      { 'data-testid': 'notify-kind', 'aria-label': 'How to be told' },
      this.kinds.map((k) => h('option', { value: k }, KIND_LABEL[k])),
    ) as HTMLSelectElement;
    const address = h('input', {
      type: 'text',
      'data-testid': 'notify-address',
      'aria-label': 'Webhook URL or e-mail address',
      placeholder: 'https://… or name@example.org',
      maxlength: 500,
    }) as HTMLInputElement;
    const save = async () => {
      try {
        // The game's own id goes with it: the notification's link opens this game on this device (issue 49.3).
        await this.link.setNotify({ kind: kind.value as NotifyKind, address: address.value.trim(), game: this.hooks.gameId });
        this.say.textContent = `Set: you will be told by ${KIND_LABEL[kind.value as NotifyKind]} when it is your move and this page is closed.`;
        address.value = '';
      } catch (e) {
        this.say.textContent = `Refused: ${(e as Error).message}`;
      }
      await this.poke();
    };
    const stop = async () => {
      await this.link.removeNotify().catch(() => undefined);
      this.say.textContent = 'Stopped.';
      await this.poke();
    };
    fill(
      this.notifyBox,
      h('summary', { class: 'small' }, current ? `On: the relay tells you by ${KIND_LABEL[current]}` : `Set ${by}…`),
      h(
        'p',
        { class: 'small' },
        `The relay sends it to ${by} only while no page of yours is open on this game, once a move, and once more when a quarter of a paced move is left. The address is kept only while the game lives; each notification has a link back to the game and one that stops them.`,
      ),
      h(
        'div',
        { class: 'row' },
        kind,
        address,
        h('button', { type: 'button', class: 'btn small', 'data-action': 'notify-save', onclick: () => void save() }, 'Save'),
      ),
      current ? h('button', { type: 'button', class: 'btn small', 'data-action': 'notify-stop', onclick: () => void stop() }, 'Stop notifications') : null,
      this.say,
    );
  }
}
