// Helpers of the solver tests: positions written by hand, random walks to reach positions a deal
// leads to, and a solve that checks its own answer.
import { expect } from 'chai';
import { games, solve, type BaseState, type Game, type KlondikeState, type Move } from '../../src/engine/index.js';
import { klondikePosition, suitUpTo } from './positions.js';

/** Plays `moves` from `state` with the engine's own rules, which throw at an illegal move. */
export function playFrom(state: BaseState, moves: readonly Move[]): BaseState {
  const game = games[state.game]!;
  return moves.reduce((position, move) => game.play(position, move), state);
}

/** Every card of the pack but those `named` (as written, face up or down), face down: a stock. */
export const stockWithout = (named: string) => {
  const excluded = named.toUpperCase().split(' ');
  return ['C', 'D', 'H', 'S']
    .flatMap((suit) => suitUpTo(suit as 'C', 13).split(' '))
    .filter((card) => !excluded.includes(card))
    .join(' ')
    .toLowerCase();
};

/** A position with hearts home up to the Three, `columns` as written, and every other card in the stock. */
export function heartsToThree(columns: Record<string, string>): KlondikeState {
  const stock = stockWithout(['AH 2H 3H', ...Object.values(columns)].join(' '));
  return klondikePosition({ 'foundation-1': suitUpTo('H', 3), ...columns, stock });
}

/**
 * Plays from `state` by random moves (the same ones each run, from `seed`), two times in three
 * one of the `preferred` moves when there are any, until `stop` holds or the game ends (at most
 * 250 moves): the position where `stop` held and its move number, or null.
 */
export function randomWalk<S extends BaseState>(
  game: Game<S>,
  state: S,
  seed: number,
  preferred: (moves: Move[]) => Move[],
  stop: (state: S) => boolean,
): { state: S; step: number } | null {
  let random = seed;
  for (let step = 0; step < 250 && game.status(state) === 'playing'; step++) {
    if (stop(state)) return { state, step };
    const moves = game.moves(state);
    const choice = preferred(moves);
    random = (random * 1103515245 + 12345) >>> 0;
    state = game.play(state, random % 3 && choice.length ? choice[random % choice.length] : moves[random % moves.length]);
  }
  return null;
}

/** Solves `state` and checks that a 'won' line really wins and that `state` was left alone. */
export function solveAndCheck(state: BaseState, maxNodes: number) {
  const before = JSON.stringify(state);
  const answer = solve(state, { maxNodes });
  expect(JSON.stringify(state)).to.equal(before);
  if (answer.result === 'won') expect(games[state.game]!.status(playFrom(state, answer.moves))).to.equal('won');
  return answer;
}
