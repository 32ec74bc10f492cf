import { isRed, topCard, turned, type Card } from './cards.js';
import {
  COMMON,
  perState,
  playChecked,
  bestMove,
  cardMove,
  checkSeed,
  pileIds,
  readCardMove,
  readOptions,
  refusals,
  withPiles,
  type AutoFoundation,
  type Game,
  type Move,
  type OptionSpec,
  type PileId,
  type Refusal,
  type Status,
} from './game.js';
import { shuffle, shuffledPack } from './random.js';
import {
  DRAW,
  STOCK,
  TURN_OVER,
  autoFoundationMove,
  canTurnOver,
  drawn,
  needs,
  passesSpec,
  someWasteTopPlays,
  stockRefusal,
  turnedOver,
  type StockState,
} from './stock.js';

/** Klondike's options: the attributes, camelCased (docs/rules.md). */
export interface KlondikeOptions {
  draw: 1 | 3;
  passes: number | 'unlimited';
  redeal: 'keep' | 'shuffle';
  foundationReturn: boolean;
  scoring: 'standard' | 'vegas' | 'none';
}

/** A Klondike position. */
export interface KlondikeState extends StockState {
  game: 'klondike';
  options: KlondikeOptions;
}

export const FOUNDATIONS = pileIds('foundation', 4);
export const TABLEAU = pileIds('tableau', 7);
const ALL_PILES = ['stock', 'waste', ...FOUNDATIONS, ...TABLEAU];
const SOURCES = ['waste', ...TABLEAU, ...FOUNDATIONS];
const DESTINATIONS = [...FOUNDATIONS, ...TABLEAU];

const isFoundation = (pile: PileId) => pile.startsWith('foundation-');
const isTableau = (pile: PileId) => pile.startsWith('tableau-');

/** Klondike's options; `passes` has no fixed default (see below). */
const OPTION_SPECS: Record<string, OptionSpec> = {
  draw: { type: 'number', values: [1, 3], default: 1 },
  passes: passesSpec(undefined),
  redeal: { type: 'string', values: ['keep', 'shuffle'], default: 'keep' },
  foundationReturn: { type: 'boolean', default: false },
  scoring: { type: 'string', values: ['standard', 'vegas', 'none'], default: 'standard' },
};

function readKlondikeOptions(options: unknown): KlondikeOptions {
  const read = readOptions<KlondikeOptions>('klondike', options, OPTION_SPECS);
  // Vegas deals a limited number of passes unless told otherwise (the Icelandic text's rules).
  read.passes ??= read.scoring === 'vegas' ? read.draw : 'unlimited';
  return read;
}

function deal(seed: number, options?: Partial<KlondikeOptions>): KlondikeState {
  checkSeed(seed);
  const opts = readKlondikeOptions(options);
  const { pack, rng } = shuffledPack(seed);
  const piles: Record<PileId, Card[]> = {};
  for (const id of ALL_PILES) piles[id] = [];
  let next = 0;
  for (let row = 1; row <= 7; row++)
    for (let column = row; column <= 7; column++) piles[`tableau-${column}`].push(turned(pack[next++], column === row));
  // The next card of the pack is the top of the stock: the last element of its array.
  piles.stock = pack.slice(next).reverse();
  return { game: 'klondike', seed, options: opts, piles, score: opts.scoring === 'vegas' ? -52 : 0, rng, redeals: 0 };
}

const foundationCount = (state: KlondikeState) => FOUNDATIONS.reduce((n, id) => n + state.piles[id].length, 0);

/** Klondike's own refusals. */
const KLONDIKE = refusals({
  kingOnlyEmpty: 'A King can only go to an empty column',
  onlyKingEmpty: 'Only a King can go to an empty column',
  foundationToColumn: 'A card from a foundation can only go back to a column',
  runOnly: 'Only a run in alternating colours moves together',
  foundationAce: 'A foundation starts with an Ace',
});

/** Why `cards` cannot go on the foundation `pile`, or null when they can. */
function foundationRefusal(cards: Card[], pile: Card[]): Refusal | null {
  if (cards.length > 1) return STOCK.oneToFoundation();
  const card = cards[0];
  const top = topCard(pile);
  if (!top) return card.rank === 1 ? null : KLONDIKE.foundationAce();
  if (top.rank === 13) return STOCK.foundationComplete();
  if (card.suit === top.suit && card.rank === top.rank + 1) return null;
  return STOCK.nextOnFoundation({ rank: top.rank + 1, suit: top.suit });
}

/** Why `cards` cannot go on the tableau column `pile`, or null when they can. */
function tableauRefusal(cards: Card[], pile: Card[]): Refusal | null {
  const head = cards[0];
  const top = topCard(pile);
  if (!top) return head.rank === 13 ? null : KLONDIKE.onlyKingEmpty();
  if (head.rank === 13) return KLONDIKE.kingOnlyEmpty();
  if (top.faceUp && top.rank === head.rank + 1 && isRed(top) !== isRed(head)) return null;
  return needs(head, head.rank + 1);
}

/** True when each card lies on the one before it, one rank lower in the other colour. */
export const isAlternatingRun = (cards: readonly Card[]): boolean =>
  cards.every((card, i) => i === 0 || (card.rank === cards[i - 1].rank - 1 && isRed(card) !== isRed(cards[i - 1])));

/** Why `move` is not legal in `state`, or null when it is. Never throws. */
function refusal(state: KlondikeState, move: unknown): Refusal | null {
  const read = readCardMove(move, state.piles);
  if ('code' in read) return read;
  const { from, to, count } = read;
  const { piles, options } = state;
  const stockReason = stockRefusal(state, from, to, count);
  if (stockReason !== undefined) return stockReason;
  if (from === to) return COMMON.alreadyThere();
  const source = piles[from];
  if (count > source.length) return source.length ? COMMON.notThatMany() : COMMON.noCard();
  const cards = source.slice(-count);
  if (!cards[0].faceUp) return STOCK.faceDown();
  if (count > 1 && !isTableau(from)) return COMMON.topOnly();
  if (isFoundation(from)) {
    if (!options.foundationReturn) return STOCK.foundationStays();
    if (isFoundation(to)) return KLONDIKE.foundationToColumn();
  }
  if (!isAlternatingRun(cards)) return KLONDIKE.runOnly();
  return isFoundation(to) ? foundationRefusal(cards, piles[to]) : tableauRefusal(cards, piles[to]);
}

/** The points a move earns under standard scoring, before clamping at zero. */
function standardPoints(from: PileId, to: PileId, turnedUp: boolean): number {
  let points = turnedUp ? 5 : 0;
  if (from === 'waste') points += isTableau(to) ? 5 : 10;
  else if (isTableau(from) && isFoundation(to)) points += 10;
  else if (isFoundation(from)) points -= 15;
  return points;
}

/** Applies a move already known to be legal. */
function apply(state: KlondikeState, from: PileId, to: PileId, count: number): KlondikeState {
  const { piles, options } = state;
  const { scoring } = options;
  if (from === 'stock') return drawn(state);
  if (to === 'stock') {
    let { rng } = state;
    let waste = piles.waste;
    if (options.redeal === 'shuffle') ({ items: waste, rng } = shuffle(waste, rng));
    const next = turnedOver({ ...state, rng }, waste);
    if (scoring === 'standard') next.score = Math.max(0, next.score - (options.draw === 1 ? 100 : next.redeals >= 3 ? 20 : 0));
    return next;
  }
  const source = piles[from].slice(0, -count);
  const moved = piles[from].slice(-count);
  const exposed = topCard(source);
  const turnedUp = isTableau(from) && exposed !== undefined && !exposed.faceUp;
  if (turnedUp) source[source.length - 1] = turned(exposed, true);
  let score = state.score;
  if (scoring === 'standard') score = Math.max(0, score + standardPoints(from, to, turnedUp));
  else if (scoring === 'vegas') score += isFoundation(to) ? 5 : isFoundation(from) ? -5 : 0;
  return { ...state, piles: withPiles(piles, { [from]: source, [to]: [...piles[to], ...moved] }), score };
}

/** Every card move (not drawing or turning over) from `from` that is legal now. */
function cardMovesFrom(state: KlondikeState, from: PileId): Move[] {
  const moves: Move[] = [];
  const pile = state.piles[from];
  const maxCount = isTableau(from) ? pile.length : Math.min(1, pile.length);
  for (let count = 1; count <= maxCount; count++)
    for (const to of DESTINATIONS) if (refusal(state, cardMove(from, to, count)) === null) moves.push(cardMove(from, to, count));
  return moves;
}

function legalMoves(state: KlondikeState): Move[] {
  const moves: Move[] = [];
  for (const move of [DRAW, TURN_OVER]) if (refusal(state, move) === null) moves.push({ ...move });
  for (const from of SOURCES) moves.push(...cardMovesFrom(state, from));
  return moves;
}

/** Moving a whole column headed by a King to another empty column changes nothing that matters. */
function isKingShuffle(state: KlondikeState, move: Move): boolean {
  if (!('from' in move) || !isTableau(move.from) || !isTableau(move.to)) return false;
  const pile = state.piles[move.from];
  return (move.count ?? 1) === pile.length && state.piles[move.to].length === 0;
}

const movesSomeCard = (state: KlondikeState, from: PileId) => cardMovesFrom(state, from).some((move) => !isKingShuffle(state, move));

/**
 * Whether any card can still move, now or after drawing and turning over. With `shuffle`, while a
 * turning over is left, any card of the stock or waste may come up, so any that fits counts.
 */
function canStillMove(state: KlondikeState): boolean {
  if (SOURCES.some((from) => movesSomeCard(state, from))) return true;
  const stockAndWaste = [...state.piles.stock, ...state.piles.waste];
  if (state.options.redeal === 'shuffle' && canTurnOver(state))
    return stockAndWaste.some((card) => {
      const candidate = [turned(card, true)];
      return DESTINATIONS.some((to) =>
        isFoundation(to) ? !foundationRefusal(candidate, state.piles[to]) : !tableauRefusal(candidate, state.piles[to]),
      );
    });
  return someWasteTopPlays(state, (position) => movesSomeCard(position, 'waste'));
}

const status = perState((state: KlondikeState): Status => {
  if (foundationCount(state) === 52) return 'won';
  return canStillMove(state) ? 'playing' : 'lost';
});

function play(state: KlondikeState, move: Move): KlondikeState {
  return playChecked(state, move, status(state), refusal, apply);
}

function autoMove(state: KlondikeState, mode: AutoFoundation): Move | null {
  if (mode === 'off' || status(state) !== 'playing') return null;
  const fits = (from: PileId, to: PileId) => refusal(state, { from, to }) === null;
  return autoFoundationMove(state, mode, ['waste', ...TABLEAU], FOUNDATIONS, (card) => card.rank, fits);
}

/** Ranks a move for hints: foundations first, then what turns a card up or empties the waste. */
function hintValue(state: KlondikeState, move: Move): number {
  if (!('from' in move)) return 0;
  const { from, to, count = 1 } = move;
  if (from === 'stock' || to === 'stock') return 1;
  if (isFoundation(from) || isKingShuffle(state, move)) return -1;
  if (isFoundation(to)) return 6;
  const pile = state.piles[from];
  const beneath = pile[pile.length - count - 1];
  if (isTableau(from) && beneath && !beneath.faceUp) return 5;
  if (from === 'waste') return 4;
  // Emptying a column is worth something; shifting a run between two face-up cards is not.
  return beneath ? -1 : 3;
}

function hint(state: KlondikeState): Move | null {
  return bestMove(moves(state), (move) => hintValue(state, move));
}

function moves(state: KlondikeState): Move[] {
  return status(state) === 'playing' ? legalMoves(state) : [];
}

/** Klondike: seven columns, four foundations, a stock dealt one or three at a time. */
export const klondike: Game<KlondikeState, KlondikeOptions> = {
  name: 'klondike',
  optionSpecs: OPTION_SPECS,
  deal,
  moves,
  play,
  status,
  autoMove,
  hint,
};
