import { html, type CSSResultGroup, type PropertyValues, type PropertyDeclarations } from 'lit';
import { css } from '../table/css.js';
import { clock, type ClockState, type Move, type PileId } from '../engine/index.js';
import type { PileSpot } from '../table/layout.js';
import { SolitaireElement } from '../table/solitaire-element.js';
import { defineElement } from '../table/define.js';
import { addStrings } from '../table/i18n.js';
import { clockStrings } from '../table/strings/clock.js';

/** The ring of hours, in card slots across and card widths down, and its centre. */
const RADIUS_X = 3.05;
const RADIUS_Y = 3.1;
const CENTRE_X = 3.5;
/** Room above 12 o'clock for its label, in card widths. */
const TOP = 0.6;
const RANK_LETTERS: Record<number, string> = { 1: 'A', 11: 'J', 12: 'Q' };

/**
 * Clock: thirteen piles laid out as a clock face. The card in hand goes to its hour (Ace to 1,
 * Jack to 11, Queen to 12, King to the middle), tucked under, and the pile's top card comes up.
 * Won if all cards are face up before the fourth King comes home. Pure luck, and a joy to watch.
 *
 * @tagname clock-solitaire
 * @attr autoplay - The game plays itself at a readable pace.
 */
export class ClockSolitaire extends SolitaireElement<ClockState> {
  static override properties: PropertyDeclarations = {
    autoplay: { type: Boolean, reflect: true },
  };
  static override styles: CSSResultGroup = [
    SolitaireElement.styles,
    css`
      :host {
        --columns: 8;
        --max-card: 72px;
        --min-card: 30px;
      }
      .dial {
        position: absolute;
        left: calc(var(--sol-left) - var(--sol-gap));
        top: calc(var(--sol-pad) + ${TOP - 0.35} * var(--sol-cw));
        width: calc(8 * var(--sol-cw) + 9 * var(--sol-gap));
        height: calc((2 * ${RADIUS_Y} + 1.4 + 0.6) * var(--sol-cw));
        box-sizing: border-box;
        border-radius: 50%;
        border: calc(var(--sol-cw) * 0.05) solid rgb(255 255 255 / 0.22);
        background: radial-gradient(circle, rgb(255 255 255 / 0.1), rgb(255 255 255 / 0.02) 70%);
      }
      .kings b {
        color: inherit;
      }
      /* The card in hand, the only one that plays. */
      .card.active {
        z-index: 19600 !important;
        outline: 3px solid var(--accent);
        outline-offset: 2px;
        box-shadow: 0 0 18px 4px var(--accent);
      }
      /* An hour's rank letter is small text: no felt gives white 4.5:1 (the light felt at most 4.3:1), so it has a dark backing. */
      .caption small {
        display: inline-block;
        margin-left: 0.25em;
        vertical-align: middle;
        padding: 1px 0.3em;
        border-radius: 0.3em;
        background: rgb(0 0 0 / 0.45);
        font-size: 0.55em;
      }
    `,
  ];

  /** The game plays itself, one move at a readable pace. */
  autoplay = false;

  protected readonly game = clock;
  protected override readonly minTableHeight = TOP + 2 * RADIUS_Y + 1.4 + 0.45;
  /** The time between two moves of autoplay: slow enough to follow the card. */
  protected autoplayPaceMs = 650;
  protected override readonly ofChance = true;
  // A mirrored dial would run its hours backwards; it has no side a hand favours.
  protected override readonly mirrorColumns = 0;
  #autoplayTimer?: ReturnType<typeof setTimeout>;

  protected layout(): Record<PileId, PileSpot> {
    const spots: Record<PileId, PileSpot> = {};
    for (let hour = 1; hour <= 12; hour++) {
      const angle = (hour * Math.PI) / 6;
      const [sin, cos] = [Math.sin(angle), -Math.cos(angle)];
      spots[`hour-${hour}`] = {
        x: CENTRE_X + RADIUS_X * sin,
        y: TOP + RADIUS_Y + RADIUS_Y * cos,
        // Each card lies a little nearer the middle than the one under it, so the cards tucked
        // under peek out on the outside: the player sees an hour fill up.
        fan: { faceDown: [-0.1 * sin, -0.08 * cos], faceUp: [-0.3 * sin, -0.26 * cos] },
        caption: { text: String(hour), sub: RANK_LETTERS[hour], dx: 0.8 * sin, dy: 0.7 + 1.05 * cos },
      };
    }
    spots.center = {
      x: CENTRE_X,
      y: TOP + RADIUS_Y,
      fan: { faceDown: [0.05, 0.04], faceUp: [0.24, 0] },
      caption: { text: 'K', dx: 0, dy: -0.25 },
    };
    return spots;
  }

  protected canPickUp(state: ClockState, pile: PileId, index: number): boolean {
    return pile === state.hand && index === state.piles[pile].length - 1;
  }

  /** A tap on the card in hand sends it home; a tap on an hour sends the card in hand there. */
  protected override tapMove(state: ClockState, pile: PileId, index: number): Move | null {
    if (!state.hand) return null;
    if (this.canPickUp(state, pile, index)) return clock.hint(state);
    return { from: state.hand, to: pile };
  }

  protected override cardClass(state: ClockState, pile: PileId, index: number): string {
    return this.canPickUp(state, pile, index) ? 'active' : '';
  }

  protected pileName(pile: PileId): string {
    return pile === 'center' ? this.t('middle') : this.t('oclock', { n: pile.slice(5) });
  }

  protected override renderDecor() {
    return html`<div class="dial" aria-hidden="true"></div>`;
  }

  protected override renderStatusExtras(state: ClockState) {
    return html`<span class="kings">${this.t('kings', { n: kingsHome(state) })}</span>`;
  }

  protected override endMessage(status: 'won' | 'lost'): string {
    return this.t(status === 'won' ? 'clockWon' : 'clockLost');
  }

  protected override updated(changed: PropertyValues): void {
    super.updated(changed);
    // One move per tick while autoplay is on; the next tick is set after each render.
    const playing = this.autoplay && this.status === 'playing';
    if (!playing) {
      clearTimeout(this.#autoplayTimer);
      this.#autoplayTimer = undefined;
    } else if (this.#autoplayTimer === undefined) this.#autoplayNext();
  }

  /** Autoplay's next move, in a moment; a hidden page (another tab, a locked phone) is no audience: it waits to be seen. */
  #autoplayNext() {
    this.#autoplayTimer = setTimeout(() => {
      if (document.hidden) return this.#autoplayNext();
      this.#autoplayTimer = undefined;
      const move = clock.hint(this.state);
      if (this.autoplay && move) this.play(move);
    }, this.autoplayPaceMs * this.motion.pace);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.#autoplayTimer);
    this.#autoplayTimer = undefined;
  }
}

/** Kings already tucked under the middle (the King in hand there is not home yet). */
export function kingsHome(state: ClockState): number {
  const center = state.piles.center;
  const inHand = state.hand === 'center' ? 1 : 0;
  return center.slice(0, center.length - inHand).filter((card) => card.faceUp).length;
}

addStrings(clockStrings);
defineElement('clock-solitaire', ClockSolitaire);

declare global {
  interface HTMLElementTagNameMap {
    'clock-solitaire': ClockSolitaire;
  }
}
