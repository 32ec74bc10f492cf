// The solver's view of Klondike and Canfield: cards as numbers, and the stock and waste as one row
// from which any card that drawing can bring to the top is played in one step. Drawing changes
// nothing else, so a line of "draw until this card shows, then play it" steps reaches everything
// that drawing card by card does, in far fewer positions.
import type { Card } from '../cards.js';
import type { StockState } from '../stock.js';
import { Fingerprint } from './fingerprint.js';

export const SUIT_INDEX: Record<Card['suit'], number> = { clubs: 0, diamonds: 1, hearts: 2, spades: 3 };
export const SUIT_NAMES: Card['suit'][] = ['clubs', 'diamonds', 'hearts', 'spades'];
/** The suits of the other colour, by suit index. */
export const OTHER_COLOUR = [
  [1, 2],
  [0, 3],
  [0, 3],
  [1, 2],
];
/** The other suit of the same colour, by suit index. */
export const SAME_COLOUR = [3, 2, 1, 0];

/** A card as one number, suit × 13 + rank − 1, so positions copy and compare cheaply. */
export const cardNumber = (card: Card) => SUIT_INDEX[card.suit] * 13 + card.rank - 1;
export const suitOf = (card: number) => (card / 13) | 0;
export const rankOf = (card: number) => (card % 13) + 1;
export const isRedNumber = (card: number) => suitOf(card) === 1 || suitOf(card) === 2;

/** Where a solver move takes its card. */
export const COLUMN = 0;
export const TALON = 1;
export const FOUNDATION = 2;
export const RESERVE = 3;
/** Klondike with shuffled redeals: draw to the end and turn over, a new order for the stock. */
export const CYCLE = 4;

/**
 * One solver step. `from`: COLUMN (`at` the column, `count` cards), TALON (`at` the card's place
 * in the row, counted from 1, drawn to the top after turning over when `turn`), FOUNDATION (`at`
 * the suit), RESERVE or CYCLE. `to`: a column index, or -1 for the card's foundation.
 */
export interface StockStep {
  from: number;
  at: number;
  count: number;
  turn: boolean;
  to: number;
}

export const TO_FOUNDATION = -1;
export const step = (from: number, at: number, to: number, count = 1, turn = false): StockStep => ({ from, at, count, turn, to });

/** The stock and waste as one row: the waste bottom first, then the stock in drawing order. */
export interface Talon {
  talon: number[];
  /** How many cards of the row are on the waste: the waste top is `talon[waste - 1]`. */
  waste: number;
  redeals: number;
}

export interface StockRules {
  draw: number;
  passes: number | 'unlimited';
  shuffled: boolean;
}

export function talonOf(state: StockState): Talon {
  const { waste, stock } = state.piles;
  return { talon: [...waste, ...stock.slice().reverse()].map(cardNumber), waste: waste.length, redeals: state.redeals };
}

export const mayTurnOver = (talon: Talon, rules: StockRules) => rules.passes === 'unlimited' || talon.redeals < rules.passes - 1;

/** Whether a card can be moved now (the lean view's tests of preparing moves). */
export type IsFree = (card: number) => boolean;

/** A card of the row that drawing can bring to the top: its place, counted from 1, and whether the waste is turned over first. */
export type Pick = { at: number; turn: boolean };

/**
 * Every place in the row whose card drawing can bring to the top: this pass's, then (when the
 * waste may be turned over, and turning over keeps the order) the next pass's that this one
 * does not reach.
 */
export function talonPicks(position: Talon, rules: StockRules): Pick[] {
  const { talon, waste } = position;
  const length = talon.length;
  const picks: Pick[] = [];
  if (waste > 0) picks.push({ at: waste, turn: false });
  for (let at = waste; at < length;) {
    at = Math.min(at + rules.draw, length);
    picks.push({ at, turn: false });
  }
  if (rules.shuffled || !mayTurnOver(position, rules)) return picks;
  for (let at = 0; at < length;) {
    at = Math.min(at + rules.draw, length);
    const thisPass = at === length || (at >= waste && (at - waste) % rules.draw === 0);
    if (!thisPass) picks.push({ at, turn: true });
  }
  return picks;
}

/**
 * The waste as a place (SearchSpace.places) when passes never end and the row is never shuffled.
 * Drawing three (say), a waste reaches this pass's cards, three apart from its top, then the next
 * pass's, every third. A waste holding a whole number of draws, or the whole row, reaches only the
 * next pass's: as an empty one does, and every other waste too. Of two wastes three apart, the
 * shorter reaches all that the longer does. Drawing one, every waste reaches every card.
 */
export function wastePlaces({ waste, talon }: Talon, draw: number): number[] {
  if (waste % draw === 0 || waste === talon.length) {
    const covering = [0];
    for (let other = 1; other < talon.length; other++) if (other % draw) covering.push(other);
    return covering;
  }
  const covering = [waste];
  for (let other = waste - draw; other > 0; other -= draw) covering.push(other);
  return covering;
}

/** The row once the card at `at` has been drawn to the top and played. */
export function takeFromTalon(position: Talon, at: number, turn: boolean): Talon {
  const talon = position.talon.slice();
  talon.splice(at - 1, 1);
  return { talon, waste: at - 1, redeals: position.redeals + (turn ? 1 : 0) };
}

export const columnPrint = new Fingerprint();
/** Adds a column to `print` unordered: positions whose columns so added differ in order only are one. */
export const addColumnUnordered = (print: Fingerprint, column: readonly number[]) =>
  print.addUnordered(columnPrint.clear().addAll(column).done());
/** Marks the start of a column in a fingerprint: above every card number. */
export const COLUMN_MARK = 64;

/** What the two games share: the foundations counted by suit, the columns, the row. */
export interface StockPosition extends Talon {
  columns: number[][];
  /** Cards on the foundation of each suit. */
  foundations: number[];
}

/** The cards on each suit's foundation in an engine state, by suit index. */
export function foundationsOf(state: StockState): number[] {
  const foundations = [0, 0, 0, 0];
  for (let i = 1; i <= 4; i++) {
    const pile = state.piles[`foundation-${i}`];
    if (pile.length) foundations[SUIT_INDEX[pile[0].suit]] = pile.length;
  }
  return foundations;
}

/** Whether every card is home. */
export const allHome = (position: StockPosition) => position.foundations.every((n) => n === 13);

/**
 * Puts `cards` on their foundation (`to` is TO_FOUNDATION) or on column `to`, in the copies of a
 * position's columns and foundations that its next position gets. (Positions are built whole, as
 * literals of one shape: spreading them took a sixth of the solver's time.)
 */
export function putDown(columns: number[][], foundations: number[], cards: readonly number[], to: number): void {
  if (to === TO_FOUNDATION) foundations[suitOf(cards[0])]++;
  else columns[to] = [...columns[to], ...cards];
}

/**
 * Horne's rule: an Ace or a Two, or a card both of whose lower cards of the other colour are
 * home, is never needed in a column again, so sending it home first loses nothing.
 */
export function isSafeHome(foundations: number[], card: number, height: number): boolean {
  if (height <= 2) return true;
  const [a, b] = OTHER_COLOUR[suitOf(card)];
  return foundations[a] >= height - 1 && foundations[b] >= height - 1;
}
