import type { GameData } from '../data/gameData';
// The levels' names only: the AI itself loads when a game first needs it (session.ts).
import { AI_LEVEL_INFO } from '../ai/levels';
import { schemeToggle } from './colourScheme';
import { settings } from './settings';
import { h, fill } from './dom';
import { PHASE_LABEL, turnDate } from './names';
import { scenarioNote } from './scenarioNotes';
import { type Phase, type Side, type GameOptions, variantEntries, type OptionEntry } from '../engine/index';
import { hasOwnKey } from '../data/ids';
import { STANDING_TEXT, ago, sortRows, type GameRow } from './remote/myGames';
import type { SaveEnvelope } from '../game/saveFormat';
import type { Mode } from './session';
import type { LoadedData } from './dataPack';
import { dataPackPicker } from './dataPackPicker';
import { paceOf, paceRow } from './remote/paceChoice';
import type { PaceName } from '../relay/paceApi';
import { lessonsPlayable, readProgress } from './tutorial/progress';
import { OPEN_NAME_MAX, OPEN_NOTE_MAX } from '../relay/openApi';

// The start screen: pick a scenario (13.1-13.5), solitaire or hot-seat, the raider AI's level,
// and go. "Campaign / Solitaire" is preselected and the Start button has the focus, so one
// click or Enter begins.

/** `online`: a game played apart whose turns the relay carries (docs/relay.md). */
export interface StartChoice {
  scenario: string;
  mode: Mode;
  aiLevel: string;
  askDecisions: boolean;
  /** Hot-seat and online: each player answers their own searches and battles as they come (issue 46.2). */
  liveDecisions: boolean;
  side: Side;
  online?: boolean;
  /** Online: the pace the host picked (issue 34.6). */
  pace?: PaceName;
  /** Online: list the game in Open games, with this note and name (issue 49.1). */
  listOpen?: { note: string; name: string };
  /** The rule variants ticked under "Rules options" (the registry's 'variant' entries). */
  options: Partial<GameOptions>;
}

export interface StartCallbacks {
  /** Resolves once the game is open, or once the start was given up (hot-seat passphrases cancelled). */
  start(choice: StartChoice): Promise<void>;
  /** Continue the game with this id from its own autosave. */
  resume(gameId: string): void;
  /** Delete a game's autosave (the player has confirmed). */
  deleteGame(gameId: string): Promise<void>;
  openSaves(): void;
  /** Issue 35.4: the settings screen; resolves when it is closed. */
  openSettings(): Promise<void>;
  /** Join a game played apart from an invitation (file, code or link). */
  joinRemote(): void;
  /** Issue 34.2: carry the games played apart to or from another device, sealed under a passphrase. */
  carryGames?(): void;
  openRemote(gameId: string): void;
  /** Opens the scenario comparison (loaded on demand). */
  compare(): void;
  /** "Learn to play" (issue 17.1): a guided lesson for a side, or (null) the unfinished one resumed. */
  tutorial?(side: Side | null): void;
  /** Issue 17.3: opens a replay file; gives the reason it was refused, or null. */
  openReplay?(file: File): Promise<string | null>;
}

const PREFS = 'sea-devils:start';
/** The name a player last listed an open game under (issue 49.1). */
const OPEN_PREFS = 'sea-devils:open';

export class StartScreen {
  readonly el = h('div', { class: 'start-screen' });

  private readonly cb: StartCallbacks;

  constructor(data: GameData, loaded: LoadedData, cb: StartCallbacks) {
    this.cb = cb;
    const prefs = readPrefs();
    const variants = variantEntries('game');
    const ids = Object.keys(data.scenarios);
    // The brief: Campaign and Solitaire are always the preselected choice; only options are remembered.
    const scenario = ids.includes('campaign') ? 'campaign' : ids[0]!;
    const start = h('button', { type: 'submit', class: 'btn primary big', 'data-action': 'start' }, 'Start');
    // The AI's levels (src/ai/levels.ts, so the start screen need not load the AI), weakest
    // first; 'random' is the baseline. Each level reads differently for the raiders and for the
    // navy: the text follows the side the AI plays.
    const random = 'Legal moves picked at random: a baseline, not a real opponent.';
    const levels = [
      ...AI_LEVEL_INFO.map((l) => ({ id: l.id as string, label: l.label, text: { confederate: l.confederate, federal: l.federal } })),
      { id: 'random', label: 'Random', text: { confederate: random, federal: random } },
    ];
    const preferred = levels.find((l) => l.id === prefs.aiLevel)?.id ?? levels.find((l) => l.id === 'historical')?.id ?? levels[0]?.id ?? 'random';
    // Issue 31.4: a line for each level, how it plays the side the AI takes (the chosen one marked).
    const aiText = h('ul', { class: 'small ai-text ai-levels', 'data-testid': 'ai-levels' });
    const aiSelect = h(
      'select',
      { name: 'ai' },
      levels.map((l) => h('option', { value: l.id, selected: l.id === preferred }, l.label)),
    );
    const aiName = h('span', {}, 'Raider AI level ');
    /** The side the computer plays in the solitaire mode now chosen. */
    let aiSide: Side = 'confederate';
    const syncText = () => {
      aiName.textContent = aiSide === 'confederate' ? 'Raider AI level ' : 'Federal AI level ';
      fill(
        aiText,
        levels.map((l) =>
          h('li', { 'data-level': l.id, 'aria-current': l.id === aiSelect.value ? 'true' : null }, h('strong', {}, `${l.label}: `), l.text[aiSide]),
        ),
      );
    };
    aiSelect.addEventListener('change', syncText);
    syncText();
    const aiRow = h(
      'div',
      { class: 'field' },
      h('label', {}, aiName, aiSelect),
      aiText,
      h(
        'span',
        { class: 'small ai-text', 'data-testid': 'ai-hand-line' },
        'It sees only what its side may see. After the game, the debrief and the replay show its hand: what it knew, weighed and chose each turn.',
      ),
    );
    let askRow: HTMLElement | null = null;
    const liveRow = h(
      'label',
      { class: 'check', hidden: true },
      h('input', { type: 'checkbox', name: 'live', checked: prefs.liveDecisions !== false }),
      ' Live decisions: each player answers their own searches and battles as they come, as at the table (otherwise both sides follow standing orders)',
    );
    const pace = paceRow();
    const listRow = openListRow(!!loaded.pack);
    const sideRow = h(
      'div',
      { class: 'field', role: 'radiogroup', 'aria-label': 'Your side' },
      'You play ',
      h('label', { class: 'radio' }, h('input', { type: 'radio', name: 'side', value: 'confederate', checked: prefs.side !== 'federal' }), 'the Confederate'),
      h('label', { class: 'radio' }, h('input', { type: 'radio', name: 'side', value: 'federal', checked: prefs.side === 'federal' }), 'the Federal'),
      h(
        'span',
        { class: 'small ai-text' },
        'Live decisions are off: both sides follow standing orders, the raiders as their records say, the Federal as he sets them with his movement (4.3).',
      ),
    );
    const form = h(
      'form',
      { class: 'start-form', 'aria-label': 'New game' },
      h(
        'fieldset',
        { class: 'scenarios' },
        h('legend', {}, 'Scenario'),
        ids.map((id) => {
          const sc = data.scenarios[id]!;
          return h(
            'label',
            { class: 'scenario-card' },
            h('input', { type: 'radio', name: 'scenario', value: id, checked: id === scenario }),
            h(
              'span',
              { class: 'sc-body' },
              h('span', { class: 'sc-name' }, sc.name),
              h('span', { class: 'sc-rule' }, sc.rule),
              h('span', { class: 'sc-turns' }, `Game Turns ${sc.firstTurn}–${sc.lastTurn} · ${turnDate(data, sc.firstTurn)} to ${turnDate(data, sc.lastTurn)}`),
              h('span', { class: 'sc-text' }, scenarioNote(sc.rule)?.text ?? ''),
            ),
          );
        }),
      ),
      h(
        'fieldset',
        { class: 'modes' },
        h('legend', {}, 'Players'),
        h(
          'label',
          { class: 'mode-card' },
          h('input', { type: 'radio', name: 'mode', value: 'solitaire', checked: true }),
          h('span', {}, h('strong', {}, 'Solitaire · Federal'), h('span', { class: 'small' }, 'You command the Federal navy against the raider AI.')),
        ),
        h(
          'label',
          { class: 'mode-card' },
          h('input', { type: 'radio', name: 'mode', value: 'solitaire-confederate', checked: false }),
          h(
            'span',
            {},
            h('strong', {}, 'Solitaire · Confederate'),
            h(
              'span',
              { class: 'small' },
              "You command the Confederate raiders against the Federal AI: write each raider's secret Activity Record, then watch the navy hunt.",
            ),
          ),
        ),
        h(
          'label',
          { class: 'mode-card' },
          h('input', { type: 'radio', name: 'mode', value: 'hotseat', checked: false }),
          h(
            'span',
            {},
            h('strong', {}, 'Hot-seat'),
            h(
              'span',
              { class: 'small' },
              'Two players share this device; each seals their secret orders and dice under their own passphrase, and the device goes to each player for their own decisions.',
            ),
          ),
        ),
        h(
          'label',
          { class: 'mode-card' },
          h('input', { type: 'radio', name: 'mode', value: 'online', checked: false }),
          h(
            'span',
            {},
            h('strong', {}, 'Two players online'),
            h(
              'span',
              { class: 'small' },
              "Each player on their own device; this server's relay carries the turns and says whose move it is. Orders stay sealed, and the relay can neither read nor change them unnoticed. Needs the network.",
            ),
          ),
        ),
        h(
          'label',
          { class: 'mode-card' },
          h('input', { type: 'radio', name: 'mode', value: 'remote', checked: false }),
          h(
            'span',
            {},
            h('strong', {}, 'Two players apart (by file or link)'),
            h(
              'span',
              { class: 'small' },
              'Each player on their own device; turns travel as files, codes or links, with sealed orders and dice neither side can steer.',
            ),
          ),
        ),
        aiRow,
        sideRow,
        pace,
        listRow,
        (askRow = h(
          'label',
          { class: 'check' },
          h('input', { type: 'checkbox', name: 'ask', checked: !!prefs.askDecisions }),
          ' Ask me at every search and battle (otherwise my side follows standing orders: the raiders answer as their records say, the Federal as he sets them in his movement)',
        )),
        liveRow,
      ),
      rulesOptions(prefs),
      dataPackPicker(loaded.pack, loaded.notice),
      h(
        'div',
        { class: 'display-options' },
        schemeToggle(),
        h(
          'button',
          { type: 'button', class: 'btn small', 'data-action': 'settings', onclick: () => void cb.openSettings().then(() => this.syncSettings()) },
          'Settings…',
        ),
      ),
      h(
        'div',
        { class: 'start-actions' },
        start,
        h('button', { type: 'button', class: 'btn', 'data-action': 'saves', onclick: () => cb.openSaves() }, 'Saved games & import…'),
        h('button', { type: 'button', class: 'btn', 'data-action': 'join-remote', onclick: () => cb.joinRemote() }, 'Join a game played apart…'),
        cb.carryGames ? h('button', { type: 'button', class: 'btn', 'data-action': 'carry-games', onclick: () => cb.carryGames!() }, 'Carry my games…') : null,
        h('button', { type: 'button', class: 'btn', 'data-action': 'compare', onclick: () => cb.compare() }, 'Compare scenarios…'),
        cb.openReplay ? replayOpener(cb.openReplay) : null,
      ),
    );
    const syncAi = () => {
      const mode = (form.elements.namedItem('mode') as RadioNodeList).value;
      const solo = mode === 'solitaire' || mode === 'solitaire-confederate';
      aiRow.hidden = !solo;
      aiSide = mode === 'solitaire-confederate' ? 'federal' : 'confederate';
      syncText();
      sideRow.hidden = mode !== 'remote' && mode !== 'online';
      pace.hidden = mode !== 'online';
      listRow.hidden = mode !== 'online';
      if (askRow) askRow.hidden = !solo;
      // Hot-seat and online: both players present, so each may answer live (46.2); by file, standing orders (4.3).
      liveRow.hidden = mode !== 'hotseat' && mode !== 'online';
    };
    form.addEventListener('change', syncAi);
    form.addEventListener('submit', (e) => {
      e.preventDefault();
      const f = new FormData(form);
      const soloConfederate = f.get('mode') === 'solitaire-confederate';
      const choice: StartChoice = {
        scenario: String(f.get('scenario') ?? 'campaign'),
        mode: f.get('mode') === 'hotseat' ? 'hotseat' : f.get('mode') === 'remote' || f.get('mode') === 'online' ? 'remote' : 'solitaire',
        online: f.get('mode') === 'online',
        pace: f.get('mode') === 'online' ? paceOf(f.get('pace')) : undefined,
        listOpen:
          f.get('mode') === 'online' && f.get('list-open') === 'on' && !loaded.pack
            ? { note: String(f.get('open-note') ?? '').slice(0, 400), name: String(f.get('open-name') ?? '').slice(0, 100) }
            : undefined,
        aiLevel: String(f.get('ai') ?? 'random'),
        askDecisions: f.get('ask') === 'on',
        liveDecisions: f.get('live') === 'on' && (f.get('mode') === 'hotseat' || f.get('mode') === 'online'),
        options: Object.fromEntries(variants.map((e) => [e.key, f.get(optionField(e)) === 'on'])) as Partial<GameOptions>,
        // Solitaire: the side the player commands; played apart: the side this device holds.
        side: soloConfederate ? 'confederate' : f.get('mode') === 'solitaire' ? 'federal' : f.get('side') === 'federal' ? 'federal' : 'confederate',
      };
      // The remembered side is the played-apart one (its radio); solitaire always opens on the Federal.
      localStorage.setItem(PREFS, JSON.stringify({ ...choice, side: f.get('side') === 'federal' ? 'federal' : 'confederate' }));
      // One game per press: a second press while the first opens (online: the relay makes the
      // game's mailbox) is ignored, and the button says what is happening.
      if (start.disabled) return;
      start.disabled = true;
      start.setAttribute('aria-busy', 'true');
      start.textContent = choice.online ? 'Opening a game on the relay…' : 'Starting…';
      // The note and name are the player's own words, kept for the next game; the box is not.
      if (choice.listOpen) localStorage.setItem(OPEN_PREFS, JSON.stringify({ name: choice.listOpen.name }));
      void cb.start(choice).finally(() => {
        start.disabled = false;
        start.removeAttribute('aria-busy');
        start.textContent = 'Start';
      });
    });
    syncAi();
    fill(
      this.el,
      h(
        'div',
        { class: 'start-hero' },
        h('h1', {}, 'Sea Devils'),
        h('p', { class: 'tagline' }, 'Confederate commerce raiders and the Federal navy, 1861–1865'),
        h('p', { class: 'small muted' }, "The digital edition. The raiders script their cruises in secret; the Navy hunts them across the world's oceans."),
      ),
      this.learn(data),
      this.remoteList,
      this.openSlot,
      this.recentList,
      form,
      h(
        'p',
        { class: 'small muted network-note', 'data-testid': 'network-note' },
        'Once this page has been opened, it works without a connection: solitaire, hot-seat, the tutorial, replays, saved games and the comparison. Two players online and Open games need the network; two players apart go by files, codes or links.',
      ),
    );
  }

  private readonly openSlot = h('div', { class: 'open-slot' });

  /** "Open games" (issue 49.1): drawn by its own module, loaded after the first paint. */
  showOpenGames(el: HTMLElement): void {
    fill(this.openSlot, el);
  }

  /** The start screen's own copy of a setting (the high-contrast box) follows the settings screen. */
  private syncSettings(): void {
    const box = this.el.querySelector<HTMLInputElement>('[data-action="high-contrast"]');
    if (box) box.checked = settings().scheme === 'high-contrast';
  }

  /** "Learn to play": a guided turn for either side, and "Resume tutorial" while one is unfinished. */
  private learn(data: GameData): HTMLElement | null {
    const go = this.cb.tutorial;
    if (!go || !lessonsPlayable(data)) return null;
    const left = readProgress();
    return h(
      'section',
      { class: 'tutorial-start', 'data-testid': 'tutorial-start' },
      h('h2', {}, 'Learn to play'),
      h('p', { class: 'small' }, 'A guided turn of Weak Beginning in the real game screens, with the rules cited as you go: about ten minutes.'),
      h(
        'div',
        { class: 'row' },
        left
          ? h(
              'button',
              { type: 'button', class: 'btn primary', 'data-action': 'tutorial-resume', onclick: () => go(null) },
              `Resume tutorial (${left.side === 'federal' ? 'Federal' : 'Confederate'})`,
            )
          : null,
        h('button', { type: 'button', class: 'btn', 'data-action': 'tutorial-federal', onclick: () => go('federal') }, 'Learn as the Federal navy'),
        h(
          'button',
          { type: 'button', class: 'btn', 'data-action': 'tutorial-confederate', onclick: () => go('confederate') },
          'Learn as the Confederate raiders',
        ),
      ),
    );
  }

  private readonly recentList = h('section', { class: 'recent-games', hidden: true, 'data-testid': 'recent-games' });

  /**
   * "Continue": every game this device keeps an autosave of, the most recent first, with its
   * scenario, mode, side, turn and time. A game is deleted only by its player, after a confirmation.
   */
  showRecentGames(data: GameData, games: SaveEnvelope[]): void {
    this.recentList.hidden = games.length === 0;
    const row = (env: SaveEnvelope): HTMLElement => {
      const id = env.meta.id;
      const sum = env.summary;
      const side =
        env.meta.mode === 'solitaire'
          ? `you play the ${env.version === 1 && env.holder === 'confederate' ? 'Confederate' : 'Federal'}`
          : 'both sides, one device';
      const actions = h('div', { class: 'row' });
      const normal = () =>
        fill(
          actions,
          h('button', { type: 'button', class: 'btn small primary', 'data-action': 'continue', onclick: () => this.cb.resume(id) }, 'Continue'),
          h('button', { type: 'button', class: 'btn small danger', 'data-action': 'delete-game', onclick: confirm }, 'Delete…'),
        );
      const confirm = () =>
        fill(
          actions,
          h('span', { class: 'small' }, 'Delete this game for good? '),
          h('button', { type: 'button', class: 'btn small danger', 'data-action': 'confirm-delete', onclick: () => void this.cb.deleteGame(id) }, 'Delete'),
          h('button', { type: 'button', class: 'btn small', 'data-action': 'keep', onclick: normal }, 'Keep'),
        );
      normal();
      return h(
        'tr',
        { 'data-game': id },
        h(
          'td',
          {},
          h('strong', {}, data.scenarios[env.meta.scenario]?.name ?? sum.scenarioName),
          h('div', { class: 'small status' }, `${env.meta.mode === 'solitaire' ? 'Solitaire' : 'Hot-seat'} · ${side}`),
        ),
        h('td', { class: 'small status' }, `GT ${sum.turn} (${sum.date}) · ${PHASE_LABEL[sum.phase as Phase]?.name ?? sum.phase}`),
        h('td', { class: 'small status' }, new Date(env.savedAt).toLocaleString()),
        h('td', {}, actions),
      );
    };
    fill(this.recentList, h('h2', {}, 'Continue a game'), h('table', { class: 'saves' }, h('tbody', {}, games.map(row))));
  }

  private readonly remoteList = h('section', { class: 'remote-games', hidden: true, 'data-testid': 'remote-games' });

  /**
   * "Your games played apart": every game this browser holds a side of (by file or online), the
   * ones waiting on this player first, with whose move it is and when it last moved. A finished
   * game can be removed from the list, after a confirmation.
   */
  showRemoteGames(data: GameData, rows: GameRow[], open: (gameId: string) => void, remove: (gameId: string) => Promise<void>): void {
    this.remoteList.hidden = rows.length === 0;
    const now = Date.now();
    const row = (r: GameRow): HTMLElement => {
      const st = r.save.state;
      const actions = h('td', { class: 'row' });
      const normal = () =>
        fill(
          actions,
          h('button', { type: 'button', class: 'btn small primary', 'data-action': 'open-remote', onclick: () => open(r.gameId) }, 'Open'),
          r.standing === 'over'
            ? h('button', { type: 'button', class: 'btn small danger', 'data-action': 'remove-remote', onclick: confirm }, 'Remove…')
            : null,
        );
      const confirm = () =>
        fill(
          actions,
          h('span', { class: 'small' }, 'Remove this finished game from this browser? '),
          h('button', { type: 'button', class: 'btn small danger', 'data-action': 'confirm-remove', onclick: () => void remove(r.gameId) }, 'Remove'),
          h('button', { type: 'button', class: 'btn small', 'data-action': 'keep', onclick: normal }, 'Keep'),
        );
      normal();
      const urgent = r.standing === 'yourTurn' || r.standing === 'newMove' || r.standing === 'send';
      return h(
        'tr',
        { 'data-game': r.gameId, 'data-standing': r.standing },
        h(
          'td',
          {},
          h('strong', {}, data.scenarios[r.save.scenario]?.name ?? r.save.scenario),
          h(
            'div',
            { class: 'small status' },
            `${r.online ? 'Online' : 'By file or link'} · you play the ${r.save.side === 'federal' ? 'Federal' : 'Confederate'} · game ${r.gameId.slice(0, 8)}`,
          ),
        ),
        h('td', { class: 'small status' }, st ? `GT ${st.turn} · ${PHASE_LABEL[st.phase]?.name ?? st.phase}` : 'not started'),
        h(
          'td',
          { class: `small status game-standing${urgent ? ' urgent' : ''}`, 'data-testid': 'standing' },
          urgent ? h('strong', {}, `▶ ${STANDING_TEXT[r.standing]}`) : STANDING_TEXT[r.standing],
          r.relayNote ? h('div', { class: 'small muted' }, r.relayNote) : null,
          r.endedNote ? h('div', { class: 'small muted', 'data-testid': 'ended-note' }, r.endedNote) : null,
        ),
        h('td', { class: 'small status' }, ago(r.lastActivity, now)),
        actions,
      );
    };
    fill(this.remoteList, h('h2', {}, 'Your games played apart'), h('table', { class: 'saves' }, h('tbody', {}, sortRows(rows).map(row))));
  }

  /** Focuses Start without scrolling: the title stays at the top of the screen (issue 16, point 7). */
  focus(): void {
    (this.el.querySelector('[data-action="start"]') as HTMLButtonElement | null)?.focus({ preventScroll: true });
    this.el.scrollTop = 0;
    window.scrollTo(0, 0);
  }
}

/** Online: list the game in Open games, with an optional name and note (bounded here as on the relay). */
function openListRow(pack: boolean): HTMLElement {
  let name = '';
  try {
    const p = JSON.parse(localStorage.getItem(OPEN_PREFS) ?? '{}') as { name?: unknown };
    if (typeof p?.name === 'string') name = p.name.slice(0, OPEN_NAME_MAX);
  } catch {
    /* nothing remembered */
  }
  return h(
    'fieldset',
    { class: 'open-list-row', 'data-testid': 'open-list-row' },
    h('legend', {}, 'Find an opponent'),
    h(
      'label',
      { class: 'check' },
      h('input', { type: 'checkbox', name: 'list-open', disabled: pack }),
      ' List it in Open games: anyone who opens this page may take the free seat (no link to send)',
    ),
    pack ? h('span', { class: 'small ai-text' }, 'Open games are played with the built-in data only (a data pack is loaded).') : null,
    h(
      'label',
      { class: 'open-field' },
      'Your name (optional) ',
      h('input', { type: 'text', name: 'open-name', maxlength: OPEN_NAME_MAX, value: name, autocomplete: 'nickname', 'data-testid': 'open-name-input' }),
    ),
    h(
      'label',
      { class: 'open-field' },
      `A note (at most ${OPEN_NOTE_MAX} characters) `,
      h('input', {
        type: 'text',
        name: 'open-note',
        maxlength: OPEN_NOTE_MAX,
        placeholder: 'e.g. first game, evenings UTC',
        'data-testid': 'open-note-input',
      }),
    ),
  );
}

/** The form field of a rule variant's checkbox. */
const optionField = (e: OptionEntry) => `option-${e.key}`;

/** One line of "Rules options": a registry variant, its rules, what it does, and whether it is ticked. */
export interface RulesOptionChoice {
  key: string;
  field: string;
  label: string;
  rules: readonly string[];
  description: string;
  checked: boolean;
}

/**
 * The start screen's "Rules options", from the registry's rule variants (src/engine/options.ts).
 * A remembered choice wins over the default (older prefs kept the value at the top level, as
 * `erratumRow6`). Pure, so a test reads the list the screen draws.
 */
export function rulesOptionChoices(prefs: StoredPrefs = {}): RulesOptionChoice[] {
  const remembered = (e: OptionEntry): boolean => {
    const from =
      prefs.options && typeof prefs.options === 'object' && hasOwnKey(prefs.options, e.key)
        ? prefs.options[e.key]
        : hasOwnKey(prefs, e.key)
          ? (prefs as Record<string, unknown>)[e.key]
          : undefined;
    return typeof from === 'boolean' ? from : e.default;
  };
  return variantEntries('game').map((e) => ({
    key: e.key,
    field: optionField(e),
    label: e.label,
    rules: e.rules,
    description: e.description,
    checked: remembered(e),
  }));
}

function rulesOptions(prefs: StoredPrefs): HTMLElement {
  return h(
    'fieldset',
    { class: 'rules-options', 'data-testid': 'rules-options' },
    h('legend', {}, 'Rules options'),
    rulesOptionChoices(prefs).map((c) =>
      h(
        'label',
        { class: 'check', 'data-option': c.key },
        h('input', { type: 'checkbox', name: c.field, checked: c.checked }),
        ` ${c.label} (${c.rules.join(', ')})`,
        h('span', { class: 'small ai-text' }, c.description),
      ),
    ),
  );
}

export type StoredPrefs = Partial<Omit<StartChoice, 'options'>> & { options?: Record<string, unknown> };

function readPrefs(): StoredPrefs {
  try {
    const p = JSON.parse(localStorage.getItem(PREFS) ?? '{}') as unknown;
    return p && typeof p === 'object' && !Array.isArray(p) ? (p as StoredPrefs) : {};
  } catch {
    return {};
  }
}

/** "Open replay…" (issue 17.3): a file input behind a button, and the reason a file was refused. */
function replayOpener(open: (file: File) => Promise<string | null>): HTMLElement {
  const status = h('span', { class: 'small error', role: 'alert', 'data-testid': 'replay-open-status' });
  const input = h('input', {
    type: 'file',
    accept: '.json,application/json',
    class: 'visually-hidden',
    'data-testid': 'open-replay-file',
    'aria-label': 'Open a replay file',
  });
  input.addEventListener('change', () => {
    const f = input.files?.[0];
    input.value = '';
    if (f)
      void open(f).then((why) => {
        status.textContent = why ? `Replay refused: ${why}` : '';
      });
  });
  return h('span', {}, h('label', { class: 'btn', 'data-action': 'open-replay' }, 'Open replay…', input), status);
}
