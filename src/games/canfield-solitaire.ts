import type { CSSResultGroup } from 'lit';
import { css } from '../table/css.js';
import { baseRank, canfield, type CanfieldOptions, type CanfieldState, type PileId } from '../engine/index.js';
import type { PileSpot } from '../table/layout.js';
import { StockSolitaire } from '../table/stock-solitaire.js';
import { defineElement } from '../table/define.js';
import { addStrings } from '../table/i18n.js';
import { stockStrings } from '../table/strings/stock.js';
import { canfieldStrings } from '../table/strings/canfield.js';
import { rankLabel } from '../table/playing-card.js';

/**
 * Canfield, the casino game: a 13-card reserve, four columns built down in alternating colours
 * (wrapping, a black King on a red Ace), foundations built up by suit from the base rank of the
 * first card dealt to them. Scored as the casino paid: −$50 to play, $5 a card home.
 *
 * @tagname canfield-solitaire
 * @attr draw - Cards turned from the stock at a time: 3 (default) or 1.
 * @attr passes - Trips through the stock: a positive integer or `unlimited`.
 * @attr scoring - `casino` (dollars) or `none`.
 */
export class CanfieldSolitaire extends StockSolitaire<CanfieldState> {
  static override styles: CSSResultGroup = [
    StockSolitaire.styles,
    css`
      .caption.reserve {
        font-size: max(12px, var(--sol-cw) * 0.2);
        translate: 0;
      }
    `,
  ];

  /** `casino` or `none`. */
  declare scoring?: CanfieldOptions['scoring'];
  protected readonly game = canfield;
  protected override readonly minTableHeight = 5.4;

  protected layout(state: CanfieldState): Record<PileId, PileSpot> {
    const base = rankLabel({ rank: baseRank(state), suit: 'clubs', faceUp: true });
    const reserveLeft = state.piles.reserve.length;
    const spots: Record<PileId, PileSpot> = {
      stock: { x: 0, y: 0, fan: 'stack', mark: this.stockMark(state) },
      waste: { x: 1, y: 0, fan: 'right', fanCount: state.options.draw },
      // The reserve shows its depth, and how many cards are left in it.
      reserve: {
        x: 0.5,
        y: 1.62,
        fan: { faceDown: [0, 0.035], faceUp: [0, 0] },
        caption: { text: this.t('reserveLeft', { n: reserveLeft }), dx: 0, dy: 1.48 + reserveLeft * 0.035 },
      },
    };
    for (let i = 1; i <= 4; i++) spots[`foundation-${i}`] = { x: 2 + i, y: 0, fan: 'stack', mark: base };
    for (let i = 1; i <= 4; i++) spots[`tableau-${i}`] = { x: 2 + i, y: 1.62, fan: 'down' };
    return spots;
  }

  /** The top card of the waste or reserve, or a whole column (only whole columns move). */
  protected canPickUp(state: CanfieldState, pile: PileId, index: number): boolean {
    const cards = state.piles[pile];
    if (pile === 'stock' || pile.startsWith('foundation') || !cards[index]?.faceUp) return false;
    return index === cards.length - 1 || (pile.startsWith('tableau') && index === 0);
  }

  /** The casino's balance: "−$45". */
  protected override formatScore(score: number): string {
    return this.state.options.scoring === 'none' ? String(score) : `${score < 0 ? '−' : ''}$${Math.abs(score)}`;
  }
}

addStrings(stockStrings);
addStrings(canfieldStrings);
defineElement('canfield-solitaire', CanfieldSolitaire);

declare global {
  interface HTMLElementTagNameMap {
    'canfield-solitaire': CanfieldSolitaire;
  }
}
