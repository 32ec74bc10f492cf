import { html, type CSSResultGroup } from 'lit';
import { css } from '../table/css.js';
import { cloudIds, sun, sunStep, type Move, type PileId, type SunState, type SunStep } from '../engine/index.js';
import type { Fan, PileSpot } from '../table/layout.js';
import { SolitaireElement } from '../table/solitaire-element.js';
import { defineElement } from '../table/define.js';
import { addStrings } from '../table/i18n.js';
import { sunStrings } from '../table/strings/sun.js';
import type { MessageKey } from '../table/i18n.js';

// The sun's geometry, in card widths (the table sets no gap between card slots, so one slot is
// one card width): a semicircle of rays above the block of bases, clouds below it.
const CARD_H = 1.4;
/** Where the ray tips lie, from the centre: the playable cards of neighbouring rays do not overlap. */
const TIP_RADIUS = 4.15;
/** The nearest a ray's first card comes to the centre. */
const ROOT_RADIUS = 1.65;
const WIDTH = 2 * (TIP_RADIUS + CARD_H / 2) + 0.1;
const CENTRE_X = WIDTH / 2;
const CENTRE_Y = TIP_RADIUS + CARD_H / 2 + 0.1;
/** Two rows of four bases under the centre. */
const BASES_BELOW_CENTRE = 0.85;
const BASES_TOP = CENTRE_Y + BASES_BELOW_CENTRE;
const BASE_STEP = 1.12;
const CLOUDS_TOP = BASES_TOP + 2 * CARD_H + 0.45;
const CLOUD_ROW = CARD_H + 0.35;

/** How far a ray's cards lie apart along the ray, at most. */
const RAY_STEP = 0.34;

/** The procedure button's words for each kind of step; `{n}` is the arc or the ray. */
const STEP_LABELS: Record<SunStep['kind'], MessageKey> = {
  arc: 'dealArc',
  open: 'openRay',
  close: 'closeRays',
  scatter: 'scatterRay',
  wind: 'wind',
};

/**
 * Sun (Солнце), the Russian two-deck patience: 104 cards in thirteen rays fanned around a sun of
 * eight bases. Aces build up and kings down, by suit. Arcs are dealt (phase 1), the rays open one
 * by one (phase 2), then scatter into clouds (phase 3); once, the wind gathers the clouds.
 *
 * @tagname sun-solitaire
 */
export class SunSolitaire extends SolitaireElement<SunState> {
  static override styles: CSSResultGroup = [
    SolitaireElement.styles,
    css`
      :host {
        --columns: ${WIDTH};
        --max-card: 68px;
        --min-card: 26px;
        --gap: 0px;
        --pad: clamp(3px, 1.5cqi, 16px);
        /* The sky ends at the bottom of the arcs' table, the clouds' rows below it in its last blue. */
        --felt-light: radial-gradient(ellipse closest-side at 50% 55%, #3a7bd5 0, #1f4f96 45%, #14305e 100%) #14305e;
        --felt-dark: radial-gradient(ellipse closest-side at 50% 55%, #24508f 0, #163a6e 45%, #0c1f40 100%) #0c1f40;
      }
      /* The sun's glow: 5.8 card widths wide, centred on the rays' centre (CENTRE_X, CENTRE_Y: 4.9,
         4.95), from 1.1 above it down past the bases' lower row. Written as numbers: each
         expression of the constants here would cost the bundle bytes. */
      .sun {
        position: absolute;
        left: calc(var(--sol-left) + 2 * var(--sol-cw));
        top: calc(var(--sol-pad) + 3.85 * var(--sol-cw));
        width: calc(5.8 * var(--sol-cw));
        height: calc(4.95 * var(--sol-cw));
        border-radius: 45%;
        background: radial-gradient(ellipse at 50% 40%, rgb(255 214 90 / 0.75), rgb(255 170 40 / 0.35) 55%, transparent 72%);
        pointer-events: none;
      }
      .slot[data-pile^='ray-'] {
        border-style: dotted;
        opacity: 0.45;
      }
      /* The bases lie in the sun's glow: a shade under their white marks keeps them 3:1 there. */
      .slot[data-pile^='aces-'],
      .slot[data-pile^='kings-'] {
        background: rgb(0 0 0 / 0.35);
        color: #fff;
      }
      .caption {
        font-size: max(11px, var(--sol-cw) * 0.22);
      }
      /* The arcs left, on the stock's back: wrapped to the card's width, above its 91 cards. */
      .caption.stock {
        z-index: 300;
        white-space: normal;
        line-height: 1.15;
        padding: 0.2em 0;
        border-radius: 4px;
        background: rgb(0 0 0 / 0.55);
        color: #fff;
      }
      .card.ray-top {
        z-index: 9000 !important;
      }
      .card.end {
        outline: 2px solid var(--accent);
        outline-offset: 1px;
      }
    `,
  ];

  protected readonly game = sun;
  protected override readonly mirrorColumns = WIDTH;
  protected override readonly minTableHeight = CLOUDS_TOP - 0.2;

  protected layout(state: SunState): Record<PileId, PileSpot> {
    const spots: Record<PileId, PileSpot> = {};
    // The stock lies in the corner while there are arcs to deal.
    if (state.piles.stock.length) spots.stock = { x: 0.1, y: 0.1, fan: 'stack', caption: this.#stockCaption(state) };
    const open = state.phase === 2 ? `ray-${state.pointer}` : '';
    // The piles in the game's order, which the keyboard follows and a screen reader reads: the
    // rays round the sun (the open ray among them, though laid out below), the aces' row, the kings'.
    for (let ray = 1; ray <= 13; ray++) {
      const id = `ray-${ray}`;
      const { length } = state.piles[id];
      spots[id] = id === open ? { x: 0.1, y: CLOUDS_TOP, fan: spread(length, WIDTH - 0.2) } : this.#raySpot(ray, length);
    }
    for (const [row, mark, y] of [
      ['aces', 'A', BASES_TOP],
      ['kings', 'K', BASES_TOP + CARD_H + 0.12],
    ] as const)
      for (let i = 0; i < 4; i++)
        spots[`${row}-${i + 1}`] = {
          x: CENTRE_X - 2 * BASE_STEP + i * BASE_STEP + (BASE_STEP - 1) / 2,
          y,
          fan: 'stack',
          mark,
          caption: i === 0 ? { text: this.t(`${row}Row`), dx: -1.05, dy: 0.7 } : undefined,
        };
    // Clouds lie below the sun, two to a row; the wind's single row, like the open ray, spans the table.
    const clouds = cloudIds(state);
    const wide = clouds.length === 1 && state.windBlown;
    clouds.forEach((id, i) => {
      const width = wide ? WIDTH - 0.2 : WIDTH / 2 - 0.2;
      spots[id] = {
        x: wide ? 0.1 : 0.1 + (i % 2) * (WIDTH / 2),
        y: CLOUDS_TOP + Math.floor(i / 2) * CLOUD_ROW,
        fan: spread(state.piles[id].length, width),
      };
    });
    return spots;
  }

  /**
   * A ray, its cards turned to point away from the sun: the top card always at the tip, where
   * it is whole and easy to reach, the cards under it towards the sun. The ray's place is its tip,
   * which never moves: a new arc moves the ray's cards, not its place drawn on the table.
   */
  #raySpot(ray: number, length: number): PileSpot {
    const angle = Math.PI - ((ray - 1) * Math.PI) / 12;
    const [cos, sin] = [Math.cos(angle), -Math.sin(angle)];
    const step = length > 1 ? Math.min(RAY_STEP, (TIP_RADIUS - ROOT_RADIUS) / (length - 1)) : 0;
    const along: [number, number] = [step * cos, step * sin];
    const back = -Math.max(0, length - 1);
    return {
      x: CENTRE_X + TIP_RADIUS * cos - 0.5,
      y: CENTRE_Y + TIP_RADIUS * sin - CARD_H / 2,
      fan: { faceUp: along, faceDown: along, start: [back * along[0], back * along[1]] },
      rotate: 90 - (angle * 180) / Math.PI,
    };
  }

  #stockCaption(state: SunState): PileSpot['caption'] {
    const left = state.piles.stock.length / 13;
    // On the stock itself: below it, the first arc's cards would cover the words.
    return left ? { text: this.t('arcsLeft', { n: left }), dx: 0, dy: CARD_H / 2 } : undefined;
  }

  /** Playable cards: ray tops, every card of the open ray, both ends of a cloud, base tops above the first. */
  protected canPickUp(state: SunState, pile: PileId, index: number): boolean {
    const length = state.piles[pile].length;
    if (index < 0 || index >= length || pile === 'stock') return false;
    if (state.phase === 2 && pile === `ray-${state.pointer}`) return true;
    if (pile.startsWith('cloud-')) return !index || index === length - 1;
    if (this.isFoundation(pile)) return index === length - 1 && length > 1;
    return index === length - 1;
  }

  /** One card moves at a time: the one picked up, wherever it lies in its pile. */
  protected override dragElements(pile: PileId, index: number): HTMLElement[] {
    return super.dragElements(pile, index).filter((card) => Number(card.dataset.index) === index);
  }

  /** Cards of the open ray, and a cloud's first card, are named by their index. */
  protected override cardMoveFor(state: SunState, from: PileId, to: PileId, index: number): Move {
    const open = state.phase === 2 && from === `ray-${state.pointer}`;
    const cloudStart = from.startsWith('cloud-') && index === 0 && state.piles[from].length > 1;
    return open || cloudStart ? { from, to, index } : { from, to };
  }

  protected override isFoundation(pile: PileId): boolean {
    return pile.startsWith('aces') || pile.startsWith('kings');
  }

  /** A card that fits both bases of its suit goes to the aces base. */
  protected override destinationRank(_state: SunState, to: PileId): number {
    return to.startsWith('aces') ? 0 : 1;
  }

  /** A tap on the stock is the next step of the procedure. */
  protected override tapMove(state: SunState, pile: PileId, index: number): Move | null {
    if (pile === 'stock') return { action: 'advance' };
    return super.tapMove(state, pile, index);
  }

  protected override cardClass(state: SunState, pile: PileId, index: number): string {
    if (pile.startsWith('cloud-') && this.canPickUp(state, pile, index)) return 'end';
    // A ray's top card lies over its neighbours' lower cards, so it is whole.
    return pile.startsWith('ray-') && index === state.piles[pile].length - 1 ? 'ray-top' : '';
  }

  protected pileName(pile: PileId, state: SunState): string {
    const [kind, n] = pile.split('-');
    const count = state.piles[pile].length;
    // The stock says what a tap on it does: the next step ("Stock, 91 cards, Deal arc 2 of 8").
    if (pile === 'stock') return [this.t('stock', { n: count }), this.#stepLabel(state)].join(', ');
    return this.t(`${kind}Pile` as MessageKey, { n }) + (count ? '' : `, ${this.t('empty')}`);
  }

  protected override renderDecor() {
    return html`<div class="sun" aria-hidden="true"></div>`;
  }

  protected override renderToolbarExtras(state: SunState) {
    const label = this.#stepLabel(state);
    return html`<button class="primary advance" ?disabled=${!label} @click=${() => this.play({ action: 'advance' })}>
      ${label ?? this.t('noStep')}
    </button>`;
  }

  protected override renderStatusExtras(state: SunState) {
    return html`<span class="phase">${this.t(`phase${state.phase}` as MessageKey)}${state.windBlown ? ` · ${this.t('windBlown')}` : ''}</span>`;
  }

  protected override formatScore(score: number): string {
    return `${score} / 104`;
  }

  protected override hintMessage(move: Move | null): string {
    const label = move ? this.#stepLabel(this.state) : null;
    return label ? this.t('next', { step: label }) : this.t('noHint');
  }

  /** What the procedure button does now ("Deal arc 3 of 8"), or null when it cannot. */
  #stepLabel(state: SunState): string | null {
    const step = sunStep(state);
    return step && this.t(STEP_LABELS[step.kind], { n: 'arc' in step ? step.arc : 'ray' in step ? step.ray : '' });
  }
}

/**
 * Cards in a row across `width` card widths, so the row always fits: 0.8 card widths apart at the
 * most, so that on a 320 px table (a card about 31 px wide) each card of an open ray, and a
 * cloud's first card, shows a strip of 24 px to tap. A cloud of six cards or more is drawn closer:
 * its middle cards are no targets (only its ends play), so its first card keeps 24 px clear of
 * any other target (the spacing exception of WCAG 2.5.8).
 */
function spread(length: number, width: number): Fan {
  const step = length > 1 ? Math.min(0.8, (width - 1) / (length - 1)) : 0;
  return { faceUp: [step, 0], faceDown: [step, 0] };
}

addStrings(sunStrings);
defineElement('sun-solitaire', SunSolitaire);

declare global {
  interface HTMLElementTagNameMap {
    'sun-solitaire': SunSolitaire;
  }
}
