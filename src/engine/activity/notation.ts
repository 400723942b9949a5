import type { GameData } from '../../data/gameData';
import { PortNation } from '../../data/schema/index';
import type { GameState } from '../types';
import type { ActivityRecord, RecordStep } from '../record';
import { MAX_RECORD_STEPS } from '../commands';
import { excerpt } from '../../data/ids';

// The written Activity Record a person can read and type (4.31's symbols, in words):
//   leave > C16 > raid > C12 > raid > port:BRA
// Tokens, separated by ">", commas or spaces:
//   C16, D7 ...    enter that Movement Area          raid        raid the current area
//   port:E         enter the port of that nation     leave       leave port
//   commission     commission the ship               repair      repair in port all turn
//   refit          refit in port all turn            prizecoal   Georgia's captured coal (11.53)
//   gather:SHIP    SHIP joins this ship's squadron here (4.52)

export function formatSteps(steps: RecordStep[]): string {
  if (steps.length === 0) return '(stays put)';
  return steps
    .map((s) => {
      switch (s.op) {
        case 'move':
          return s.to;
        case 'enterPort':
          return `port:${s.nation}`;
        case 'leavePort':
          return 'leave';
        case 'capturedCoal':
          return 'prizecoal';
        case 'gather':
          return `gather:${s.ship}`;
        default:
          return s.op;
      }
    })
    .join(' > ');
}

export function formatRecord(_data: GameData, _s: GameState, r: ActivityRecord): string {
  const o = r.standing;
  return `${formatSteps(r.steps)}  [if spotted: ${o.onSpotted}${o.fireAt ? `; fire at: ${o.fireAt === 'biggestGuns' ? 'biggest guns' : 'nearest sinking'} (4.51)` : ''}]`;
}

export interface ParseProblem {
  token: string;
  index: number;
  message: string;
}

/** The longest record text read: MAX_RECORD_STEPS words of at most 16 characters and their separators. */
export const MAX_NOTATION_LENGTH = MAX_RECORD_STEPS * 20;

export function parseSteps(text: string): { steps: RecordStep[]; problems: ParseProblem[] } {
  const steps: RecordStep[] = [];
  const problems: ParseProblem[] = [];
  // Bounded before it is split: a pasted book costs no more than a long record (4.31).
  if (text.length > MAX_NOTATION_LENGTH)
    return {
      steps,
      problems: [{ token: excerpt(text), index: 0, message: `a record is at most ${MAX_NOTATION_LENGTH} characters; this text has ${text.length}` }],
    };
  const tokens = text.split(/[\s,>]+/).filter(Boolean);
  if (tokens.length > MAX_RECORD_STEPS)
    return {
      steps,
      problems: [
        {
          token: excerpt(tokens[MAX_RECORD_STEPS]),
          index: MAX_RECORD_STEPS,
          message: `a record has at most ${MAX_RECORD_STEPS} steps; this one has ${tokens.length}`,
        },
      ],
    };
  tokens.forEach((raw, index) => {
    const t = raw.trim();
    const low = t.toLowerCase();
    if (/^[cd][0-9]{1,3}$/i.test(t)) steps.push({ op: 'move', to: t.toUpperCase() });
    else if (low === 'raid' || low === 'r') steps.push({ op: 'raid' });
    else if (low === 'leave') steps.push({ op: 'leavePort' });
    else if (low === 'commission') steps.push({ op: 'commission' });
    else if (low === 'repair') steps.push({ op: 'repair' });
    else if (low === 'refit') steps.push({ op: 'refit' });
    else if (low === 'prizecoal') steps.push({ op: 'capturedCoal' });
    else if (low.startsWith('gather:') && /^[a-z0-9_-]{1,40}$/i.test(t.slice(7))) steps.push({ op: 'gather', ship: t.slice(7).toLowerCase() });
    else if (low.startsWith('port:')) {
      const nation = PortNation.options.find((n) => n.toLowerCase() === low.slice(5));
      if (nation) steps.push({ op: 'enterPort', nation });
      else problems.push({ token: excerpt(t), index, message: `unknown port nation "${excerpt(t.slice(5))}" (one of ${PortNation.options.join(', ')})` });
    } else
      problems.push({
        token: excerpt(t),
        index,
        message: `"${excerpt(t)}" is not a step (area id, raid, port:X, leave, commission, repair, refit, prizecoal, gather:SHIP)`,
      });
  });
  return { steps, problems };
}
