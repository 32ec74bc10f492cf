// Solves a position with every card known ("thoughtful" solitaire, as published win rates are
// counted): a line that wins, a proof that none does, or "unknown" when the budget runs out.
import type { BaseState, Game, Move } from '../game.js';
import { gameNamed } from '../games.js';
import { bestFirst, depthFirst, type SearchResult, type SearchSpace } from './search.js';
import { canfieldSpace } from './canfield-space.js';
import { engineMoves } from './engine-moves.js';
import { klondikeSpace } from './klondike-space.js';
import { nextRandom } from '../random.js';
import type { KlondikeState } from '../klondike.js';
import type { CanfieldState } from '../canfield.js';
import type { SunState } from '../sun.js';
import { sunMoves, sunSpace } from './sun-space.js';

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
    const [full, lean, focused] = (['full', 'lean', 'focused'] as const).map((view) => klondikeSpace(klondikeState, view));
    return searchInTurns(game, klondikeState, engineMoves, maxNodes, { full, lean, focused });
  }
  if (state.game === 'canfield') {
    const canfieldState = state as CanfieldState;
    return searchInTurns(game, canfieldState, engineMoves, maxNodes, { full: canfieldSpace(canfieldState) });
  }
  if (state.game === 'sun') {
    const sunState = state as SunState;
    return searchInTurns(game, sunState, sunMoves, maxNodes, { full: sunSpace(sunState) });
  }
  const space: SearchSpace<BaseState, Move> = {
    key: (position, print) => print.addText(JSON.stringify(position)),
    won: (position) => game.status(position) === 'won',
    moves: (position) => game.moves(position),
    play: (position, move) => game.play(position, move),
    score: (position) => position.score,
  };
  return searchInTurns(game, state, (_, move: Move) => [move], maxNodes, { full: { space, root: state } });
}

type Space<P, M> = { space: SearchSpace<P, M>; root: P };
/**
 * A game as the searches see it: `full`, every move; `lean`, without moves never needed (for
 * the search that proves a loss); `focused`, without moves rarely of use (for the first search).
 */
type Views<P, M> = { full: Space<P, M>; lean?: Space<P, M>; focused?: Space<P, M> };

/** Of the budget, the share of the best-first search, and of the restarts; the rest is the last search's. */
const BEST_FIRST_SHARE = 0.2;
const RESTARTS_SHARE = 0.2;
/** The positions of one restart: as many short searches as the share allows, since most wins they find are found early. */
const RESTART_NODES = 1000;

/**
 * A position searched three ways in turn, since a deal that is hard for one order of search is
 * often easy for another: a best-first search (of the `focused` view, when there is one); short
 * depth-first searches, each with its moves in a slightly different order, of the full view and
 * the focused one in turn; then one depth-first search of the `lean` view (or the full one) with
 * what is left of the budget, the one search here that proves most losses. The shares and what
 * they were measured against: docs/solver.md.
 */
function searchInTurns<P, M, S extends BaseState>(
  game: Game<BaseState>,
  state: S,
  toMoves: (state: S, step: M) => Move[],
  maxNodes: number,
  { full, lean = full, focused }: Views<P, M>,
): SolveResult {
  const first = solveIn(
    game,
    state,
    focused ?? full,
    (space, root) => bestFirst(space, root, Math.ceil(maxNodes * BEST_FIRST_SHARE)),
    toMoves,
  );
  // A focused search that runs out proves nothing: it left moves out.
  if (first.result === 'won' || (first.result === 'lost' && !focused)) return first;
  let nodes = first.nodes;
  const restarts = Math.floor((maxNodes * RESTARTS_SHARE) / RESTART_NODES);
  let rng = 0x2545f491;
  const random = () => {
    const [value, next] = nextRandom(rng);
    rng = next;
    return value;
  };
  for (let restart = 0; restart < restarts; restart++) {
    // Every other restart searches the focused view: fewer moves, so deeper lines in the budget.
    const view = focused && restart % 2 ? focused : full;
    const tried = solveIn(
      game,
      state,
      view,
      (space, root) => depthFirst(space, root, RESTART_NODES, restart ? random : undefined),
      toMoves,
    );
    nodes += tried.nodes;
    if (tried.result === 'won' || (tried.result === 'lost' && view === full)) return { ...tried, nodes };
  }
  const last = solveIn(game, state, lean, (space, root) => depthFirst(space, root, maxNodes - nodes), toMoves);
  return { ...last, nodes: nodes + last.nodes };
}

/** Searches, then turns the solver's line into the engine's moves and checks that they win. */
function solveIn<P, M, S extends BaseState>(
  game: Game<BaseState>,
  state: S,
  { space, root }: Space<P, M>,
  search: (space: SearchSpace<P, M>, root: P) => SearchResult<M>,
  toMoves: (state: S, step: M) => Move[],
): SolveResult {
  const found = search(space, root);
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
