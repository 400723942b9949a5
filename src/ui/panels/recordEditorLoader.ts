import type { Panel, PanelHost } from './panel';

// The Activity Record editor is the largest panel (about 5 KB gzipped with its checks) and no
// first map needs it: a game starts with placements. So it is no part of the first download
// (issue 47: the JavaScript before the Campaign map back under 300 KB): the game screen asks for
// it once its map is drawn, and a record phase reached before it is here shows a moment's wait.
type MakeEditor = (host: PanelHost) => Panel;

let make: MakeEditor | null = null;
let loading: Promise<MakeEditor> | null = null;

export function loadRecordEditor(): Promise<MakeEditor> {
  loading ??= import('./recordEditor').then(
    ({ RecordEditorPanel }) => (make = (host) => new RecordEditorPanel(host)),
    (e: unknown) => {
      loading = null; // asked again next time (the network may be back)
      throw e;
    },
  );
  return loading;
}

/** Makes the editor, once its code is here (null before). */
export function recordEditor(): MakeEditor | null {
  return make;
}
