import type { BaseState, Game, Move } from './game.js';

/** The move that brings more cards into play without a choice: a draw, turning the waste over, Sun's next step. */
const drawMove = <S extends BaseState>(game: Game<S, object>, state: S): Move | null =>
  game.moves(state).find((move) => !('from' in move) || move.from === 'stock' || move.to === 'stock') ?? null;

/**
 * The moves that finish the game from `state` by foundation moves and draws alone (Sun: its
 * steps) — what an auto-complete button may play — or null when they do not finish it. A round
 * of draws that sends nothing up ends the search.
 */
export function finishingMoves<S extends BaseState>(game: Game<S, object>, state: S): Move[] | null {
  const moves: Move[] = [];
  const cards = Object.values(state.piles).reduce((n, pile) => n + pile.length, 0);
  let position = state;
  let idle = 0;
  while (game.status(position) === 'playing' && moves.length < 400) {
    const up = game.autoMove(position, 'all');
    const move = up ?? drawMove(game, position);
    if (!move || (!up && ++idle > cards)) break;
    if (up) idle = 0;
    position = game.play(position, move);
    moves.push(move);
  }
  return game.status(position) === 'won' && moves.length > 0 ? moves : null;
}
