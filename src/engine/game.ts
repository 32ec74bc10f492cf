import type { Card } from './cards.js';
import { COMMON, IllegalMoveError, type Refusal } from './refusal.js';

export { COMMON, IllegalMoveError, englishReason, refusals, type Refusal, type RefusalParams } from './refusal.js';

/** A pile's id, such as `tableau-3` (docs/engine.md lists each game's). */
export type PileId = string;

/** Cards moving from the top of one pile to another (`count` defaults to 1; Sun adds `index`). */
export interface CardMove {
  from: PileId;
  to: PileId;
  count?: number;
  index?: number;
}

/** Sun's procedure step: the next arc, ray, scatter or the wind. */
export interface AdvanceMove {
  action: 'advance';
}

/** Anything a player can do. */
export type Move = CardMove | AdvanceMove;

/** Where a game stands. */
export type Status = 'playing' | 'won' | 'lost';

/** The names of the games. */
export type GameName = 'klondike' | 'clock' | 'canfield' | 'sun';

/** What every game's state holds: plain JSON, the generator's position included. */
export interface BaseState {
  game: GameName;
  seed: number;
  options: object;
  piles: Record<PileId, Card[]>;
  score: number;
  /** The deal generator's state after every call made so far (docs/engine.md, "Deal numbers", step 5). */
  rng: number;
}

/** How eagerly the element sends cards to the foundations by itself. */
export type AutoFoundation = 'off' | 'safe' | 'all';

/** A game: pure functions over plain states (variants are options, never subclasses). */
export interface Game<S extends BaseState = BaseState, O extends object = object> {
  readonly name: GameName;
  /** Its options, each with its default and the values it accepts: what `deal` reads and an element's attributes offer. */
  readonly optionSpecs: Readonly<Record<string, OptionSpec>>;
  /** The initial state of deal `seed`. */
  deal(seed: number, options?: Partial<O>): S;
  /** Every legal move now, without duplicates; `[]` once the game is over. */
  moves(state: S): Move[];
  /** The state after `move`; throws `IllegalMoveError` when the move is not legal now. */
  play(state: S, move: Move): S;
  /** Whether the game goes on, was won or can no longer be won. */
  status(state: S): Status;
  /** The foundation move the element should make by itself under `mode`, or null. */
  autoMove(state: S, mode: AutoFoundation): Move | null;
  /** A good next move, or null when there is none. */
  hint(state: S): Move | null;
}

/** The refusal of every move once a game has ended. */
export const GAME_OVER = COMMON.gameOver();

/** Throws unless `seed` is a deal number: an integer from 0 to 4294967295. */
export function checkSeed(seed: unknown): asserts seed is number {
  if (typeof seed !== 'number') throw new TypeError(`seed must be a number, not ${typeof seed}`);
  if (!Number.isInteger(seed) || seed < 0 || seed > 0xffffffff)
    throw new RangeError(`seed must be an integer from 0 to 4294967295, not ${seed}`);
}

/** One option: its default and the values it accepts. */
export interface OptionSpec {
  type: 'number' | 'string' | 'boolean' | 'passes';
  values?: readonly unknown[];
  default: unknown;
  /**
   * The check of an option whose values are not of one type (passes: a count or 'unlimited'),
   * throwing as `readOptions` does; it lives with the games that have the option.
   */
  check?(game: string, value: unknown): void;
}

/** Whether `value` is one `spec` accepts: a value `readOptions` reads without throwing. */
export function optionFits(spec: OptionSpec, value: unknown): boolean {
  try {
    readOptions('', { value }, { value: spec });
    return true;
  } catch {
    return false;
  }
}

/**
 * An object literal or `Object.create(null)`, from this realm or another (an iframe's objects have
 * their own Object.prototype, whose own prototype is null all the same).
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value);
  return proto === null || Object.getPrototypeOf(proto) === null;
}

/**
 * Reads a game's options against its specs, filling in defaults. Throws a TypeError for an
 * unknown key or a value of the wrong type, a RangeError for a value out of range.
 */
export function readOptions<O>(game: string, options: unknown, specs: Record<string, OptionSpec>): O {
  if (options === undefined) options = {};
  if (!isPlainObject(options)) throw new TypeError(`${game} options must be a plain object`);
  const out: Record<string, unknown> = {};
  for (const key of Object.keys(options)) if (!Object.hasOwn(specs, key)) throw new TypeError(`${game} has no option "${key}"`);
  for (const [key, spec] of Object.entries(specs)) {
    const value = options[key];
    if (value === undefined) {
      out[key] = spec.default;
      continue;
    }
    if (spec.check) spec.check(game, value);
    else {
      if (typeof value !== spec.type) throw new TypeError(`${game} option ${key} must be a ${spec.type}`);
      if (spec.values && !spec.values.includes(value))
        throw new RangeError(`${game} option ${key} must be one of ${spec.values.join(', ')}, not ${String(value)}`);
    }
    out[key] = value;
  }
  return out as O;
}

/** The default count of a card move, read strictly; a refusal when the move's shape is wrong. */
export function readCardMove(
  move: unknown,
  piles: Record<PileId, unknown>,
  allowIndex = false,
): { from: PileId; to: PileId; count: number; index?: number } | Refusal {
  if (!isPlainObject(move)) return COMMON.notAMove();
  const allowed = allowIndex ? ['from', 'to', 'count', 'index'] : ['from', 'to', 'count'];
  if (Object.keys(move).some((key) => !allowed.includes(key))) return COMMON.notAMove();
  const { from, to, count = 1, index } = move;
  if (typeof from !== 'string' || typeof to !== 'string') return COMMON.notAMove();
  for (const pile of [from, to]) if (!Object.hasOwn(piles, pile)) return COMMON.noPile({ pile });
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1) return COMMON.notCount();
  if (index !== undefined && (typeof index !== 'number' || !Number.isInteger(index) || index < 0)) return COMMON.notPosition();
  return { from, to, count, index: index as number | undefined };
}

/**
 * Whether two moves are the same move: the same piles, count (no count is one) and position, or
 * both Sun's advance. Key order and an explicit `count: 1` make no difference.
 */
export function sameMove(a: Move, b: Move): boolean {
  if ('action' in a || 'action' in b) return 'action' in a && 'action' in b && a.action === b.action;
  return a.from === b.from && a.to === b.to && (a.count ?? 1) === (b.count ?? 1) && a.index === b.index;
}

/** A move as `moves()` lists it: `count` only when it is more than one. */
export const cardMove = (from: PileId, to: PileId, count = 1): CardMove => (count === 1 ? { from, to } : { from, to, count });

/** Numbered pile ids: `pileIds('tableau', 7)` is `tableau-1` … `tableau-7`. */
export const pileIds = (prefix: string, n: number): PileId[] => Array.from({ length: n }, (_, i) => `${prefix}-${i + 1}`);

/** A shallow copy of the piles with the named ones replaced: states are never changed in place. */
export const withPiles = (piles: Record<PileId, Card[]>, changes: Record<PileId, Card[]>): Record<PileId, Card[]> => ({
  ...piles,
  ...changes,
});

/** The move of highest value above zero, the first of equals; null when none is worth making. */
export function bestMove(moves: readonly Move[], value: (move: Move) => number): Move | null {
  let best: Move | null = null;
  let bestValue = 0;
  for (const move of moves) {
    const v = value(move);
    if (v > bestValue) [best, bestValue] = [move, v];
  }
  return best;
}

/**
 * Plays a card move once the checks every game makes have passed: the game goes on, and
 * `refusal` has nothing against the move. Throws `IllegalMoveError` otherwise.
 */
export function playChecked<S>(
  state: S,
  move: Move,
  status: Status,
  refusal: (state: S, move: Move) => Refusal | null,
  apply: (state: S, from: PileId, to: PileId, count: number) => S,
): S {
  if (status !== 'playing') throw new IllegalMoveError(GAME_OVER, move);
  const reason = refusal(state, move);
  if (reason !== null) throw new IllegalMoveError(reason, move);
  const { from, to, count = 1 } = move as CardMove;
  return apply(state, from, to, count);
}

/**
 * `compute` remembered for each state it was given. States are never changed in place, so a
 * state's answer never changes: a status that takes a look-ahead is worked out once per state,
 * however often the rules and the table ask.
 */
export function perState<S extends object, R>(compute: (state: S) => R): (state: S) => R {
  const answers = new WeakMap<S, R>();
  return (state) => {
    if (!answers.has(state)) answers.set(state, compute(state));
    return answers.get(state)!;
  };
}
