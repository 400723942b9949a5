import { beforeAll, describe, expect, it } from 'vitest';
import { GameSession } from '../../src/ui/session';
import { view, type Command, type Side } from '../../src/engine/index';
import type { Bot } from '../../src/ai/bot';
import { RandomBot } from '../../src/ai/randomBot';
import { gameData } from '../helpers';

// 3.0: in solitaire a bot whose command the engine refuses must not stall the game; the session
// sends instead the plainest legal answer to what the step offers (issue 46.1: read from the
// legal-actions kind, not the phase): the records sealed as they are (4.3), a decision's first
// choice, the ships 10.4 owes before the selection ends, else the end of the step.

const data = gameData();
beforeAll(async () => {
  await GameSession.prototype.aiReady();
});

/** A bot whose every command is refused (the other side's: out of turn, 3.0). */
const refusedBot = (side: Side): Bot => ({
  name: 'refused',
  next: (): Command => ({ type: 'endPhase', side: side === 'federal' ? 'confederate' : 'federal' }),
});

/** Plays a solitaire game to its end (or `limit` commands), the player's side by the random-legal bot and the computer's by the fallback alone; the command types the fallback sent. */
function playWithRefusedBot(holder: Side, scenario: string, options: Record<string, unknown>, limit: number): Set<string> {
  const s = GameSession.start(data, { mode: 'solitaire', aiLevel: 'historical', scenario, seed: 'fallback', options }, holder);
  const botSide: Side = holder === 'federal' ? 'confederate' : 'federal';
  (s as unknown as { bot: Bot }).bot = refusedBot(botSide);
  const player = new RandomBot(`fallback:${holder}`);
  const sent = new Set<string>();
  for (let n = 0; n < limit && s.state.phase !== 'gameOver'; n++) {
    const side = s.active;
    if (!side) throw new Error('no side to play');
    if (side === botSide) {
      const r = s.botStep();
      expect(r.ok, r.ok ? '' : r.message).toBe(true);
      sent.add(s.commands.at(-1)!.type);
      continue;
    }
    const r = s.send(player.next(data, view(s.state, side), side));
    if (!r.ok) throw new Error(r.message);
  }
  expect(s.state.phase).toBe('gameOver');
  return sent;
}

describe("3.0 a bot's refused command falls back to the plainest answer to what the step offers", () => {
  it('4.3: as the Confederate, the records are sealed as they are, and each other step (Semmes placement) ends', () => {
    expect([...playWithRefusedBot('federal', 'campaign', {}, 3000)].sort()).toEqual(['endPhase', 'sealRecords']);
  });

  it('10.4, 6.1: as the Federal, the ships owed are selected before the selection ends, and his decisions take their first choice', () => {
    expect([...playWithRefusedBot('confederate', 'campaign', { askFederal: true }, 3000)].sort()).toEqual(['decide', 'endPhase', 'selectShip']);
  });
});
