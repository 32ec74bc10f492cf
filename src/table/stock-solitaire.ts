import type { PropertyDeclarations } from 'lit';
import { DRAW, TURN_OVER, canTurnOver, type Move, type PileId, type StockOptions, type StockState } from '../engine/index.js';
import { SolitaireElement } from './solitaire-element.js';

const isPositiveInteger = (v: unknown) => typeof v === 'number' && Number.isInteger(v) && v > 0;

/**
 * Reads `draw="3"` or `passes="3"` as the number 3, and leaves anything else (`unlimited`, or
 * garbage to be warned about by its own name) as the text written.
 */
const numberOrText = (value: string | null) => (value !== null && /^\d+$/.test(value.trim()) ? Number(value) : value);

/**
 * What the games with a stock and waste share (Klondike, Canfield): the `draw`, `passes` and
 * `scoring` attributes, a tap on the stock drawing or turning the waste over, and pile names.
 */
export abstract class StockSolitaire<S extends StockState> extends SolitaireElement<S> {
  static override properties: PropertyDeclarations = {
    draw: { converter: numberOrText },
    passes: { converter: numberOrText },
    scoring: {},
  };
  /** Cards turned from the stock at a time: 1 or 3. */
  draw?: number | string;
  /** Trips through the stock: a positive integer or 'unlimited'. */
  passes?: number | string;
  /** How the game is scored. */
  scoring?: string;

  /** The draw when the attribute is absent. */
  protected abstract readonly defaultDraw: 1 | 3;
  /** The scorings this game knows, its default first. */
  protected abstract readonly scorings: readonly string[];

  /** The options every stock game reads; `passes` only when given, so the engine fills its default. */
  protected stockOptions(): Partial<StockOptions> & { scoring: string } {
    const options: Partial<StockOptions> & { scoring: string } = {
      draw: this.option('draw', this.draw, (v) => v === 1 || v === 3, this.defaultDraw),
      scoring: this.option('scoring', this.scoring, (v) => this.scorings.includes(v as string), this.scorings[0]),
    };
    // The default depends on the rest (Vegas: 1 or 3), so a warning names what the engine fills in.
    const passes = this.option<number | 'unlimited' | undefined>(
      'passes',
      this.passes,
      (v) => v === 'unlimited' || isPositiveInteger(v),
      undefined,
      () => String(this.game.deal(0, options).options.passes),
    );
    if (passes !== undefined) options.passes = passes;
    return options;
  }

  /** What the empty stock shows: the turn-over mark while the waste can still be turned over. */
  protected stockMark(state: S): string {
    return state.piles.waste.length && canTurnOver(state) ? '↻' : '';
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
