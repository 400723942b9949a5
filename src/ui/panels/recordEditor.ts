import { sealVerdict } from './sealVerdict';
import {
  type PublicState,
  type ActivityRecord,
  type RecordStep,
  type StandingOrders,
  formatSteps,
  parseSteps,
  type ParseProblem,
  coalOnRoute,
  recordEnd,
  recordNext,
  raiderRoute,
} from '../../engine/index';
import {
  validateRecord,
  recordMp,
  recordWarnings,
  type RecordProblem,
  confederateAllowance,
  gathered,
  leaderOf,
  squadronProblems,
  adjacent,
  SHIP,
} from '../../engine/rules/index';
import { own } from '../../data/ids';
import { h, fill } from '../dom';
import { NATION_NAME } from '../names';
import { withinMoves } from '../reach';
import { randomHex } from '../session';
import { meter } from './federalMovement';
import { panelTitle, ruleLink, type Panel, type PanelHost } from './panel';
import type { MapHighlight } from '../map/MapView';

// 2 Confederate Activity Record Phase (4.3): the secret script of each raider's whole turn.
// Click areas on the map (an area farther than the next one extends the route by the fewest
// Movement Points, issue 48.1) or type the notation to write it; the engine's validator lists
// every problem as you write; Seal commits all records with a random salt.

interface Draft {
  steps: RecordStep[];
  standing: StandingOrders;
  parse: ParseProblem[];
}

const stepsText = (steps: RecordStep[]) => (steps.length ? formatSteps(steps) : '');

export class RecordEditorPanel implements Panel {
  readonly el = h('div', { class: 'panel record' });
  private drafts = new Map<string, Draft>();
  private current: string | null = null;
  private readonly tabs = h('div', { class: 'tabs', role: 'tablist' });
  private readonly info = h('div', { class: 'ship-info' });
  private readonly input = h('input', {
    type: 'text',
    class: 'notation',
    spellcheck: 'false',
    autocomplete: 'off',
    'aria-label': 'Activity Record notation',
    placeholder: 'e.g. leave > C16 > raid > C12 > raid > port:BRA',
  });
  private readonly dyn = h('div', { class: 'record-dyn' });
  private message: string | null = null;

  constructor(private readonly host: PanelHost) {
    this.input.addEventListener('input', () => {
      const d = this.draft();
      if (!d) return;
      const parsed = parseSteps(this.input.value);
      d.steps = parsed.steps;
      d.parse = parsed.problems;
      this.message = null;
      this.update(false);
    });
    const v = host.view();
    for (const c of Object.values(v.confederate)) {
      if (c.status !== 'inPlay') continue;
      // 10.52: the Rappahannock's arrival turn is spent repairing.
      const steps: RecordStep[] = c.forcedRepairTurn === v.turn ? [{ op: 'repair' }] : [];
      this.drafts.set(c.id, { steps, standing: { onSpotted: 'escape', semmesReroll: { raid: true, escape: true, blockade: true } }, parse: [] });
    }
    this.current = [...this.drafts.keys()][0] ?? null;
    fill(
      this.el,
      panelTitle(
        host,
        'Activity Records',
        '4.3',
        "Script each raider's whole turn in secret. It runs after the Federal moves, exactly as written; only the answer to being spotted is a standing order.",
      ),
      this.tabs,
      this.info,
      h('label', { class: 'notation-label' }, 'Record ', ruleLink(host, '4.31'), this.input),
      this.dyn,
    );
    this.update(true);
  }

  private draft(): Draft | undefined {
    return this.current ? this.drafts.get(this.current) : undefined;
  }

  private record(id: string): ActivityRecord {
    const d = this.drafts.get(id)!;
    return { ship: id, steps: d.steps, standing: d.standing };
  }

  /** Where the script leaves the ship: area and port after the last step (for the buttons and the map). */
  private endOf(id: string): { area: string; port: string | null } {
    // A typed area the map lacks ends the route there; the problem list names it (2.11).
    return recordEnd(this.host.data, this.host.view(), id, this.drafts.get(id)!.steps);
  }

  refresh(): void {
    this.update(true);
  }

  private setSteps(steps: RecordStep[]): void {
    const d = this.draft();
    if (!d) return;
    d.steps = steps;
    d.parse = [];
    this.message = null;
    this.update(true);
  }

  onAreaClick(area: string): void {
    const id = this.current;
    const d = this.draft();
    if (!id || !d) return;
    const end = this.endOf(id);
    if (area === end.area) return;
    const s: PublicState = this.host.view();
    const data = this.host.data;
    if (!adjacent(data, end.area).includes(area)) {
      // Issue 48.1: an area farther off extends the route by the fewest Movement Points (raids and ports stay the player's).
      const r = raiderRoute(data, s, this.record(id), area);
      if (!r.ok) {
        this.message = `${r.message} (${r.rule})`;
        this.update(false);
        return;
      }
      this.setSteps([...d.steps, ...r.steps]);
      return;
    }
    const add: RecordStep[] = end.port ? [{ op: 'leavePort' }, { op: 'move', to: area }] : [{ op: 'move', to: area }];
    const trial = [...d.steps, ...add];
    // A step the validator objects to at this very step (e.g. not adjacent) is refused with its words.
    const wrong = validateRecord(data, s, { ...this.record(id), steps: trial }).find((p) => p.step === trial.length - 1 && p.rule !== '4.13');
    if (wrong) {
      this.message = `${wrong.message} (${wrong.rule})`;
      this.update(false);
      return;
    }
    this.setSteps(trial);
  }

  onCounterClick(ids: string[], area: string | null): void {
    const mine = ids.find((id) => this.drafts.has(id));
    if (mine && mine !== this.current) {
      this.current = mine;
      this.message = null;
      this.update(true);
      return;
    }
    // Any other stack: the player is pointing at the area beneath it.
    if (!mine && area && area !== 'CSE') this.onAreaClick(area);
  }

  private update(rewriteText: boolean): void {
    const { host } = this;
    const v = host.view();
    const data = host.data;
    const s: PublicState = v;
    // 4.52: the squadron checks look across the records; each problem is listed with the record that gathers.
    const all = [...this.drafts.keys()].map((x) => this.record(x));
    const squad = squadronProblems(data, s, all);
    const problemsOf = (id: string): RecordProblem[] => [
      ...validateRecord(data, s, this.record(id)),
      ...squad.filter((p) => p.ship === id).map((p) => ({ step: p.step, rule: p.rule, message: p.message })),
    ];
    // 4.52: a member also spends what its leader's record spends after gathering it.
    const squadronMp = (id: string) => {
      const leader = leaderOf(all, id);
      if (!leader) return 0;
      const steps = this.drafts.get(leader)!.steps;
      const after = steps.slice(steps.findIndex((x) => x.op === 'gather' && x.ship === id) + 1).filter((x) => x.op === 'move' || x.op === 'raid');
      return after.length; // 1 MP each (4.13)
    };
    const mpOf = (id: string) => ({
      used: recordMp(data, s, this.record(id)) + squadronMp(id),
      of: confederateAllowance(
        data,
        s,
        id,
        this.drafts.get(id)!.steps.some((x) => x.op === 'capturedCoal'),
      ),
    });

    fill(
      this.tabs,
      [...this.drafts.keys()].map((id) => {
        const verdict = sealVerdict(problemsOf(id).length + this.drafts.get(id)!.parse.length, recordWarnings(data, s, this.record(id)));
        const mp = mpOf(id);
        return h(
          'button',
          {
            type: 'button',
            role: 'tab',
            class: `tab${id === this.current ? ' current' : ''}`,
            'aria-selected': id === this.current ? 'true' : 'false',
            'data-ship': id,
            onclick: () => {
              this.current = id;
              this.message = null;
              this.update(true);
            },
          },
          data.confederate[id]!.name,
          h('span', { class: 'small' }, ` ${mp.used}/${mp.of}`),
          h('span', { class: `badge ${verdict.badgeClass}`, title: verdict.badgeTitle }, verdict.badge),
        );
      }),
    );

    const id = this.current;
    const d = this.draft();
    if (!id || !d) {
      fill(this.info, h('p', {}, 'No raider is in play.'));
      fill(this.dyn, this.sealBar());
      host.decorate([], null);
      return;
    }
    const st = v.confederate[id]!;
    const ship = data.confederate[id]!;
    const semmes = v.semmes.status === 'aboard' && v.semmes.ship === id;
    if (rewriteText) this.input.value = stepsText(d.steps);
    fill(
      this.info,
      h('div', {}, h('strong', {}, ship.name), ` · ${ship.type} ${ship.gunnery}-${ship.defense}-${ship.movement}`, semmes ? ' · Semmes aboard' : ''),
      h(
        'div',
        { class: 'small muted' },
        `Starts in ${st.area}${st.port ? `, in the ${NATION_NAME[st.port] ?? st.port} port` : ', at sea'} · coals ${ship.coaling}×/turn `,
        ruleLink(host, '11.5'),
        ` · at sea ${st.turnsAtSea}/${ship.refit} turns `,
        ruleLink(host, '11.3'),
        st.turnsInPort ? ` · in port ${st.turnsInPort} turns` : '',
        st.damage ? ` · damage ${st.damage}` : '',
        !st.commissioned ? ' · uncommissioned' : '',
        !st.canRaid ? ' · cannot raid until refitted (11.52)' : '',
        st.blockadedBy.length ? ` · blockaded by ${st.blockadedBy.map((f) => data.federal[f]?.name ?? f).join(', ')}` : '',
      ),
      id === SHIP.stonewall ? h('div', { class: 'small' }, 'The Stonewall carries out her record as soon as it is sealed, in plain sight (11.61).') : null,
      this.squadronLine(id),
    );

    const end = this.endOf(id);
    const mp = mpOf(id);
    const problems = problemsOf(id);
    const warnings = recordWarnings(data, s, this.record(id));
    const area = data.areas[end.area]!;
    const has = (op: RecordStep['op']) => d.steps.some((x) => x.op === op);
    const add = (step: RecordStep) => this.setSteps([...d.steps, step]);
    const startPort = st.port !== null;
    const stayOnly = d.steps.length === 0 || d.steps.every((x) => x.op === 'repair' || x.op === 'refit' || x.op === 'commission');
    const route = [
      st.area!,
      ...d.steps
        .filter((x): x is { op: 'move'; to: string } => x.op === 'move')
        .map((x) => x.to)
        .filter((a) => own(data.areas, a)),
    ];
    // The steps the engine finds legal next (4.3), and the coal on the route (11.51).
    const nx = recordNext(data, s, this.record(id));
    const offered = (ok: (x: RecordStep) => boolean) => nx.steps.some(ok);
    const coalAreas = coalOnRoute(data, s, id, d.steps).map((x) => ({ a: x.area, n: x.ports }));
    // In port: the areas around, for a ship that starts there (a click leaves port and moves). A
    // record that has just entered a port is not offered them (issue 35.5): "Leave port" first.
    const nextAreas = !end.port
      ? nx.steps.flatMap((x) => (x.op === 'move' ? [x.to] : []))
      : d.steps.at(-1)?.op === 'enterPort'
        ? []
        : [...adjacent(data, end.area)];

    fill(
      this.dyn,
      h(
        'div',
        { class: 'step-buttons' },
        // 11.52: a ship that cannot raid is not offered Raid (typed, it is warned of as void); nor is a ship with no MP left (4.13).
        h(
          'button',
          {
            type: 'button',
            class: 'btn small',
            disabled: !offered((x) => x.op === 'raid') || !st.canRaid || mp.used >= mp.of,
            'data-step': 'raid',
            title: !st.canRaid ? 'Cannot raid until refitted (11.52): a raid would be void' : mp.used >= mp.of ? 'No Movement Points left (4.13)' : '',
            onclick: () => add({ op: 'raid' }),
          },
          'Raid',
        ),
        area.ports
          .filter((p) => p.nation !== 'USA')
          .map((p) =>
            h(
              'button',
              {
                type: 'button',
                class: 'btn small',
                disabled: !!end.port || !offered((x) => x.op === 'enterPort' && x.nation === p.nation),
                'data-step': `port:${p.nation}`,
                title: p.name,
                onclick: () => add({ op: 'enterPort', nation: p.nation }),
              },
              `Port: ${p.nation}`,
            ),
          ),
        h(
          'button',
          {
            type: 'button',
            class: 'btn small',
            disabled: !offered((x) => x.op === 'leavePort'),
            'data-step': 'leave',
            onclick: () => add({ op: 'leavePort' }),
          },
          'Leave port',
        ),
        !st.commissioned
          ? h(
              'button',
              {
                type: 'button',
                class: 'btn small',
                disabled: has('commission') || !offered((x) => x.op === 'commission'),
                'data-step': 'commission',
                onclick: () => add({ op: 'commission' }),
              },
              'Commission',
            )
          : null,
        startPort
          ? h(
              'button',
              {
                type: 'button',
                class: 'btn small',
                disabled: has('refit') || !stayOnly || !offered((x) => x.op === 'refit'),
                'data-step': 'refit',
                onclick: () => add({ op: 'refit' }),
              },
              'Refit',
            )
          : null,
        startPort && st.damage > 0
          ? h(
              'button',
              {
                type: 'button',
                class: 'btn small',
                disabled: has('repair') || !stayOnly || !offered((x) => x.op === 'repair'),
                'data-step': 'repair',
                onclick: () => add({ op: 'repair' }),
              },
              'Repair',
            )
          : null,
        this.gatherButtons(id, end, add),
        id === SHIP.georgia && !st.capturedCoalUsed
          ? h(
              'button',
              {
                type: 'button',
                class: 'btn small',
                disabled: has('capturedCoal'),
                'data-step': 'prizecoal',
                onclick: () => this.setSteps([{ op: 'capturedCoal' }, ...d.steps]),
              },
              'Prize coal (+6 MP)',
            )
          : null,
        h('button', { type: 'button', class: 'btn small ghost', disabled: !d.steps.length, onclick: () => this.setSteps(d.steps.slice(0, -1)) }, '⌫ Last step'),
        h('button', { type: 'button', class: 'btn small ghost', disabled: !d.steps.length, onclick: () => this.setSteps([]) }, 'Clear'),
      ),
      mp.used < mp.of && nextAreas.length
        ? h(
            'div',
            { class: 'chips', 'aria-label': 'Next areas' },
            'Next: ',
            nextAreas.map((a) => h('button', { type: 'button', class: 'chip area', 'data-area': a, onclick: () => this.onAreaClick(a) }, a)),
          )
        : null,
      h('div', { class: 'meter' }, meter(mp.used, mp.of), h('span', {}, ` ${mp.used} of ${mp.of} MP `, ruleLink(host, '4.13'))),
      h(
        'div',
        { class: 'small' },
        `Coal ports on the route `,
        ruleLink(host, '11.51'),
        ': ',
        coalAreas.length ? coalAreas.map((x) => `${x.a} (${x.n})`).join(', ') : 'none',
        st.port === 'CSA' || end.port === 'CSA' ? ' + Confederate port' : '',
      ),
      this.message ? h('div', { class: 'message error', role: 'alert' }, this.message) : null,
      d.parse.length || problems.length
        ? h(
            'ul',
            { class: 'problems', 'data-testid': 'problems' },
            d.parse.map((p) => h('li', {}, `word ${p.index + 1}: ${p.message}`)),
            problems.map((p) => h('li', {}, p.step === null ? '' : `step ${p.step + 1}: `, p.message, ' ', ruleLink(host, p.rule))),
          )
        : h('div', { class: `ok-line${warnings.length ? ' caution' : ''}`, 'data-testid': 'seal-verdict' }, sealVerdict(0, warnings).line),
      warnings.length
        ? h(
            'ul',
            { class: 'problems warnings', 'data-testid': 'warnings' },
            warnings.map((p) => h('li', {}, p.step === null ? '' : `step ${p.step + 1}: `, p.message, ' ', ruleLink(host, p.rule))),
          )
        : null,
      h(
        'fieldset',
        { class: 'standing' },
        h('legend', {}, 'If spotted ', ruleLink(host, '6.13')),
        (['escape', 'fight', 'port'] as const).map((o) =>
          h(
            'label',
            { class: 'radio' },
            h('input', {
              type: 'radio',
              name: `spotted-${id}`,
              value: o,
              checked: d.standing.onSpotted === o,
              onchange: () => {
                d.standing.onSpotted = o;
                this.update(false);
              },
            }),
            ` ${o === 'escape' ? 'try to escape' : o === 'fight' ? 'fight' : 'shelter in port (else escape)'}`,
          ),
        ),
        h(
          'div',
          { class: 'fire-at' },
          'Against a squadron, hit ',
          ruleLink(host, '4.51'),
          ': ',
          (['nearestSinking', 'biggestGuns'] as const).map((o) =>
            h(
              'label',
              { class: 'radio' },
              h('input', {
                type: 'radio',
                name: `fireat-${id}`,
                value: o,
                checked: (d.standing.fireAt ?? 'nearestSinking') === o,
                onchange: () => {
                  d.standing.fireAt = o;
                  this.update(false);
                },
              }),
              ` ${o === 'nearestSinking' ? 'the ship nearest sinking' : 'the biggest guns'}`,
            ),
          ),
        ),
        semmes
          ? h(
              'div',
              { class: 'semmes' },
              'Semmes rerolls ',
              ruleLink(host, '11.74'),
              ': ',
              (['raid', 'escape', 'blockade'] as const).map((k) =>
                h(
                  'label',
                  { class: 'check' },
                  h('input', {
                    type: 'checkbox',
                    'data-semmes': k,
                    checked: d.standing.semmesReroll[k],
                    onchange: (e: Event) => {
                      d.standing.semmesReroll[k] = (e.target as HTMLInputElement).checked;
                      this.update(false);
                    },
                  }),
                  ` ${k}`,
                ),
              ),
              // Issue 35.5: which raid dice: the reroll stands even if worse (11.74), so a 2 (often a point) may be kept.
              d.standing.semmesReroll.raid
                ? h(
                    'label',
                    { class: 'field semmes-raid' },
                    'a raid die of ',
                    h(
                      'select',
                      {
                        'data-testid': 'semmes-raid-at-most',
                        'aria-label': 'Which raid dice Semmes rerolls',
                        onchange: (e: Event) => {
                          if ((e.target as HTMLSelectElement).value === '1') d.standing.semmesReroll.raidAtMost = 1;
                          else delete d.standing.semmesReroll.raidAtMost;
                          this.update(false);
                        },
                      },
                      h('option', { value: '2', selected: d.standing.semmesReroll.raidAtMost !== 1 }, '1 or 2'),
                      h('option', { value: '1', selected: d.standing.semmesReroll.raidAtMost === 1 }, '1 only'),
                    ),
                  )
                : null,
            )
          : null,
      ),
      this.sealBar(),
    );

    // The map: the written route from the start, the next areas, the rest within reach.
    const moves = route.slice(1);
    const remaining = mp.of - mp.used;
    const next = remaining > 0 ? nextAreas : [];
    const further = remaining > 1 && next.length ? [...withinMoves(data, end.area, remaining)].filter((a) => !next.includes(a)) : [];
    const hl: MapHighlight[] = [
      { areas: further, style: 'hint' },
      { areas: next, style: 'reachable' },
      { areas: moves, style: 'path' },
      { areas: [end.area], style: 'selected' },
    ];
    host.decorate(hl, { from: st.area, areas: moves, ok: problems.length === 0 && d.parse.length === 0 });
    host.select([id]);
  }

  /** 4.52: who this ship gathers, or whose squadron it joins. */
  private squadronLine(id: string): HTMLElement | null {
    const data = this.host.data;
    const members = gathered(this.record(id));
    const leader = leaderOf(
      [...this.drafts.keys()].map((x) => this.record(x)),
      id,
    );
    if (!members.length && !leader) return null;
    const name = (x: string) => data.confederate[x]?.name ?? x;
    return h(
      'div',
      { class: 'squadron-line', 'data-testid': 'squadron' },
      '⚓ ',
      members.length ? `Leads a squadron: gathers the ${members.map(name).join(' and ')}; they sail with this record from there ` : '',
      leader ? `Joins the ${name(leader)}'s squadron where this record ends, then follows the ${name(leader)}'s record ` : '',
      ruleLink(this.host, '4.52'),
    );
  }

  /** 4.52: the ships whose records leave them at sea where this one is: each may be gathered here (the engine's recordNext). */
  private gatherButtons(id: string, end: { area: string; port: string | null }, add: (step: RecordStep) => void): HTMLElement[] {
    if (end.port || id === SHIP.stonewall) return [];
    const records = [...this.drafts.keys()].map((x) => this.record(x));
    if (leaderOf(records, id)) return []; // a member follows its leader's record: one squadron, one leader
    const next = recordNext(this.host.data, this.host.view(), this.record(id), records);
    return next.steps
      .flatMap((x) => (x.op === 'gather' ? [x.ship] : []))
      .map((x) =>
        h(
          'button',
          {
            type: 'button',
            class: 'btn small',
            'data-step': `gather:${x}`,
            title: `The ${this.host.data.confederate[x]!.name} joins this ship's squadron here (4.52)`,
            onclick: () => add({ op: 'gather', ship: x }),
          },
          `Gather: ${this.host.data.confederate[x]!.name}`,
        ),
      );
  }

  private sealBar(): HTMLElement {
    const v = this.host.view();
    // 11.72: offered with the Sumter's own record only, where Semmes is (issue 35.5: not on another ship's).
    const canLand = v.semmes.status === 'aboard' && v.semmes.ship === SHIP.sumter && this.current === SHIP.sumter && v.confederate[SHIP.sumter]?.port;
    return h(
      'div',
      { class: 'actions bottom' },
      canLand
        ? h(
            'button',
            {
              type: 'button',
              class: 'btn',
              title: 'Semmes leaves the Sumter and takes a new ship in port next turn (11.72)',
              onclick: () => this.host.send({ type: 'removeSemmes', side: 'confederate' }),
            },
            'Land Semmes',
          )
        : null,
      h('button', { type: 'button', class: 'btn primary', 'data-action': 'seal', onclick: () => this.seal() }, 'Seal all records'),
    );
  }

  private async seal(): Promise<void> {
    const records = [...this.drafts.keys()].map((id) => this.record(id));
    const bad = [...this.drafts.entries()].find(([, d]) => d.parse.length);
    if (bad) {
      this.current = bad[0];
      this.message = 'Fix the words the record does not understand first.';
      this.update(true);
      return;
    }
    // The salt keeps the sealed record unguessable from its public commitment (4.3).
    await this.host.send({ type: 'sealRecords', side: 'confederate', records, salt: randomHex(16) });
  }

  destroy(): void {
    this.drafts.clear();
    this.input.value = '';
    this.host.decorate([], null);
    this.host.select([]);
  }
}
