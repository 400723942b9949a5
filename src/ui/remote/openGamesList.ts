import type { GameData } from '../../data/gameData';
import { own } from '../../data/ids';
import { h, fill } from '../dom';
import { SIDE_NAME } from '../names';
import { PACE_LABEL } from './paceChoice';
import { ago } from './myGames';
import { openList } from '../../remote/openGames';
import { relayBase } from '../../remote/relayLink';
import type { OpenListing } from '../../relay/openApi';
import { hasOwnKey } from '../../data/ids';
import { variantEntries, variantOn } from '../../engine/index';
import { decodeMessage } from '../../remote/protocol';

// "Open games" on the start screen (issue 49.1): the games hosts listed on this page's relay, for
// anyone to take the free seat with one click. Everything in a listing came from a stranger and
// through the relay: it was checked by shape (src/remote/openGames.ts), its scenario is looked up
// among the data's own keys, and its note and name are shown as text, never as markup. The list
// is asked for again every few seconds while the start screen is shown; it needs the network.

const REFRESH_MS = 10_000;

export interface OpenListHooks {
  /** Takes the seat: null once the game is opening, or why it could not be taken. */
  take(listing: OpenListing): Promise<string | null>;
  /** The listings this browser hosts (their ids), which it cannot take. */
  mine(): Promise<Set<string>>;
}

/** The rule variants of a listing that differ from the rules' defaults, as "Label on", "Label off". */
export function variantsText(variants: Record<string, boolean>): string {
  const differ = variantEntries('remote').flatMap((e) => {
    const on = hasOwnKey(variants, e.key) && typeof variants[e.key] === 'boolean' ? variants[e.key]! : e.default;
    return on === e.default ? [] : [`${e.label} ${on ? 'on' : 'off'}`];
  });
  return differ.length ? `Rules: ${differ.join(', ')}` : 'Standard rules';
}

export class OpenGamesList {
  readonly el = h('section', { class: 'open-games', 'data-testid': 'open-games', 'aria-labelledby': 'open-games-title' });
  private readonly status = h('p', { class: 'small muted', 'data-testid': 'open-games-status', role: 'status' });
  private readonly rows = h('tbody', {});
  private timer: ReturnType<typeof setTimeout> | null = null;
  private busy = false;
  private closed = false;

  constructor(
    private readonly data: GameData,
    private readonly hooks: OpenListHooks,
  ) {
    fill(
      this.el,
      h(
        'div',
        { class: 'open-games-head' },
        h('h2', { id: 'open-games-title' }, 'Open games'),
        h('button', { type: 'button', class: 'btn small', 'data-action': 'refresh-open', onclick: () => void this.refresh() }, 'Refresh'),
      ),
      h(
        'p',
        { class: 'small' },
        'Games other players posted on this server, waiting for an opponent: one click takes the free seat, and the game goes on as one played by link (sealed orders, fair dice, chat). To post one, pick Two players online below and tick “List it in Open games”. Needs the network.',
      ),
      this.status,
      h('table', { class: 'saves' }, this.rows),
    );
  }

  /** Shows the list now, then again every few seconds while it is on screen. */
  start(): void {
    void this.refresh();
  }
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
  }

  async refresh(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (this.closed) return;
    try {
      const [list, mine] = await Promise.all([openList(relayBase(location.href)), this.hooks.mine()]);
      if (!this.busy) this.show(list.games, list.now, mine);
    } catch (e) {
      const offline = typeof navigator !== 'undefined' && navigator.onLine === false;
      this.status.textContent = offline
        ? 'Offline: open games need the network. Solitaire, hot-seat, the tutorial, replays, saved games and the comparison work without it.'
        : `The relay cannot be reached just now (${(e as Error).message}): open games need it.`;
      this.status.className = 'small error';
    }
    if (!this.closed && this.el.isConnected !== false) this.timer = setTimeout(() => void this.again(), REFRESH_MS);
  }

  private async again(): Promise<void> {
    // Off screen (another screen took its place) it stops; a hidden tab waits for the next turn.
    if (!this.el.isConnected) return this.close();
    if (typeof document !== 'undefined' && document.hidden) {
      this.timer = setTimeout(() => void this.again(), REFRESH_MS);
      return;
    }
    await this.refresh();
  }

  private show(games: OpenListing[], now: number, mine: Set<string>): void {
    this.status.className = 'small muted';
    this.status.textContent = games.length
      ? `${games.length} open game${games.length === 1 ? '' : 's'}.`
      : 'No open game just now. Post one: pick Two players online and tick “List it in Open games”.';
    fill(
      this.rows,
      games.map((g) => this.row(g, now, mine.has(g.id))),
    );
  }

  private row(g: OpenListing, now: number, yours: boolean): HTMLElement {
    const sc = own(this.data.scenarios, g.scenario);
    const say = h('div', { class: 'small error', role: 'alert' });
    const take = async (button: HTMLButtonElement) => {
      this.busy = true;
      button.disabled = true;
      button.textContent = 'Taking the seat…';
      const why = await this.hooks.take(g).catch((e: Error) => e.message);
      this.busy = false;
      if (why) {
        say.textContent = `Not taken: ${why}`;
        button.textContent = 'Take this seat';
        void this.refresh();
      }
    };
    const action = yours
      ? h('span', { class: 'small muted' }, 'Your game: waiting for a player')
      : sc
        ? h(
            'button',
            {
              type: 'button',
              class: 'btn small primary',
              'data-action': 'take-open',
              onclick: (e: Event) => void take(e.currentTarget as HTMLButtonElement),
            },
            'Take this seat',
          )
        : h('span', { class: 'small muted' }, 'Not playable here (a scenario this page does not have)');
    return h(
      'tr',
      { 'data-open': g.id },
      h(
        'td',
        {},
        h('strong', {}, sc ? `${sc.name} (${sc.rule})` : `Unknown scenario (${g.scenario})`),
        h('div', { class: 'small status' }, `You would play the ${SIDE_NAME[g.side]} · ${PACE_LABEL[g.pace]} · ${variantsText(g.variants)}`),
        g.note ? h('div', { class: 'open-note', 'data-testid': 'open-note' }, g.note) : null,
      ),
      h('td', { class: 'small status', 'data-testid': 'open-name' }, g.name ? `Posted by ${g.name}` : 'Posted by a player with no name'),
      h('td', { class: 'small status' }, `${ago(g.posted, now)} · expires in ${Math.max(1, Math.ceil((g.expires - now) / 86_400_000))} days`),
      h('td', {}, action, say),
    );
  }
}

/**
 * Whether the invitation found in a taken game's mailbox is the game its listing showed (the
 * scenario, the free seat's side, the rule variants): a host that listed one game and invited to
 * another is caught here, before this browser joins anything. Null when it matches, else why not.
 */
export function listingMismatch(listing: OpenListing, code: string): string | null {
  let body;
  try {
    body = decodeMessage(code).body;
  } catch (e) {
    return `the host's invitation cannot be read (${(e as Error).message})`;
  }
  if (body.kind !== 'invite') return "the host's first message is not an invitation";
  const problems: string[] = [];
  if (body.scenario !== listing.scenario) problems.push(`its scenario is ${body.scenario}, listed as ${listing.scenario}`);
  if (body.hostSide === listing.side) problems.push(`its host plays the ${SIDE_NAME[body.hostSide]}, the side listed as free`);
  for (const e of variantEntries('remote')) {
    const listed = hasOwnKey(listing.variants, e.key) ? listing.variants[e.key] === true : e.default;
    if (listed !== variantOn(body.options, e.key)) problems.push(`${e.label} is ${listed ? 'off' : 'on'}, listed as ${listed ? 'on' : 'off'}`);
  }
  return problems.length
    ? `the host's invitation is not the game its listing showed (${problems.join('; ')}): the seat was taken, but this browser joined nothing`
    : null;
}
