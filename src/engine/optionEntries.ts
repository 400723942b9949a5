// The entries of the game's options registry (issue 21.2), as data: what each option is, the
// rules it concerns, how it is shown, its default and where it applies. Alone in their file so
// that the registry built from them (options.ts) is a constant, and a test that needs a variant
// of its own replaces this module for its file (vi.mock) instead of swapping the registry at
// run time (issue 32.4).

/**
 * 'variant': changes the rules and so the balance (shown on the start screen, compared);
 * 'play': how the game asks, not the rules; 'internal': set by the program only, never read
 * from a save, a record, an invitation or a flag.
 */
export type OptionKind = 'variant' | 'play' | 'internal';

/** Where an option may be set: a game (state, save, record), the comparison, the command line, a game played apart. */
export type OptionPlace = 'game' | 'comparison' | 'cli' | 'remote';
export const OPTION_PLACES: readonly OptionPlace[] = ['game', 'comparison', 'cli', 'remote'];

export interface OptionEntry {
  /** The key in GameState.options, saves, records and invitations. */
  readonly key: string;
  readonly kind: OptionKind;
  /** The rule numbers it concerns ("10.31"). */
  readonly rules: readonly string[];
  /** The start screen's label. */
  readonly label: string;
  /** One line for the start screen: what switching it does. */
  readonly description: string;
  /** A few words for log and comparison tables, followed by "on" or "off" ("errata row 6 on"). */
  readonly short: string;
  readonly default: boolean;
  readonly appliesTo: readonly OptionPlace[];
  /** For a variant: the rule module that implements it (src/engine/rules/NAME.ts). */
  readonly module?: string;
  /**
   * 'always': every game state holds the key. 'whenChanged': the key is in the state only when
   * it differs from the default, so adding such a variant leaves every existing game (its
   * state and its hash) exactly as it was. New variants should use 'whenChanged'.
   */
  readonly stored: 'always' | 'whenChanged';
}

const ALL: readonly OptionPlace[] = OPTION_PLACES;

/** The built-in options, in the order a game state lists them. */
export const BUILT_IN_OPTIONS = [
  {
    key: 'erratumRow6',
    kind: 'variant',
    rules: ['10.31'],
    module: 'deployment',
    stored: 'always',
    default: true,
    appliesTo: ALL,
    label: 'Errata row 6 of the Deployment Table',
    short: 'errata row 6',
    description: "A die of 6 on the Deployment Table reads the errata's row; off: the reconstructed row 6 without the erratum.",
  },
  {
    key: 'askConfederate',
    kind: 'play',
    rules: ['4.3'],
    stored: 'always',
    default: false,
    appliesTo: ['game'],
    label: 'Ask the Confederate at each interrupt',
    short: 'ask the Confederate',
    description: 'The Confederate player answers each search, battle and damage choice instead of following standing orders.',
  },
  {
    key: 'askFederal',
    kind: 'play',
    rules: ['4.3'],
    stored: 'always',
    default: false,
    appliesTo: ['game'],
    label: 'Ask the Federal at each interrupt',
    short: 'ask the Federal',
    description: 'The Federal player answers each search and engagement choice instead of always searching and engaging.',
  },
  // Variants from two related designs (issue 19, docs/variants.md). Each is a rule module of
  // its own under rules/variants, picked at one point in its procedure module; stored only when
  // on, so every game played without them is exactly as before.
  {
    key: 'speedRollSearch',
    kind: 'variant',
    rules: ['6.11', '6.14'],
    module: 'variants/speedRollSearch',
    stored: 'whenChanged',
    default: false,
    appliesTo: ALL,
    label: 'Speed-roll searches (Rebel Raiders 7.78)',
    short: 'speed-roll searches',
    description:
      'A search is an opposed roll instead of the Search Table: the searchers roll one die (+1 for each further unit, at most +3), the raider one die +3, and the raider wins ties.',
  },
  {
    key: 'rebelRaidersRaid',
    kind: 'variant',
    rules: ['5.11', '5.31'],
    module: 'variants/rebelRaidersRaid',
    stored: 'whenChanged',
    default: false,
    appliesTo: ALL,
    label: 'Rebel Raiders raiding (Rebel Raiders 8.11)',
    short: 'Rebel Raiders raids',
    description:
      "A raid scores by Rebel Raiders' steps instead of the Raid Table: nothing on 1-3, one step on 4-5, two on 6 (two on 4-6 at a whaling counter); a step is worth the density's points.",
  },
  {
    key: 'blockadeEvasion',
    kind: 'variant',
    rules: ['7.11'],
    module: 'variants/blockadeEvasion',
    stored: 'whenChanged',
    default: false,
    appliesTo: ALL,
    label: 'Evading the blockade (the blockade-running game)',
    short: 'blockade evasion',
    description:
      "Running a Confederate port's blockade is an evasion roll instead of the Blockade Table: speed + port defence − blockade strength; two dice, and the ship is lost only if both exceed it.",
  },
  {
    // Two players with live decisions (issue 46.2): hot-seat and played apart, each side answers
    // its own decisions as they come, each answer followed by dice of their own (docs/remote-play.md).
    key: 'liveDecisions',
    kind: 'play',
    rules: ['4.3', '6.1', '6.13'],
    stored: 'whenChanged',
    default: false,
    appliesTo: ['remote'],
    label: 'Live decisions for both players',
    short: 'live decisions',
    description: 'Each player answers searches, spotted raiders, escapes and squadron damage as they come, instead of following standing orders.',
  },
  {
    // Played apart, each side on its own client (docs/remote-play.md): only then may a seal of
    // commitments come in. Absent in a local game, so a local game's state and hash are as before.
    key: 'remote',
    kind: 'internal',
    rules: ['4.3'],
    stored: 'whenChanged',
    default: false,
    appliesTo: [],
    label: 'Played apart',
    short: 'played apart',
    description: 'Set by the remote client only.',
  },
] as const satisfies readonly OptionEntry[];
