// Seeing that a Klondike position is lost: a relaxed game in which some card can never go home.
import { isRedNumber, OTHER_COLOUR, suitOf, rankOf, mayTurnOver, type StockRules, type Pick, type StockPosition } from './talon.js';

/** A Klondike position: the columns' face-down cards apart, and the state of the shuffle of the stock. */
export interface KlondikePosition extends StockPosition {
  /** Face-down cards at the bottom of each column. */
  down: number[];
  rng: number;
}

/** Whether `card` may be laid on `top` in a column (or on an empty one, `top` undefined). */
export const klondikeFits = (card: number, top: number | undefined) =>
  top === undefined ? rankOf(card) === 13 : rankOf(top) === rankOf(card) + 1 && isRedNumber(top) !== isRedNumber(card);

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
export function klondikeBlockCheck(foundationReturn: boolean, rules: StockRules): (position: KlondikePosition, picks: Pick[]) => boolean {
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
