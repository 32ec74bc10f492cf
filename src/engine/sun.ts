import { topCard, turned, type Card } from './cards.js';
import {
  COMMON,
  GAME_OVER,
  IllegalMoveError,
  checkSeed,
  pileIds,
  readCardMove,
  readOptions,
  refusals,
  withPiles,
  type AutoFoundation,
  type Refusal,
  type Game,
  type Move,
  type PileId,
  type Status,
  type BaseState,
} from './game.js';
import { shuffle, shuffledPack } from './random.js';

/** A Sun position. */
export interface SunState extends BaseState {
  game: 'sun';
  options: Record<string, never>;
  /** 1: arcs are dealt; 2: the rays open one by one; 3: rays scatter into clouds. */
  phase: 1 | 2 | 3;
  /** Phase 2: the open ray (1 … 13). */
  pointer: number;
  /** Phase 3: the last ray scattered (0 before the first). */
  scattered: number;
  /** Whether the wind has gathered the clouds into one. */
  windBlown: boolean;
}

export const RAYS = pileIds('ray', 13);
export const ACES = pileIds('aces', 4);
export const KINGS = pileIds('kings', 4);
const BASES = [...ACES, ...KINGS];
const ARC = 13;

const isAces = (pile: PileId) => pile.startsWith('aces-');
const isKings = (pile: PileId) => pile.startsWith('kings-');
const isBase = (pile: PileId) => isAces(pile) || isKings(pile);
const rayNumber = (pile: PileId) => Number(pile.slice(4));
/** The cloud piles, in the order they formed. */
export const cloudIds = (state: SunState): PileId[] => Object.keys(state.piles).filter((id) => id.startsWith('cloud-'));

/** The advance step a move of `{ action: 'advance' }` makes now, for players and buttons. */
export type SunStep =
  { kind: 'arc'; arc: number } | { kind: 'open'; ray: number } | { kind: 'close' } | { kind: 'scatter'; ray: number } | { kind: 'wind' };

function deal(seed: number, options?: object): SunState {
  checkSeed(seed);
  readOptions('sun', options, {});
  const { pack, rng } = shuffledPack(seed, 2);
  const piles: Record<PileId, Card[]> = { stock: pack.slice().reverse() };
  for (const id of [...RAYS, ...BASES]) piles[id] = [];
  // The game starts with the first arc dealt.
  return dealArc({ game: 'sun', seed, options: {}, piles, score: 0, rng, phase: 1, pointer: 0, scattered: 0, windBlown: false });
}

/** Deals the next 13 cards of the stock, one onto each ray, face up. */
function dealArc(state: SunState): SunState {
  const stock = state.piles.stock;
  const changes: Record<PileId, Card[]> = { stock: stock.slice(0, -ARC) };
  RAYS.forEach((ray, i) => (changes[ray] = [...state.piles[ray], turned(stock[stock.length - 1 - i], true)]));
  return { ...state, piles: withPiles(state.piles, changes) };
}

/** The ray the next scatter takes: the first after the last scattered that holds cards. */
const nextToScatter = (state: SunState): number => RAYS.findIndex((ray, i) => i + 1 > state.scattered && state.piles[ray].length > 0) + 1;

/** Every card a player may move now, with the move that names it (without its destination). */
function playable(state: SunState): { card: Card; from: PileId; index?: number }[] {
  const cards: { card: Card; from: PileId; index?: number }[] = [];
  for (const ray of RAYS) {
    const pile = state.piles[ray];
    if (state.phase === 2 && rayNumber(ray) === state.pointer) pile.forEach((card, index) => cards.push({ card, from: ray, index }));
    else if (pile.length) cards.push({ card: pile[pile.length - 1], from: ray });
  }
  for (const cloud of cloudIds(state)) {
    const pile = state.piles[cloud];
    if (pile.length) cards.push({ card: pile[pile.length - 1], from: cloud });
    if (pile.length > 1) cards.push({ card: pile[0], from: cloud, index: 0 });
  }
  return cards;
}

/** Sun's own refusals. */
const SUN = refusals({
  oneAtATime: 'Cards move one at a time',
  onlyBases: 'Cards only go to the bases',
  firstStays: "A base's first card never moves",
  otherBase: 'A card moves only to the other base of its suit',
  stockByButton: 'The stock is dealt with the advance button',
  nameOpenCard: 'Name the card of the open ray by its position',
  cloudEnds: 'Only the two end cards of a cloud can move',
  rayTop: 'Only the top card of a ray can move',
  acesBaseAce: 'An empty aces base takes only an Ace',
  kingsBaseKing: 'An empty kings base takes only a King',
  acesRowHas: 'The aces row already has {suit}',
  kingsRowHas: 'The kings row already has {suit}',
  nextOnBase: 'Next on this base: the {rank} of {suit}',
  baseComplete: 'This base is complete',
  windBlown: 'The wind has already blown',
  allHome: 'Every card is on the bases',
  playFirst: 'A card still fits a base: play it first',
});

/** Why `card` cannot go on the base `pile` directly, or null when it can. */
function baseRefusal(state: SunState, card: Card, pile: PileId): Refusal | null {
  const base = state.piles[pile];
  const top = topCard(base);
  const aces = isAces(pile);
  if (!top) {
    if (card.rank !== (aces ? 1 : 13)) return aces ? SUN.acesBaseAce() : SUN.kingsBaseKing();
    if ((aces ? ACES : KINGS).some((id) => state.piles[id][0]?.suit === card.suit))
      return (aces ? SUN.acesRowHas : SUN.kingsRowHas)({ suit: card.suit });
    return null;
  }
  const wanted = aces ? top.rank + 1 : top.rank - 1;
  if (card.suit === top.suit && card.rank === wanted) return null;
  if (wanted < 1 || wanted > 13) return SUN.baseComplete();
  return SUN.nextOnBase({ rank: wanted, suit: top.suit });
}

/** The other base of the suit of `pile` (aces ↔ kings), if it exists. */
function partnerBase(state: SunState, pile: PileId): PileId | undefined {
  const suit = state.piles[pile][0]?.suit;
  return (isAces(pile) ? KINGS : ACES).find((id) => state.piles[id][0]?.suit === suit);
}

/** Why the base-to-base move is refused, or null. */
function baseToBaseRefusal(state: SunState, from: PileId, to: PileId): Refusal | null {
  const pile = state.piles[from];
  if (pile.length < 2) return pile.length ? SUN.firstStays() : COMMON.noCard();
  if (isAces(from) === isAces(to) || partnerBase(state, from) !== to) return SUN.otherBase();
  return baseRefusal(state, pile[pile.length - 1], to);
}

/** Why `{ action: 'advance' }` is refused now, or null; the step it makes otherwise. */
function advanceStep(state: SunState): SunStep | Refusal {
  if (state.phase === 1)
    return state.piles.stock.length ? { kind: 'arc', arc: (104 - state.piles.stock.length) / ARC + 1 } : { kind: 'open', ray: 1 };
  if (state.phase === 2) return state.pointer < 13 ? { kind: 'open', ray: state.pointer + 1 } : { kind: 'close' };
  const next = nextToScatter(state);
  if (next > 0) return { kind: 'scatter', ray: next };
  if (state.windBlown) return SUN.windBlown();
  const clouds = cloudIds(state);
  if (!clouds.some((id) => state.piles[id].length)) return SUN.allHome();
  if (directMoves(state).length) return SUN.playFirst();
  return { kind: 'wind' };
}

/** Plays one step of the procedure. */
function advance(state: SunState, step: SunStep): SunState {
  switch (step.kind) {
    case 'arc':
      return dealArc(state);
    case 'open':
      return { ...state, phase: 2, pointer: step.ray };
    case 'close':
      return { ...state, phase: 3, pointer: 0, scattered: 0 };
    case 'scatter': {
      // The packet is turned over so the card nearest the sun is dealt first, one to each ray on the right.
      const packet = state.piles[`ray-${step.ray}`];
      const changes: Record<PileId, Card[]> = { [`ray-${step.ray}`]: [] };
      const targets = RAYS.slice(step.ray);
      targets.forEach((ray, i) => {
        if (i < packet.length) changes[ray] = [...state.piles[ray], packet[i]];
      });
      const leftover = packet.slice(targets.length);
      if (leftover.length) changes[`cloud-${cloudIds(state).length + 1}`] = leftover;
      return { ...state, piles: withPiles(state.piles, changes), scattered: step.ray };
    }
    case 'wind': {
      const clouds = cloudIds(state);
      const { items, rng } = shuffle(
        clouds.flatMap((id) => state.piles[id]),
        state.rng,
      );
      const piles = withPiles(state.piles, { 'cloud-1': items });
      for (const id of clouds.slice(1)) delete piles[id];
      return { ...state, piles, rng, windBlown: true };
    }
  }
}

/** Every move of a playable card straight onto a base. */
function directMoves(state: SunState): Move[] {
  const moves: Move[] = [];
  for (const { card, from, index } of playable(state))
    for (const to of BASES) if (baseRefusal(state, card, to) === null) moves.push(index === undefined ? { from, to } : { from, to, index });
  return moves;
}

/** Every base-to-base move. */
function baseMoves(state: SunState): Move[] {
  const moves: Move[] = [];
  for (const from of BASES) {
    const to = partnerBase(state, from);
    if (to && baseToBaseRefusal(state, from, to) === null) moves.push({ from, to });
  }
  return moves;
}

/** Why a card move is not legal now, or null. */
function cardRefusal(state: SunState, move: unknown): Refusal | null {
  const read = readCardMove(move, state.piles, true);
  if ('code' in read) return read;
  const { from, to, count, index } = read;
  if (count !== 1) return SUN.oneAtATime();
  if (!isBase(to)) return SUN.onlyBases();
  if (isBase(from)) return index === undefined ? baseToBaseRefusal(state, from, to) : COMMON.notAMove();
  if (from === 'stock') return SUN.stockByButton();
  const pile = state.piles[from];
  if (!pile.length) return COMMON.noCard();
  const open = state.phase === 2 && from === `ray-${state.pointer}`;
  let position = pile.length - 1;
  if (open) {
    if (index === undefined) return SUN.nameOpenCard();
    if (index >= pile.length) return COMMON.noCard();
    position = index;
  } else if (from.startsWith('cloud-')) {
    if (index !== undefined && (index !== 0 || pile.length === 1)) return SUN.cloudEnds();
    if (index === 0) position = 0;
  } else if (index !== undefined) return SUN.rayTop();
  return baseRefusal(state, pile[position], to);
}

const onBases = (state: SunState) => BASES.reduce((n, id) => n + state.piles[id].length, 0);

/** The two bases of `suit` when they meet (the kings top one above the aces top), else null. */
function meetingBases(state: SunState, suit: Card['suit']): { aces: PileId; kings: PileId; acesTop: number } | null {
  const aces = ACES.find((id) => state.piles[id][0]?.suit === suit);
  const kings = KINGS.find((id) => state.piles[id][0]?.suit === suit);
  if (!aces || !kings) return null;
  const acesTop = topCard(state.piles[aces])!.rank;
  return topCard(state.piles[kings])!.rank === acesTop + 1 ? { aces, kings, acesTop } : null;
}

/**
 * The base-to-base move that brings a playable card of a suit whose bases meet one step nearer a
 * fit, or null: bases that meet can take any card of their suit.
 */
function towardsFit(state: SunState): Move | null {
  for (const { card } of playable(state)) {
    const meeting = meetingBases(state, card.suit);
    if (!meeting) continue;
    // A card at or below the aces top needs the aces base to come down; one above, the kings base up.
    const move = card.rank <= meeting.acesTop ? { from: meeting.aces, to: meeting.kings } : { from: meeting.kings, to: meeting.aces };
    if (baseToBaseRefusal(state, move.from, move.to) === null) return move;
  }
  return null;
}

/** Whether an end card of the wind's row can still reach a base, straight on or between bases. */
const rowCanMove = (state: SunState): boolean => directMoves(state).length > 0 || towardsFit(state) !== null;

function status(state: SunState): Status {
  if (onBases(state) === 104) return 'won';
  return state.windBlown && !rowCanMove(state) ? 'lost' : 'playing';
}

function moves(state: SunState): Move[] {
  if (status(state) !== 'playing') return [];
  const moves = [...directMoves(state), ...baseMoves(state)];
  if (!('code' in advanceStep(state))) moves.push({ action: 'advance' });
  return moves;
}

const isAdvance = (move: unknown): boolean =>
  typeof move === 'object' && move !== null && (move as { action?: unknown }).action !== undefined;

function play(state: SunState, move: Move): SunState {
  if (status(state) !== 'playing') throw new IllegalMoveError(GAME_OVER, move);
  if (isAdvance(move)) {
    if (Object.keys(move).length !== 1 || (move as { action: unknown }).action !== 'advance')
      throw new IllegalMoveError(COMMON.notAMove(), move);
    const step = advanceStep(state);
    if ('code' in step) throw new IllegalMoveError(step, move);
    return advance(state, step);
  }
  const reason = cardRefusal(state, move);
  if (reason !== null) throw new IllegalMoveError(reason, move);
  const { from, to, index } = move as { from: PileId; to: PileId; index?: number };
  const pile = state.piles[from];
  const position = index ?? pile.length - 1;
  const rest = [...pile.slice(0, position), ...pile.slice(position + 1)];
  const piles = withPiles(state.piles, { [from]: rest, [to]: [...state.piles[to], pile[position]] });
  return { ...state, piles, score: state.score + (isBase(from) ? 0 : 1) };
}

/** A direct fit, the aces base first when a card fits both bases of its suit. */
function autoMove(state: SunState, mode: AutoFoundation): Move | null {
  if (mode === 'off' || status(state) !== 'playing') return null;
  const fits = directMoves(state);
  return fits.find((m) => 'to' in m && isAces(m.to)) ?? fits[0] ?? null;
}

/** A direct fit; else the next step; else a move between bases towards a fit. */
function hint(state: SunState): Move | null {
  if (status(state) !== 'playing') return null;
  const direct = autoMove(state, 'all');
  if (direct) return direct;
  if (!('code' in advanceStep(state))) return { action: 'advance' };
  return towardsFit(state);
}

/** What `{ action: 'advance' }` would do now, or null when it is not legal. */
export function sunStep(state: SunState): SunStep | null {
  const step = status(state) === 'playing' ? advanceStep(state) : GAME_OVER;
  return 'code' in step ? null : step;
}

/** Sun (Солнце): two decks, thirteen rays around eight bases, three phases. */
export const sun: Game<SunState, Record<string, never>> = { name: 'sun', optionSpecs: {}, deal, moves, play, status, autoMove, hint };
