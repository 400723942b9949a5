import type { GameView, GameState } from '../../engine/index';

// The rule helpers take a state; a side's view holds every field they read (it lacks only the
// dice, the other side's secrets and the face-down whaling values, which no helper the AI
// calls reads). The AI never writes to it.
export const asState = (v: GameView): GameState => v as unknown as GameState;
