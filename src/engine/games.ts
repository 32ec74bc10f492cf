import { IllegalMoveError, type BaseState, type Game, type GameName, type Move } from './game.js';
import { canfield, type CanfieldState } from './canfield.js';
import { clock, type ClockState } from './clock.js';
import { klondike, type KlondikeState } from './klondike.js';
import { sun, type SunState } from './sun.js';

/** The state type of each game, by name. */
export interface GameStates {
  klondike: KlondikeState;
  clock: ClockState;
  canfield: CanfieldState;
  sun: SunState;
}

/** Every game, by the name its states carry (each its own state and options: `any` lets them share one record). */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export const games: Partial<Record<GameName, Game<any, any>>> = { klondike, clock, canfield, sun };

/** Looks a game up by name; a TypeError names an unknown one. */
export function gameNamed(name: unknown): Game<BaseState, object> {
  // Own keys only: `toString` is no game.
  const game = typeof name === 'string' && Object.hasOwn(games, name) ? games[name as GameName] : undefined;
  if (!game) throw new TypeError(`There is no game called "${String(name)}"`);
  return game;
}

/**
 * Plays `moves` from deal `seed` and returns the final state: a site can check a claimed win.
 * Throws like `deal` for a bad seed or option, and `IllegalMoveError` at the first illegal move.
 */
export function replay<N extends GameName>(name: N, seed: number, options: object | undefined, moves: readonly Move[]): GameStates[N] {
  const game = gameNamed(name);
  if (!Array.isArray(moves)) throw new TypeError('moves must be an array');
  let state = game.deal(seed, options);
  for (const move of moves) state = game.play(state, move);
  return state as GameStates[N];
}

export { IllegalMoveError };
