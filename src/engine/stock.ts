// The stock and waste that Klondike and Canfield share: drawing one or three, turning the waste
// over within the passes allowed, and looking ahead through the draws for the end of the game.
import { isRed, topCard, turned, type Card } from './cards.js';
import { refusals, withPiles, type AutoFoundation, type BaseState, type Move, type OptionSpec, type PileId, type Refusal } from './game.js';

/** The options of a game with a stock. */
export interface StockOptions {
  draw: 1 | 3;
  passes: number | 'unlimited';
}

/** The spec of the passes option: trips through the stock, a positive integer or 'unlimited'. */
export const passesSpec = (fallback: StockOptions['passes'] | undefined): OptionSpec => ({
  type: 'passes',
  default: fallback,
  check(game, value) {
    if (value !== 'unlimited' && typeof value !== 'number')
      throw new TypeError(`${game} option passes must be a positive integer or 'unlimited'`);
    if (typeof value === 'number' && !(Number.isInteger(value) && value > 0))
      throw new RangeError(`${game} option passes must be a positive integer or 'unlimited', not ${value}`);
  },
});

/** A state with a stock and waste. */
export interface StockState extends BaseState {
  options: StockOptions;
  /** How many times the waste has been turned over. */
  redeals: number;
}

/** The two moves of the stock. */
export const DRAW = { from: 'stock', to: 'waste' } as const;
export const TURN_OVER = { from: 'waste', to: 'stock' } as const;

/** Whether the passes allow another turning over (`passes` counts trips through the stock). */
export const canTurnOver = (state: StockState): boolean => state.options.passes === 'unlimited' || state.redeals < state.options.passes - 1;

/** The refusals of the games with a stock and waste (Klondike, Canfield). */
export const STOCK = refusals({
  needs: 'A {colour} {rank} needs a {other} {next}',
  faceDown: 'A face-down card cannot move',
  backToStock: 'Cards cannot go back to the stock',
  stockToWaste: 'Cards from the stock are drawn onto the waste',
  foundationStays: 'Cards on a foundation stay there',
  oneToFoundation: 'Only one card at a time goes to a foundation',
  onlyStockToWaste: 'Only the stock deals onto the waste',
  drawDecides: 'The draw option decides how many cards are drawn',
  stockHasCards: 'The stock still has cards',
  wasteEmpty: 'The waste is empty',
  stockEmpty: 'The stock is empty',
  noPasses: 'There are no passes left through the stock',
  turnNoCount: 'Turning the waste over takes no count',
  foundationComplete: 'This foundation is complete',
  nextOnFoundation: 'Next on this foundation: the {rank} of {suit}',
});

/**
 * Why a move touching the stock is refused, null when it is a legal draw or turning over, or
 * undefined when the move does not touch the stock or waste as such (a card move for the game).
 */
export function stockRefusal(state: StockState, from: PileId, to: PileId, count: number): Refusal | null | undefined {
  const { piles } = state;
  if (from === 'stock') {
    if (to !== 'waste') return STOCK.stockToWaste();
    if (count !== 1) return STOCK.drawDecides();
    return piles.stock.length ? null : STOCK.stockEmpty();
  }
  if (to === 'stock') {
    if (from !== 'waste') return STOCK.backToStock();
    if (count !== 1) return STOCK.turnNoCount();
    if (piles.stock.length) return STOCK.stockHasCards();
    if (!piles.waste.length) return STOCK.wasteEmpty();
    return canTurnOver(state) ? null : STOCK.noPasses();
  }
  if (to === 'waste') return STOCK.onlyStockToWaste();
  return undefined;
}

/** "A red 6 needs a black 7": `card` cannot lie on what it was laid on. */
export const needs = (card: Card, next: number): Refusal =>
  STOCK.needs({ colour: isRed(card) ? 'red' : 'black', rank: card.rank, other: isRed(card) ? 'black' : 'red', next });

/** Draws `draw` cards (fewer if fewer remain), turned one at a time so the last lies on top. */
export function drawn<S extends StockState>(state: S): S {
  const { stock, waste } = state.piles;
  const n = Math.min(state.options.draw, stock.length);
  const cards = stock
    .slice(-n)
    .reverse()
    .map((card) => turned(card, true));
  return { ...state, piles: withPiles(state.piles, { stock: stock.slice(0, -n), waste: [...waste, ...cards] }) };
}

/** Turns `waste` over into a new stock, order kept: the first card turned is drawn first again. */
export function turnedOver<S extends StockState>(state: S, waste: Card[] = state.piles.waste): S {
  const stock = waste.map((card) => turned(card, false)).reverse();
  return { ...state, piles: withPiles(state.piles, { stock, waste: [] }), redeals: state.redeals + 1 };
}

/**
 * Whether drawing on (and turning over as the passes allow) ever shows a waste top for which
 * `playable` holds. The rest of this pass and one full pass after a turning over show every waste
 * top that any later pass would: passes that remove no card repeat each other.
 */
export function someWasteTopPlays<S extends StockState>(state: S, playable: (position: S) => boolean): boolean {
  let position = state;
  let turnOversLeft = 1;
  for (;;) {
    if (position.piles.stock.length) position = drawn(position);
    else if (turnOversLeft-- > 0 && canTurnOver(position) && position.piles.waste.length) position = turnedOver(position);
    else return false;
    if (playable(position)) return true;
  }
}

/** How many cards the foundation of `suit` holds: 0 before it is started. */
const foundationHeight = (state: StockState, foundations: PileId[], suit: Card['suit']): number =>
  foundations.map((id) => state.piles[id]).find((pile) => pile[0]?.suit === suit)?.length ?? 0;

/**
 * The first top card of `sources` that may go to a foundation by itself under `mode`, as a move
 * to the first foundation where `fits`. Under `safe`, Horne's rule: a card of `height` (its place
 * in a foundation, the first card being 1) goes up when it is first or second, or when both
 * foundations of the other colour have reached one below it, so no column can still need it.
 */
export function autoFoundationMove(
  state: StockState,
  mode: AutoFoundation,
  sources: PileId[],
  foundations: PileId[],
  height: (card: Card) => number,
  fits: (from: PileId, to: PileId) => boolean,
): Move | null {
  const others = (card: Card): Card['suit'][] => (isRed(card) ? ['clubs', 'spades'] : ['diamonds', 'hearts']);
  const isSafe = (card: Card) =>
    height(card) <= 2 || others(card).every((suit) => foundationHeight(state, foundations, suit) >= height(card) - 1);
  for (const from of sources) {
    const card = topCard(state.piles[from]);
    if (!card?.faceUp || (mode === 'safe' && !isSafe(card))) continue;
    const to = foundations.find((id) => fits(from, id));
    if (to) return { from, to };
  }
  return null;
}
