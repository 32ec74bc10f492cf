// The solver's Sun: the engine's rules (sun.ts) over positions of numbered cards in numbered piles.
// It makes the same moves in the same order, and keys positions as the engine's would be keyed, so
// a search visits the very positions it visited over the engine's states (the grades of
// difficulty.ts count them), three to four times as fast: looking piles up by name and copying
// records of thirty named piles took most of the search's time.
import { cloudIds, RAYS, ACES, KINGS, type SunState } from '../sun.js';
import type { Move, PileId } from '../game.js';
import { shuffle } from '../random.js';
import type { Fingerprint } from './fingerprint.js';
import type { SearchSpace } from './search.js';
import { cardNumber, rankOf, suitOf } from './talon.js';

/** Piles by number: the stock, rays 1 … 13, then the bases, aces then kings (the engine's order). */
const STOCK = 0;
const ACES_FROM = 14;
const KINGS_FROM = 18;
const BASES_END = 22;
/** A cloud is named by CLOUD + its place among the clouds. */
const CLOUD = 100;
const PILE_IDS: PileId[] = ['stock', ...RAYS, ...ACES, ...KINGS];

export interface SunPosition {
  /** By pile number: card numbers (talon.ts), bottom first. */
  piles: number[][];
  /** The clouds in the order they formed. */
  clouds: number[][];
  phase: 1 | 2 | 3;
  pointer: number;
  scattered: number;
  windBlown: boolean;
  rng: number;
  score: number;
  onBases: number;
}

/** A move: a card from pile `from` (its `index`, or -1 for the top card named by none) to base `to`; ADVANCE for the procedure's step. */
export interface SunSpaceMove {
  from: number;
  to: number;
  index: number;
}
const ADVANCE: SunSpaceMove = { from: -1, to: -1, index: -1 };

const pileOf = (position: SunPosition, pile: number) => (pile >= CLOUD ? position.clouds[pile - CLOUD] : position.piles[pile]);
const top = (pile: number[]) => pile[pile.length - 1];
const isAcesBase = (base: number) => base < KINGS_FROM;

/** The base of the row beginning at `row` whose first card is of `suit`, or -1. */
function baseOfSuit(position: SunPosition, row: number, suit: number): number {
  for (let base = row; base < row + 4; base++) if (position.piles[base].length && suitOf(position.piles[base][0]) === suit) return base;
  return -1;
}

/** Whether `card` may go on base `base` straight away. */
function fits(position: SunPosition, card: number, base: number): boolean {
  const pile = position.piles[base];
  const aces = isAcesBase(base);
  if (pile.length) return suitOf(card) === suitOf(top(pile)) && rankOf(card) === rankOf(top(pile)) + (aces ? 1 : -1);
  return rankOf(card) === (aces ? 1 : 13) && baseOfSuit(position, aces ? ACES_FROM : KINGS_FROM, suitOf(card)) < 0;
}

/** Calls `visit` for every card a player may move, in the engine's order (sun.ts, `playable`). */
function forPlayable(position: SunPosition, visit: (card: number, from: number, index: number) => void): void {
  const { piles, phase, pointer } = position;
  for (let ray = 1; ray <= 13; ray++) {
    const pile = piles[ray];
    if (phase === 2 && ray === pointer) for (let i = 0; i < pile.length; i++) visit(pile[i], ray, i);
    else if (pile.length) visit(top(pile), ray, -1);
  }
  position.clouds.forEach((pile, c) => {
    if (pile.length) visit(top(pile), CLOUD + c, -1);
    if (pile.length > 1) visit(pile[0], CLOUD + c, 0);
  });
}

/** Adds every move of a playable card straight onto a base; how many. */
function directMoves(position: SunPosition, out: SunSpaceMove[]): number {
  const before = out.length;
  forPlayable(position, (card, from, index) => {
    for (let base = ACES_FROM; base < BASES_END; base++) if (fits(position, card, base)) out.push({ from, to: base, index });
  });
  return out.length - before;
}

/** The base of the other row that holds the suit of base `from`, or -1. */
const partner = (position: SunPosition, from: number) =>
  baseOfSuit(position, isAcesBase(from) ? KINGS_FROM : ACES_FROM, suitOf(position.piles[from][0]));

/** Whether the top card of base `from` may go on base `to`, its partner (the other row's base of its suit). */
function baseToBase(position: SunPosition, from: number, to: number): boolean {
  const pile = position.piles[from];
  return pile.length >= 2 && fits(position, top(pile), to);
}

/** Whether a playable card's suit has bases that meet, and a move between them brings it nearer a fit (sun.ts, `towardsFit`). */
function movesTowardsFit(position: SunPosition): boolean {
  let found = false;
  forPlayable(position, (card) => {
    if (found) return;
    const aces = baseOfSuit(position, ACES_FROM, suitOf(card));
    const kings = baseOfSuit(position, KINGS_FROM, suitOf(card));
    if (aces < 0 || kings < 0) return;
    const acesTop = rankOf(top(position.piles[aces]));
    if (rankOf(top(position.piles[kings])) !== acesTop + 1) return;
    found = rankOf(card) <= acesTop ? baseToBase(position, aces, kings) : baseToBase(position, kings, aces);
  });
  return found;
}

/** The next ray to scatter: the first after the last scattered that holds cards, or 0. */
function nextToScatter(position: SunPosition): number {
  for (let ray = position.scattered + 1; ray <= 13; ray++) if (position.piles[ray].length) return ray;
  return 0;
}

/** Whether the step is legal now, given how many direct moves there are (sun.ts, `advanceStep`). */
function canAdvance(position: SunPosition, direct: number): boolean {
  if (position.phase !== 3 || nextToScatter(position)) return true;
  return !position.windBlown && position.clouds.some((pile) => pile.length) && direct === 0;
}

/** The procedure's next step played (sun.ts, `advance`). */
function advance(position: SunPosition): SunPosition {
  const piles = position.piles.slice();
  if (position.phase === 1) {
    const stock = piles[STOCK];
    if (!stock.length) return { ...position, phase: 2, pointer: 1 };
    for (let ray = 1; ray <= 13; ray++) piles[ray] = [...piles[ray], stock[stock.length - ray]];
    piles[STOCK] = stock.slice(0, -13);
    return { ...position, piles };
  }
  if (position.phase === 2)
    return position.pointer < 13 ? { ...position, pointer: position.pointer + 1 } : { ...position, phase: 3, pointer: 0, scattered: 0 };
  const ray = nextToScatter(position);
  if (ray) {
    // Turned over, the card nearest the sun goes first, one to each ray on the right; the rest is a cloud.
    const packet = piles[ray];
    piles[ray] = [];
    for (let i = 0; i < packet.length && ray + 1 + i <= 13; i++) piles[ray + 1 + i] = [...piles[ray + 1 + i], packet[i]];
    const leftover = packet.slice(13 - ray);
    return { ...position, piles, clouds: leftover.length ? [...position.clouds, leftover] : position.clouds, scattered: ray };
  }
  const { items, rng } = shuffle(position.clouds.flat(), position.rng);
  return { ...position, clouds: [items], rng, windBlown: true };
}

/** The solver's Sun from `state`, and how its moves are the engine's. */
export function sunSpace(state: SunState): { space: SearchSpace<SunPosition, SunSpaceMove>; root: SunPosition } {
  const root: SunPosition = {
    piles: PILE_IDS.map((id) => state.piles[id].map(cardNumber)),
    clouds: cloudIds(state).map((id) => state.piles[id].map(cardNumber)),
    phase: state.phase,
    pointer: state.pointer,
    scattered: state.scattered,
    windBlown: state.windBlown,
    rng: state.rng,
    score: state.score,
    onBases: [...ACES, ...KINGS].reduce((n, id) => n + state.piles[id].length, 0),
  };
  const won = (position: SunPosition) => position.onBases === 104;
  const space: SearchSpace<SunPosition, SunSpaceMove> = {
    key,
    won,
    moves(position) {
      if (won(position)) return [];
      const out: SunSpaceMove[] = [];
      const direct = directMoves(position, out);
      // Lost: the wind has blown and no card of its row can reach a base (sun.ts, `status`).
      if (position.windBlown && direct === 0 && !movesTowardsFit(position)) return [];
      for (let from = ACES_FROM; from < BASES_END; from++)
        if (position.piles[from].length >= 2) {
          const to = partner(position, from);
          if (to >= 0 && baseToBase(position, from, to)) out.push({ from, to, index: -1 });
        }
      if (canAdvance(position, direct)) out.push(ADVANCE);
      return out;
    },
    play(position, step) {
      if (step === ADVANCE) return advance(position);
      const source = pileOf(position, step.from);
      const at = step.index < 0 ? source.length - 1 : step.index;
      const rest = source.slice();
      const [card] = rest.splice(at, 1);
      const piles = position.piles.slice();
      let { clouds } = position;
      if (step.from >= CLOUD) (clouds = clouds.slice())[step.from - CLOUD] = rest;
      else piles[step.from] = rest;
      piles[step.to] = [...piles[step.to], card];
      const fromBase = step.from >= ACES_FROM && step.from < CLOUD;
      return { ...position, piles, clouds, score: position.score + (fromBase ? 0 : 1), onBases: position.onBases + (fromBase ? 0 : 1) };
    },
    score: (position) => position.score,
  };
  return { space, root };
}

/**
 * A position's key: the same numbers in the same order as the engine's states were keyed by (where
 * it stands in the procedure, each ray and cloud's cards in order, each row of bases as the set of
 * its top cards, since the bases of a row may be swapped), so the same positions count as one.
 */
function key(position: SunPosition, print: Fingerprint): void {
  print
    .add(position.phase)
    .add(position.pointer)
    .add(position.scattered)
    .add(position.windBlown ? 1 : 0);
  const addPile = (pile: number[]) => {
    print.add(0);
    for (const card of pile) print.add(card + 1);
  };
  for (let ray = 1; ray <= 13; ray++) addPile(position.piles[ray]);
  position.clouds.forEach(addPile);
  for (const row of [ACES_FROM, KINGS_FROM]) {
    print.add(53);
    const tops = position.piles.slice(row, row + 4).map((pile) => (pile.length ? top(pile) + 1 : 0));
    print.addAll(tops.sort((a, b) => a - b));
  }
}

/** The engine's move for a solver step. */
export function sunMoves(_state: SunState, step: SunSpaceMove): Move[] {
  if (step === ADVANCE) return [{ action: 'advance' }];
  const from = step.from >= CLOUD ? `cloud-${step.from - CLOUD + 1}` : PILE_IDS[step.from];
  const to = PILE_IDS[step.to];
  return [step.index < 0 ? { from, to } : { from, to, index: step.index }];
}
