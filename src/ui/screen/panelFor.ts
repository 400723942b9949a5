import type { Panel, PanelHost } from '../panels/panel';
import type { GameSession } from '../session';
import { OFFERED_PANELS } from '../panels/offered';
import { GameOverPanel, WaitingPanel } from '../panels/simple';
import { SIDE_NAME } from '../names';

// Which panel the game screen shows now (issue 46.1): what the engine says this side may do (the
// step's offers, through the legal-actions query) picks it; the screen adds nothing per phase.

export interface PanelChoices {
  /** Played apart, while this side has nothing to decide: the exchange of messages (null: not so). */
  exchange: (() => Panel) | null;
  gameOver(): void;
  newGame(): void;
  /** A panel whose code was still loading has loaded (issue 47). */
  loaded(): void;
}

export function panelFor(host: PanelHost & { notice(text: string, kind: 'error' | 'info'): void }, session: GameSession, c: PanelChoices): Panel {
  if (c.exchange) return c.exchange();
  const a = host.actions();
  if (a.kind === 'gameOver') return new GameOverPanel(host, c.gameOver, c.newGame);
  if (a.kind === 'wait') {
    // The computer's step: what it offers says what the computer is doing (issue 46.1).
    const t = session.turn();
    const computer = t.act === 'play' && t.seat.kind === 'bot' ? t : null;
    const active = session.active;
    const text =
      computer?.side === 'confederate'
        ? computer.step.offers === 'confederateRecord'
          ? 'The raiders are writing their orders…'
          : 'The raiders are deciding…'
        : computer?.side === 'federal'
          ? 'The Federal navy is moving…'
          : `Waiting for the ${active ? SIDE_NAME[active] : ''} player…`;
    return new WaitingPanel(host, text);
  }
  // The panel for what the engine says this side may do now (the step's offers, issue 46.1).
  const offered = OFFERED_PANELS[a.kind];
  if (typeof offered === 'function') return new offered(host);
  const make = offered.loaded();
  if (make) return make(host);
  // Not here yet (issue 47): a moment's wait, then the panel in its place.
  void offered.load().then(c.loaded, () => host.notice(offered.failed, 'error'));
  return new WaitingPanel(host, offered.opening);
}
