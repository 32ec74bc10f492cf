import type { PropertyDeclarations } from 'lit';
import { DRAW, TURN_OVER, canTurnOver, type CardMove, type Move, type PileId, type StockState } from '../engine/index.js';
import { cardNameIn } from './i18n.js';
import { SolitaireElement } from './solitaire-element.js';

/**
 * Reads `draw="3"` or `passes="3"` as the number 3, and leaves anything else (`unlimited`, or
 * garbage to be warned about by its own name) as the text written.
 */
const numberOrText = (value: string | null) => (value !== null && /^\d+$/.test(value.trim()) ? Number(value) : value);

/**
 * What the games with a stock and waste share (Klondike, Canfield): the `draw`, `passes` and
 * `scoring` attributes (read against the engine's option specs), a tap on the stock drawing or
 * turning the waste over, and pile names.
 */
export abstract class StockSolitaire<S extends StockState> extends SolitaireElement<S> {
  static override properties: PropertyDeclarations = {
    draw: { converter: numberOrText },
    passes: { converter: numberOrText },
    scoring: {},
  };
  /** Cards turned from the stock at a time: 1 or 3. */
  draw?: 1 | 3;
  /** Trips through the stock: a positive integer or `unlimited`. */
  passes?: number | 'unlimited';
  /** How the game is scored (each game names its scorings). */
  scoring?: string;

  /** What the empty stock shows: the turn-over mark while the waste can still be turned over. */
  protected stockMark(state: S): string {
    return state.piles.waste.length && canTurnOver(state) ? '↻' : '';
  }

  /**
   * A draw names every card drawn, in the order they come up, the new waste top last ("Jack of
   * clubs, 4 of hearts, 2 of spades to Waste"): drawing three, the top is the last one turned.
   */
  protected override describeMove(state: S, move: Move): string {
    // Read with care: a page may pass anything to play().
    const draw = move as Partial<CardMove> | null;
    if (draw?.from !== 'stock' || draw.to !== 'waste') return super.describeMove(state, move);
    const drawn = state.piles.stock.slice(-state.options.draw).reverse();
    const cards = drawn.map((card) => cardNameIn(card, this.language)).join(', ');
    return cards ? this.t('movedTo', { card: cards, pile: this.t('waste') }) : '';
  }

  /** A tap on the stock draws, or turns the waste over once the stock is empty. */
  protected override tapMove(state: S, pile: PileId, index: number): Move | null {
    if (pile === 'stock') return { ...(state.piles.stock.length ? DRAW : TURN_OVER) };
    return super.tapMove(state, pile, index);
  }

  protected pileName(pile: PileId, state: S): string {
    const [kind, n] = pile.split('-');
    const count = state.piles[pile].length;
    if (pile === 'stock') return count ? this.t('stockDraw', { n: count }) : this.t('stockEmpty');
    if (pile === 'waste') return this.t('waste');
    if (pile === 'reserve') return this.t('reserve', { n: count });
    return this.t(kind === 'foundation' ? 'foundation' : 'column', { n });
  }
}
