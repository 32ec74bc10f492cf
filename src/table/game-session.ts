import type { ReactiveControllerHost } from 'lit';
import {
  IllegalMoveError,
  calendarDate,
  dailySeed,
  type AutoFoundation,
  type BaseState,
  type Difficulty,
  type Game,
  type Move,
} from '../engine/index.js';
import type { Announcer } from './announcer.js';
import type { DealDetail, SolitaireEventMap } from './events.js';
import { randomSeed } from './game-element.js';
import { HistoryController, type HistoryScoring } from './history-controller.js';
import type { MessageKey, Translate } from './i18n.js';
import { deferredParts, whenDeferred } from './load-deferred.js';
import { claimKey, statsKey } from './persistence.js';
import type { Stats } from './stats.js';
import { SolverController, type DealSearch } from './solver-controller.js';
import type { TableAttributes } from './table-attributes.js';
import { TimerController } from './timer-controller.js';

/** Candidates tried for a winnable deal: any, or of a grade (about a third of the winnable ones). */
const WINNABLE_TRIES = 20;
const GRADED_TRIES = 60;

/** How a deal came: chosen (a number), random, proven by the solver in place of another, or the daily deal. */
export type DealKind = 'chosen' | 'random' | 'proven' | DailyDeal;
/** The deal of the day: its date (`YYYY-MM-DD`) and its candidate deal numbers, in order. */
interface DailyDeal {
  date: string;
  candidate(attempt: number): number;
}

/** The statistics' storage, loaded when a game is first counted or the panel first opens. */
let statsStore: Promise<typeof import('./stats.js')> | undefined;
const stats = () => (statsStore ??= import('./stats.js'));

/** The game element as its session sees it: the attributes it reads, and where its events start. */
export type SessionHost = ReactiveControllerHost &
  HTMLElement &
  Pick<TableAttributes, 'seed' | 'persist' | 'winnable' | 'solverStatus' | 'noStats'>;

/** What a game session needs from its game element. */
export interface SessionCallbacks<S extends BaseState> extends HistoryScoring<S> {
  game(): Game<S, object>;
  /** The game's options, the grade a winnable deal must have, and auto-foundation, from the attributes. */
  options(): object;
  grade(): Difficulty | undefined;
  autoFoundation(): AutoFoundation;
  checkedSeed(seed: unknown, attribute: string): number;
  /** Whether deals are of chance (Clock): they have no winnable deal to prove. */
  ofChance(): boolean;
  t: Translate;
  describeMove(state: S, move: Move): string;
  refusal(error: IllegalMoveError): string;
  endMessage(status: 'won' | 'lost'): string;
  /** What is said when a hint has no card to highlight (a draw, or no move). */
  hintMessage(move: Move | null): string;
  warn(text: string): void;
  /** A new deal is on the table (cards held by the keyboard are let go). */
  dealt(): void;
  /** A game was counted in the statistics under `key`. */
  counted(key: string, counted: Stats): void;
}

/**
 * One game from deal to end: where its deal comes from (a number, a random or proven one, the
 * daily deal, a saved game), each move into the history, the events a page listens to, the clock,
 * saving and the statistics. The game element draws it and turns input into its moves.
 */
export class GameSession<S extends BaseState> {
  readonly history: HistoryController<S>;
  readonly solver: SolverController<S>;
  readonly timer: TimerController;
  /** The date of the deal on the table when it is the daily deal. */
  daily: string | null = null;
  /** A saved game may be waiting to be read (see #start): nothing is saved over it meanwhile. */
  resumePending = false;

  /** Whether the deal on the table may yet give way, to a saved game or a proven deal. */
  get dealPending(): boolean {
    return this.solver.findingDeal || this.resumePending;
  }

  /** Whether this deal has been counted in the statistics. */
  #counted = false;

  readonly #host: SessionHost;
  readonly #say: Announcer;
  readonly #callbacks: SessionCallbacks<S>;
  constructor(host: SessionHost, say: Announcer, callbacks: SessionCallbacks<S>) {
    this.#host = host;
    this.#say = say;
    this.#callbacks = callbacks;
    this.history = new HistoryController<S>(host, callbacks);
    this.timer = new TimerController(host);
    this.solver = new SolverController<S>(host, {
      game: callbacks.game,
      state: () => this.state,
      dealProven: (seed) => this.deal(seed, this.state.options, 'proven'),
      settled: (announce) => announce && this.#emit('solitaire-deal', this.#dealDetail()),
      gaveUp: () => say.show(callbacks.t('noWinnable')),
    });
  }

  /** The state on the table: the first call deals the first game. */
  get state(): S {
    if (!this.history.started) this.#start();
    return this.history.state;
  }

  get status() {
    return this.#callbacks.game().status(this.state);
  }

  // ——— Dealing ———

  /**
   * Deals the first game: the saved one under `persist` if it is of this deal and variant. Saved
   * games are read by a deferred part: until it is in, a fresh deal waits unsaved on a table that
   * shows no card, and gives way to the saved game unless a move was made on it meanwhile.
   */
  #start(): void {
    const { game, options: readOptions, checkedSeed } = this.#callbacks;
    const key = this.#persistKey();
    const options = readOptions();
    const attribute = this.#host.seed;
    const daily = attribute === 'daily' ? this.#dailyDeal(options) : null;
    const random = attribute === undefined;
    const seed = random ? randomSeed() : daily ? daily.candidate(0) : checkedSeed(attribute, 'seed');
    // A saved daily game resumes on its day: its deal is one of the day's candidates.
    const sameDeal = (dealt: BaseState) =>
      random || dealt.seed === seed || (daily && Array.from({ length: WINNABLE_TRIES }, (_, i) => daily.candidate(i)).includes(dealt.seed));
    if (key) {
      const resume = () => this.#resume(key, game().deal(seed, options).options, sameDeal, daily);
      if (deferredParts()) {
        if (resume()) return;
      } else {
        this.resumePending = true;
        whenDeferred(() => {
          this.resumePending = false;
          // A move made on the fresh deal meanwhile (by a page's script) keeps that game.
          if (this.history.canUndo || !resume()) this.#save();
          this.#host.requestUpdate();
        });
      }
    }
    this.deal(seed, options, daily ?? (random ? 'random' : 'chosen'));
  }

  /** Resumes the game saved under `key` if it is of the variant of `options` and `sameDeal` takes its deal. */
  #resume(key: string, options: object, sameDeal: (dealt: BaseState) => unknown, daily: DailyDeal | null): boolean {
    const resumed = deferredParts()!.loadGame(key, this.#callbacks.game());
    const dealt = resumed?.states[0];
    if (!resumed || !dealt || JSON.stringify(dealt.options) !== JSON.stringify(options) || !sameDeal(dealt)) return false;
    this.solver.newDeal();
    this.daily = daily?.date ?? null;
    this.history.resume(resumed);
    this.timer.reset(resumed.elapsedMs);
    if (!daily) this.#host.seed = dealt.seed;
    this.#emit('solitaire-deal', this.#dealDetail());
    this.#afterChange();
    return true;
  }

  /** Today's date in the reader's calendar (through `Date.now`, which a test may set). */
  today(): string {
    return calendarDate(new Date(Date.now()));
  }

  /** The daily deal of today for `options`. */
  #dailyDeal(options: object): DailyDeal {
    const date = this.today();
    const game = this.#callbacks.game();
    const effective = game.deal(0, options).options;
    return { date, candidate: (attempt) => dailySeed(date, game.name, effective, attempt) };
  }

  /**
   * Deals again when an attribute that makes the deal changed: `seed` (`daily`: today's deal,
   * unless it is on the table), or an option, when the options in effect (defaults filled in by
   * the engine) are not those of the deal. A seed attribute taken away leaves the game in play:
   * the next new game is a random deal. `solver-status` turned on asks about the game on the table.
   */
  followAttributes(seedChanged: boolean, optionChanged: boolean, verdictsAsked: boolean): void {
    if (verdictsAsked) this.solver.consult();
    // Most updates (the clock's tick, a move) change neither: nothing is read then.
    if (!seedChanged && !optionChanged) return;
    const { game, options: readOptions } = this.#callbacks;
    const attribute = this.#host.seed;
    const state = this.state;
    const options = readOptions();
    if (seedChanged && attribute === 'daily') {
      if (this.daily === this.today()) return;
      const daily = this.#dailyDeal(options);
      this.deal(daily.candidate(0), options, daily);
    } else if (seedChanged && attribute !== undefined && attribute !== state.seed) {
      this.deal(this.#callbacks.checkedSeed(attribute, 'seed'), options);
    } else if (optionChanged && JSON.stringify(game().deal(state.seed, options).options) !== JSON.stringify(state.options)) {
      this.deal(state.seed, options);
    }
  }

  /**
   * Starts deal `seed`. A `random` deal under `winnable` is replaced until the solver proves one
   * winnable (of the grade asked for), and so is a daily one, among the day's candidates; a
   * `chosen` one is only checked; a `proven` one has been.
   */
  deal(seed: number, options: object, kind: DealKind = 'chosen'): void {
    // A game left after a move counts as played and lost.
    if (this.history.started && this.history.moveCount && !this.#counted) this.#count(false);
    this.#counted = false;
    // Still the daily deal: a restart of it, or the proven deal the day's search settled on.
    const restart = this.history.started && seed === this.state.seed;
    this.daily = typeof kind === 'object' ? kind.date : kind === 'proven' || restart ? this.daily : null;
    this.history.start(this.#callbacks.game().deal(seed, options));
    if (this.#host.seed !== 'daily') this.#host.seed = seed;
    this.timer.reset();
    this.#say.clear();
    this.#say.sayOnly(this.#callbacks.t(restart ? 'restarted' : 'dealt', { n: seed }));
    this.#callbacks.dealt();
    const search = kind === 'proven' ? null : this.#search(kind);
    // A deal the table waits for is announced once the search settles on it or on another.
    if (!(search && search.tries > 1)) this.#emit('solitaire-deal', this.#dealDetail());
    this.#save();
    if (kind === 'proven') return;
    this.solver.newDeal();
    // A fresh deal asks the solver only for the verdict the page asked for: the Finish check waits
    // for the first move, so a page that never asks never loads the solver.
    if (search) this.solver.findWinnable(search);
    else if (this.#host.solverStatus) this.solver.consult();
  }

  /**
   * What the solver looks for from a new deal: the daily deal is the first of the day's candidates
   * it proves winnable (Clock's, a deal of chance, is not proven); under `winnable`, a random deal
   * is replaced by a proven one of the grade asked for, and a chosen one is checked.
   */
  #search(kind: Exclude<DealKind, 'proven'>): DealSearch | null {
    if (typeof kind === 'object') return this.#callbacks.ofChance() ? null : { ...kind, tries: WINNABLE_TRIES };
    if (!this.#host.winnable) return null;
    const grade = this.#callbacks.grade();
    if (kind === 'chosen') return { candidate: randomSeed, tries: 1 };
    return { candidate: randomSeed, tries: grade ? GRADED_TRIES : WINNABLE_TRIES, grade };
  }

  #dealDetail(): DealDetail {
    const { game, seed, options } = this.state;
    const proven = this.solver.proven;
    return proven?.seed === seed && proven.grade ? { game, seed, options, difficulty: proven.grade } : { game, seed, options };
  }

  // ——— Moves, history and events ———

  /** Plays one move into the history; false (with `solitaire-invalid`) when it is refused. */
  commit(move: Move): boolean {
    const before = this.state;
    const said = this.#callbacks.describeMove(before, move);
    let next: S;
    try {
      next = this.#callbacks.game().play(before, move);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      this.refuse(move, this.#callbacks.refusal(error));
      return false;
    }
    this.solver.moved(before, move, next);
    this.history.push(move, next);
    this.timer.start();
    this.#say.clear();
    this.#say.say(said);
    this.#emit('solitaire-move', { move, moveCount: this.history.moveCount, score: next.score });
    this.#afterChange();
    return true;
  }

  /**
   * A good next move, highlighted and said: the next move of the solver's winning line when it has
   * one for this position, else the game's own hint.
   */
  hint(): Move | null {
    const state = this.state;
    const answer = this.solver.answerFor(state);
    const move = (answer?.result === 'won' && answer.moves[0]) || this.#callbacks.game().hint(state);
    if (move && 'from' in move) {
      const length = state.piles[move.from].length;
      const first = move.index ?? length - (move.count ?? 1);
      this.#say.flash({ from: move.from, to: move.to, first, last: move.index ?? length - 1 });
      // The highlight is for the eye; the live region says the same in words.
      this.#say.sayOnly(`${this.#callbacks.t('hint')}: ${this.#callbacks.describeMove(state, move)}`);
    } else this.#say.show(this.#callbacks.hintMessage(move));
    return move;
  }

  /** Back to the latest position the solver proves winnable, as one step; false when there is none to go to. */
  async rewind(): Promise<boolean> {
    const move = await (await this.solver.tasks()).rewind(this.solver, this.history);
    return !!move && this.#stepped(move, false, 'rewound');
  }

  /** Sends cards up by themselves as auto-foundation asks, one move (and one undo step) each. */
  autoPlay(): void {
    const mode = this.#callbacks.autoFoundation();
    const game = this.#callbacks.game();
    for (let move; this.status === 'playing' && (move = game.autoMove(this.state, mode));) if (!this.commit(move)) break;
  }

  /** One step back (-1) or forward (1) in the history; false when there is none to take. */
  step(direction: -1 | 1): boolean {
    const move = this.history.step(direction);
    return move ? this.#stepped(move, direction > 0, direction < 0 ? 'undone' : 'redone') : false;
  }

  /** The history stepped back (or forward, `redo`) over `move`: said with the move, announced, and the clock runs again. */
  #stepped(move: Move, redo: boolean, said: MessageKey): true {
    const what = this.#callbacks.describeMove(redo ? this.history.previous : this.state, move);
    const t = this.#callbacks.t;
    this.#say.sayOnly(what ? `${t(said)}: ${what}` : t(said));
    this.#emit('solitaire-undo', { move, redo, moveCount: this.history.moveCount, score: this.state.score });
    if (this.status === 'playing') this.timer.start();
    this.#afterChange();
    return true;
  }

  /** Saves, asks the solver what it asks after each change, and announces the end once it is reached. */
  #afterChange() {
    this.#save();
    const status = this.status;
    if (status === 'playing') {
      if (this.#host.solverStatus) this.solver.consult();
      if (!this.#callbacks.ofChance()) this.solver.checkFinish();
      return;
    }
    this.timer.stop();
    this.#say.say(this.#callbacks.endMessage(status));
    if (!this.#counted) this.#count(status === 'won');
    const detail = { ...this.#dealDetail(), moveCount: this.history.moveCount, score: this.state.score, elapsedMs: this.timer.elapsedMs };
    if (status === 'won') this.#emit('solitaire-won', { ...detail, moves: this.history.played });
    else this.#emit('solitaire-lost', detail);
  }

  /** Shows and announces a refusal, said in the player's language. */
  refuse(move: Move, said: string): void {
    this.#say.show(said);
    this.#emit('solitaire-invalid', { move, reason: said });
  }

  /** The statistics' key of this game's variant. */
  statsKey(): string {
    return statsKey(this.#callbacks.game().name, this.state.options);
  }

  /** Adds this game to the statistics of its game and variant. */
  #count(won: boolean) {
    this.#counted = true;
    if (this.#host.noStats) return;
    const key = this.statsKey();
    const { elapsedMs } = this.timer;
    const { score } = this.state;
    const daily = this.daily;
    void stats().then(({ recordGame }) => this.#callbacks.counted(key, recordGame(key, won, elapsedMs, score, daily)));
  }

  #save() {
    const key = this.#persistKey();
    if (!key || this.resumePending) return;
    const saved = this.history.saved(this.#callbacks.game(), this.timer.elapsedMs);
    whenDeferred(({ saveGame }) => saveGame(key, saved));
  }

  /** The `persist` key, unless another game on the page saves under it (then this one plays unsaved). */
  #persistKey(): string | undefined {
    const { persist } = this.#host;
    if (!persist || claimKey(persist, this.#host)) return persist;
    this.#callbacks.warn(`persist="${persist}" is already used by another game on this page; this one is not saved`);
    return undefined;
  }

  /** Sends one of the game's events: it bubbles and crosses shadow roots, so a page can listen anywhere above. */
  #emit<K extends keyof SolitaireEventMap>(type: K, detail: SolitaireEventMap[K]['detail']) {
    this.#host.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
  }
}
