// The solver's Klondike: its positions and moves in the talon model (talon.ts), in three views.
import type { KlondikeState } from '../klondike.js';
import { shuffle } from '../random.js';
import type { SearchSpace } from './search.js';
import { Fingerprint } from './fingerprint.js';
import { klondikeBlockCheck, klondikeFits, type KlondikePosition } from './klondike-block.js';
import {
  OTHER_COLOUR,
  SAME_COLOUR,
  cardNumber,
  suitOf,
  rankOf,
  isRedNumber,
  COLUMN,
  TALON,
  FOUNDATION,
  CYCLE,
  TO_FOUNDATION,
  step,
  talonOf,
  mayTurnOver,
  talonPicks,
  wastePlaces,
  takeFromTalon,
  addColumnUnordered,
  COLUMN_MARK,
  foundationsOf,
  allHome,
  putDown,
  isSafeHome,
  type StockStep,
  type StockRules,
  type IsFree,
  type Pick,
} from './talon.js';

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

/** Whether a view makes each kind of move that may be of no use, where the search finds one. */
interface MovePolicy {
  /** A run whose first card is `card` shifted off `beneath`, to show it. */
  shift(position: KlondikePosition, isFree: IsFree, beneath: number, card: number): boolean;
  /** A column emptied (asked once a position). */
  empty(position: KlondikePosition, picks: Pick[]): boolean;
  /** `card` of the row sent to its foundation. */
  rowHome(position: KlondikePosition, card: number): boolean;
  /** `card` of the row laid on a column. */
  rowDown(position: KlondikePosition, isFree: IsFree, card: number): boolean;
  /** `card` taken back from its foundation. */
  takeBack(position: KlondikePosition, isFree: IsFree, card: number): boolean;
}

/** The solver's Klondike under the options of `state`, as `view` sees it. */
export function klondikeSpace(
  state: KlondikeState,
  view: KlondikeView = 'full',
  /** False only to check the block check itself against a search without it. */
  checkBlocks = true,
): { space: SearchSpace<KlondikePosition, StockStep>; root: KlondikePosition } {
  const { draw, passes, redeal, foundationReturn } = state.options;
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
  const rowMovesPrepare = view === 'lean' && draw === 1 && everyPass;

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
    /** Whether the view empties a column now, and which cards can move now: each worked out once, when first asked. */
    let emptyingWanted: boolean | undefined;
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
          if (policy.shift(position, isFree, column[from - 1], column[from])) shifting.push(move);
        } else if (head > 0) turnUp.push({ step: move, down: head });
        else if ((emptyingWanted ??= policy.empty(position, picks))) emptying.push(move);
      }
    }
    for (const { at, turn } of picks) {
      const card = talon[at - 1];
      if (fitsHome(foundations, card) && policy.rowHome(position, card))
        (at === waste && !turn ? home : fromTalon).push(step(TALON, at, TO_FOUNDATION, 1, turn));
      if (!policy.rowDown(position, isFree, card)) continue;
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
        if (!policy.takeBack(position, isFree, card)) continue;
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

  /** Every move, as the full view makes them. */
  const always = () => true;
  /** The moves that may be of no use, as each view lets them through (see KlondikeView). */
  const policies: Record<KlondikeView, MovePolicy> = {
    full: { shift: always, empty: always, rowHome: always, rowDown: always, takeBack: always },
    lean: {
      shift: shows,
      empty: kingReady,
      rowHome: (position, card) => !rowMovesPrepare || nextHomeReady(position, card),
      rowDown: (_position, isFree, card) => !rowMovesPrepare || takerFree(isFree, card),
      // Not once every lower card is home: all it could serve is a lower card.
      takeBack: (position, isFree, card) =>
        takenBackFor(position, isFree, card) && !position.foundations.every((n) => n >= rankOf(card) - 1),
    },
    focused: {
      shift: (position, _isFree, beneath) => fitsHome(position.foundations, beneath),
      empty: kingWaiting,
      rowHome: always,
      // A card leaves the row for a column only if something could then go onto it.
      rowDown: (position, _isFree, card) => rankOf(card) === 13 || canTake(position, card),
      takeBack: (position, _isFree, card) => canTake(position, card),
    },
  };
  const policy = policies[view];

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
