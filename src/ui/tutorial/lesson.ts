import type { Command, Side } from '../../engine/index';

// What a lesson is made of (issue 17, part 1): the commands of its scripted game, in order, and
// the steps of the walk-through. A lesson is plain data, one file per side.

/** When a step is over. */
export type Until =
  /** An explanation: the player presses Next. */
  | 'next'
  /** Over once this many commands of the lesson's script are applied (the player's own, or the scripted opponent's). */
  | number
  /** Over once none of these elements is on screen (a playback or a summary the player closes). */
  | { gone: string[] };

export interface Step {
  id: string;
  /**
   * What the callout points at: the first of these that is on screen. A CSS selector, or
   * `area:C10` for a Movement Area of the map (the map is centred on it first). Empty: the
   * callout waits in the corner of the map.
   */
  target: string[];
  title: string;
  /** Our own words: the rule book is cited by number, never quoted. */
  text: string;
  /** The rule the step teaches, e.g. '6.13' (a link opens it in the rules panel). */
  rule: string;
  until: Until;
  /** Something else the callout must not cover (e.g. the whole summary round the button it points at). */
  avoid?: string;
  /** The record the player writes in this step, token by token in the editor's notation (4.31): the callout follows it click by click. */
  record?: string[];
}

export interface Lesson {
  side: Side;
  title: string;
  /** Every command of the lesson's game in order, both sides'; the player's side's are the player's to give. */
  script: Command[];
  steps: Step[];
}
