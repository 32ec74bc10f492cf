import { turned, type Card } from './cards.js';
import {
  GAME_OVER,
  IllegalMoveError,
  checkSeed,
  pileIds,
  readCardMove,
  readOptions,
  refusals,
  withPiles,
  type BaseState,
  type Refusal,
  type Game,
  type Move,
  type PileId,
  type Status,
} from './game.js';
import { shuffledPack } from './random.js';

/** A Clock position. */
export interface ClockState extends BaseState {
  game: 'clock';
  options: Record<string, never>;
  /** The pile whose top card is the card in hand; null once the fourth King is home. */
  hand: PileId | null;
}

export const HOURS = pileIds('hour', 12);
const PILES = [...HOURS, 'center'];

/** The pile that collects cards of `rank`: Ace to `hour-1` … Queen to `hour-12`, King to `center`. */
export const pileOfRank = (rank: number): PileId => (rank === 13 ? 'center' : `hour-${rank}`);

/** Where a card goes, as a child would say it: "6 o'clock", "the middle". */

function deal(seed: number, options?: object): ClockState {
  checkSeed(seed);
  readOptions('clock', options, {});
  const { pack, rng } = shuffledPack(seed);
  const piles: Record<PileId, Card[]> = Object.fromEntries(PILES.map((id) => [id, [] as Card[]]));
  pack.forEach((card, i) => piles[PILES[i % 13]].push(card));
  // Play starts by turning up the top card of the centre: the first card in hand.
  const center = piles.center;
  center[center.length - 1] = turned(center[center.length - 1], true);
  return { game: 'clock', seed, options: {}, piles, score: 1, rng, hand: 'center' };
}

function status(state: ClockState): Status {
  if (state.hand !== null) return 'playing';
  return Object.values(state.piles).every((pile) => pile.every((card) => card.faceUp)) ? 'won' : 'lost';
}

/** The one legal move: the card in hand to the pile of its rank. */
function handMove(state: ClockState): Move | null {
  const hand = state.hand;
  if (hand === null) return null;
  const card = state.piles[hand][state.piles[hand].length - 1];
  return { from: hand, to: pileOfRank(card.rank) };
}

/** Clock's own refusals. */
const CLOCK = refusals({
  onlyHand: 'Only the card in hand moves: the {rank} of {suit}',
  goesToHour: "A {rank} goes to {hour} o'clock",
  aceGoesToHour: "An {rank} goes to {hour} o'clock",
  kingToMiddle: 'A King goes to the middle',
});

function refusal(state: ClockState, move: unknown): Refusal | null {
  const read = readCardMove(move, state.piles);
  if ('code' in read) return read;
  const { from, to, count } = read;
  const hand = state.hand!;
  const card = state.piles[hand][state.piles[hand].length - 1];
  if (from !== hand || count !== 1) return CLOCK.onlyHand({ rank: card.rank, suit: card.suit });
  const home = pileOfRank(card.rank);
  if (to === home) return null;
  if (card.rank === 13) return CLOCK.kingToMiddle();
  return (card.rank === 1 ? CLOCK.aceGoesToHour : CLOCK.goesToHour)({ rank: card.rank, hour: card.rank });
}

function play(state: ClockState, move: Move): ClockState {
  if (status(state) !== 'playing') throw new IllegalMoveError(GAME_OVER, move);
  const reason = refusal(state, move);
  if (reason !== null) throw new IllegalMoveError(reason, move);
  const { from, to } = move as { from: PileId; to: PileId };
  const piles = withPiles(state.piles, {});
  const card = piles[from][piles[from].length - 1];
  piles[from] = piles[from].slice(0, -1);
  // Tucked face up under its pile; that pile's top face-down card becomes the card in hand.
  const target = [card, ...piles[to]];
  const top = target[target.length - 1];
  const turnsUp = !top.faceUp;
  if (turnsUp) target[target.length - 1] = turned(top, true);
  piles[to] = target;
  return { ...state, piles, hand: turnsUp ? to : null, score: state.score + (turnsUp ? 1 : 0) };
}

function moves(state: ClockState): Move[] {
  const move = handMove(state);
  return move ? [move] : [];
}

/** Clock: thirteen piles as a clock face; the card in hand travels to its hour. Pure luck. */
export const clock: Game<ClockState, Record<string, never>> = {
  name: 'clock',
  optionSpecs: {},
  deal,
  moves,
  play,
  status,
  autoMove: () => null,
  hint: handMove,
};
