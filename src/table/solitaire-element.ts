import { LitElement, html, nothing, type CSSResultGroup, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { repeat } from 'lit/directives/repeat.js';
import { ifDefined } from 'lit/directives/if-defined.js';
import {
  IllegalMoveError, cardCode, sameMove,
  type AutoFoundation, type BaseState, type Card, type CardMove, type Game, type Move, type PileId, type SolveResult,
} from '../engine/index.js';
import { CardMotion, SPEEDS, type Speed } from './card-motion.js';
import { clamp, step as stepCursor, stops, type Cursor } from './cursor.js';
import { DragController, type DragHost } from './drag-controller.js';
import type { DealDetail } from './events.js';
import { cardNameIn, msg, translateRefusal, type MessageKey } from './i18n.js';
import { KeyboardController, type KeyCommand, type KeyboardHost } from './keyboard-controller.js';
import { LanguageController } from './language-controller.js';
import { claimKey, loadGame, saveGame } from './persistence.js';
import { cardFace, cardStyles, colourClass } from './playing-card.js';
import { styleProperties } from './style-properties.js';
import { registerSizes, tableStyles } from './table-styles.js';
import { readStats, recordGame, resetStats, statsKey } from './stats.js';
import { TimerController, formatTime } from './timer-controller.js';

/** Where a pile lies on the table (x in card slots, y in card widths) and how its cards spread. */
export interface PileSpot {
  x: number;
  y: number;
  /**
   * `down`: a column; `right`: the top `fanCount` cards spread right (a draw-3 waste); `stack`:
   * squared up; or each card offset from the one below it by `faceUp` or `faceDown` (in card
   * widths), as that card below lies.
   */
  fan: 'down' | 'right' | 'stack' | Fan;
  fanCount?: number;
  /** What an empty pile shows. */
  mark?: string;
  /** Degrees the pile's cards are turned, clockwise (Sun's rays point away from the sun). */
  rotate?: number;
  /** A label beside the pile (Clock's hours), offset from it in card widths. */
  caption?: { text: string; sub?: string; dx: number; dy: number };
}

/** How far each card lies from the one below it, by how that one lies. */
export interface Fan {
  faceUp: [number, number];
  faceDown: [number, number];
}

/** A column: face-down cards close together, face-up ones far enough apart to read. */
const COLUMN: Fan = { faceUp: [0, 0.34], faceDown: [0, 0.14] };

/** The history of one game: every state from the deal, the moves between them, and where we are. */
interface History<S> {
  states: S[];
  moves: Move[];
  cursor: number;
}

const MAX_SEED = 0xffffffff;

/** An event of SPEC §1: it bubbles and crosses shadow roots, so a page can listen anywhere above. */
const solitaireEvent = (type: string, detail: unknown) => new CustomEvent(type, { detail, bubbles: true, composed: true });

/**
 * Where a pile's spot puts an element. Styles are set through the CSSOM (styleProperties), never as
 * style attributes, so the game runs under a Content Security Policy without 'unsafe-inline'.
 */
const place = (spot: PileSpot) => ({ '--sol-x': String(spot.x), '--sol-y': String(spot.y), rotate: `${spot.rotate ?? 0}deg` });

/** True when some card that lay face down in `before` lies face up in the same place in `after`. */
function turnedFaceUp(before: BaseState, after: BaseState): boolean {
  return Object.entries(before.piles).some(([pile, cards]) =>
    cards.some((card, i) => {
      const now = after.piles[pile]?.[i];
      return !card.faceUp && now?.faceUp && now.rank === card.rank && now.suit === card.suit;
    }),
  );
}

/** Reads a deal-number attribute strictly: digits only, in range; anything else is kept for a warning. */
const seedConverter = {
  fromAttribute: (value: string | null) => (value !== null && /^\d+$/.test(value.trim()) ? Number(value) : value ?? undefined),
  toAttribute: (value: unknown) => (value === undefined ? null : String(value)),
};

const isDealNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEED;

const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/**
 * How far the solver may look (positions visited) for a hint, which the player waits for (a
 * fraction of a second), and for the status line and a deal's check, which nobody waits for.
 */
const HINT_NODES = 20_000;
const CHECK_NODES = 150_000;
/** How long a hint waits for the solver before the engine's own hint is shown. */
const HINT_WAIT_MS = 1000;
/** The time between two moves of Finish at normal speed: each card's slide can be followed. */
const FINISH_PACE_MS = 90;
/** Random deals tried for `winnable` before it gives up. */
const WINNABLE_TRIES = 20;
let solverChannels = 0;

/** The solver's client, loaded with its Worker on first use: a page that never asks never loads it. */
const solverClient = () => import('./solver-client.js');

/**
 * What every game element shares: the state and its history (undo/redo), the SPEC events,
 * persistence, the clock, the toolbar and status line, drawing cards and pointer play. A game
 * element adds its layout, its options and what a tap means.
 *
 * Data flows one way: a pointer event or a method call → `game.play(state, move)` → a new state
 * in the history → Lit renders → an event leaves the element.
 */
export abstract class SolitaireElement<S extends BaseState = BaseState> extends LitElement implements DragHost, KeyboardHost {
  static override styles: CSSResultGroup = [cardStyles, tableStyles];

  /** The deal number; a random one is chosen (and reflected here) when none is given. */
  @property({ reflect: true, converter: seedConverter }) seed?: number;
  /** A localStorage key: the game is saved there after every move and resumed on load. */
  @property() persist?: string;
  /** `off`, `safe` or `all`: how the element sends cards to the foundations by itself. */
  @property({ attribute: 'auto-foundation' }) autoFoundation: AutoFoundation = 'safe';
  /** `light` or `dark` forces a theme; otherwise the system's colour scheme decides. */
  @property({ reflect: true }) theme?: string;
  /** Keeps no statistics (and shows no statistics button). */
  @property({ type: Boolean, attribute: 'no-stats' }) noStats = false;
  /** A four-colour deck: clubs green, diamonds blue. */
  @property({ type: Boolean, reflect: true, attribute: 'four-color' }) fourColor = false;
  /** The design of card backs: `classic`, `ruby` or `forest`. */
  @property({ reflect: true, attribute: 'card-back' }) cardBack?: string;
  /** New random deals are drawn until the solver proves one winnable; the status line says so. */
  @property({ type: Boolean }) winnable = false;
  /** The status line says, after each move, whether the game can still be won. */
  @property({ type: Boolean, attribute: 'solver-status' }) solverStatus = false;
  /** How fast cards slide and Finish plays: `slow`, `normal`, `fast` or `off`; reduced motion still wins. */
  @property() speed: Speed = 'normal';

  @state() private history?: History<S>;
  @state() private message = '';
  /** What the screen reader hears next (a polite live region). */
  @state() private announcement = '';
  /** Where the keyboard is, and the cards it holds. */
  @state() private cursor: Cursor | null = null;
  @state() private held: Cursor | null = null;
  @state() private helpOpen = false;
  @state() private statsOpen = false;
  /** Whether this deal has been counted in the statistics. */
  #counted = false;
  /** The hinted move: cards `first` … `last` of `from`, and `to`. */
  @state() private highlight: { from: PileId; to: PileId; first: number; last: number } | null = null;
  /** The solver's answer about one state of this game. */
  @state() private verdict: { state: S; answer: SolveResult } | null = null;
  /** The deal the solver proved winnable from the start, and whether it is looking for one. */
  @state() private provenSeed: number | null = null;
  @state() private findingDeal = false;
  /** Counts deals, so that a search for a winnable deal stops when another deal starts. */
  #dealCount = 0;
  readonly #solverChannel = `game-${++solverChannels}`;

  protected abstract readonly game: Game<S, object>;
  /** The option properties of this game, which deal a new game when they change. */
  protected abstract readonly optionProperties: readonly string[];
  /** The engine options read from the attributes (bad values warn and fall back). */
  protected abstract gameOptions(): object;
  /** Where each pile of `state` lies, in the order piles are drawn. */
  protected abstract layout(state: S): Record<PileId, PileSpot>;
  /** What taking back a turned-up card costs in `state`'s scoring; nothing unless a game says so. */
  protected peekCost(_state: S): number {
    return 0;
  }

  /** `state`'s score less a penalty, as the game's scoring counts it. */
  protected scoreAfterPenalty(state: S, penalty: number): number {
    return state.score - penalty;
  }

  /** Whether `pile` is one that auto-foundation sends cards to. */
  protected isFoundation(pile: PileId): boolean {
    return pile.startsWith('foundation');
  }

  /** The least height of the table, in card widths, so it does not jump as columns grow. */
  protected readonly minTableHeight: number = 3;
  /** Whether the cards from `index` up in `pile` may be picked up together. */
  protected abstract canPickUp(state: S, pile: PileId, index: number): boolean;

  readonly #timer = new TimerController(this);
  readonly #languageController = new LanguageController(this);
  readonly #warned = new Set<string>();
  #messageTimer?: ReturnType<typeof setTimeout>;
  #highlightTimer?: ReturnType<typeof setTimeout>;

  constructor() {
    super();
    new DragController(this);
    new KeyboardController(this);
  }

  // ——— Public API (SPEC §1) ———

  /** The engine state now (read-only, JSON-serialisable). */
  get state(): S {
    const history = this.#ensureGame();
    return history.states[history.cursor];
  }

  /** `playing`, `won` or `lost`. */
  get status() {
    return this.game.status(this.state);
  }

  /** Deals a new game: deal `seed`, or a random deal (with `winnable`, one proven winnable). */
  newGame(seed?: number): void {
    if (seed === undefined) this.#deal(randomSeed(), this.gameOptions(), 'random');
    else this.#deal(this.#checkedSeed(seed, 'newGame(seed)'), this.gameOptions());
  }

  /** The same deal again from the start. */
  restart(): void {
    this.#deal(this.state.seed, this.state.options);
  }

  /** One step back; false when there is nothing to undo. */
  undo(): boolean {
    return this.#step(-1);
  }

  /** One step forward again; false when there is nothing to redo. */
  redo(): boolean {
    return this.#step(1);
  }

  /**
   * A good next move, highlighted on the table; null when there is none. It is the next move of
   * the solver's winning line when the solver has found one for this position.
   */
  hint(): Move | null {
    const answer = this.verdict?.state === this.state ? this.verdict.answer : null;
    const move = answer?.result === 'won' && answer.moves.length ? answer.moves[0] : this.game.hint(this.state);
    if (move && 'from' in move) {
      const length = this.state.piles[move.from].length;
      const first = move.index ?? length - (move.count ?? 1);
      this.#flashHighlight({ from: move.from, to: move.to, first, last: move.index ?? length - 1 });
    }
    else this.#showMessage(this.hintMessage(move));
    return move;
  }

  /**
   * Makes a move; false (and a `solitaire-invalid` event) when it is illegal. Auto-foundation
   * follows, except after a card taken off a foundation: the player meant it to come down.
   */
  play(move: Move): boolean {
    if (!this.#commit(move)) return false;
    if (!('from' in move && this.isFoundation(move.from))) this.#autoPlay();
    return true;
  }

  /** The legal moves now. */
  moves(): Move[] {
    return this.game.moves(this.state);
  }

  // ——— Life cycle ———

  override connectedCallback(): void {
    registerSizes();
    super.connectedCallback();
    this.#ensureGame();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    // A removed game leaves nothing running behind it.
    clearTimeout(this.#messageTimer);
    clearTimeout(this.#highlightTimer);
  }

  protected override willUpdate(changed: PropertyValues): void {
    // Whether the keyboard is on the table: a card that stops being focusable would drop it.
    this.#focusedBefore = (this.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    this.#keyboardOnTable = this.#focusedBefore?.dataset?.pile !== undefined;
    // Looks: a bad value warns once and shows the default (the attribute stays as written).
    if (changed.has('theme')) this.option('theme', this.theme, (v) => v === 'light' || v === 'dark', 'the system theme');
    if (changed.has('speed')) this.motion.pace = SPEEDS[this.option('speed', this.speed, (v) => Object.hasOwn(SPEEDS, v as string), 'normal')];
    if (changed.has('cardBack')) this.option('card-back', this.cardBack, (v) => ['classic', 'ruby', 'forest'].includes(v as string), 'classic');
    if (!this.history) return;
    const state = this.state;
    // Where the cards show before a new state is drawn, for their slides.
    if (changed.has('history')) this.motion.note(this.renderRoot.querySelectorAll<HTMLElement>('.card'));
    // A seed attribute taken away leaves the game in play: the next new game is a random deal.
    if (changed.has('seed') && this.seed !== undefined && this.seed !== state.seed) {
      this.#deal(this.#checkedSeed(this.seed, 'seed'), this.gameOptions());
    } else if (this.optionProperties.some((name) => changed.has(name))) {
      // Compare effective options (defaults filled in by the engine), not the attributes as written.
      const options = this.gameOptions();
      if (JSON.stringify(this.game.deal(state.seed, options).options) !== JSON.stringify(state.options))
        this.#deal(state.seed, options);
    }
  }

  /** The game in progress, dealt (or resumed) on first use. */
  #ensureGame(): History<S> {
    if (!this.history) {
      const key = this.#persistKey();
      const resumed = key ? loadGame(key, this.game) : null;
      const random = this.seed === undefined;
      const seed = random ? randomSeed() : this.#checkedSeed(this.seed, 'seed');
      const options = this.gameOptions();
      const effective = this.game.deal(seed, options).options;
      if (resumed && JSON.stringify(resumed.states[0].options) === JSON.stringify(effective) &&
        (this.seed === undefined || resumed.states[0].seed === seed)) {
        this.history = resumed;
        this.#timer.reset(resumed.elapsedMs);
        this.seed = resumed.states[0].seed;
        this.#emit('solitaire-deal', this.#dealDetail());
        void this.#consultSolver();
        this.#checkFinish();
      } else this.#deal(seed, options, random ? 'random' : 'chosen');
    }
    return this.history!;
  }

  /**
   * Starts deal `seed`. A `random` deal under `winnable` is replaced until the solver proves one
   * winnable; a `chosen` one is only checked; a `proven` one has been.
   */
  #deal(seed: number, options: object, kind: 'random' | 'chosen' | 'proven' = 'chosen') {
    // A game left after a move counts as played and lost.
    if (this.history && this.history.moves.length && !this.#counted) this.#count(false);
    this.#counted = false;
    this.history = { states: [this.game.deal(seed, options)], moves: [], cursor: 0 };
    this.seed = seed;
    this.#timer.reset();
    this.message = '';
    this.highlight = null;
    // A random deal under `winnable` is announced once the search settles on it or on another.
    const provisional = kind === 'random' && this.winnable;
    if (!provisional) this.#emit('solitaire-deal', this.#dealDetail());
    this.#save();
    if (kind === 'proven') return;
    this.#dealCount++;
    this.provenSeed = null;
    this.findingDeal = false;
    if (this.winnable) void this.#findWinnableDeal(kind === 'random');
    else void this.#consultSolver();
  }

  /**
   * Asks the solver about this deal and, if it cannot prove it winnable and the deal was random,
   * about other random deals, at most WINNABLE_TRIES; the first proven one is dealt.
   */
  async #findWinnableDeal(random: boolean) {
    const dealCount = this.#dealCount;
    const options = this.state.options;
    this.findingDeal = random;
    for (let tries = 0; tries < (random ? WINNABLE_TRIES : 1); tries++) {
      const state = tries === 0 ? this.state : this.game.deal(randomSeed(), options);
      const answer = await (await solverClient()).askSolver(this.#solverChannel, state, CHECK_NODES);
      if (dealCount !== this.#dealCount) return;
      // No solver can run here (a strict policy): the deal stays, and nothing is claimed of it.
      if (!answer) return this.#settleDeal(random);
      if (answer.result !== 'won') continue;
      // A deal put in place of the first is announced as it is dealt.
      const replaced = state !== this.state;
      if (replaced) this.#deal(state.seed, options, 'proven');
      this.#settleDeal(random && !replaced);
      this.provenSeed = state.seed;
      this.verdict = { state: this.state, answer };
      return;
    }
    this.#settleDeal(random);
    if (random) {
      this.#showMessage(this.t('noWinnable'));
      this.announcement = this.t('noWinnable');
    }
  }

  /** The search for a winnable deal is over with the deal on the table, announced if `announce`. */
  #settleDeal(announce: boolean) {
    this.findingDeal = false;
    if (announce) this.#emit('solitaire-deal', this.#dealDetail());
  }

  /** With `solver-status`, asks the solver whether the position now can still be won. */
  async #consultSolver() {
    const state = this.state;
    if (!this.solverStatus || this.verdict?.state === state || this.game.status(state) !== 'playing') return;
    const answer = await (await solverClient()).askSolver(this.#solverChannel, state, CHECK_NODES);
    if (answer && state === this.state) this.verdict = { state, answer };
  }

  #dealDetail(): DealDetail {
    const { game, seed, options } = this.state;
    return { game, seed, options };
  }

  // ——— Moves, history and events ———

  /** Plays one move into the history; false (with `solitaire-invalid`) when it is refused. */
  #commit(move: Move): boolean {
    const before = this.state;
    const said = this.describeMove(before, move);
    let next: S;
    try {
      next = this.game.play(before, move);
    } catch (error) {
      if (!(error instanceof IllegalMoveError)) throw error;
      this.#refuse(move, translateRefusal(error, this.language));
      return false;
    }
    const history = this.history!;
    // Following the solver's line, the rest of the line still wins.
    const answer = this.verdict?.state === before ? this.verdict.answer : null;
    if (answer?.result === 'won' && answer.moves.length && sameMove(answer.moves[0], move))
      this.verdict = { state: next, answer: { ...answer, moves: answer.moves.slice(1) } };
    // One move on from a state that could be finished, the button stays while the new one is checked.
    if (this.#offersFinishFrom(before)) this.#finishing = { state: next, moves: null, pending: Promise.resolve() };
    this.history = {
      states: [...history.states.slice(0, history.cursor + 1), next],
      moves: [...history.moves.slice(0, history.cursor), move],
      cursor: history.cursor + 1,
    };
    this.#timer.start();
    this.message = '';
    this.#announce(said);
    this.#emit('solitaire-move', { move, moveCount: this.history.cursor, score: next.score });
    this.#afterChange();
    return true;
  }

  /** Sends cards up by themselves as auto-foundation asks, one move (and one undo step) each. */
  #autoPlay() {
    for (let move; this.status === 'playing' && (move = this.game.autoMove(this.state, this.#autoFoundationMode())); )
      if (!this.#commit(move)) break;
  }

  #step(direction: -1 | 1): boolean {
    const history = this.#ensureGame();
    const cursor = history.cursor + direction;
    if (cursor < 0 || cursor >= history.states.length) return false;
    const states = history.states.slice();
    // Taking back a move that turned a card face up would be a free peek: it costs points.
    const cost = direction < 0 && turnedFaceUp(states[cursor], states[history.cursor]) ? this.peekCost(states[cursor]) : 0;
    if (cost) states[cursor] = { ...states[cursor], score: this.scoreAfterPenalty(states[cursor], cost) };
    this.history = { ...history, states, cursor };
    const move = history.moves[direction < 0 ? cursor : cursor - 1];
    this.announcement = this.t(direction < 0 ? 'undone' : 'redone');
    this.#emit('solitaire-undo', { move, redo: direction > 0, moveCount: cursor, score: this.state.score });
    if (this.status === 'playing') this.#timer.start();
    this.#afterChange();
    return true;
  }

  /** Saves, and announces the end of the game once it is reached. */
  #afterChange() {
    this.#save();
    const status = this.status;
    if (status === 'playing') {
      void this.#consultSolver();
      this.#checkFinish();
      return;
    }
    this.#timer.stop();
    this.#announce(this.endMessage(status));
    if (!this.#counted) this.#count(status === 'won');
    const { moveCount, elapsedMs } = { moveCount: this.history!.cursor, elapsedMs: this.#timer.elapsedMs };
    const detail = { ...this.#dealDetail(), moveCount, score: this.state.score, elapsedMs };
    if (status === 'won') this.#emit('solitaire-won', { ...detail, moves: this.history!.moves.slice(0, moveCount) });
    else this.#emit('solitaire-lost', detail);
  }

  /** Shows and announces a refusal, said in the player's language. */
  #refuse(move: Move, said: string) {
    this.#showMessage(said);
    this.announcement = said;
    this.#emit('solitaire-invalid', { move, reason: said });
  }

  /** Adds this game to the statistics of its game and variant. */
  #count(won: boolean) {
    this.#counted = true;
    if (!this.noStats) recordGame(statsKey(this.game.name, this.state.options), won, this.#timer.elapsedMs, this.state.score);
  }

  #save() {
    const history = this.history;
    const key = this.#persistKey();
    if (!key || !history) return;
    saveGame(key, {
      version: 1,
      game: this.game.name,
      state: this.state,
      history: {
        moves: history.moves,
        cursor: history.cursor,
        elapsedMs: this.#timer.elapsedMs,
        scores: history.states.map((s) => s.score),
      },
    });
  }

  /** The `persist` key, unless another game on the page saves under it (then this one plays unsaved). */
  #persistKey(): string | undefined {
    if (!this.persist || claimKey(this.persist, this)) return this.persist;
    this.#warn(`persist="${this.persist}" is already used by another game on this page; this one is not saved`);
    return undefined;
  }

  #emit<K extends keyof HTMLElementEventMap>(type: K, detail: HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never) {
    this.dispatchEvent(solitaireEvent(type, detail));
  }

  // ——— Attributes ———

  /** The UI language: `lang` here or on the nearest ancestor, else English. */
  protected get language(): string {
    return this.#languageController.lang;
  }

  /**
   * An attribute's value if `valid`, else its default with one warning naming the attribute, the
   * value and what was used instead.
   */
  protected option<T>(
    attribute: string, value: unknown, valid: (value: unknown) => boolean, fallback: T, shown = () => String(fallback),
  ): T {
    if (value === undefined || value === null) return fallback;
    if (valid(value)) return value as T;
    this.#warn(`${attribute}="${String(value)}" is not valid; using ${shown()}`);
    return fallback;
  }

  #checkedSeed(seed: unknown, attribute: string): number {
    if (isDealNumber(seed)) return seed;
    const chosen = randomSeed();
    this.#warn(`${attribute}="${String(seed)}" is not a deal number (0 … 4294967295); using the random deal ${chosen}`);
    return chosen;
  }

  #autoFoundationMode(): AutoFoundation {
    return this.option('auto-foundation', this.autoFoundation, (v) => ['off', 'safe', 'all'].includes(v as string), 'safe');
  }

  #warn(text: string) {
    if (this.#warned.has(text)) return;
    this.#warned.add(text);
    console.warn(`<${this.localName}>: ${text}.`);
  }

  #showMessage(text: string) {
    this.message = text;
    clearTimeout(this.#messageTimer);
    this.#messageTimer = setTimeout(() => (this.message = ''), 3000);
  }

  #flashHighlight(highlight: SolitaireElement['highlight']) {
    this.highlight = highlight;
    clearTimeout(this.#highlightTimer);
    this.#highlightTimer = setTimeout(() => (this.highlight = null), 1800);
  }

  /** A string of the UI language. */
  protected t(key: MessageKey, values?: Record<string, string | number>): string {
    return msg(key, this.language, values);
  }

  // ——— Announcements ———

  /** Adds to what the live region says: a move and the auto-moves after it are read together. */
  #announce(text: string) {
    if (text) this.announcement = this.#announcing ? `${this.announcement}. ${text}` : text;
    this.#announcing = true;
    // A new sentence starts with the next task: the next thing the player does.
    queueMicrotask(() => (this.#announcing = false));
  }

  #announcing = false;

  /** What a move does, for the screen reader: "Queen of hearts to Column 3". */
  protected describeMove(state: S, move: Move): string {
    if (typeof move !== 'object' || move === null || !('from' in move)) return '';
    const cards = state.piles[move.from];
    const card = cards?.[move.index ?? cards.length - (move.count ?? 1)];
    return card && state.piles[move.to] ? this.t('movedTo', { card: cardNameIn(card, this.language), pile: this.pileName(move.to, state) }) : '';
  }

  // ——— Auto-complete ———

  /**
   * The moves that finish the game from a state by foundation moves and draws alone, if known;
   * `pending` while the state, one move on from a state that could be finished, is being
   * checked (the button stays rather than blink away). Not reactive: a render follows only an
   * answer that changes whether the Finish button shows.
   */
  #finishing: { state: S; moves: Move[] | null; pending?: Promise<void> } | null = null;

  /** Whether the Finish button shows for `state`. */
  #offersFinishFrom(state: S): boolean {
    return this.#finishing?.state === state && Boolean(this.#finishing.moves || this.#finishing.pending);
  }

  /** Whether the game can offer to finish by itself (not Clock, which is all chance). */
  protected readonly offersFinish: boolean = true;

  /**
   * Works out, in the solver's Worker and so off the page's main thread, whether foundation
   * moves and draws alone (Sun: its steps) finish the game from here; the Finish button shows
   * when they do.
   */
  #checkFinish() {
    const state = this.state;
    if (!this.offersFinish || (this.#finishing?.state === state && !this.#finishing.pending) || this.game.status(state) !== 'playing')
      return;
    const shown = this.#offersFinishFrom(state);
    const check = (async () => {
      const moves = await (await solverClient()).askFinish(`${this.#solverChannel}-finish`, this.game, state);
      if (moves === undefined || state !== this.state) return;
      this.#finishing = { state, moves };
      if (Boolean(moves) !== shown) this.requestUpdate();
    })();
    if (shown) this.#finishing!.pending = check;
  }

  /**
   * Plays the finishing moves one by one at a pace the eye can follow. They are committed without
   * auto-foundation: the list already sends every card up, and auto-moves in between would play
   * its later moves early and leave the list out of step. A player's own move in between ends it.
   */
  async #finish() {
    await this.#finishing?.pending;
    let expected = this.state;
    const moves = this.#finishing?.state === expected ? this.#finishing.moves : null;
    for (const move of moves ?? []) {
      if (!this.isConnected || this.state !== expected || !this.#commit(move)) return;
      expected = this.state;
      await new Promise((resolve) => setTimeout(resolve, FINISH_PACE_MS * this.motion.pace));
    }
  }

  // ——— Keyboard play (KeyboardHost) ———

  /** @internal For the keyboard controller. */
  keyCommand(command: KeyCommand): void {
    const state = this.state;
    const layout = this.layout(state);
    const cursor = this.cursor && layout[this.cursor.pile] ? clamp(this.cursor, state.piles[this.cursor.pile], layout[this.cursor.pile]) : this.#firstStop();
    switch (command) {
      case 'left':
      case 'right':
      case 'up':
      case 'down':
        this.cursor = stepCursor(cursor, command, state.piles, layout);
        break;
      case 'activate':
        this.cursor = cursor;
        this.#activate(cursor);
        break;
      case 'cancel':
        if (this.held) this.announcement = this.t('putBack');
        this.held = null;
        break;
      case 'undo':
        this.undo();
        break;
      case 'redo':
        this.redo();
        break;
      case 'newGame':
        this.newGame();
        break;
      case 'hint':
        void this.#showHint(true);
        break;
      case 'draw': {
        const move = this.drawMove(state);
        if (move) this.play(move);
        break;
      }
      case 'help':
        this.helpOpen = !this.helpOpen;
        break;
    }
  }

  /**
   * The hint of the Hint button and the H key: the solver's when it answers within a moment,
   * else the engine's. From the keyboard, the focus goes to the hinted cards.
   */
  async #showHint(fromKeyboard = false) {
    const state = this.state;
    if (this.verdict?.state !== state && this.status === 'playing') {
      const wait = new Promise<null>((resolve) => setTimeout(resolve, HINT_WAIT_MS, null));
      const answer = await Promise.race([solverClient().then((client) => client.askSolver(this.#solverChannel, state, HINT_NODES)), wait]);
      if (state !== this.state) return;
      if (answer) this.verdict = { state, answer };
    }
    const move = this.hint();
    if (fromKeyboard && move && 'from' in move) {
      const layout = this.layout(state);
      const index = move.index ?? state.piles[move.from].length - (move.count ?? 1);
      this.cursor = clamp({ pile: move.from, index }, state.piles[move.from], layout[move.from]);
    }
  }

  /** Enter or Space on the focused card: pick it up, put held cards down here, or send them on. */
  #activate(cursor: Cursor) {
    const held = this.held;
    if (held) {
      this.held = null;
      // A second Enter on the same pile sends the cards to their one obvious place.
      const move = held.pile === cursor.pile ? this.tapMove(this.state, held.pile, held.index) : this.cardMoveFor(this.state, held.pile, cursor.pile, held.index);
      if (move && this.play(move)) this.cursor = this.#focusAfter(move);
      else if (move) this.held = held;
      else this.tap(held.pile, held.index);
      return;
    }
    if (this.status === 'playing' && this.canPickUp(this.state, cursor.pile, cursor.index)) {
      this.held = cursor;
      this.announcement = this.t('picked', { card: cardNameIn(this.state.piles[cursor.pile][cursor.index], this.language) });
    } else this.tap(cursor.pile, cursor.index);
  }

  /** Whether card `index` of the held pile is among the cards held (those a drag would carry). */
  #isHeld(index: number): boolean {
    const held = this.held!;
    const single = 'index' in this.cardMoveFor(this.state, held.pile, held.pile, held.index);
    return single ? index === held.index : index >= held.index;
  }

  /** After a keyboard move the focus follows the cards to where they went. */
  #focusAfter(move: Move): Cursor | null {
    if (!('to' in move) || !this.layout(this.state)[move.to]) return this.cursor;
    const cards = this.state.piles[move.to];
    return clamp({ pile: move.to, index: cards.length - 1 }, cards, this.layout(this.state)[move.to]);
  }

  /** The first place the keyboard can stop: the first pile of the layout. */
  #firstStop(): Cursor {
    const layout = this.layout(this.state);
    const pile = Object.keys(layout)[0];
    const places = stops(this.state.piles[pile], layout[pile]);
    return { pile, index: places[places.length - 1] };
  }

  /** The move of the D key: draw from the stock (Sun: its next step), or nothing. */
  protected drawMove(state: S): Move | null {
    return state.piles.stock ? this.tapMove(state, 'stock', state.piles.stock.length - 1) : null;
  }

  protected override updated(changed: PropertyValues): void {
    this.motion.play();
    // The status changes with the history only: other updates (focus, a drag) need not ask.
    if (changed.has('history')) {
      const status = this.status;
      if (status === 'won' && this.#shownStatus === 'playing') this.motion.celebrate(this.renderRoot.querySelectorAll<HTMLElement>('.card'));
      this.#shownStatus = status;
    }
    // Keep the focus on the keyboard's card while the table has it: cards move under it.
    const focused = this.renderRoot.querySelector<HTMLElement>('[tabindex="0"][data-pile]');
    if (focused && this.#keyboardOnTable && (this.renderRoot as ShadowRoot).activeElement !== focused) focused.focus();
    // A button that turns disabled under the focus (Redo at the end of the line) would drop it to
    // the page, and the game's keys with it: the focus goes to the keyboard's place on the table.
    else if (focused && this.#focusedBefore?.matches(':disabled')) focused.focus();
  }

  #keyboardOnTable = false;
  #focusedBefore: HTMLElement | null = null;
  /** The status last drawn: a game is celebrated when it turns to won, not when a won game is shown. */
  #shownStatus?: string;

  // ——— Pointer play (DragHost) ———

  /** @internal The cards' slides, for the drag controller too. */
  readonly motion = new CardMotion();

  /** @internal For the drag controller. */
  canDrag(pile: PileId, index: number): boolean {
    return this.status === 'playing' && this.canPickUp(this.state, pile, index);
  }

  /** @internal For the drag controller. */
  dragElements(pile: PileId, index: number): HTMLElement[] {
    return this.cardElements(pile, index);
  }

  /** The card elements from `index` up in `pile`. */
  protected cardElements(pile: PileId, index: number): HTMLElement[] {
    return [...this.renderRoot.querySelectorAll<HTMLElement>(`.card[data-pile="${pile}"]`)].filter(
      (card) => Number(card.dataset.index) >= index,
    );
  }

  /** @internal For the drag controller. */
  dropZones(): { pile: PileId; rect: DOMRect }[] {
    const layout = this.layout(this.state);
    return [...this.renderRoot.querySelectorAll<HTMLElement>('.slot')].map((slot) => {
      const pile = slot.dataset.pile!;
      const rects = [slot, ...this.cardElements(pile, 0).filter((c) => !c.classList.contains('dragging'))].map((el) =>
        el.getBoundingClientRect(),
      );
      const left = Math.min(...rects.map((r) => r.left));
      const top = Math.min(...rects.map((r) => r.top));
      let bottom = Math.max(...rects.map((r) => r.bottom));
      // A column takes a drop anywhere down to a card's height below its last card.
      if (layout[pile].fan === 'down') bottom += rects[0].height;
      const right = Math.max(...rects.map((r) => r.right));
      return { pile, rect: new DOMRect(left, top, right - left, bottom - top) };
    });
  }

  /** @internal For the drag controller. */
  drop(from: PileId, to: PileId, index: number): boolean {
    return this.play(this.cardMoveFor(this.state, from, to, index));
  }

  /** The move that takes the cards picked up at `index` of `from` to `to`: all the cards above it. */
  protected cardMoveFor(state: S, from: PileId, to: PileId, index: number): Move {
    const count = state.piles[from].length - index;
    return count === 1 ? { from, to } : { from, to, count };
  }

  /** The order in which a tap tries destinations: foundations first, then cards to build on. */
  protected destinationRank(state: S, to: PileId): number {
    return to.startsWith('foundation') ? 0 : state.piles[to].length ? 1 : 2;
  }

  /** @internal For the drag controller. */
  tap(pile: PileId, index: number): void {
    if (this.status !== 'playing') return;
    const move = this.tapMove(this.state, pile, index);
    if (move) {
      this.play(move);
      return;
    }
    const card = this.state.piles[pile][index];
    if (card?.faceUp) {
      this.#refuse({ from: pile, to: pile }, this.t('nowhere', { card: cardNameIn(card, this.language) }));
      this.motion.shake(this.cardElements(pile, index));
    }
  }

  /**
   * What a tap on the card at `index` of `pile` does: the legal move of the cards picked up there
   * to the best destination (`destinationRank`). Games override this for the stock.
   */
  protected tapMove(state: S, pile: PileId, index: number): Move | null {
    if (index < 0 || index >= state.piles[pile].length) return null;
    const candidates = this.game
      .moves(state)
      .filter((m): m is CardMove => 'from' in m && sameMove(m, this.cardMoveFor(state, pile, m.to, index)));
    return candidates.sort((a, b) => this.destinationRank(state, a.to) - this.destinationRank(state, b.to))[0] ?? null;
  }

  // ——— Rendering ———

  /** The accessible name of a pile. */
  protected abstract pileName(pile: PileId, state: S): string;

  protected override render(): TemplateResult {
    const state = this.state;
    const history = this.history!;
    const status = this.status;
    const layout = this.layout(state);
    const cursor = this.#currentCursor(state, layout);
    const cards: { key: string; template: TemplateResult }[] = [];
    const seen = new Map<string, number>();
    // Cards are kept in one stable DOM order (by card) and stacked with z-index: a node that the
    // DOM moves loses its running transition, so a card keeps its node wherever it lies. A card's
    // z-index depends only on its pile and place, so that cards which did not move keep all their
    // styles and cost no style recalculation.
    let height = this.minTableHeight;
    for (const [pileNumber, [pile, spot]] of Object.entries(layout).entries()) {
      const offsets = this.#offsets(state.piles[pile], spot);
      const places = stops(state.piles[pile], spot);
      state.piles[pile].forEach((card, index) => {
        const code = cardCode(card);
        const copy = seen.get(code) ?? 0;
        seen.set(code, copy + 1);
        const [dx, dy] = offsets[index];
        height = Math.max(height, spot.y + dy + 1.4);
        const key = `${code}${copy}`;
        const focus = this.#focusAttributes(pile, index, cursor, places.includes(index));
        // Under two cards square on it (a pile's offsets only grow): it cannot show, and is not drawn.
        const buried = `${offsets[index]}` === `${offsets[index + 2]}`;
        cards.push({ key, template: this.#renderCard(card, key, pile, index, spot, [dx, dy, pileNumber * 200 + index + 1], focus, buried) });
      });
    }
    return html`
      <div class="bar" part="toolbar" role="toolbar" aria-label=${this.t('toolbar')} tabindex="-1">
        <button @click=${() => this.newGame()}>${this.t('newGame')}</button>
        <button @click=${() => this.restart()}>${this.t('restart')}</button>
        <button @click=${() => this.undo()} ?disabled=${history.cursor === 0}>${this.t('undo')}</button>
        <button @click=${() => this.redo()} ?disabled=${history.cursor >= history.moves.length}>${this.t('redo')}</button>
        <button @click=${() => this.#showHint()} ?disabled=${status !== 'playing'}>${this.t('hint')}</button>
        ${this.renderToolbarExtras(state)}
        ${status === 'playing' && this.#offersFinishFrom(state)
          ? html`<button class="primary finish" @click=${() => this.#finish()}>${this.t('finish')}</button>`
          : nothing}
        ${this.noStats
          ? nothing
          : html`<button class="stats-button" aria-expanded=${String(this.statsOpen)} @click=${() => (this.statsOpen = !this.statsOpen)}>
              ${this.t('stats')}
            </button>`}
        <button class="help-button" aria-label=${this.t('help')} aria-expanded=${String(this.helpOpen)}
          @click=${() => (this.helpOpen = !this.helpOpen)}>?</button>
      </div>
      <div class="table ${status}" part="table" style=${styleProperties({ '--sol-h': String(height) })} role="group" aria-label=${this.t('table')} tabindex="-1"
        ?inert=${this.findingDeal} aria-busy=${String(this.findingDeal)}>
        ${this.renderDecor(state)}
        ${Object.entries(layout).map(([pile, spot]) => this.#renderSlot(state, pile, spot, cursor))}
        ${repeat(cards.sort((a, b) => (a.key < b.key ? -1 : 1)), (c) => c.key, (c) => c.template)}
        ${this.message ? html`<div class="toast" aria-hidden="true">${this.message}</div>` : nothing}
        ${this.helpOpen ? this.#renderHelp() : nothing}
        ${this.statsOpen && !this.noStats ? this.#renderStats(state) : nothing}
        ${status === 'playing' ? nothing : html`<div class="banner" role="status">
          ${this.endMessage(status)}
          <button @click=${() => this.newGame()}>${this.t('playAgain')}</button>
        </div>`}
      </div>
      <div class="bar status" part="status" tabindex="-1">
        <span>${this.t('score')}: <b>${this.formatScore(state.score)}</b></span>
        <span>${this.t('moves')}: <b>${history.cursor}</b></span>
        <span>${this.t('time')}: <b>${formatTime(this.#timer.elapsedMs)}</b></span>
        ${this.renderStatusExtras(state)}
        <span class="solver">${this.#solverLine(state)}</span>
        <span class="message">${this.message}</span>
      </div>
      <div class="sr-only" role="status" aria-live="polite">${this.announcement}</div>
    `;
  }

  /** What the status line says of the solver's findings about `state`, if anything. */
  #solverLine(state: S): string {
    if (this.findingDeal) return this.t('findingDeal');
    const proven = this.winnable && this.provenSeed === state.seed;
    // A proven deal says so until the first move; then the live verdict, if asked for, takes over.
    if (proven && state === this.history!.states[0]) return this.t('winnableDeal');
    const result = this.verdict?.state === state ? this.verdict.answer.result : null;
    if (this.solverStatus && result === 'won') return this.t('canWin');
    if (this.solverStatus && result === 'lost') return this.t('cannotWin');
    return proven ? this.t('winnableDeal') : '';
  }

  /** Each card's offset from its pile's spot, in card widths. */
  #offsets(cards: Card[], spot: PileSpot): [number, number][] {
    const { fan } = spot;
    if (fan === 'right') return cards.map((_, i) => [Math.max(0, i - (cards.length - (spot.fanCount ?? 3))) * 0.24, 0]);
    if (fan === 'stack') return cards.map(() => [0, 0]);
    const steps = fan === 'down' ? COLUMN : fan;
    let [x, y] = [0, 0];
    return cards.map((card) => {
      const offset: [number, number] = [x, y];
      const [dx, dy] = card.faceUp ? steps.faceUp : steps.faceDown;
      [x, y] = [x + dx, y + dy];
      return offset;
    });
  }

  /** Anything drawn on the felt behind the piles (Clock's dial). */
  protected renderDecor(_state: S): unknown {
    return nothing;
  }

  /** More controls for the toolbar (Sun's procedure button). */
  protected renderToolbarExtras(_state: S): unknown {
    return nothing;
  }

  /** More figures for the status line (Clock's Kings). */
  protected renderStatusExtras(_state: S): unknown {
    return nothing;
  }

  /** Extra classes of a card (Clock's card in hand). */
  protected cardClass(_state: S, _pile: PileId, _index: number): string {
    return '';
  }

  /** What the status line says for a hint that moves no card (Sun's next step), or when there is none. */
  protected hintMessage(_move: Move | null): string {
    return this.t('noHint');
  }

  /** The score as the status line shows it. */
  protected formatScore(score: number): string {
    return String(score);
  }

  /** What the banner says at the end of the game. */
  protected endMessage(status: 'won' | 'lost'): string {
    return this.t(status);
  }

  #renderHelp() {
    const lines: MessageKey[] = ['helpArrows', 'helpEnter', 'helpEscape', 'helpUndo', 'helpKeys'];
    return html`<div class="help" role="dialog" aria-label=${this.t('help')}>
      <ul>${lines.map((line) => html`<li>${this.t(line)}</li>`)}</ul>
      <button @click=${() => (this.helpOpen = false)}>${this.t('close')}</button>
    </div>`;
  }

  #renderStats(state: S) {
    const key = statsKey(this.game.name, state.options);
    const stats = readStats(key);
    const rows: [MessageKey, string | number][] = [
      ['played', stats.played],
      ['wonGames', stats.won],
      ['winRate', stats.played ? `${Math.round((100 * stats.won) / stats.played)} %` : '–'],
      ['streak', stats.streak],
      ['bestStreak', stats.bestStreak],
      ['bestTime', stats.bestTimeMs ? formatTime(stats.bestTimeMs) : '–'],
      ['bestScore', stats.bestScore === null ? '–' : this.formatScore(stats.bestScore)],
    ];
    return html`<div class="help stats" role="dialog" aria-label=${this.t('stats')}>
      <dl>${rows.map(([label, value]) => html`<dt>${this.t(label)}</dt><dd>${value}</dd>`)}</dl>
      <button @click=${() => {
        resetStats(key);
        this.requestUpdate();
      }}>${this.t('reset')}</button>
      <button @click=${() => (this.statsOpen = false)}>${this.t('close')}</button>
    </div>`;
  }

  /** The keyboard's place now: where it was, kept within its pile, or the first pile. */
  #currentCursor(state: S, layout: Record<PileId, PileSpot>): Cursor {
    const cursor = this.cursor;
    return cursor && layout[cursor.pile] ? clamp(cursor, state.piles[cursor.pile], layout[cursor.pile]) : this.#firstStop();
  }

  /** Focus and role of a card or empty place: a stop of the keyboard is a button, the cursor's is tabbable. */
  #focusAttributes(pile: PileId, index: number, cursor: Cursor, isStop: boolean) {
    if (!isStop) return { role: 'img', tabindex: undefined };
    return { role: 'button', tabindex: cursor.pile === pile && cursor.index === index ? '0' : '-1' };
  }

  #renderSlot(state: S, pile: PileId, spot: PileSpot, cursor: Cursor) {
    const hinted = this.highlight?.to === pile && state.piles[pile].length === 0;
    const caption = spot.caption;
    const focus = this.#focusAttributes(pile, -1, cursor, state.piles[pile].length === 0);
    return html`<div class="slot ${pile} ${hinted ? 'hint' : ''}" part="pile" data-pile=${pile} data-index="-1"
        style=${styleProperties(place(spot))} role=${focus.role} tabindex=${ifDefined(focus.tabindex)} aria-label=${this.pileName(pile, state)}
        data-mark=${spot.mark ?? ''}></div>
      ${caption
        ? html`<span class="caption ${pile}" aria-hidden="true"
            style=${styleProperties({ ...place(spot), '--sol-dx': String(caption.dx), '--sol-dy': String(caption.dy), rotate: null })}
            >${caption.text}${caption.sub ? html`<small>${caption.sub}</small>` : nothing}</span>`
        : nothing}`;
  }

  #renderCard(
    card: Card, key: string, pile: PileId, index: number, spot: PileSpot, [dx, dy, z]: number[],
    focus: { role: string; tabindex?: string },
    buried: boolean,
  ) {
    const pileCards = this.state.piles[pile];
    const h = this.highlight;
    const hinted = h && ((h.from === pile && index >= h.first && index <= h.last) || (h.to === pile && index === pileCards.length - 1));
    const held = this.held?.pile === pile && this.#isHeld(index);
    const label = card.faceUp
      ? this.t('cardAt', { card: cardNameIn(card, this.language), pile: this.pileName(pile, this.state), i: index + 1, n: pileCards.length })
      : this.t('faceDown');
    const classes = `${card.faceUp ? colourClass(card) : 'down'} ${hinted ? 'hint' : ''} ${held ? 'held' : ''} ${buried ? 'buried' : ''} ${this.cardClass(this.state, pile, index)}`;
    return html`<div class="card ${classes}" part="card"
      data-key=${key} data-pile=${pile} data-index=${index} role=${focus.role} tabindex=${ifDefined(focus.tabindex)} aria-label=${label}
      style=${styleProperties({ ...place(spot), '--sol-dx': String(dx), '--sol-dy': String(dy), '--sol-z': String(z) })}
      >${card.faceUp ? cardFace(card) : nothing}</div>`;
  }
}
