import type { ReactiveControllerHost } from 'lit';
import type { BaseState, Game, Move } from '../engine/index.js';
import type { ResumedGame, SavedGame } from './saved-games.js';

/** Every state of one game from its deal, the moves between them, and where play stands. */
interface Record<S> {
  states: S[];
  moves: Move[];
  cursor: number;
  /** Where a rewind started: a redo from where it ended goes back there in one step. */
  rewoundFrom?: number;
}

/** True when some card that lay face down in `before` lies face up in the same place in `after`. */
function turnedFaceUp(before: BaseState, after: BaseState): boolean {
  return Object.entries(before.piles).some(([pile, cards]) =>
    cards.some((card, i) => {
      const now = after.piles[pile]?.[i];
      return !card.faceUp && now?.faceUp && now.rank === card.rank && now.suit === card.suit;
    }),
  );
}

/** How taking back a turned-up card is scored. */
export interface HistoryScoring<S> {
  /** What it costs in `state`'s scoring. */
  peekCost(state: S): number;
  /** `state`'s score with `penalty` taken off. */
  withPenalty(state: S, penalty: number): number;
}

/**
 * The history of the game on the table: undo and redo over immutable states, the cost of taking
 * back a turned-up card (a free peek otherwise), and the saved form of it all. Every change
 * re-renders the host.
 */
export class HistoryController<S extends BaseState> {
  #record?: Record<S>;

  readonly #host: ReactiveControllerHost;
  readonly #scoring: HistoryScoring<S>;

  constructor(host: ReactiveControllerHost, scoring: HistoryScoring<S>) {
    this.#host = host;
    this.#scoring = scoring;
  }

  /** Whether a game has been dealt. */
  get started(): boolean {
    return this.#record !== undefined;
  }

  /** The state on the table. */
  get state(): S {
    return this.#record!.states[this.#record!.cursor];
  }

  /** The dealt state. */
  get first(): S {
    return this.#record!.states[0];
  }

  /** Moves played to reach the state on the table. */
  get moveCount(): number {
    return this.#record!.cursor;
  }

  /** The state before the one on the table. */
  get previous(): S {
    return this.#record!.states[this.#record!.cursor - 1];
  }

  /** The states from the deal to the one on the table. */
  get reached(): S[] {
    return this.#record!.states.slice(0, this.#record!.cursor + 1);
  }

  /** The moves from the deal to the state on the table. */
  get played(): Move[] {
    return this.#record!.moves.slice(0, this.#record!.cursor);
  }

  get canUndo(): boolean {
    return this.#record!.cursor > 0;
  }

  get canRedo(): boolean {
    return this.#record!.cursor < this.#record!.moves.length;
  }

  /** A new game from `dealt`. */
  start(dealt: S): void {
    this.#set({ states: [dealt], moves: [], cursor: 0 });
  }

  /** A saved game, as loaded. */
  resume(game: ResumedGame<S>): void {
    this.#set({ states: game.states, moves: game.moves, cursor: game.cursor });
  }

  /** `move` was played and led to `next`: moves that could have been redone are gone. */
  push(move: Move, next: S): void {
    const { states, moves, cursor } = this.#record!;
    this.#set({ states: [...states.slice(0, cursor + 1), next], moves: [...moves.slice(0, cursor), move], cursor: cursor + 1 });
  }

  /**
   * One step back (-1) or forward (1): the move stepped over (the last, for a step forward over a
   * rewind), or null when there is none.
   */
  step(direction: -1 | 1): Move | null {
    const record = this.#record!;
    const cursor = direction > 0 && record.rewoundFrom !== undefined ? record.rewoundFrom : record.cursor + direction;
    if (cursor < 0 || cursor >= record.states.length) return null;
    const states = record.states.slice();
    const cost = direction < 0 && turnedFaceUp(states[cursor], states[record.cursor]) ? this.#scoring.peekCost(states[cursor]) : 0;
    if (cost) states[cursor] = { ...states[cursor], score: this.#scoring.withPenalty(states[cursor], cost) };
    this.#set({ ...record, states, cursor, rewoundFrom: undefined });
    return record.moves[direction < 0 ? cursor : cursor - 1];
  }

  /**
   * Back to position `cursor` in one step, each turned-up card taken back at the cost an undo
   * takes; a step forward from there returns in one step.
   */
  rewind(cursor: number): void {
    const from = this.#record!.cursor;
    while (this.#record!.cursor > cursor) this.step(-1);
    this.#set({ ...this.#record!, rewoundFrom: from });
  }

  /** The game as `persist` stores it. */
  saved(game: Game<S, object>, elapsedMs: number): SavedGame {
    const { states, moves, cursor } = this.#record!;
    return { version: 1, game: game.name, state: this.state, history: { moves, cursor, elapsedMs, scores: states.map((s) => s.score) } };
  }

  #set(record: Record<S>) {
    this.#record = record;
    this.#host.requestUpdate();
  }
}
