import type { Lesson } from './lesson';
import { END_MOVEMENT, END_PLACEMENT, MOVE_PENGUIN, SEAL, SELECT_IROQUOIS, SELECT_OWED } from './lessonGame';

// "Learn to play" as the Federal navy: the lesson's game (lessonGame.ts) seen from the Federal
// side. The raider's record is scripted; the player moves Penguin into the Sumter's path,
// searches, engages, and places the next turn's ships. Texts are ours; the rules are cited by number.

export const federalLesson: Lesson = {
  side: 'federal',
  title: 'Learn to play: the Federal navy',
  script: [
    SEAL, // 0: the raider's secret record (4.3)
    MOVE_PENGUIN, // 1
    END_MOVEMENT, // 2
    { type: 'decide', side: 'federal', choice: 'search' }, // 3 (6.1)
    { type: 'decide', side: 'federal', choice: 'engage' }, // 4 (6.13)
    SELECT_IROQUOIS, // 5 (10.42)
    ...SELECT_OWED, // 6-15: the ships the points must still buy (10.4), as the panel offers them
    END_PLACEMENT, // 16
  ],
  steps: [
    {
      id: 'welcome',
      target: ['[data-testid="phase"]'],
      rule: '13.2',
      until: 'next',
      title: 'Weak Beginning, spring 1861',
      text: 'You command the Federal navy in the first year of the war against the raiders. This short scenario begins at the Record Phase of Game Turn 1: your warships are already placed and paid for (13.24). The top bar always shows the turn and the phase.',
    },
    {
      id: 'sumter',
      target: ['area:C15'],
      rule: '11.71',
      until: 'next',
      title: 'The enemy: Sumter',
      text: 'At the start the only raider in play is the Sumter, in the Confederate port on the Gulf coast (C15), with Captain Semmes aboard. She makes 9 Movement Points a turn; your gunboat Penguin makes 10.',
    },
    {
      id: 'record',
      target: ['.side-body .panel', '[data-testid="log"]'],
      rule: '4.3',
      until: 1,
      title: 'The raider writes in secret',
      text: "First the Confederate writes each raider's whole turn on its Activity Record and seals it (4.3). You will learn what it holds only as it is carried out, after you have moved.",
    },
    {
      id: 'move',
      target: ['.mover .chips [data-area="C10"]', '[data-action="move"]:not([disabled])', '.mover .chips [data-area="C14"]', '[data-pick="penguin"]'],
      rule: '4.13',
      until: 2,
      title: 'Move Penguin to C10',
      text: 'Federal Movement (4.1): click Penguin in the list, then the areas C14 and C10 under "Next", then Move. Each area entered costs one Movement Point (4.13). A ship waiting in an area may search for every raider that enters it (6.1): C10, the Bahamas, lies on the way out of the Gulf.',
    },
    {
      id: 'moved',
      target: ['area:C10'],
      rule: '4.12',
      until: 'next',
      title: 'Penguin waits in C10',
      text: "Penguin is in place. Ships move one at a time, and a ship's move is over once another begins (4.12). Your other ships may stay where they are.",
    },
    {
      id: 'end-movement',
      target: ['.confirm-end-modal .btn.primary', '.side-body [data-action="end-phase"]'],
      rule: '3.0',
      until: 3,
      title: 'End movement',
      text: 'Click End movement (and confirm: the other ships stay put). Then comes the Confederate Activity Phase: the sealed records are revealed and carried out step by step (3.0, 4.3).',
    },
    {
      id: 'search',
      target: ['.panel-modal [data-choice="search"]', '.playback'],
      avoid: '.panel-modal .modal-card',
      rule: '6.11',
      until: 4,
      title: 'Search!',
      text: 'When the Sumter, out of port (running the blockade, 7.11), enters C10 where Penguin waits, you may search: one die on the Search Table, in the column for the number of searching ships (6.11). Click Search.',
    },
    {
      id: 'engage',
      target: ['.panel-modal [data-choice="engage"]', '.playback'],
      avoid: '.panel-modal .modal-card',
      rule: '6.13',
      until: 5,
      title: 'Spotted: engage',
      text: 'Once Penguin has spotted the Sumter, the raider answers first: fight, try to escape, or shelter in a port and be blockaded (6.13); her orders say escape. A spotter may also try to avoid battle. Click Engage: if her escape fails, she must fight (6.22).',
    },
    {
      id: 'fight',
      target: ['.playback', '[data-testid="log"]'],
      rule: '8.11',
      until: { gone: ['.playback'] },
      title: 'Escape and fight',
      text: 'Watch the playback. Escape is a die on the Escape Table by the speed difference (6.21); Semmes may reroll one such die a turn (11.74). Failing, the Sumter fights: firing segments, both sides at once, until one side is sunk (8.11-8.13). Then she sails on, raids (5.11) and enters a port (4.4).',
    },
    {
      id: 'summary',
      target: ['.summary-modal .btn.primary'],
      avoid: '.summary-modal .modal-card',
      rule: '5.21',
      until: { gone: ['.summary-modal', '.playback'] },
      title: 'The turn in review',
      text: 'The turn summary shows what the raid cost the merchant marine (5.21) and what each side gained. Click Continue.',
    },
    {
      id: 'log',
      target: ['[data-testid="log"]'],
      rule: '6.21',
      until: 'next',
      title: 'The log',
      text: 'Every roll stays in the log with its table and modifiers: the search die, the escape and the reroll, each firing segment. Click a rule number to read its rule. Penguin, a small gunboat (gunnery 1, defense 1), was sunk; one ship alone finds a raider only one time in six.',
    },
    {
      id: 'deployment',
      target: ['[data-testid="deployment-roll"]'],
      rule: '10.31',
      until: 'next',
      title: 'Game Turn 2: placement',
      text: 'A new turn begins with placement. Nashville has come out of Charleston (10.5). The deployment die gave you points for each type of ship, more when more raiders are in play (10.31).',
    },
    {
      id: 'select',
      target: ['[data-select="iroquois"]'],
      avoid: 'tr[data-ship="iroquois"]',
      rule: '10.42',
      until: 6,
      title: 'Select Iroquois',
      text: 'Select the sloop Iroquois: she costs one S point and one of her Availability Points (10.42), and a ship taken from the pool starts in C9 (10.43).',
    },
    {
      id: 'end-placement',
      target: ['.owed-selection-modal .btn.primary', '.confirm-end-modal .btn.primary', '.side-body [data-action="end-phase"]'],
      rule: '10.4',
      until: 17,
      title: 'End placement',
      text: 'Click End placement. While ships of a type wait on the map or in the pool, its points must buy them (10.4): the screen offers its choice of the ships still owed; accept it. Ships on the map you did not select go back to the Available Pool (10.44). Then the raiders write their records again.',
    },
    {
      id: 'done',
      target: [],
      rule: '3.0',
      until: 'next',
      title: 'That is the turn',
      text: 'You have placed, moved, searched and fought: every turn runs this way (3.0). Concentrate your ships where the raiders must pass, and use squadrons (4.5). Press Finish, then start a real game from the menu.',
    },
  ],
};
