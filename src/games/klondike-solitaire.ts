import type { PropertyDeclarations } from 'lit';
import { isAlternatingRun, klondike, type KlondikeOptions, type KlondikeState, type PileId } from '../engine/index.js';
import type { PileSpot } from '../table/layout.js';
import { StockSolitaire } from '../table/stock-solitaire.js';
import { defineElement } from '../table/define.js';
import { addStrings } from '../table/i18n.js';
import { stockStrings } from '../table/strings/stock.js';
import { klondikeStrings } from '../table/strings/klondike.js';

/**
 * Klondike, draw 1 or 3: seven columns built down in alternating colours, four foundations
 * built up by suit from the Ace.
 *
 * @tagname klondike-solitaire
 * @attr draw - Cards turned from the stock at a time: 1 or 3.
 * @attr passes - Trips through the stock: a positive integer or `unlimited`.
 * @attr redeal - `keep` or `shuffle` the waste when it is turned over.
 * @attr foundation-return - Cards may come back from a foundation to the tableau.
 * @attr scoring - `standard`, `vegas` or `none`.
 */
export class KlondikeSolitaire extends StockSolitaire<KlondikeState> {
  static override properties: PropertyDeclarations = {
    redeal: {},
    foundationReturn: { type: Boolean, attribute: 'foundation-return' },
  };
  /** 'keep' or 'shuffle' the waste when it is turned over. */
  redeal?: 'keep' | 'shuffle';
  /** `standard`, `vegas` or `none`. */
  declare scoring?: KlondikeOptions['scoring'];
  /** Cards may come back from a foundation to the tableau. */
  foundationReturn = false;
  protected readonly game = klondike;
  // Room for a column of seven cards, so the table does not grow at the first moves.
  protected override readonly minTableHeight = 5.4;

  protected layout(state: KlondikeState): Record<PileId, PileSpot> {
    const spots: Record<PileId, PileSpot> = {
      stock: { x: 0, y: 0, fan: 'stack', mark: this.stockMark(state) },
      waste: { x: 1, y: 0, fan: 'right', fanCount: state.options.draw },
    };
    for (let i = 1; i <= 4; i++) spots[`foundation-${i}`] = { x: 2 + i, y: 0, fan: 'stack', mark: 'A' };
    for (let i = 1; i <= 7; i++) spots[`tableau-${i}`] = { x: i - 1, y: 1.62, fan: 'down', mark: 'K' };
    return spots;
  }

  protected canPickUp(state: KlondikeState, pile: PileId, index: number): boolean {
    const cards = state.piles[pile];
    if (pile === 'stock' || !cards[index]?.faceUp) return false;
    if (!pile.startsWith('tableau')) return index === cards.length - 1;
    return isAlternatingRun(cards.slice(index));
  }

  /** Standard and Vegas scoring take back the 5 points a turned-up card is worth, and 5 more. */
  protected override peekCost(state: KlondikeState): number {
    return state.options.scoring === 'none' ? 0 : 5;
  }

  /** Standard scoring never goes below zero; Vegas does. */
  protected override scoreAfterPenalty(state: KlondikeState, penalty: number): number {
    return state.options.scoring === 'standard' ? Math.max(0, state.score - penalty) : state.score - penalty;
  }
}

addStrings(stockStrings);
addStrings(klondikeStrings);
defineElement('klondike-solitaire', KlondikeSolitaire);

declare global {
  interface HTMLElementTagNameMap {
    'klondike-solitaire': KlondikeSolitaire;
  }
}
