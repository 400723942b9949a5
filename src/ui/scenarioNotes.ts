// The scenarios' notes (section 13), which the start screen shows beside each scenario. They
// live apart from the rules reference (rulesReference.ts, which includes them) so that the
// start screen does not download every rule's note (issue 18's first-download budget).

export interface RuleNote {
  id: string;
  title: string;
  text: string;
}

export const SCENARIO_NOTES: RuleNote[] = [
  { id: '13.0', title: 'Scenarios', text: 'A full campaign and four shorter games.' },
  { id: '13.1', title: 'Campaign Game', text: 'The whole war in 16 turns, 3/61 to 2/65, starting with the Sumter in the Gulf and the Record Phase of turn 1.' },
  { id: '13.2', title: 'Weak Beginning', text: "The first year in four turns, 3/61 to 2/62, with the Campaign's opening forces." },
  {
    id: '13.3',
    title: 'The Greyhounds are Loose',
    text: 'Three turns, 3/62 to 1/63: the Sumter at Gibraltar, the Nashville at home, and Semmes waiting for the Alabama.',
  },
  { id: '13.4', title: 'The Cresting Tide', text: 'Five turns, 2/63 to 2/64: the Alabama and Florida at the height of their cruises off Brazil.' },
  { id: '13.5', title: 'Endgame', text: 'Four turns, 3/64 to 2/65: the Florida at sea, the Georgia and Rappahannock in France, the South losing its ports.' },
];

/** The note of a scenario's rule ("13.2"), or null. */
export const scenarioNote = (id: string): RuleNote | null => SCENARIO_NOTES.find((n) => n.id === id) ?? null;
