// From the solver's steps back to the engine's moves: the draws a step stands for, then its move.
import type { Card } from '../cards.js';
import type { Move, PileId } from '../game.js';
import { DRAW, TURN_OVER, type StockState } from '../stock.js';
import { SUIT_NAMES, COLUMN, TALON, RESERVE, CYCLE, TO_FOUNDATION, type StockStep } from './talon.js';

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
