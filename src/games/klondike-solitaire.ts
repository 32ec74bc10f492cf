import { property } from 'lit/decorators.js';
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
 * @fires solitaire-deal - A game was dealt (new game, restart, resume).
 * @fires solitaire-move - A move was made by the player, `play()` or auto-foundation.
 * @fires solitaire-undo - A move was undone or redone.
 * @fires solitaire-invalid - A move was refused; `detail.reason` says why.
 * @fires solitaire-won - The game is won; `detail.moves` replays it.
 * @fires solitaire-lost - The game can no longer be won.
 * @attr seed - Deal number, 0 … 4294967295; random when absent.
 * @attr draw - Cards turned from the stock at a time: 1 or 3.
 * @attr passes - Trips through the stock: a positive integer or `unlimited`.
 * @attr redeal - `keep` or `shuffle` the waste when it is turned over.
 * @attr foundation-return - Cards may come back from a foundation to the tableau.
 * @attr scoring - `standard`, `vegas` or `none`.
 * @attr auto-foundation - `off`, `safe` or `all`.
 * @attr persist - localStorage key to save and resume the game under.
 * @cssprop --solitaire-felt - Table background.
 * @cssprop --solitaire-card-width - Card width; all card geometry scales from it.
 * @cssprop --solitaire-card-back - Background of card backs.
 * @cssprop --solitaire-red - Colour of hearts and diamonds.
 * @cssprop --solitaire-black - Colour of clubs and spades.
 * @cssprop --solitaire-font - Font of cards and controls.
 * @cssprop --solitaire-accent - Focus and hint highlight.
 * @csspart table - The felt with the piles.
 * @csspart card - Each card.
 * @csspart pile - Each pile's place on the table.
 * @csspart toolbar - The New game / Restart / Undo / Redo / Hint bar.
 * @csspart status - Score, moves, time and messages.
 */
export class KlondikeSolitaire extends StockSolitaire<KlondikeState> {
  /** 'keep' or 'shuffle' the waste when it is turned over. */
  @property() redeal?: string;
  /** Cards may come back from a foundation to the tableau. */
  @property({ type: Boolean, attribute: 'foundation-return' }) foundationReturn = false;
  protected readonly game = klondike;
  protected readonly optionProperties = ['draw', 'passes', 'redeal', 'foundationReturn', 'scoring'];
  // Room for a column of seven cards, so the table does not grow at the first moves.
  protected override readonly minTableHeight = 5.4;

  protected readonly defaultDraw = 1;
  protected readonly scorings = ['standard', 'vegas', 'none'];

  protected gameOptions(): Partial<KlondikeOptions> {
    return {
      ...(this.stockOptions() as Partial<KlondikeOptions>),
      redeal: this.option('redeal', this.redeal, (v) => v === 'keep' || v === 'shuffle', 'keep'),
      foundationReturn: this.foundationReturn === true,
    };
  }

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
