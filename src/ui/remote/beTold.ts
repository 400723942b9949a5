import { h } from '../dom';

// "Be told when it is your move" (issue 48.6): the two ways, grouped and told apart at a glance.
// This browser's own notification shows while the game's page is open but out of sight (online.ts
// announces the other player's move only when the page is hidden); the relay's message (a webhook
// or an e-mail, paceClock.ts) goes out only while no page of this player's is open on the game.

/**
 * This browser's notification of the other player's move: the game named as its screen names it
 * (the first 8 characters of its own id, "Game 1a2b3c4d"), never the relay's id for its mailbox;
 * a click on it brings this page, which shows the game, back to the front (online.ts).
 */
export function browserNotice(gameId: string, otherSide: string): { title: string; body: string; tag: string } {
  return {
    title: 'Sea Devils: your move',
    body: `Game ${gameId.slice(0, 8)}: the ${otherSide} player has moved. Click to go back to it.`,
    tag: `sea-devils-${gameId}`,
  };
}

/** This browser's part: what it does, and where its permission stands (ask: the browser has not been asked yet). */
function browserPart(ask: (() => void) | undefined): HTMLElement {
  const has = typeof Notification !== 'undefined';
  const state = !has
    ? "This browser shows no notifications: keep this page in sight, or set the relay's message below."
    : Notification.permission === 'granted'
      ? 'On in this browser.'
      : Notification.permission === 'denied'
        ? "Blocked: this browser's settings for this site can allow them."
        : null;
  return h(
    'div',
    { class: 'be-told-part', 'data-testid': 'notify-browser' },
    h('h4', {}, "While this page is open: this browser's notification"),
    h('p', { class: 'small' }, 'Shown by your browser when the other player has moved and this page is out of sight (another tab, or the window minimized).'),
    ask && !state
      ? h('button', { type: 'button', class: 'btn small', 'data-action': 'notify', onclick: ask }, "Allow this browser's notifications")
      : h('p', { class: 'small', 'data-testid': 'notify-browser-state' }, state ?? 'Asked already.'),
  );
}

/** The section: its heading, this browser's part, then the relay's (null: the relay's part is not offered). */
export function beToldView(relayPart: HTMLElement | null, ask: (() => void) | undefined): HTMLElement {
  return h('section', { class: 'be-told', 'data-testid': 'be-told' }, h('h3', {}, 'Be told when it is your move'), browserPart(ask), relayPart);
}
