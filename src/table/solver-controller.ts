import type { ReactiveControllerHost } from 'lit';
import { sameMove, type BaseState, type Game, type Move, type SolveResult } from '../engine/index.js';

/**
 * How far the solver may look (positions visited) for a hint, which the player waits for (a
 * fraction of a second), and for the status line and a deal's check, which nobody waits for.
 */
const HINT_NODES = 20_000;
const CHECK_NODES = 150_000;
/** How long a hint waits for the solver before the engine's own hint is shown. */
const HINT_WAIT_MS = 1000;
/** Random deals tried for `winnable` before it gives up. */
const WINNABLE_TRIES = 20;
let channels = 0;

/**
 * The solver's client, loaded with its Worker on first use: a page that never asks never loads it.
 * One promise for all: questions then reach the Worker in the order they were asked (two separate
 * dynamic imports of one module may resolve in either order, and a question asked later would
 * replace a newer one).
 */
let client: Promise<typeof import('./solver-client.js')> | undefined;
const solverClient = () => (client ??= import('./solver-client.js'));
const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/** What the solver controller needs from its game element. */
export interface SolverCallbacks<S extends BaseState> {
  game(): Game<S, object>;
  /** The state on the table now. */
  state(): S;
  /** Puts a proven deal in place of the one on the table. */
  dealProven(seed: number): void;
  /** The search for a winnable deal is over with the deal on the table; announce it if `announce`. */
  settled(announce: boolean): void;
  /** No winnable deal was found within the tries. */
  gaveUp(): void;
}

/**
 * The solver's answers about the game on the table, each worked out in a Worker and kept only
 * while the state it is about is still on the table: the verdict (can it still be won, and how),
 * the search for a winnable deal, and whether foundation moves and draws alone finish it.
 */
export class SolverController<S extends BaseState> {
  /** The solver's answer about one state of this game. */
  verdict: { state: S; answer: SolveResult } | null = null;
  /** The deal the solver proved winnable from the start. */
  provenSeed: number | null = null;
  /** Whether it is looking for a winnable deal (the table waits meanwhile). */
  findingDeal = false;
  /** Counts deals, so that a search for a winnable deal stops when another deal starts. */
  #dealCount = 0;
  readonly #channel = `game-${++channels}`;
  /**
   * The moves that finish the game from a state by foundation moves and draws alone, if known;
   * `pending` while the state, one move on from a state that could be finished, is being
   * checked (the button stays rather than blink away).
   */
  #finishing: { state: S; moves: Move[] | null; pending?: Promise<void> } | null = null;

  readonly #host: ReactiveControllerHost;
  readonly #callbacks: SolverCallbacks<S>;

  constructor(host: ReactiveControllerHost, callbacks: SolverCallbacks<S>) {
    this.#host = host;
    this.#callbacks = callbacks;
  }

  /** A new deal is on the table: what was known or sought about the last one no longer holds. */
  newDeal(): void {
    this.#dealCount++;
    this.provenSeed = null;
    this.findingDeal = false;
  }

  /** The solver's answer about `state`, if it has one. */
  answerFor(state: S): SolveResult | null {
    return this.verdict?.state === state ? this.verdict.answer : null;
  }

  /**
   * Asks the solver about the deal on the table and, if it cannot prove it winnable and the deal
   * was random, about other random deals, at most WINNABLE_TRIES; the first proven one is dealt.
   */
  async findWinnable(random: boolean): Promise<void> {
    const dealCount = this.#dealCount;
    const first = this.#callbacks.state();
    this.findingDeal = random;
    this.#host.requestUpdate();
    for (let tries = 0; tries < (random ? WINNABLE_TRIES : 1); tries++) {
      const state = tries === 0 ? first : this.#callbacks.game().deal(randomSeed(), first.options);
      const answer = await (await solverClient()).askSolver(this.#channel, state, CHECK_NODES);
      if (dealCount !== this.#dealCount) return;
      // No solver can run here (a strict policy): the deal stays, and nothing is claimed of it.
      if (!answer) return this.#settle(random);
      if (answer.result !== 'won') continue;
      // A deal put in place of the first is announced as it is dealt.
      const replaced = state !== first;
      if (replaced) this.#callbacks.dealProven(state.seed);
      this.#settle(random && !replaced);
      this.provenSeed = state.seed;
      this.verdict = { state: this.#callbacks.state(), answer };
      return;
    }
    this.#settle(random);
    if (random) this.#callbacks.gaveUp();
  }

  #settle(announce: boolean) {
    this.findingDeal = false;
    this.#host.requestUpdate();
    this.#callbacks.settled(announce);
  }

  /** Asks the solver whether the position on the table can still be won. */
  async consult(): Promise<void> {
    const state = this.#callbacks.state();
    if (this.verdict?.state === state || this.#callbacks.game().status(state) !== 'playing') return;
    const answer = await (await solverClient()).askSolver(this.#channel, state, CHECK_NODES);
    if (answer && state === this.#callbacks.state()) this.#answered(state, answer);
  }

  /** Gives the solver a moment to answer about `state` before a hint is shown. */
  async awaitHint(state: S): Promise<void> {
    if (this.verdict?.state === state || this.#callbacks.game().status(state) !== 'playing') return;
    const wait = new Promise<null>((resolve) => setTimeout(resolve, HINT_WAIT_MS, null));
    const answer = await Promise.race([solverClient().then((client) => client.askSolver(this.#channel, state, HINT_NODES)), wait]);
    if (answer && state === this.#callbacks.state()) this.#answered(state, answer);
  }

  #answered(state: S, answer: SolveResult) {
    this.verdict = { state, answer };
    this.#host.requestUpdate();
  }

  /** `move` took `before` to `next`: following the solver's winning line, the rest of it still wins. */
  moved(before: S, move: Move, next: S): void {
    const answer = this.answerFor(before);
    if (answer?.result === 'won' && answer.moves.length && sameMove(answer.moves[0], move))
      this.verdict = { state: next, answer: { ...answer, moves: answer.moves.slice(1) } };
    // One move on from a state that could be finished, the button stays while the new one is checked.
    if (this.offersFinishFrom(before)) this.#finishing = { state: next, moves: null, pending: Promise.resolve() };
  }

  /**
   * What the status line says of the solver's findings about `state` (the deal's first state is
   * `dealt`), as a string key: a proven deal says so until the first move; then the verdict, if
   * `verdicts` are asked for, takes over.
   */
  lineFor(state: S, dealt: S, winnable: boolean, verdicts: boolean): 'findingDeal' | 'winnableDeal' | 'canWin' | 'cannotWin' | null {
    if (this.findingDeal) return 'findingDeal';
    const proven = winnable && this.provenSeed === state.seed;
    if (proven && state === dealt) return 'winnableDeal';
    const result = this.answerFor(state)?.result;
    if (verdicts && result === 'won') return 'canWin';
    if (verdicts && result === 'lost') return 'cannotWin';
    return proven ? 'winnableDeal' : null;
  }

  /** Whether the Finish button shows for `state`. */
  offersFinishFrom(state: S): boolean {
    return this.#finishing?.state === state && Boolean(this.#finishing.moves || this.#finishing.pending);
  }

  /**
   * Works out, in the Worker and so off the page's main thread, whether foundation moves and draws
   * alone (Sun: its steps) finish the game from the state on the table.
   */
  checkFinish(): void {
    const state = this.#callbacks.state();
    if ((this.#finishing?.state === state && !this.#finishing.pending) || this.#callbacks.game().status(state) !== 'playing') return;
    const shown = this.offersFinishFrom(state);
    const check = (async () => {
      const moves = await (await solverClient()).askFinish(`${this.#channel}-finish`, this.#callbacks.game(), state);
      if (moves === undefined || state !== this.#callbacks.state()) return;
      this.#finishing = { state, moves };
      if (Boolean(moves) !== shown) this.#host.requestUpdate();
    })();
    if (shown) this.#finishing!.pending = check;
  }

  /** The moves that finish the game from the state on the table, once known; null if they do not. */
  async finishingMoves(): Promise<Move[] | null> {
    await this.#finishing?.pending;
    return this.#finishing?.state === this.#callbacks.state() ? this.#finishing.moves : null;
  }
}
