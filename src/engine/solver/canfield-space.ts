// The solver's Canfield: its positions and moves in the talon model (talon.ts), and its block check.
import type { CanfieldState } from '../canfield.js';
import type { SearchSpace } from './search.js';
import { Fingerprint } from './fingerprint.js';
import {
  isSafeHome,
  cardNumber,
  suitOf,
  rankOf,
  isRedNumber,
  COLUMN,
  TALON,
  RESERVE,
  TO_FOUNDATION,
  step,
  talonOf,
  talonPicks,
  wastePlaces,
  takeFromTalon,
  addColumnUnordered,
  foundationsOf,
  allHome,
  putDown,
  type StockStep,
  type StockRules,
  type StockPosition,
} from './talon.js';

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
