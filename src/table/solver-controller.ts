import type { ReactiveControllerHost } from 'lit';
import { sameMove, type BaseState, type Difficulty, type Game, type Move, type SolveResult } from '../engine/index.js';
import { afterPaint } from './after-paint.js';

let channels = 0;

/**
 * The questions to the solver, loaded with its client and Worker on first use: a page that never
 * asks never loads them. One promise for all: questions then reach the Worker in the order they
 * were asked (two separate dynamic imports of one module may resolve in either order, and a
 * question asked later would replace a newer one). Requested a microtask later: a proven deal asks
 * as the element is built, while the bundle's code runs (see load-deferred.ts).
 */
let tasks: Promise<typeof import('./solver-tasks.js')> | undefined;
const solverTasks = () => (tasks ??= Promise.resolve().then(() => import('./solver-tasks.js')));

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

/** A search for a deal the solver proves winnable, among candidates, from the deal on the table. */
export interface DealSearch {
  /** The deal number of the `attempt`-th candidate; the first (0) is the deal on the table. */
  candidate(attempt: number): number;
  /**
   * How many candidates it tries. 1 only checks the deal on the table; with more, the table waits,
   * and the deal is announced, once the search settles.
   */
  tries: number;
  /** The grade a candidate must have, if any. */
  grade?: Difficulty;
  /**
   * The date of the daily deal the search is for: its candidates are that day's, the same for
   * every reader. Any other search of several candidates (a random deal under `winnable`) takes a
   * deal of the shipped list (proven-deals.ts) at once when its variant has one.
   */
  date?: string;
}

/**
 * The moves that finish the game from a state by foundation moves and draws alone, if known;
 * `pending` while the state, one move on from a state that could be finished, is being checked
 * (the button stays rather than blink away).
 */
export interface Finishing<S> {
  state: S;
  moves: Move[] | null;
  pending?: Promise<void>;
}

/**
 * The solver's answers about the game on the table, each worked out in a Worker and kept only
 * while the state it is about is still on the table: the verdict (can it still be won, and how),
 * the search for a winnable deal, and whether foundation moves and draws alone finish it. What is
 * known lives here; the asking, in solver-tasks.ts, is loaded on the first question.
 */
export class SolverController<S extends BaseState> {
  /** The solver's answer about one state of this game. */
  verdict: { state: S; answer: SolveResult } | null = null;
  /** The deal the solver proved winnable from the start, and its grade (null: Clock has none). */
  proven: { seed: number; grade: Difficulty | null } | null = null;
  /** Whether it is looking for a winnable deal (the table waits meanwhile). */
  findingDeal = false;
  /**
   * Set while the module of a search that may replace the deal loads: it deals a listed proven
   * deal, or the day's, on arrival, and the element draws nothing before (docs/architecture.md,
   * "A proven deal at once").
   */
  picking: Promise<void> | undefined;
  /** @internal Counts deals, so that a search for a winnable deal stops when another deal starts. */
  dealCount = 0;
  /** @internal The Worker's channel for this game's questions: a newer question replaces an older one. */
  readonly channel = `game-${++channels}`;
  /** @internal */
  finishing: Finishing<S> | null = null;
  /** Whether a verdict is to be asked after the next paint: the moves of one auto-foundation run ask once. */
  #consulting = false;

  constructor(
    /** @internal */ readonly host: ReactiveControllerHost,
    /** @internal */ readonly callbacks: SolverCallbacks<S>,
  ) {}

  /** A new deal is on the table: what was known or sought about the last one no longer holds. */
  newDeal(): void {
    this.dealCount++;
    this.verdict = null;
    this.proven = null;
    this.findingDeal = false;
  }

  /** The solver's answer about `state`, if it has one. */
  answerFor(state: S): SolveResult | null {
    return this.verdict?.state === state ? this.verdict.answer : null;
  }

  /**
   * Asks the solver about the deal on the table and, while it cannot prove it winnable (of the
   * grade asked for), about the search's other candidates; the first proven one is dealt. Called
   * as a deal starts, which updates the element.
   */
  findWinnable(search: DealSearch): void {
    const dealCount = this.dealCount;
    this.findingDeal = search.tries > 1;
    const asked = solverTasks().then((ask) => void ask.findWinnable(this, search, dealCount));
    if (this.findingDeal) this.picking = asked.finally(() => (this.picking = undefined));
  }

  /**
   * Asks the solver, once the change is painted, whether the position then on the table can still
   * be won. A question copies the state to the Worker (and the first one starts it): asked at once,
   * that would delay the drawing of the move.
   */
  consult(): void {
    if (this.#consulting) return;
    this.#consulting = true;
    void afterPaint().then(() => {
      this.#consulting = false;
      const state = this.callbacks.state();
      if (this.worthAsking(state)) void solverTasks().then((ask) => ask.verdict(this, state));
    });
  }

  /** The questions of the parts that ask when a player does (a hint, the way back), loaded then. */
  tasks(): Promise<typeof import('./solver-tasks.js')> {
    return solverTasks();
  }

  /** Whether a verdict about `state` is worth asking for: none yet, and the game goes on. */
  worthAsking(state: S): boolean {
    return this.verdict?.state !== state && this.callbacks.game().status(state) === 'playing';
  }

  /**
   * `move` took `before` to `next`: following the solver's winning line, the rest of it still wins;
   * from a position proven lost, every move leads to one lost too (a win from it would be one from
   * before), and the verdict stands without a question to the Worker or a blink of the status line.
   */
  moved(before: S, move: Move, next: S): void {
    const answer = this.answerFor(before);
    if (answer?.result === 'lost') this.verdict = { state: next, answer };
    else if (answer?.result === 'won' && answer.moves.length && sameMove(answer.moves[0], move))
      this.verdict = { state: next, answer: { ...answer, moves: answer.moves.slice(1) } };
    // One move on from a state that could be finished, the button stays while the new one is checked.
    if (this.offersFinishFrom(before)) this.finishing = { state: next, moves: null, pending: Promise.resolve() };
  }

  /**
   * What the status line says of the solver's findings about `state` (the deal's first state is
   * `dealt`), as a string key: a proven deal says so until the first move; then the verdict, if
   * `verdicts` are asked for, takes over. While the verdict about a new position of the game is
   * asked, the last one stays (the status line dims it: `checking`) rather than blink out and back.
   */
  lineFor(state: S, dealt: S, winnable: boolean, verdicts: boolean): 'findingDeal' | 'winnableDeal' | 'canWin' | 'cannotWin' | null {
    if (this.findingDeal) return 'findingDeal';
    const proven = winnable && this.proven?.seed === state.seed;
    if (proven && state === dealt) return 'winnableDeal';
    const result = (this.answerFor(state) ?? (verdicts && this.worthAsking(state) ? this.verdict?.answer : null))?.result;
    if (verdicts && result === 'won') return 'canWin';
    if (verdicts && result === 'lost') return 'cannotWin';
    return proven ? 'winnableDeal' : null;
  }

  /** Whether `line` (of `lineFor`) is an earlier position's verdict, said while that of `state` is asked. */
  checking(state: S, line: string | null): boolean {
    return (line === 'canWin' || line === 'cannotWin') && !this.answerFor(state);
  }

  /** Whether the Finish button shows for `state`. */
  offersFinishFrom(state: S): boolean {
    return this.finishing?.state === state && Boolean(this.finishing.moves || this.finishing.pending);
  }

  /**
   * Works out, in the Worker and so off the page's main thread, whether foundation moves and draws
   * alone (Sun: its steps) finish the game from the state on the table; asked once it is painted.
   */
  checkFinish(): void {
    const state = this.callbacks.state();
    if ((this.finishing?.state === state && !this.finishing.pending) || this.callbacks.game().status(state) !== 'playing') return;
    // A state moved on from by then (a Finish or autoplay playing out) is not asked about.
    const check = afterPaint().then(async () => {
      if (state === this.callbacks.state()) await (await solverTasks()).finish(this, state);
    });
    if (this.offersFinishFrom(state)) this.finishing!.pending = check;
  }
}
