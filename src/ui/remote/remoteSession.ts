import type { GameData } from '../../data/gameData';
import type { ApplyResult, Command } from '../../engine/index';
import type { RemoteClient, ReceiveResult } from '../../remote/client';
import { GameSession } from '../session';

// A game played apart, as the game screen sees it: the screen's GameSession, fed from this
// side's RemoteClient. Commands go through the client (which may hold one back until the other
// player's reveal); whenever this side's part is done, the outgoing message is written at once.

export class RemoteSession extends GameSession {
  constructor(
    data: GameData,
    readonly client: RemoteClient,
  ) {
    super(
      data,
      {
        id: `remote-${client.gameId}`,
        mode: 'remote',
        aiLevel: 'random',
        scenario: client.scenario,
        seed: client.gameId,
        options: {},
        createdAt: Date.now(),
        dataPack: data.pack?.name ?? null,
      },
      client.state!,
      [],
      [],
      client.side,
    );
    this.sync();
  }

  override apart(): RemoteSession {
    return this;
  }

  /** This side decides only when the client says so; otherwise the screen shows the exchange panel. */
  override get active() {
    return this.client.status() === 'yourTurn' ? this.client.side : null;
  }

  override send(command: Command): ApplyResult {
    const r = this.client.play(command);
    this.sync();
    return r;
  }

  override check(command: Command): ApplyResult {
    return this.client.check(command);
  }

  override notes(): string | null {
    return this.client.notes;
  }
  override setNotes(text: string): boolean {
    return this.client.setNotes(text);
  }

  receive(code: string): ReceiveResult {
    const r = this.client.receive(code);
    if (r.ok) this.sync();
    return r;
  }

  /** Copies the client's game in, and writes the outgoing message as soon as one is due. */
  sync(): void {
    if (this.client.status() === 'send') this.client.send();
    // While a command waits for the other side's reveal, the phases it settles are shown already (issue 44.2).
    const shown = this.client.shownState;
    if (shown) this.state = shown;
    this.events.splice(0, this.events.length, ...this.client.shownEvents);
  }
}

/** A file name for a message: game, number and sender, so a player can tell files apart. */
export function turnFileName(client: RemoteClient): string {
  return `sea-devils-${client.gameId.slice(0, 8)}-${String(client.lastSentSeq ?? 0).padStart(3, '0')}-${client.side}.sdturn`;
}
