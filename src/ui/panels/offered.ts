import type { Offer } from '../../engine/index';
import type { Panel, PanelHost } from './panel';
import { FederalPlacementPanel } from './federalPlacement';
import { EuropePanel } from './europe';
import { FederalMovementPanel } from './federalMovement';
import { ConfederatePlacementPanel } from './confederatePlacement';
import { DecisionPanel } from './decision';
import { loadRecordEditor, recordEditor } from './recordEditorLoader';

// The panel for each thing a step of the turn machine may offer (StepMeta.offers, issue 46.1):
// the game screen shows the one named by the legal-actions answer's kind, never picked by the
// phase, so a step added to the machine with an `offers` of its own kind gets its panel with no
// change here.

/** A panel whose code comes with the game screen's. */
type PanelClass = new (host: PanelHost) => Panel;

/** A panel whose code loads on first use (issue 47): the game screen shows `opening` until it is here. */
export interface LazyPanel {
  /** Makes the panel, once its code is here (null before). */
  loaded(): ((host: PanelHost) => Panel) | null;
  load(): Promise<unknown>;
  /** Shown while it loads, and in the notice if it cannot be loaded. */
  opening: string;
  failed: string;
}

export const OFFERED_PANELS: { readonly [K in Offer]: PanelClass | LazyPanel } = {
  federalPlacement: FederalPlacementPanel,
  europeDeclaration: EuropePanel,
  federalMovement: FederalMovementPanel,
  confederatePlacement: ConfederatePlacementPanel,
  confederateRecord: {
    loaded: recordEditor,
    load: loadRecordEditor,
    opening: 'Opening the Activity Record…',
    failed: 'The Activity Record editor could not be loaded: check the connection, then reload the page.',
  },
  decision: DecisionPanel,
};
