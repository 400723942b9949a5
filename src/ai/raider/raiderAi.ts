import type { GameData } from '../../data/gameData';
import type { Command, GameView, ActivityRecord, PublicState } from '../../engine/index';
import type { RaiderParams } from '../levels';
import type { BotRandom } from '../rng';
import { threatenedCountries } from './coaling';
import { commissionPlans } from './commissioning';
import { answerDecision } from './decisions';
import { semmesChoice, shouldLandSemmes } from './semmes';
import { shipRecord, type TurnKnowledge } from './shipRecord';
import { federalPresence } from '../models/federalPresence';
import { formSquadrons } from './squadrons';
import { FederalModels } from './federalModels';
import { RoutePlanner } from './routePlanner';
import type { FederalMoves } from '../models/foresight';
import { SHIP } from '../../engine/rules/index';
import { formatSteps, offerOf } from '../../engine/index';
import type { HandSink, RaiderHand } from '../trace';
import { raiderHand } from './hand';

// The Confederate player: Semmes in the placement segment (11.72), every ship's Activity Record
// in the Record Phase (4.3), and the questions the Activity Phase asks when the game is set to
// ask (6.13, 7.21). It reads only the Confederate view: Federal positions are public, their
// moves to come are not, and the dice are in no view.

export class RaiderAi {
  private landed = '';
  /** Records written this Record Phase, kept while Semmes is landed first. */
  private written: { key: string; records: ActivityRecord[] } | null = null;
  /** What the raider has learnt of the Federal player from its moves (a level that predicts). */
  private readonly models: FederalModels | null;
  /** This raider's route planner and its working memory (routePlanner.ts). */
  private readonly planner = new RoutePlanner();
  /**
   * `predictedMoves`: the Federal's own planner, by level (models/foresight.ts), which a level
   * that predicts reads the Federal player with; without it (a raider tested alone) the plain
   * guess serves.
   */
  constructor(
    private readonly params: RaiderParams,
    private readonly rng: BotRandom,
    predictedMoves?: FederalMoves,
  ) {
    this.models = predictedMoves && params.predict > 0 ? new FederalModels(predictedMoves) : null; // only a level that predicts reads them
  }

  /** `hand`, if given, is told what each record weighed (issue 31.4); it changes no decision. */
  next(data: GameData, v: GameView, hand?: HandSink): Command {
    const s: PublicState = v;
    const end: Command = { type: 'endPhase', side: 'confederate' };
    // What the turn's step offers the Confederate (StepMeta.offers, 3.0) picks the answer, not the phase.
    const offers = offerOf(v, 'confederate');
    if (offers === 'decision' && v.activity?.pending?.side === 'confederate') {
      return { type: 'decide', side: 'confederate', choice: answerDecision(data, s, v.activity.pending, this.params) };
    }
    if (offers === 'confederatePlacement') {
      const ship = semmesChoice(data, s);
      return ship ? { type: 'placeSemmes', side: 'confederate', ship } : end;
    }
    if (offers !== 'confederateRecord') return end;
    const key = `${v.turn}`;
    if (this.written?.key === key) {
      const records = this.written.records;
      this.written = null;
      return { type: 'sealRecords', side: 'confederate', records, salt: this.rng.salt() };
    }
    const k: TurnKnowledge = {
      data,
      s,
      params: this.params,
      rng: this.rng,
      presence: this.params.predict > 0 && this.models ? this.models.presence(data, s, this.rng) : federalPresence(this.planner.presence, data, s),
      denied: threatenedCountries(data, s),
      commission: commissionPlans(data, s),
      whaling: new Set(v.whaling.filter((w) => !w.revealed).map((w) => w.area)),
      coalCache: new Map(),
      planner: this.planner,
    };
    let records: ActivityRecord[] = [];
    const hands: RaiderHand[] = [];
    for (const c of Object.values(s.confederate)) {
      if (c.status === 'inPlay')
        records.push(shipRecord(k, c.id, hand ? (intent, chosen, r) => hands.push(raiderHand(k, c.id, intent, chosen, r)) : undefined));
    }
    records = formSquadrons(k, records); // 4.52
    if (hand) {
      for (const h of hands) {
        const r = records.find((x) => x.ship === h.ship);
        const steps = r ? formatSteps(r.steps) : h.chose;
        if (steps !== h.chose) {
          h.why += '; then sails in a squadron (4.52)';
          h.chose = steps;
        }
        hand.note(h);
      }
    }
    // 11.72: Semmes leaves a laid-up Sumter for the next good ship.
    const sumterStays = records.find((r) => r.ship === SHIP.sumter)?.steps.every((x) => x.op !== 'leavePort') ?? false;
    if (this.landed !== key && shouldLandSemmes(data, s, sumterStays)) {
      this.landed = key;
      this.written = { key, records };
      return { type: 'removeSemmes', side: 'confederate' };
    }
    return { type: 'sealRecords', side: 'confederate', records, salt: this.rng.salt() };
  }
}
