// Solves a position with every card known ("thoughtful" solitaire, as published win rates are
// counted): a line that wins, a proof that none does, or "unknown" when the budget runs out.
import { cardCode, type Card } from './cards.js';
import type { BaseState, Game, Move } from './game.js';
import { gameNamed } from './games.js';
import { bestFirst, type SearchSpace } from './search.js';
import { canfieldSpace, engineMoves, klondikeSpace } from './solver-stock.js';
import type { KlondikeState } from './klondike.js';
import type { CanfieldState } from './canfield.js';
import { cloudIds, RAYS, ACES, KINGS, type SunState } from './sun.js';

/** How long the solver may look: the positions it may visit before it answers 'unknown'. */
export interface SolveOptions {
  maxNodes?: number;
}

/** The solver's answer. `moves`, played from the state, win; `nodes` counts positions visited. */
export type SolveResult = { result: 'won'; moves: Move[]; nodes: number } | { result: 'lost' | 'unknown'; nodes: number };

/** The budget when none is given: a fraction of a second for most deals. */
export const DEFAULT_MAX_NODES = 200_000;

/**
 * Whether `state` can still be won, with a winning line when it can. 'lost' is a proof: every
 * position reachable was searched. Clock needs no search, its one move at a time is forced.
 */
export function solve(state: BaseState, options: SolveOptions = {}): SolveResult {
  const game = gameNamed(state?.game);
  const maxNodes = options.maxNodes ?? DEFAULT_MAX_NODES;
  if (!Number.isInteger(maxNodes) || maxNodes < 1) throw new RangeError(`maxNodes must be a positive integer, not ${maxNodes}`);
  const status = game.status(state);
  if (status !== 'playing') return status === 'won' ? { result: 'won', moves: [], nodes: 0 } : { result: 'lost', nodes: 0 };
  if (state.game === 'klondike') {
    const klondikeState = state as KlondikeState;
    // A focused search first, for wins; the full search for what it leaves, with what is left.
    const first = solveIn(game, klondikeState, klondikeSpace(klondikeState, true), Math.ceil(maxNodes / 2), engineMoves);
    if (first.result === 'won') return first;
    const full = solveIn(game, klondikeState, klondikeSpace(klondikeState), maxNodes - first.nodes, engineMoves);
    return { ...full, nodes: first.nodes + full.nodes };
  }
  if (state.game === 'canfield') {
    const canfieldState = state as CanfieldState;
    return solveIn(game, canfieldState, canfieldSpace(canfieldState), maxNodes, engineMoves);
  }
  const text = state.game === 'sun' ? sunKey : (position: BaseState) => JSON.stringify(position);
  const space: SearchSpace<BaseState, Move> = {
    key: (position, print) => print.addText((text as (position: BaseState) => string)(position)),
    won: (position) => game.status(position) === 'won',
    moves: (position) => game.moves(position),
    play: (position, move) => game.play(position, move),
    score: (position) => position.score,
  };
  return solveIn(game, state, { space, root: state }, maxNodes, (_, move) => [move]);
}

/** Searches, then turns the solver's line into the engine's moves and checks that they win. */
function solveIn<P, M, S extends BaseState>(
  game: Game<BaseState>,
  state: S,
  { space, root }: { space: SearchSpace<P, M>; root: P },
  maxNodes: number,
  toMoves: (state: S, step: M) => Move[],
): SolveResult {
  const found = bestFirst(space, root, maxNodes);
  if (found.result !== 'won') return found;
  const moves: Move[] = [];
  let position = state;
  for (const step of found.line)
    for (const move of toMoves(position, step)) {
      moves.push(move);
      position = game.play(position, move) as S;
    }
  if (game.status(position) !== 'won') throw new Error('The solver found a line that does not win');
  return { result: 'won', moves, nodes: found.nodes };
}

const pileCodes = (pile: readonly Card[]) => pile.map(cardCode).join('');

/** A Sun position's key: the bases of a row may be swapped, so each row is read as a set. */
function sunKey(state: SunState): string {
  const { piles } = state;
  let text = `${state.phase}.${state.pointer}.${state.scattered}.${state.windBlown ? 1 : 0}`;
  for (const id of [...RAYS, ...cloudIds(state)]) text += `|${pileCodes(piles[id])}`;
  for (const row of [ACES, KINGS]) {
    const tops = row.map((id) => (piles[id].length ? cardCode(piles[id][piles[id].length - 1]) : '')).sort();
    text += `|${tops.join(',')}`;
  }
  return text;
}
