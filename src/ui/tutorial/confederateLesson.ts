import type { Lesson } from './lesson';
import { END_MOVEMENT, END_PLACEMENT, MOVE_PENGUIN, SEAL, SELECT_IROQUOIS, SELECT_OWED, SUMTER_NOTATION } from './lessonGame';

// "Learn to play" as the Confederate raiders: the lesson's game (lessonGame.ts) seen from the
// Confederate side. The player writes the Sumter's record (a raid and a port), answers the
// Federal search and Semmes' reroll, and sees the next turn begin; the Federal moves are scripted. Texts are
// ours; the rules are cited by number.

export const confederateLesson: Lesson = {
  side: 'confederate',
  title: 'Learn to play: the Confederate raiders',
  script: [
    SEAL, // 0: the player's record (4.3)
    MOVE_PENGUIN, // 1: the Federal's scripted move
    END_MOVEMENT, // 2
    { type: 'decide', side: 'confederate', choice: 'escape' }, // 3 (6.13)
    { type: 'decide', side: 'confederate', choice: 'reroll' }, // 4 (11.74)
    SELECT_IROQUOIS, // 5
    ...SELECT_OWED, // 6-15: the ships the points must still buy (10.4)
    END_PLACEMENT, // 16
  ],
  steps: [
    {
      id: 'welcome',
      target: ['[data-testid="phase"]'],
      rule: '13.2',
      until: 'next',
      title: 'Weak Beginning, spring 1861',
      text: 'You command the Confederate raiders in the first year of the war. The scenario begins at the Record Phase of Game Turn 1 (13.24): you write your orders first, then the Federal moves, then your orders are carried out. The top bar shows the turn and the phase.',
    },
    {
      id: 'sumter',
      target: ['area:C15'],
      rule: '11.71',
      until: 'next',
      title: 'Your raider: Sumter',
      text: 'The Sumter lies in the Confederate port of C15, on the Gulf coast, with Captain Semmes aboard. She has 9 Movement Points (MP) a turn: one for each area entered, each raid, each blockade run and each escape (4.13).',
    },
    {
      // Issue 35.5: the callout keeps clear of the whole editor (its Raid button and Next chips).
      id: 'record',
      target: ['.record .notation'],
      avoid: '.record',
      rule: '4.31',
      until: 1,
      record: SUMTER_NOTATION,
      title: 'Write the Activity Record',
      text: "Script the whole turn in secret (4.3): Leave port (running the blockade, 7.11), C10, C16, Raid (a die on the Raid Table by the area's shipping density, 5.11), C12, then Port: F, the French port at Martinique, open to you at this prestige (4.4, 9.3). Keep the standing orders as they are, then Seal all records. Follow the highlighted button.",
    },
    {
      id: 'federal-moves',
      target: ['.side-body .panel'],
      rule: '4.1',
      until: 3,
      title: 'The Federal moves',
      text: 'Your record is sealed. Now the Federal player moves his ships, without knowing your orders (4.1). Then the records are revealed and carried out step by step (4.3).',
    },
    {
      // Issue 35.5: "the panel shows the odds": the callout keeps clear of the panel and its odds.
      id: 'escape',
      target: ['.panel-modal [data-choice="escape"]', '.playback'],
      avoid: '.panel-modal .modal-card',
      rule: '6.13',
      until: 4,
      title: 'Spotted! Try to escape',
      text: 'When the Sumter enters C10, the gunboat Penguin waiting there searches and spots her (6.11). You may fight, try to escape, or (near a coast) shelter in a port and be blockaded (6.13). The panel shows the odds. Click Escape: a die on the Escape Table by the speed difference, 9 against 10 (6.21).',
    },
    {
      // Issue 46.2: Semmes' reroll is asked once the die is seen, as at the table.
      id: 'semmes',
      target: ['.panel-modal [data-choice="reroll"]', '.playback'],
      avoid: '.panel-modal .modal-card',
      rule: '11.74',
      until: 5,
      title: "The escape fails: Semmes' reroll",
      text: 'The escape die came up 1: a failure. Captain Semmes may have one failed raid, escape or blockade die of his ship rolled again each turn (11.74), and the new die stands. Click Semmes rerolls it.',
    },
    {
      id: 'fight',
      target: ['.playback', '[data-testid="log"]'],
      rule: '8.11',
      until: { gone: ['.playback'] },
      title: 'Escape failed: the fight',
      text: 'Watch the playback. The new die fails too, so the Sumter must fight (6.22): firing segments on the Combat Results Table, both sides at once, until one side is sunk (8.11-8.13). An escape costs an MP and forbids a raid in that area (6.23), so you raid in C16.',
    },
    {
      id: 'summary',
      target: ['.summary-modal .btn.primary'],
      avoid: '.summary-modal .modal-card',
      rule: '5.21',
      until: { gone: ['.summary-modal', '.playback'] },
      title: 'The turn in review',
      text: 'Penguin is sunk, your raid cost the U.S. merchant marine points (5.21), and the Sumter is safe in port. Click Continue.',
    },
    {
      id: 'log',
      target: ['[data-testid="log"]'],
      rule: '6.21',
      until: 'next',
      title: 'The log',
      text: 'Each roll stays in the log with its table and modifiers. Click a rule number to read the rule.',
    },
    {
      id: 'nashville',
      target: ['area:C14'],
      rule: '10.5',
      until: 'next',
      title: 'Game Turn 2: a new raider',
      text: 'A turn begins with placement: raiders listed for this turn arrive where the track says (10.5). Nashville has run out of Charleston, in C14. Some scenarios and turns let you place ships yourself; this one places her for you.',
    },
    {
      id: 'federal-places',
      target: ['.side-body .panel'],
      rule: '10.4',
      until: 17,
      title: 'The Federal places his ships',
      text: 'The Federal rolls for deployment points, more when more raiders are in play (10.31), and picks the ships he will use this turn (10.4).',
    },
    {
      id: 'done',
      target: ['[data-action="seal"]'],
      rule: '3.0',
      until: 'next',
      title: 'That is the turn',
      text: 'Your orders again, now for two raiders: every turn runs this way (3.0). Raid where shipping is dense, keep away from Federal squadrons, and mind your coal (11.5). Press Finish, then start a real game from the menu.',
    },
  ],
};
