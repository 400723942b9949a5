// Seeds of a comparison. Game i of scenario s plays with a seed made from the master seed, s and
// i only, so a game's result does not depend on which worker played it or when. Both variants
// of a comparison play the same seeds (common random numbers): where the variants do not change
// a game, it plays out identically, and the difference measured is the variants' own.

export const gameSeed = (master: string, scenario: string, index: number) => `${master}/${scenario}/${index}`;

/** Each bot draws from its own stream, apart from the game's dice (src/ai/rng.ts). */
export const botSeed = (game: string, side: 'confederate' | 'federal') => `${game}:${side === 'confederate' ? 'c' : 'f'}`;
