// Builds positions from the card notation of the engine ("kh QS": face-down King of hearts under
// a face-up Queen of spades), so tests read like the rules; and plays games the plain way.
import {
  IllegalMoveError,
  canfield,
  clock,
  parseCards,
  klondike,
  sun,
  type Move,
  type SunState,
  type CanfieldOptions,
  type CanfieldState,
  type ClockState,
  type KlondikeOptions,
  type KlondikeState,
  type BaseState,
  type Game,
} from '../../src/engine/index.js';

/** The refusal `game` gives `move` in `state`, which must leave the state as it was. */
export function refusalIn<S extends BaseState>(game: Game<S, object>, state: S, move: unknown): IllegalMoveError {
  const before = JSON.stringify(state);
  try {
    game.play(state, move as Move);
  } catch (error) {
    // Plain checks, not chai's: the element tests import this file too, and would load a second chai.
    if (!(error instanceof IllegalMoveError)) throw error;
    if (JSON.stringify(state) !== before) throw new Error(`the refusal changed the state: ${JSON.stringify(state)}`, { cause: error });
    return error;
  }
  throw new Error('the move was not refused');
}

type Cards = ReturnType<typeof parseCards>;

/**
 * `dealt` with every pile emptied, then the named piles laid as written. A pile the deal does not
 * have is an error, unless `newPiles` allows it (Sun's clouds).
 */
function lay(dealt: { piles: Record<string, Cards> }, piles: Record<string, string>, newPiles = false): Record<string, Cards> {
  const laid = Object.fromEntries(Object.keys(dealt.piles).map((id) => [id, [] as Cards]));
  for (const [id, text] of Object.entries(piles)) {
    if (!(id in laid) && !newPiles) throw new Error(`No pile ${id}`);
    laid[id] = parseCards(text);
  }
  return laid;
}

/** A Klondike position: the named piles as written, every other pile empty. */
export function klondikePosition(
  piles: Record<string, string>,
  options: Partial<KlondikeOptions> = {},
  extra: Partial<KlondikeState> = {},
): KlondikeState {
  const dealt = klondike.deal(0, options);
  return { ...dealt, piles: lay(dealt, piles), score: dealt.options.scoring === 'vegas' ? -52 : 0, ...extra };
}

/** A whole suit on a foundation, Ace to `top`. */
export const suitUpTo = (suit: 'C' | 'D' | 'H' | 'S', top: number) =>
  'A23456789TJQK'
    .slice(0, top)
    .split('')
    .map((rank) => rank + suit)
    .join(' ');

/** A whole suit on a kings base, King down to Ace. */
export const suitDown = (suit: 'C' | 'D' | 'H' | 'S') => suitUpTo(suit, 13).split(' ').reverse().join(' ');

/** Sun's bases all full but the spades' kings base, which each test lays as it needs. */
export const sunBasesBarSpadesDown = {
  'aces-1': suitUpTo('C', 13),
  'aces-2': suitUpTo('D', 13),
  'aces-3': suitUpTo('H', 13),
  'aces-4': suitUpTo('S', 13),
  'kings-1': suitDown('C'),
  'kings-2': suitDown('D'),
  'kings-3': suitDown('H'),
};

/** A Clock position: the named piles as written (others empty), the card in hand on `hand`. */
export function clockPosition(piles: Record<string, string>, hand: string | null, score = 1): ClockState {
  const dealt = clock.deal(0);
  return { ...dealt, piles: lay(dealt, piles), hand, score };
}

/** A Canfield position: the named piles as written (others empty); `foundation-1` defaults to `8S`. */
export function canfieldPosition(
  piles: Record<string, string>,
  options: Partial<CanfieldOptions> = {},
  extra: Partial<CanfieldState> = {},
): CanfieldState {
  const dealt = canfield.deal(0, options);
  return { ...dealt, piles: lay(dealt, { 'foundation-1': '8S', ...piles }), ...extra };
}

/** A Sun position: the named piles as written (others empty, clouds only as named), in `phase`. */
export function sunPosition(piles: Record<string, string>, extra: Partial<SunState> = {}): SunState {
  const dealt = sun.deal(0);
  return { ...dealt, piles: lay(dealt, piles, true), phase: 3, pointer: 0, scattered: 0, windBlown: false, score: 0, ...extra };
}

/**
 * Plays Klondike greedily (foundations first, then the engine's hint) until the game ends; used
 * to find deals that end in a win or a loss (to drive the element to those ends), and positions
 * known to be winnable (to check the solver's block check against).
 */
export function greedyGame(seed: number, options: object): { moves: Move[]; final: KlondikeState } {
  let state = klondike.deal(seed, options);
  const moves: Move[] = [];
  for (let i = 0; i < 400 && klondike.status(state) === 'playing'; i++) {
    const move = klondike.autoMove(state, 'all') ?? klondike.hint(state);
    if (!move) break;
    moves.push(move);
    state = klondike.play(state, move);
  }
  return { moves, final: state };
}

/** The first deal (from seed 0 on) that greedy play ends with `status`, its seed and its game. */
export function firstGreedyGame(status: 'won' | 'lost', options: object = {}): { seed: number; moves: Move[]; final: KlondikeState } {
  for (let seed = 0; seed < 1000; seed++) {
    const game = greedyGame(seed, options);
    if (klondike.status(game.final) === status) return { seed, ...game };
  }
  throw new Error(`no deal that greedy play ends ${status}`);
}
