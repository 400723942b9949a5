import type { GameData } from '../data/gameData';
import type { GameView, PublicState } from '../engine/index';
import { csePoints, availabilityLeft } from '../engine/rules/index';
import { h, fill } from './dom';
import { signed, turnDate } from './names';
import { DeploymentType } from '../data/schema/index';

// The tracks and boxes printed around the map (2.16, 2.17, 11.1): turn and date, the three
// prestige levels, the merchant marine, the Warship Deployment Track, the pools, the CSE box,
// Victory Points, and each raider's public refit and port clocks. Drawn from a side's view.

export type PoolName = 'available' | 'unavailable' | 'cse';

export class TracksOverlay {
  readonly el = h('div', { class: 'tracks', role: 'region', 'aria-label': 'Tracks and boxes' });
  readonly clocks = h('div', { class: 'clocks', role: 'region', 'aria-label': 'Confederate ships' });
  private open: PoolName | null = null;
  private last: GameView | null = null;
  /** Issue 35.5: the boxes fold away to the Game Turn alone, so the top of the map shows. */
  private folded = false;

  constructor(
    private readonly data: GameData,
    private readonly onRule: (rule: string) => void,
  ) {}

  render(v: GameView): void {
    this.last = v;
    const d = this.data;
    const { year, allowed: cseAllowed, left: cseLeft } = csePoints(d, v);
    const fed = Object.values(v.federal);
    const inPool = (w: string) => fed.filter((f) => f.where === w);
    const rule = (r: string) => h('button', { class: 'rule-link', type: 'button', title: `Rule ${r}`, onclick: () => this.onRule(r) }, r);
    const box = (label: string, r: string, ...content: (HTMLElement | string)[]) =>
      h('div', { class: 'track-box' }, h('div', { class: 'track-label' }, label, ' ', rule(r)), h('div', { class: 'track-value' }, ...content));
    const poolBtn = (name: PoolName, label: string, n: number) =>
      h(
        'button',
        {
          class: `pool-btn${this.open === name ? ' open' : ''}`,
          type: 'button',
          'aria-expanded': this.open === name ? 'true' : 'false',
          'data-pool': name,
          onclick: () => {
            this.open = this.open === name ? null : name;
            this.render(this.last!);
          },
        },
        `${label} ${n}`,
      );

    this.el.classList.toggle('folded', this.folded);
    fill(
      this.el,
      h(
        'button',
        {
          type: 'button',
          class: 'track-fold',
          'data-action': 'fold-tracks',
          'aria-expanded': String(!this.folded),
          title: this.folded ? 'Show the tracks and boxes' : 'Fold the tracks and boxes away',
          onclick: () => {
            this.folded = !this.folded;
            if (this.folded) this.open = null;
            this.render(this.last!);
          },
        },
        this.folded ? '▸ Tracks' : '▾',
      ),
      box('Game Turn', '3.0', h('strong', { 'data-testid': 'turn' }, `${v.turn}`), ` / ${v.lastTurn} · ${turnDate(d, v.turn)}`),
      box(
        'CPL',
        '9.11',
        h('span', { title: 'World' }, `W ${signed(v.cpl.W)}`),
        ' ',
        h('span', { title: 'England' }, `E ${signed(v.cpl.E)}`),
        ' ',
        h('span', { title: 'France' }, `F ${signed(v.cpl.F)}`),
      ),
      box('Merchant marine', '5.21', h('strong', { 'data-testid': 'merchant-marine' }, String(v.merchantMarine))),
      box(
        'Deployment',
        '10.31',
        ...DeploymentType.options.map((t) => h('span', { class: 'deploy', title: `${t} Deployment Points` }, `${t} ${v.deploymentTrack[t]}`)),
      ),
      box(
        'Pools',
        '2.17',
        poolBtn('available', 'Available', inPool('available').length),
        ' ',
        poolBtn('unavailable', 'Unavailable', inPool('unavailable').length),
      ),
      box(
        'CSE box',
        '11.1',
        poolBtn('cse', 'Ships', inPool('cse').length),
        h('span', { title: `CSE points left in ${year}` }, ` · ${cseLeft}/${cseAllowed} pts ${year}`),
      ),
      box('VP', '12.0', h('span', { class: 'vp-c' }, `CSA ${v.vp.confederate}`), ' · ', h('span', { class: 'vp-f' }, `USA ${v.vp.federal}`)),
      this.open ? this.poolList(v, v, this.open) : null,
    );

    const raiders = Object.values(v.confederate).filter((c) => c.status === 'inPlay');
    fill(
      this.clocks,
      h('div', { class: 'clocks-title' }, 'Raiders ', rule('11.3')),
      raiders.length === 0 ? h('div', { class: 'muted' }, 'none in play') : null,
      raiders.map((c) => {
        const ship = d.confederate[c.id]!;
        const semmes = v.semmes.status === 'aboard' && v.semmes.ship === c.id;
        return h(
          'div',
          { class: 'clock-row', 'data-ship': c.id },
          h('span', { class: 'clock-name' }, ship.name, semmes ? ' ★' : ''),
          h('span', { class: 'clock-where' }, `${c.area}${c.port ? ` · in ${c.port} port` : ' · at sea'}`),
          h('span', { class: 'clock-val', title: 'Game Turns at sea since the last refit / refit period (11.3)' }, `sea ${c.turnsAtSea}/${ship.refit}`),
          h('span', { class: 'clock-val', title: 'Consecutive Game Turns in port (11.41)' }, `port ${c.turnsInPort}`),
          c.damage ? h('span', { class: 'clock-val warn' }, `dmg ${c.damage}`) : null,
          !c.commissioned ? h('span', { class: 'clock-val warn' }, 'uncomm') : null,
          c.blockadedBy.length ? h('span', { class: 'clock-val warn' }, 'blockaded') : null,
        );
      }),
    );
  }

  private poolList(v: GameView, s: PublicState, pool: PoolName): HTMLElement {
    const ships = Object.values(v.federal).filter((f) => f.where === pool);
    return h(
      'div',
      { class: 'pool-list', role: 'dialog', 'aria-label': `${pool} pool` },
      h(
        'div',
        { class: 'pool-list-head' },
        pool === 'cse' ? 'California Steamer Escort box' : `${pool === 'available' ? 'Available' : 'Unavailable'} Pool`,
        h(
          'button',
          {
            type: 'button',
            class: 'close',
            'aria-label': 'Close',
            onclick: () => {
              this.open = null;
              this.render(v);
            },
          },
          '×',
        ),
      ),
      ships.length === 0 ? h('div', { class: 'muted' }, 'empty') : null,
      h(
        'table',
        {},
        h(
          'tbody',
          {},
          ships.map((f) => {
            const ship = this.data.federal[f.id]!;
            return h(
              'tr',
              {},
              h('td', {}, ship.name),
              h('td', {}, ship.type),
              h('td', {}, `${ship.gunnery}-${ship.defense}-${ship.movement}`),
              h('td', { title: 'Availability Points left' }, `avail ${availabilityLeft(this.data, s, f.id)}`),
            );
          }),
        ),
      ),
    );
  }
}
