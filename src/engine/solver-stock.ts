// The solver's view of Klondike and Canfield: cards as numbers, and the stock and waste as one row
// from which any card that drawing can bring to the top is played in one step. Drawing changes
// nothing else, so a line of "draw until this card shows, then play it" steps reaches everything
// that drawing card by card does, in far fewer positions.
import type { Card } from './cards.js';
import { DRAW, TURN_OVER, type StockState } from './stock.js';
import { shuffle } from './random.js';
import type { Move, PileId } from './game.js';
import type { SearchSpace } from './search.js';
import { Fingerprint } from './fingerprint.js';
import type { KlondikeState } from './klondike.js';
import type { CanfieldState } from './canfield.js';

const SUIT_INDEX: Record<Card['suit'], number> = { clubs: 0, diamonds: 1, hearts: 2, spades: 3 };
const SUIT_NAMES: Card['suit'][] = ['clubs', 'diamonds', 'hearts', 'spades'];
/** The suits of the other colour, by suit index. */
const OTHER_COLOUR = [
  [1, 2],
  [0, 3],
  [0, 3],
  [1, 2],
];
/** The other suit of the same colour, by suit index. */
const SAME_COLOUR = [3, 2, 1, 0];

/** A card as one number, suit × 13 + rank − 1, so positions copy and compare cheaply. */
const cardNumber = (card: Card) => SUIT_INDEX[card.suit] * 13 + card.rank - 1;
const suitOf = (card: number) => (card / 13) | 0;
const rankOf = (card: number) => (card % 13) + 1;
const isRedNumber = (card: number) => suitOf(card) === 1 || suitOf(card) === 2;

/** Where a solver move takes its card. */
const COLUMN = 0;
const TALON = 1;
const FOUNDATION = 2;
const RESERVE = 3;
/** Klondike with shuffled redeals: draw to the end and turn over, a new order for the stock. */
const CYCLE = 4;

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

const TO_FOUNDATION = -1;
const step = (from: number, at: number, to: number, count = 1, turn = false): StockStep => ({ from, at, count, turn, to });

/** The stock and waste as one row: the waste bottom first, then the stock in drawing order. */
interface Talon {
  talon: number[];
  /** How many cards of the row are on the waste: the waste top is `talon[waste - 1]`. */
  waste: number;
  redeals: number;
}

interface StockRules {
  draw: number;
  passes: number | 'unlimited';
  shuffled: boolean;
}

function talonOf(state: StockState): Talon {
  const { waste, stock } = state.piles;
  return { talon: [...waste, ...stock.slice().reverse()].map(cardNumber), waste: waste.length, redeals: state.redeals };
}

const mayTurnOver = (talon: Talon, rules: StockRules) => rules.passes === 'unlimited' || talon.redeals < rules.passes - 1;

/** Whether a card can be moved now (the lean view's tests of preparing moves). */
type IsFree = (card: number) => boolean;

/** A card of the row that drawing can bring to the top: its place, counted from 1, and whether the waste is turned over first. */
type Pick = { at: number; turn: boolean };

/**
 * Every place in the row whose card drawing can bring to the top: this pass's, then (when the
 * waste may be turned over, and turning over keeps the order) the next pass's that this one
 * does not reach.
 */
function talonPicks(position: Talon, rules: StockRules): Pick[] {
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
function wastePlaces({ waste, talon }: Talon, draw: number): number[] {
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
function takeFromTalon(position: Talon, at: number, turn: boolean): Talon {
  const talon = position.talon.slice();
  talon.splice(at - 1, 1);
  return { talon, waste: at - 1, redeals: position.redeals + (turn ? 1 : 0) };
}

const columnPrint = new Fingerprint();
/** Adds a column to `print` unordered: positions whose columns so added differ in order only are one. */
const addColumnUnordered = (print: Fingerprint, column: readonly number[]) => print.addUnordered(columnPrint.clear().addAll(column).done());
/** Marks the start of a column in a fingerprint: above every card number. */
const COLUMN_MARK = 64;

/** What the two games share: the foundations counted by suit, the columns, the row. */
interface StockPosition extends Talon {
  columns: number[][];
  /** Cards on the foundation of each suit. */
  foundations: number[];
}

/** The cards on each suit's foundation in an engine state, by suit index. */
function foundationsOf(state: StockState): number[] {
  const foundations = [0, 0, 0, 0];
  for (let i = 1; i <= 4; i++) {
    const pile = state.piles[`foundation-${i}`];
    if (pile.length) foundations[SUIT_INDEX[pile[0].suit]] = pile.length;
  }
  return foundations;
}

/** Whether every card is home. */
const allHome = (position: StockPosition) => position.foundations.every((n) => n === 13);

/**
 * Puts `cards` on their foundation (`to` is TO_FOUNDATION) or on column `to`, in the copies of a
 * position's columns and foundations that its next position gets. (Positions are built whole, as
 * literals of one shape: spreading them took a sixth of the solver's time.)
 */
function putDown(columns: number[][], foundations: number[], cards: readonly number[], to: number): void {
  if (to === TO_FOUNDATION) foundations[suitOf(cards[0])]++;
  else columns[to] = [...columns[to], ...cards];
}

// ---------------------------------------------------------------------------------------------
// Klondike

interface KlondikePosition extends StockPosition {
  /** Face-down cards at the bottom of each column. */
  down: number[];
  rng: number;
}

const klondikeFits = (card: number, top: number | undefined) =>
  top === undefined ? rankOf(card) === 13 : rankOf(top) === rankOf(card) + 1 && isRedNumber(top) !== isRedNumber(card);

/**
 * Horne's rule: an Ace or a Two, or a card both of whose lower cards of the other colour are
 * home, is never needed in a column again, so sending it home first loses nothing.
 */
function isSafeHome(foundations: number[], card: number, height: number): boolean {
  if (height <= 2) return true;
  const [a, b] = OTHER_COLOUR[suitOf(card)];
  return foundations[a] >= height - 1 && foundations[b] >= height - 1;
}

/**
 * How much of Klondike a search sees. `full`: every move. `lean`: every move that may be needed;
 * a card is not taken back from its foundation once every lower card is home (all it could serve
 * is a lower card: one to go onto it, or one under it on its foundation; a winning line with that
 * move wins without it and without every later move of those home cards), and a move that only
 * prepares another is made only when that one can follow at once (see `shows`). The same verdicts in
 * fewer positions, but short searches in a random order find fewer wins in it than in the full
 * one (measured), so it is kept for the search that must prove a deal lost. `focused`: leaves
 * out the moves that are rarely of use (a run shifted to show a card that cannot go home, a
 * column emptied with no King to fill it, a card taken back from a foundation that nothing can go
 * onto): it finds most wins sooner, but proves nothing.
 */
export type KlondikeView = 'full' | 'lean' | 'focused';

/** The solver's Klondike under the options of `state`, as `view` sees it. */
export function klondikeSpace(
  state: KlondikeState,
  view: KlondikeView = 'full',
  /** False only to check the block check itself against a search without it. */
  checkBlocks = true,
): { space: SearchSpace<KlondikePosition, StockStep>; root: KlondikePosition } {
  const { draw, passes, redeal, foundationReturn } = state.options;
  const focused = view === 'focused';
  const lean = view === 'lean';
  const rules: StockRules = { draw, passes, shuffled: redeal === 'shuffle' };
  const columns: number[][] = [];
  const down: number[] = [];
  for (let i = 1; i <= 7; i++) {
    const pile = state.piles[`tableau-${i}`];
    columns.push(pile.map(cardNumber));
    down.push(pile.filter((card) => !card.faceUp).length);
  }
  const root: KlondikePosition = { ...talonOf(state), columns, down, foundations: foundationsOf(state), rng: state.rng };
  const fitsHome = (foundations: number[], card: number) => foundations[suitOf(card)] === rankOf(card) - 1;
  const blocked = checkBlocks ? klondikeBlockCheck(foundationReturn, rules) : () => false;
  const limited = passes !== 'unlimited';
  // With no end of passes and no shuffles, the waste is a place (wastePlaces), not part of the key.
  const everyPass = !limited && !rules.shuffled;
  // Drawing one, taking a card from the row only prepares a move (see below); drawing three, it
  // changes what drawing reaches.
  const rowMovesPrepare = lean && draw === 1 && everyPass;

  function moves(position: KlondikePosition): StockStep[] {
    const { columns, down, foundations, talon, waste } = position;
    const picks = talonPicks(position, rules);
    if (blocked(position, picks)) return [];
    for (let i = 0; i < 7; i++) {
      const card = columns[i][columns[i].length - 1];
      if (card !== undefined && fitsHome(foundations, card) && isSafeHome(foundations, card, rankOf(card)))
        return [step(COLUMN, i, TO_FOUNDATION)];
    }
    // Drawing one at a time, taking the waste top leaves every other card as easy to reach.
    if (draw === 1 && waste > 0) {
      const card = talon[waste - 1];
      if (fitsHome(foundations, card) && isSafeHome(foundations, card, rankOf(card))) return [step(TALON, waste, TO_FOUNDATION)];
    }
    const home: StockStep[] = [];
    const turnUp: { step: StockStep; down: number }[] = [];
    const fromTalon: StockStep[] = [];
    const emptying: StockStep[] = [];
    const shifting: StockStep[] = [];
    const back: StockStep[] = [];
    const firstEmpty = columns.findIndex((column) => column.length === 0);
    /** Whether a King can fill a column emptied now, and which cards can move now: each worked out once, when first asked. */
    let kingCanFill: boolean | undefined;
    let movable: boolean[] | undefined;
    const isFree = (card: number) => (movable ??= movableCards(position, picks))[card];
    for (let i = 0; i < 7; i++) {
      const column = columns[i];
      const length = column.length;
      if (!length) continue;
      if (fitsHome(foundations, column[length - 1])) home.push(step(COLUMN, i, TO_FOUNDATION));
      const head = down[i];
      const headRank = rankOf(column[head]);
      for (let j = 0; j < 7; j++) {
        if (j === i) continue;
        const target = columns[j];
        let from: number;
        if (!target.length) {
          // A King moves to the first empty column only, and never leaves an empty column behind.
          if (j !== firstEmpty || headRank !== 13 || head === 0) continue;
          from = head;
        } else {
          const top = target[target.length - 1];
          from = head + headRank - (rankOf(top) - 1);
          if (from < head || from >= length || isRedNumber(column[from]) === isRedNumber(top)) continue;
        }
        const move = step(COLUMN, i, j, length - from);
        if (from > head) {
          if (focused ? fitsHome(foundations, column[from - 1]) : !lean || shows(position, isFree, column[from - 1], column[from]))
            shifting.push(move);
        } else if (head > 0) turnUp.push({ step: move, down: head });
        else if (focused ? kingWaiting(position) : !lean || (kingCanFill ??= kingReady(position, picks))) emptying.push(move);
      }
    }
    for (const { at, turn } of picks) {
      const card = talon[at - 1];
      if (fitsHome(foundations, card) && (!rowMovesPrepare || nextHomeReady(position, card)))
        (at === waste && !turn ? home : fromTalon).push(step(TALON, at, TO_FOUNDATION, 1, turn));
      // Focused, a card leaves the row for a column only if something could then go onto it.
      if (focused && rankOf(card) !== 13 && !canTake(position, card)) continue;
      if (rowMovesPrepare && !takerFree(isFree, card)) continue;
      for (let j = 0; j < 7; j++) {
        const target = columns[j];
        if (target.length ? klondikeFits(card, target[target.length - 1]) : j === firstEmpty && rankOf(card) === 13)
          fromTalon.push(step(TALON, at, j, 1, turn));
      }
    }
    if (rules.shuffled && talon.length && mayTurnOver(position, rules)) fromTalon.push(step(CYCLE, 0, 0));
    if (foundationReturn)
      for (let suit = 0; suit < 4; suit++) {
        if (!foundations[suit]) continue;
        const card = suit * 13 + foundations[suit] - 1;
        if (focused ? !canTake(position, card) : lean && !takenBackFor(position, isFree, card)) continue;
        if (lean && foundations.every((n) => n >= rankOf(card) - 1)) continue;
        for (let j = 0; j < 7; j++) {
          const target = columns[j];
          if (target.length ? klondikeFits(card, target[target.length - 1]) : j === firstEmpty && rankOf(card) === 13)
            back.push(step(FOUNDATION, suit, j));
        }
      }
    // Turning up the deepest columns first frees the most cards.
    turnUp.sort((a, b) => b.down - a.down);
    return [...home, ...turnUp.map((t) => t.step), ...fromTalon, ...emptying, ...shifting, ...back];
  }

  /** Whether a King heads a run with cards face down beneath it. */
  const kingOnFaceDown = (position: KlondikePosition) =>
    position.columns.some((column, i) => position.down[i] > 0 && rankOf(column[position.down[i]]) === 13);

  /** Whether a King lies in the row, or heads a run with cards beneath it. */
  const kingWaiting = (position: KlondikePosition) => position.talon.some((card) => rankOf(card) === 13) || kingOnFaceDown(position);

  // Three moves only prepare another: a run shifted to show the card it lay on, a column emptied,
  // a card taken back from its foundation. A winning line can always make such a move just before
  // the first move that uses what it prepared (the moves between need none of it: a card laid on
  // the shifted run can be laid on it where it was, and a run that would carry the shifted run or
  // the card taken back along could have moved first, without it), so the lean view makes the
  // move only when that use can follow at once. Drawing one, so do the moves of a card of the row
  // (every card of the row is at hand at any time): laid on a column, or sent home (where it serves
  // the next card of its suit only). These tests say whether it can.

  /** The cards that can be moved now, by card number: drawn from the row, in a column face up, or back from their foundation. */
  const movableCards = (position: KlondikePosition, picks: Pick[]) => {
    const movable: boolean[] = new Array(52).fill(false);
    for (const { at } of picks) movable[position.talon[at - 1]] = true;
    position.columns.forEach((column, i) => {
      for (let k = position.down[i]; k < column.length; k++) movable[column[k]] = true;
    });
    if (foundationReturn) position.foundations.forEach((height, suit) => height && (movable[suit * 13 + height - 1] = true));
    return movable;
  };

  /** The card of the same rank and colour as `card`, of the other suit. */
  const twin = (card: number) => SAME_COLOUR[suitOf(card)] * 13 + rankOf(card) - 1;

  /**
   * Whether shifting the run that starts with `card` off `beneath` shows a card used at once: it
   * goes home, or the run's twin goes onto it. (A move of the card shown along with the cards
   * under it could have taken the run along first.)
   */
  const shows = (position: KlondikePosition, isFree: IsFree, beneath: number, card: number) =>
    fitsHome(position.foundations, beneath) || isFree(twin(card));

  /** Whether a King can move into a column emptied now: one of the row, one on cards face down, or one back from its foundation. */
  const kingReady = (position: KlondikePosition, picks: Pick[]) =>
    picks.some(({ at }) => rankOf(position.talon[at - 1]) === 13) ||
    kingOnFaceDown(position) ||
    (foundationReturn && position.foundations.some((n) => n === 13));

  /**
   * Whether `card`, back from its foundation, is used at once: a card of the rank below and the
   * other colour goes onto it, or the card below it in its suit comes back too (onto a column).
   */
  const takenBackFor = (position: KlondikePosition, isFree: IsFree, card: number) =>
    takerFree(isFree, card) ||
    (rankOf(card) > 1 && position.columns.some((column) => column.length > 0 && klondikeFits(card - 1, column[column.length - 1])));

  /** Whether the next card of `card`'s suit can go home once it is: it lies in the row (drawing one) or at the top of a column. */
  const nextHomeReady = (position: KlondikePosition, card: number) =>
    rankOf(card) === 13 || position.talon.includes(card + 1) || position.columns.some((column) => column[column.length - 1] === card + 1);

  /** Whether a card of the rank below `card` and the other colour can be moved now (onto it). */
  const takerFree = (isFree: IsFree, card: number) => {
    const rank = rankOf(card);
    const [a, b] = OTHER_COLOUR[suitOf(card)];
    return rank > 1 && (isFree(a * 13 + rank - 2) || isFree(b * 13 + rank - 2));
  };

  /** Whether a face-up card or a card of the row could go onto `card`. */
  const canTake = (position: KlondikePosition, card: number) => {
    const fits = (other: number) => klondikeFits(other, card);
    return position.talon.some(fits) || position.columns.some((column, i) => column.slice(position.down[i]).some(fits));
  };

  function play(position: KlondikePosition, move: StockStep): KlondikePosition {
    if (move.from === CYCLE) {
      const { items, rng } = shuffle(position.talon, position.rng);
      return { ...position, talon: items, waste: 0, redeals: position.redeals + 1, rng };
    }
    let { talon, waste, redeals, down } = position;
    const columns = position.columns.slice();
    const foundations = position.foundations.slice();
    let cards: number[];
    if (move.from === COLUMN) {
      const column = columns[move.at];
      const rest = column.slice(0, column.length - move.count);
      cards = column.slice(column.length - move.count);
      columns[move.at] = rest;
      if (down[move.at] > 0 && down[move.at] === rest.length) {
        down = down.slice();
        down[move.at]--;
      }
    } else if (move.from === TALON) {
      cards = [talon[move.at - 1]];
      ({ talon, waste, redeals } = takeFromTalon(position, move.at, move.turn));
    } else {
      cards = [move.at * 13 + foundations[move.at] - 1];
      foundations[move.at]--;
    }
    putDown(columns, foundations, cards, move.to);
    return { talon, waste, redeals, columns, down, foundations, rng: position.rng };
  }

  function key(position: KlondikePosition, print: Fingerprint) {
    const { foundations, columns, down } = position;
    print
      .addAll(foundations)
      .add(everyPass ? 0 : position.waste)
      .add(limited ? position.redeals : 0);
    // Face-down cards never move, so a column holding some is itself; the others may be swapped.
    for (let i = 0; i < 7; i++) {
      if (down[i] > 0)
        print
          .add(COLUMN_MARK + i)
          .add(down[i])
          .addAll(columns[i], down[i]);
      else addColumnUnordered(print, columns[i]);
    }
    // Without shuffles the row holds the cards found nowhere else, in the order they were dealt.
    if (rules.shuffled)
      print
        .add(COLUMN_MARK + 7)
        .addAll(position.talon)
        .add(position.rng);
  }

  /**
   * How promising a position looks: cards home and cards turned up (three times as much), less
   * cards still in the row and cards lying above a lower card of their own suit, which must
   * move before that card can go home.
   */
  const score = (position: KlondikePosition) => {
    let value = position.foundations.reduce((a, b) => a + b, 0) - position.talon.length;
    for (let i = 0; i < 7; i++) {
      value -= 3 * position.down[i];
      const lowest = [14, 14, 14, 14];
      for (const card of position.columns[i]) {
        const suit = suitOf(card);
        if (rankOf(card) > lowest[suit]) value -= 2;
        else lowest[suit] = rankOf(card);
      }
    }
    return value;
  };

  return {
    root,
    space: { key, places: everyPass ? (position) => wastePlaces(position, draw) : undefined, moves, play, score, won: allHome },
  };
}

// ---------------------------------------------------------------------------------------------
// Canfield

interface CanfieldPosition extends StockPosition {
  reserve: number[];
}

/** The solver's Canfield under the options of `state`. */
export function canfieldSpace(
  state: CanfieldState,
  /** False only to check the block check itself against a search without it. */
  checkBlocks = true,
): { space: SearchSpace<CanfieldPosition, StockStep>; root: CanfieldPosition } {
  const { draw, passes } = state.options;
  const rules: StockRules = { draw, passes, shuffled: false };
  const base = state.piles['foundation-1'][0].rank;
  /** A card's place on its foundation: the base card is 1. */
  const height = (card: number) => ((rankOf(card) - base + 13) % 13) + 1;
  const fitsHome = (foundations: number[], card: number) => foundations[suitOf(card)] === height(card) - 1;
  const fitsOn = (card: number, top: number) => (rankOf(card) % 13) + 1 === rankOf(top) && isRedNumber(card) !== isRedNumber(top);
  /** Horne's rule counted from the base; a base card stays, since a column may still want it. */
  const isSafe = (foundations: number[], card: number) => height(card) >= 2 && isSafeHome(foundations, card, height(card));

  const root: CanfieldPosition = {
    ...talonOf(state),
    columns: [1, 2, 3, 4].map((i) => state.piles[`tableau-${i}`].map(cardNumber)),
    reserve: state.piles.reserve.map(cardNumber),
    foundations: foundationsOf(state),
  };

  const blocked = checkBlocks ? canfieldBlockCheck(base) : () => false;

  function moves(position: CanfieldPosition): StockStep[] {
    const { columns, foundations, reserve, talon, waste } = position;
    if (blocked(position)) return [];
    for (let i = 0; i < 4; i++) {
      const card = columns[i][columns[i].length - 1];
      if (card !== undefined && fitsHome(foundations, card) && isSafe(foundations, card)) return [step(COLUMN, i, TO_FOUNDATION)];
    }
    const home: StockStep[] = [];
    const fromReserve: StockStep[] = [];
    const piles: StockStep[] = [];
    const fromTalon: StockStep[] = [];
    const reserveTop = reserve[reserve.length - 1];
    if (reserveTop !== undefined) {
      if (fitsHome(foundations, reserveTop)) home.push(step(RESERVE, 0, TO_FOUNDATION));
      for (let j = 0; j < 4; j++) if (fitsOn(reserveTop, columns[j][columns[j].length - 1])) fromReserve.push(step(RESERVE, 0, j));
    }
    for (let i = 0; i < 4; i++) {
      const column = columns[i];
      if (!column.length) continue;
      if (fitsHome(foundations, column[column.length - 1])) home.push(step(COLUMN, i, TO_FOUNDATION));
      for (let j = 0; j < 4; j++)
        if (j !== i && columns[j].length && fitsOn(column[0], columns[j][columns[j].length - 1]))
          piles.push(step(COLUMN, i, j, column.length));
    }
    const firstEmpty = columns.findIndex((column) => column.length === 0);
    for (const { at, turn } of talonPicks(position, rules)) {
      const card = talon[at - 1];
      if (fitsHome(foundations, card)) (at === waste && !turn ? home : fromTalon).push(step(TALON, at, TO_FOUNDATION, 1, turn));
      for (let j = 0; j < 4; j++) {
        const target = columns[j];
        if (target.length ? fitsOn(card, target[target.length - 1]) : j === firstEmpty) fromTalon.push(step(TALON, at, j, 1, turn));
      }
    }
    // While the reserve lasts, a pile moved away brings its next card into play.
    return reserve.length ? [...home, ...fromReserve, ...piles, ...fromTalon] : [...home, ...fromTalon, ...piles];
  }

  function play(position: CanfieldPosition, move: StockStep): CanfieldPosition {
    let { talon, waste, redeals, reserve } = position;
    const columns = position.columns.slice();
    const foundations = position.foundations.slice();
    let cards: number[];
    if (move.from === COLUMN) {
      const column = columns[move.at];
      cards = column.slice(column.length - move.count);
      columns[move.at] = column.slice(0, column.length - move.count);
      // The reserve fills an emptied column at once.
      if (!columns[move.at].length && reserve.length) {
        columns[move.at] = reserve.slice(-1);
        reserve = reserve.slice(0, -1);
      }
    } else if (move.from === RESERVE) {
      cards = reserve.slice(-1);
      reserve = reserve.slice(0, -1);
    } else {
      cards = [talon[move.at - 1]];
      ({ talon, waste, redeals } = takeFromTalon(position, move.at, move.turn));
    }
    putDown(columns, foundations, cards, move.to);
    return { talon, waste, redeals, columns, reserve, foundations };
  }

  const limited = passes !== 'unlimited';
  function key(position: CanfieldPosition, print: Fingerprint) {
    // The reserve keeps its order and the row holds what is found nowhere else, in dealt order.
    print
      .addAll(position.foundations)
      .add(position.reserve.length)
      .add(limited ? position.waste : 0)
      .add(limited ? position.redeals : 0);
    for (const column of position.columns) addColumnUnordered(print, column);
  }

  /** Cards home count; cards still in the reserve count against, more. */
  const score = (position: CanfieldPosition) => position.foundations.reduce((a, b) => a + b, 0) - 2 * position.reserve.length;

  return {
    root,
    space: { key, places: limited ? undefined : (position) => wastePlaces(position, draw), moves, play, score, won: allHome },
  };
}

/**
 * A test of whether a Canfield position cannot be won even if every card of the stock and the
 * reserve were at hand at any time. A card of a tableau pile leaves it only for its foundation or
 * along with the whole pile, the cards above it still above, so it goes home only after every card
 * now above it has: a card lying above a card of its suit that goes home before it (as a pile wraps
 * past the base rank: base Seven, the Six of spades above the Eight) never goes home, nor does any
 * card that waits for it.
 */
function canfieldBlockCheck(base: number): (position: CanfieldPosition) => boolean {
  /** Each card's pile, or -1 for a card at hand (in the stock, the waste, the reserve or home). */
  const pileOf = new Int8Array(52);
  /** Each pile's top card once the cards above have gone home: its place in the pile. */
  const tops = new Int8Array(4);
  /** The cards of each suit that can go home. */
  const homeable = new Int8Array(4);
  return ({ columns, foundations }) => {
    pileOf.fill(-1);
    for (let i = 0; i < 4; i++) {
      for (const card of columns[i]) pileOf[card] = i;
      tops[i] = columns[i].length - 1;
    }
    homeable.set(foundations);
    for (let changed = true; changed;) {
      changed = false;
      for (let suit = 0; suit < 4; suit++)
        while (homeable[suit] < 13) {
          // The suit's next card, of the rank `homeable` above the base.
          const card = suit * 13 + ((base - 1 + homeable[suit]) % 13);
          const pile = pileOf[card];
          if (pile >= 0) {
            if (columns[pile][tops[pile]] !== card) break;
            tops[pile]--;
          }
          homeable[suit]++;
          changed = true;
        }
    }
    return homeable.some((n) => n < 13);
  };
}

// ---------------------------------------------------------------------------------------------
// From solver steps back to the engine's moves

/** The draws (and turning over) that bring the card at `at` of the row to the waste top. */
function drawsTo(state: StockState, at: number, turn: boolean): Move[] {
  const moves: Move[] = [];
  const length = state.piles.waste.length + state.piles.stock.length;
  let waste = state.piles.waste.length;
  const drawOne = () => {
    moves.push({ ...DRAW });
    waste = Math.min(waste + state.options.draw, length);
  };
  if (turn) {
    while (waste < length) drawOne();
    moves.push({ ...TURN_OVER });
    waste = 0;
  }
  while (waste < at) drawOne();
  if (waste !== at) throw new Error(`The solver cannot draw to card ${at} of the stock`);
  return moves;
}

/** The engine's moves for one solver step in `state`. */
export function engineMoves(state: StockState, move: StockStep): Move[] {
  const { piles } = state;
  if (move.from === CYCLE) {
    const moves = drawsTo(state, piles.waste.length + piles.stock.length, false);
    return [...moves, { ...TURN_OVER }];
  }
  let moves: Move[] = [];
  let from: PileId;
  let card: Card;
  if (move.from === COLUMN) {
    from = `tableau-${move.at + 1}`;
    card = piles[from][piles[from].length - move.count];
  } else if (move.from === TALON) {
    moves = drawsTo(state, move.at, move.turn);
    from = 'waste';
    card = [...piles.waste, ...piles.stock.slice().reverse()][move.at - 1];
  } else if (move.from === RESERVE) {
    from = 'reserve';
    card = piles.reserve[piles.reserve.length - 1];
  } else {
    from = foundationOf(state, SUIT_NAMES[move.at])!;
    card = piles[from][piles[from].length - 1];
  }
  const to = move.to === TO_FOUNDATION ? (foundationOf(state, card.suit) ?? foundationOf(state, undefined)!) : `tableau-${move.to + 1}`;
  moves.push(move.count === 1 ? { from, to } : { from, to, count: move.count });
  return moves;
}

/** The foundation of `suit`, or with no suit the first empty one. */
function foundationOf(state: StockState, suit: Card['suit'] | undefined): PileId | undefined {
  return ['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4'].find((id) => state.piles[id][0]?.suit === suit);
}

// ---------------------------------------------------------------------------------------------
// Seeing that a Klondike position is lost

/** The two cards each card can be laid on in a column (the next rank, the other colour), two by card; none for Kings. */
const HOSTS = new Int8Array(104).map((_, at) => {
  const card = at >> 1;
  return rankOf(card) === 13 ? -1 : OTHER_COLOUR[suitOf(card)][at & 1] * 13 + rankOf(card);
});

/**
 * A test of whether a Klondike position cannot be won even in an easier game, in which a card of
 * the row can be drawn at any time once drawing can bring it to the top (drawing three, the third
 * cards only, until some card of the row leaves it), and a card goes wherever it may without
 * waiting for anything else. There a card leaves its column once every card above it has left
 * (or lies on it in a run, to move along with it) and it can go home (its suit's lower cards
 * can), onto a card of the next rank and the other colour that lies in a column (at the top of
 * one, or laid there from the row, or from its foundation when that is allowed, in the same way),
 * or to an empty column (a King), once some column is empty or every card of one can leave it.
 * A card of a run lies on top (to go home, or to take a card) only once the card on it has left
 * it: gone home from the top, or laid elsewhere with the cards above it; cards that moved along
 * with it still cover it. If some card can never go home in that game, it cannot in Klondike
 * either. The usual case: a card lying above both cards it could go onto and a lower card of its
 * own suit; or a King lying on a card that is needed while every other column holds a card that
 * can never leave it; or a card whose only way out is a card covered by one that can go nowhere
 * itself; or, drawing three, a card the game needs lying in the row where drawing cannot reach
 * it, under cards that can go nowhere.
 */
function klondikeBlockCheck(foundationReturn: boolean, rules: StockRules): (position: KlondikePosition, picks: Pick[]) => boolean {
  /** The height of each column's lowest card that every card above has left. */
  const lowest = new Int8Array(7);
  /** The cards of each suit that can go home. */
  const homeable = new Int8Array(4);
  /** Cards of the row (or, when they may come back, of the foundations) that can be laid in a column. */
  const laid = new Uint8Array(52);
  /** Cards of the row that drawing can bring to the top, now or once a card before them has left. */
  const drawable = new Uint8Array(52);
  /**
   * Of each card in a column, whether it can come to lie on top: a card face down once every card
   * above it has left its column (see `lowest`), a card face up once the card on it has left it
   * (see `freeRun`).
   */
  const uncovered = new Uint8Array(52);
  /** The cards that may be laid in a column from outside one: those of the row, then (when they may come back) those home. */
  const outsideCards = new Int8Array(52);
  /** The face-down cards of each column, of the position checked. */
  let down: readonly number[] = [];
  const onTop = (card: number) => uncovered[card] === 1;
  const canGoHome = (card: number) => homeable[suitOf(card)] >= rankOf(card) - 1;
  const playable = (card: number) => drawable[card] === 1 || onTop(card);
  const canGoOnto = (card: number) => onTop(card) || laid[card] === 1;
  /**
   * Whether `card` could go onto a card of the next rank and the other colour, or, a King, to an
   * empty column. The first column to empty cannot wait for a King to move into an empty column.
   */
  const canBeLaid = (card: number) => {
    if (rankOf(card) === 13) {
      for (let i = 0; i < 7; i++) if (lowest[i] < 0) return true;
      return false;
    }
    return canGoOnto(HOSTS[2 * card]) || canGoOnto(HOSTS[2 * card + 1]);
  };
  /** Marks a column's lowest card uncovered when it lies face down (freeRun marks those face up). */
  const uncoverLowest = (column: readonly number[], i: number) => {
    if (lowest[i] >= 0 && lowest[i] < down[i]) uncovered[column[lowest[i]]] = 1;
  };
  function canLeave(column: readonly number[], i: number): boolean {
    const card = column[lowest[i]];
    // Klondike's face-up cards lie in one run: a card on the card beneath moves along with it.
    const onRun = lowest[i] > down[i] && klondikeFits(card, column[lowest[i] - 1]);
    return onRun || (canGoHome(card) && onTop(card)) || canBeLaid(card);
  }
  /**
   * Marks the cards of a column's run that can come to lie on top. A card leaves the one beneath
   * it either home, once it lies on top itself, or laid elsewhere with the cards above it; cards
   * that only ride along with a lower card (canLeave's run) leave the cards beneath them covered.
   */
  function freeRun(column: readonly number[], i: number): boolean {
    let changed = false;
    for (let k = column.length - 1; k >= down[i]; k--) {
      if (uncovered[column[k]]) continue;
      const above = column[k + 1];
      if (above !== undefined && !canBeLaid(above) && !(onTop(above) && canGoHome(above))) continue;
      uncovered[column[k]] = 1;
      changed = true;
    }
    return changed;
  }
  /** `picks`: the places in the row that drawing can bring to the top now (talonPicks). */
  return (position, picks) => {
    const { columns, talon } = position;
    down = position.down;
    uncovered.fill(0);
    for (let i = 0; i < 7; i++) {
      lowest[i] = columns[i].length - 1;
      uncoverLowest(columns[i], i);
    }
    homeable.set(position.foundations);
    let outside = 0;
    for (const card of talon) outsideCards[outside++] = card;
    if (foundationReturn)
      for (let suit = 0; suit < 4; suit++)
        for (let rank = 0; rank < position.foundations[suit]; rank++) outsideCards[outside++] = suit * 13 + rank;
    laid.fill(0);
    drawable.fill(0);
    let changed = true;
    let unreached = talon.length;
    const reach = (card: number) => {
      if (drawable[card]) return;
      drawable[card] = 1;
      unreached--;
      changed = true;
    };
    // Shuffled anew, any card of the row may come to the top.
    if (rules.shuffled && mayTurnOver(position, rules)) talon.forEach(reach);
    else for (const { at } of picks) reach(talon[at - 1]);
    while (changed) {
      changed = false;
      // The first card that can leave the row shows the card before it on the waste, and moves
      // every card after it one place nearer the top: in the easier game, all of them come within reach.
      for (let at = 0; unreached && at < talon.length; at++) {
        const card = talon[at];
        if (!drawable[card] || (!canGoHome(card) && !canBeLaid(card))) continue;
        for (let other = Math.max(at - 1, 0); other < talon.length; other++) reach(talon[other]);
        break;
      }
      for (let at = 0; at < outside; at++) {
        const card = outsideCards[at];
        // A card of the row once drawing can bring it to the top; a card home at any time.
        if (!laid[card] && (at >= talon.length || drawable[card]) && canBeLaid(card)) {
          laid[card] = 1;
          changed = true;
        }
      }
      for (let suit = 0; suit < 4; suit++)
        while (homeable[suit] < 13 && playable(suit * 13 + homeable[suit])) {
          homeable[suit]++;
          changed = true;
        }
      // Every card can go home: nothing is blocked, whatever else the rounds would find.
      if (homeable[0] + homeable[1] + homeable[2] + homeable[3] === 52) return false;
      for (let i = 0; i < 7; i++) if (freeRun(columns[i], i)) changed = true;
      for (let i = 0; i < 7; i++)
        while (lowest[i] >= 0 && canLeave(columns[i], i)) {
          lowest[i]--;
          uncoverLowest(columns[i], i);
          changed = true;
        }
    }
    return homeable.some((n) => n < 13);
  };
}
