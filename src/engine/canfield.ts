import { isRed, topCard, turned, type Card } from './cards.js';
import {
  COMMON,
  bestMove,
  cardMove,
  perState,
  playChecked,
  checkSeed,
  pileIds,
  readCardMove,
  readOptions,
  refusals,
  withPiles,
  type AutoFoundation,
  type Refusal,
  type Game,
  type Move,
  type OptionSpec,
  type PileId,
  type Status,
} from './game.js';
import { shuffledPack } from './random.js';
import {
  DRAW,
  STOCK,
  TURN_OVER,
  autoFoundationMove,
  drawn,
  needs,
  passesSpec,
  someWasteTopPlays,
  stockRefusal,
  turnedOver,
  type StockState,
} from './stock.js';

/** Canfield's options: the attributes, camelCased (docs/rules.md). */
export interface CanfieldOptions {
  draw: 1 | 3;
  passes: number | 'unlimited';
  scoring: 'casino' | 'none';
}

/** A Canfield position. */
export interface CanfieldState extends StockState {
  game: 'canfield';
  options: CanfieldOptions;
}

export const CANFIELD_FOUNDATIONS = pileIds('foundation', 4);
export const CANFIELD_TABLEAU = pileIds('tableau', 4);
const ALL_PILES = ['stock', 'waste', 'reserve', ...CANFIELD_FOUNDATIONS, ...CANFIELD_TABLEAU];
const SOURCES = ['reserve', 'waste', ...CANFIELD_TABLEAU];
const DESTINATIONS = [...CANFIELD_FOUNDATIONS, ...CANFIELD_TABLEAU];
/** The casino's figures: a $50 buy-in, $5 back a card, $500 for all 52. */
const BUY_IN = 50;
const PER_CARD = 5;
const WON_SCORE = 500 - BUY_IN;

const isFoundation = (pile: PileId) => pile.startsWith('foundation-');
const isTableau = (pile: PileId) => pile.startsWith('tableau-');

/** The rank above `rank`, wrapping from King to Ace. */
const above = (rank: number) => (rank % 13) + 1;

/** The base rank of the foundations: the rank of the card dealt to `foundation-1`. */
export const baseRank = (state: CanfieldState): number => state.piles['foundation-1'][0].rank;

/** A rank counted from the base: the base card is 1, the card after it 2 … */
const fromBase = (rank: number, base: number) => ((rank - base + 13) % 13) + 1;

/** Canfield's options. */
const OPTION_SPECS: Record<string, OptionSpec> = {
  draw: { type: 'number', values: [1, 3], default: 3 },
  passes: passesSpec('unlimited'),
  scoring: { type: 'string', values: ['casino', 'none'], default: 'casino' },
};

function deal(seed: number, options?: Partial<CanfieldOptions>): CanfieldState {
  checkSeed(seed);
  const opts = readOptions<CanfieldOptions>('canfield', options, OPTION_SPECS);
  const { pack, rng } = shuffledPack(seed);
  const piles: Record<PileId, Card[]> = Object.fromEntries(ALL_PILES.map((id) => [id, [] as Card[]]));
  piles.reserve = pack.slice(0, 13).map((card, i) => turned(card, i === 12));
  piles['foundation-1'] = [turned(pack[13], true)];
  CANFIELD_TABLEAU.forEach((id, i) => (piles[id] = [turned(pack[14 + i], true)]));
  piles.stock = pack.slice(18).reverse();
  const score = opts.scoring === 'casino' ? -BUY_IN + PER_CARD : 0;
  return { game: 'canfield', seed, options: opts, piles, score, rng, redeals: 0 };
}

/** Why `card` cannot go on the foundation `pile`, or null when it can. */
function foundationRefusal(state: CanfieldState, card: Card, pile: Card[]): Refusal | null {
  const base = baseRank(state);
  const top = topCard(pile);
  if (!top) return card.rank === base ? null : CANFIELD.buildsFrom({ rank: base });
  if (pile.length === 13) return STOCK.foundationComplete();
  if (card.suit === top.suit && card.rank === above(top.rank)) return null;
  return STOCK.nextOnFoundation({ rank: above(top.rank), suit: top.suit });
}

/** Why `card` cannot go on the tableau pile `pile` (not empty), or null when it can. */
function tableauRefusal(card: Card, pile: Card[]): Refusal | null {
  const top = topCard(pile)!;
  if (above(card.rank) === top.rank && isRed(card) !== isRed(top)) return null;
  return needs(card, above(card.rank));
}

/** Canfield's own refusals. */
const CANFIELD = refusals({
  buildsFrom: 'This foundation builds up from {rank}',
  wholePiles: 'Only whole piles move between columns',
  reserveFills: 'The reserve fills empty columns',
  emptyFromWaste: 'An empty column takes only the top card of the waste',
  nothingOnReserve: 'Nothing goes onto the reserve',
});

/** Why `move` is not legal in `state`, or null when it is. Never throws. */
function refusal(state: CanfieldState, move: unknown): Refusal | null {
  const read = readCardMove(move, state.piles);
  if ('code' in read) return read;
  const { from, to, count } = read;
  const stockReason = stockRefusal(state, from, to, count);
  if (stockReason !== undefined) return stockReason;
  if (to === 'reserve') return CANFIELD.nothingOnReserve();
  if (from === to) return COMMON.alreadyThere();
  if (isFoundation(from)) return STOCK.foundationStays();
  const source = state.piles[from];
  if (!source.length) return COMMON.noCard();
  if (count > source.length) return COMMON.notThatMany();
  if (count > 1 && !isTableau(from)) return COMMON.topOnly();
  const card = source[source.length - count];
  const target = state.piles[to];
  if (isFoundation(to)) return count > 1 ? STOCK.oneToFoundation() : foundationRefusal(state, card, target);
  if (isTableau(from) && count !== source.length) return CANFIELD.wholePiles();
  if (!target.length) {
    if (state.piles.reserve.length) return CANFIELD.reserveFills();
    return from === 'waste' ? null : CANFIELD.emptyFromWaste();
  }
  return tableauRefusal(card, target);
}

/** Applies a card move already known to be legal, filling an emptied column from the reserve. */
function apply(state: CanfieldState, from: PileId, to: PileId, count: number): CanfieldState {
  if (from === 'stock') return drawn(state);
  if (to === 'stock') return turnedOver(state);
  const piles = withPiles(state.piles, {
    [from]: state.piles[from].slice(0, -count),
    [to]: [...state.piles[to], ...state.piles[from].slice(-count)],
  });
  // The reserve fills an emptied column at once, as part of this move.
  if (isTableau(from) && !piles[from].length && piles.reserve.length) {
    piles[from] = piles.reserve.slice(-1);
    piles.reserve = piles.reserve.slice(0, -1);
  }
  const reserveTop = topCard(piles.reserve);
  if (reserveTop && !reserveTop.faceUp) piles.reserve = [...piles.reserve.slice(0, -1), turned(reserveTop, true)];
  let score = state.score;
  if (state.options.scoring === 'casino' && isFoundation(to)) {
    const onFoundations = CANFIELD_FOUNDATIONS.reduce((n, id) => n + piles[id].length, 0);
    score = onFoundations === 52 ? WON_SCORE : score + PER_CARD;
  }
  return { ...state, piles, score };
}

/** Every card move from `from` that is legal now. */
function cardMovesFrom(state: CanfieldState, from: PileId): Move[] {
  const moves: Move[] = [];
  const length = state.piles[from].length;
  if (!length) return moves;
  // From a column: its top card to a foundation, or the whole pile to another column.
  const counts = isTableau(from) && length > 1 ? [1, length] : [1];
  for (const count of counts)
    for (const to of DESTINATIONS) if (refusal(state, cardMove(from, to, count)) === null) moves.push(cardMove(from, to, count));
  return moves;
}

const foundationCount = (state: CanfieldState) => CANFIELD_FOUNDATIONS.reduce((n, id) => n + state.piles[id].length, 0);

const status = perState((state: CanfieldState): Status => {
  if (foundationCount(state) === 52) return 'won';
  if (SOURCES.some((from) => cardMovesFrom(state, from).length)) return 'playing';
  return someWasteTopPlays(state, (position) => cardMovesFrom(position, 'waste').length > 0) ? 'playing' : 'lost';
});

function play(state: CanfieldState, move: Move): CanfieldState {
  return playChecked(state, move, status(state), refusal, apply);
}

function moves(state: CanfieldState): Move[] {
  if (status(state) !== 'playing') return [];
  const moves: Move[] = [];
  for (const move of [DRAW, TURN_OVER]) if (refusal(state, move) === null) moves.push({ ...move });
  for (const from of SOURCES) moves.push(...cardMovesFrom(state, from));
  return moves;
}

function autoMove(state: CanfieldState, mode: AutoFoundation): Move | null {
  if (mode === 'off' || status(state) !== 'playing') return null;
  const base = baseRank(state);
  const fits = (from: PileId, to: PileId) => refusal(state, { from, to }) === null;
  return autoFoundationMove(state, mode, SOURCES, CANFIELD_FOUNDATIONS, (card) => fromBase(card.rank, base), fits);
}

/** Ranks a move for hints: foundations, then freeing the reserve, then the waste, then columns. */
function hintValue(state: CanfieldState, move: Move): number {
  if (!('from' in move)) return 0;
  const { from, to } = move;
  if (from === 'stock' || to === 'stock') return 1;
  if (isFoundation(to)) return 6;
  if (from === 'reserve') return 5;
  if (from === 'waste') return 4;
  // A whole column moved lets the reserve fill its place; with no reserve it only opens a gap.
  return state.piles.reserve.length ? 3 : 2;
}

function hint(state: CanfieldState): Move | null {
  return bestMove(moves(state), (move) => hintValue(state, move));
}

/** Canfield: a 13-card reserve, four columns, foundations from the base rank, wrapping. */
export const canfield: Game<CanfieldState, CanfieldOptions> = {
  name: 'canfield',
  optionSpecs: OPTION_SPECS,
  deal,
  moves,
  play,
  status,
  autoMove,
  hint,
};
