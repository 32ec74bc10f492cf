import { html, nothing, type CSSResultGroup, type PropertyValues, type TemplateResult } from 'lit';
import { IllegalMoveError, calendarDate, dailySeed, type BaseState, type Card, type Move, type PileId } from '../engine/index.js';
import { Announcer } from './announcer.js';
import { CardMotion, SPEEDS } from './card-motion.js';
import { DealLinkController, dealFragment, readDealLink } from './deal-links.js';
import { deferredParts, loadDeferred, whenDeferred } from './load-deferred.js';
import type { DealDetail } from './events.js';
import { randomSeed } from './game-element.js';
import { TableAttributes } from './table-attributes.js';
import { HistoryController } from './history-controller.js';
import { cardNameIn, translateRefusal, type MessageKey } from './i18n.js';
import { KeyboardController } from './keyboard-controller.js';
import { claimKey, statsKey } from './persistence.js';
import { dropZones, pileView } from './pile-view.js';
import { cardStyles } from './playing-card.js';
import { SolverController, type DealSearch } from './solver-controller.js';
import type { Action, ActionCallbacks, TableActions } from './table-actions.js';
import { styleProperties } from './style-properties.js';
import { registerSizes, tableStyles } from './table-styles.js';
import { TimerController, formatTime } from './timer-controller.js';
import { toolbar } from './toolbar.js';

/** Candidates tried for a winnable deal: any, or of a grade (about a third of the winnable ones). */
const WINNABLE_TRIES = 20;
const GRADED_TRIES = 60;

/** How a deal came: chosen (a number), random, proven by the solver in place of another, or the daily deal. */
type DealKind = 'chosen' | 'random' | 'proven' | DailyDeal;
/** The deal of the day: its date (`YYYY-MM-DD`) and its candidate deal numbers, in order. */
interface DailyDeal {
  date: string;
  candidate(attempt: number): number;
}

/** The statistics' storage, loaded when a game is first counted or the panel first opens. */
let statsStore: Promise<typeof import('./stats.js')> | undefined;
const stats = () => (statsStore ??= import('./stats.js'));

/** One of the game's events: it bubbles and crosses shadow roots, so a page can listen anywhere above. */
const solitaireEvent = (type: string, detail: unknown) => new CustomEvent(type, { detail, bubbles: true, composed: true });

/**
 * What every game element shares: the game and its history (undo/redo), the events a page
 * listens to, saving, the clock, the toolbar and status line, drawing cards, pointer and
 * keyboard play. A game element adds its layout, its options and what a tap means. The parts
 * live in controllers (history, solver, announcer, keyboard, drag, timer, language); the status
 * bar and statistics panel are drawn from the element's own state.
 *
 * Data flows one way: a pointer event, a key or a method call → `game.play(state, move)` → a new
 * state in the history → Lit renders → an event leaves the element.
 *
 * @fires {CustomEvent<DealDetail>} solitaire-deal - A game was dealt (new game, restart, resume).
 * @fires {CustomEvent<MoveDetail>} solitaire-move - A move was made: by the player, `play()`, auto-foundation or autoplay.
 * @fires {CustomEvent<UndoDetail>} solitaire-undo - A move was undone or redone.
 * @fires {CustomEvent<InvalidDetail>} solitaire-invalid - A move was refused; `detail.reason` says why in the player's language.
 * @fires {CustomEvent<WonDetail>} solitaire-won - The game is won; `detail.moves` replays it.
 * @fires {CustomEvent<LostDetail>} solitaire-lost - The game can no longer be won.
 * @cssprop --solitaire-felt - Table background.
 * @cssprop --solitaire-card-width - Card width; all card geometry scales from it.
 * @cssprop --solitaire-card-back - Background of card backs.
 * @cssprop --solitaire-red - Colour of hearts and diamonds.
 * @cssprop --solitaire-black - Colour of clubs and spades.
 * @cssprop --solitaire-clubs - Colour of clubs in the four-colour deck.
 * @cssprop --solitaire-diamonds - Colour of diamonds in the four-colour deck.
 * @cssprop --solitaire-font - Font of cards and controls.
 * @cssprop --solitaire-accent - Focus and hint highlight.
 * @csspart table - The felt with the piles.
 * @csspart card - Each card.
 * @csspart pile - Each pile's place on the table.
 * @csspart toolbar - The New game / Restart / Undo / Redo / Hint bar.
 * @csspart status - Score, moves, time and messages.
 */
export abstract class SolitaireElement<S extends BaseState = BaseState> extends TableAttributes<S> {
  static override styles: CSSResultGroup = [cardStyles, tableStyles];

  /** @internal The cards' slides. */
  readonly motion = new CardMotion();
  readonly #history = new HistoryController<S>(this, {
    peekCost: (s) => this.peekCost(s),
    withPenalty: (s, cost) => this.scoreAfterPenalty(s, cost),
  });
  readonly #solver = new SolverController<S>(this, {
    game: () => this.game,
    state: () => this.state,
    dealProven: (seed) => this.#deal(seed, this.state.options, 'proven'),
    settled: (announce) => announce && this.#emit('solitaire-deal', this.#dealDetail()),
    gaveUp: () => this.#say.show(this.t('noWinnable')),
  });
  readonly #say = new Announcer(this);
  readonly #timer = new TimerController(this);
  readonly #keyboard = new KeyboardController(this, {
    table: () => ({ piles: this.state.piles, layout: this.layout(this.state) }),
    playing: () => this.status === 'playing',
    canPickUp: (pile, index) => this.canPickUp(this.state, pile, index),
    moveTo: (from, to, index) => this.cardMoveFor(this.state, from, to, index),
    tapMove: (pile, index) => this.tapMove(this.state, pile, index),
    play: (move) => this.play(move),
    tap: (pile, index) => this.#tap(pile, index, false),
    mirrored: () => this.#mirrored,
    said: (picked) =>
      this.#say.sayOnly(
        picked ? this.t('picked', { card: cardNameIn(this.state.piles[picked.pile][picked.index], this.language) }) : this.t('putBack'),
      ),
    shortcut: (command) => this.#act(command, true),
  });
  /** The toolbar's and keys' actions, made when first used. */
  #actions?: TableActions;
  /** The date of the deal on the table when it is the daily deal. */
  #daily: string | null = null;
  /** A saved game may be waiting to be read (see #startGame): nothing is saved over it meanwhile. */
  #resumePending = false;
  /** Whether this deal has been counted in the statistics. */
  #counted = false;
  /** The state last drawn, and its status: cards slide, and a game is celebrated, when they change. */
  #drawn?: S;
  #drawnStatus?: string;
  #keyboardOnTable = false;
  #focusedBefore: HTMLElement | null = null;

  constructor() {
    super();
    new DealLinkController(
      this,
      () => this.dealLinks,
      () => this.#followLink(),
    );
    // Pointer play loads just after the bundle; the controller joins the element then.
    void loadDeferred().then(
      ({ DragController }) =>
        new DragController(this, {
          canDrag: (pile, index) => this.status === 'playing' && this.canPickUp(this.state, pile, index),
          dragElements: (pile, index) => this.dragElements(pile, index),
          dropZones: () => dropZones(this.renderRoot, this.layout(this.state), (pile) => this.dragElements(pile, 0)),
          drop: (from, to, index) => this.play(this.cardMoveFor(this.state, from, to, index)),
          tap: (pile, index) => this.#tap(pile, index),
          motion: this.motion,
        }),
    );
  }

  // ——— Public API ———

  /** The engine state now (read-only, JSON-serialisable). */
  get state(): S {
    if (!this.#history.started) this.#startGame();
    return this.#history.state;
  }

  /** `playing`, `won` or `lost`. */
  get status() {
    return this.game.status(this.state);
  }

  /** Deals a new game: deal `seed`, or a random deal (with `winnable`, one proven winnable). */
  newGame(seed?: number): void {
    if (seed === undefined) this.#deal(randomSeed(), this.gameOptions(), 'random');
    else this.#deal(this.checkedSeed(seed, 'newGame(seed)'), this.gameOptions());
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
   * Back to the latest position of this game the solver proves winnable, in one step that Redo
   * reverses and Undo goes on from. Resolves false when no position is proven winnable, the one on
   * the table is, or the game changed meanwhile. The status line offers it once the solver has
   * proved the game lost (`solver-status`).
   */
  async rewind(): Promise<boolean> {
    const state = this.state;
    const reached = this.#history.reached;
    const index = await this.#solver.lastWinnable(reached);
    if (state !== this.state || index < 0 || index === reached.length - 1) return false;
    const move = this.#history.played[index];
    this.#history.rewind(index);
    return this.#stepped(move, false, 'rewound');
  }

  /**
   * A good next move, highlighted on the table; null when there is none. It is the next move of
   * the solver's winning line when the solver has found one for this position.
   */
  hint(): Move | null {
    const answer = this.#solver.answerFor(this.state);
    const move = answer?.result === 'won' && answer.moves.length ? answer.moves[0] : this.game.hint(this.state);
    if (move && 'from' in move) {
      const length = this.state.piles[move.from].length;
      const first = move.index ?? length - (move.count ?? 1);
      this.#say.flash({ from: move.from, to: move.to, first, last: move.index ?? length - 1 });
      // The highlight is for the eye; the live region says the same in words.
      this.#say.sayOnly(`${this.t('hint')}: ${this.describeMove(this.state, move)}`);
    } else this.#say.show(this.hintMessage(move));
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

  /**
   * A link to this page that names the deal on the table and its variant, for a friend to play:
   * `#deal=klondike:12345:draw=3` (an element with `deal-links` plays it).
   */
  shareLink(): string {
    const { game, seed, options } = this.state;
    return location.href.split('#')[0] + dealFragment(game, seed, options, this.game.deal(0).options, (option) => this.attributeOf(option));
  }

  // ——— Life cycle ———

  override connectedCallback(): void {
    registerSizes(this);
    super.connectedCallback();
    if (!this.#history.started) this.#startGame();
  }

  /**
   * An update is complete once what loads just after the bundle is in and in place too (the cards'
   * slides, the keys, the pointer): a page may then watch cards move, press keys and drag.
   */
  protected override async getUpdateComplete(): Promise<boolean> {
    const complete = await super.getUpdateComplete();
    await loadDeferred();
    return complete;
  }

  protected override willUpdate(changed: PropertyValues): void {
    // Whether the keyboard is on the table: a card that stops being focusable would drop it.
    this.#focusedBefore = (this.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    this.#keyboardOnTable = this.#focusedBefore?.dataset?.pile !== undefined;
    super.willUpdate(changed);
    if (changed.has('speed')) this.motion.pace = SPEEDS[this.speedRead()];
    const state = this.state;
    // A seed attribute taken away leaves the game in play: the next new game is a random deal.
    if (changed.has('seed') && this.seed === 'daily' && this.#daily !== this.#today()) {
      this.#dealDaily(this.gameOptions());
    } else if (changed.has('seed') && this.seed !== undefined && this.seed !== 'daily' && this.seed !== state.seed) {
      this.#deal(this.checkedSeed(this.seed, 'seed'), this.gameOptions());
    } else if (this.optionProperties.some((name) => changed.has(name))) {
      // Compare effective options (defaults filled in by the engine), not the attributes as written.
      const options = this.gameOptions();
      if (JSON.stringify(this.game.deal(state.seed, options).options) !== JSON.stringify(state.options)) this.#deal(state.seed, options);
    }
    // Where the cards show before a new state is drawn, for their slides.
    if (this.state !== this.#drawn) this.motion.note(this.renderRoot.querySelectorAll<HTMLElement>('.card'));
  }

  protected override updated(_changed: PropertyValues): void {
    this.motion.play();
    const status = this.status;
    if (this.state !== this.#drawn && status === 'won' && this.#drawnStatus === 'playing')
      this.motion.celebrate(this.renderRoot.querySelectorAll<HTMLElement>('.card'));
    this.#drawn = this.state;
    this.#drawnStatus = status;
    // Keep the focus on the keyboard's card while the table has it: cards move under it. A button
    // that turns disabled under the focus (Redo at the end of the line) would drop it to the page,
    // and the game's keys with it: the focus goes to the keyboard's place on the table.
    const focused = this.renderRoot.querySelector<HTMLElement>('[tabindex="0"][data-pile]');
    const onTable = this.#keyboardOnTable && (this.renderRoot as ShadowRoot).activeElement !== focused;
    // A panel that closed and took the focus with it (Firefox may leave it on the page) gives it back.
    const actions = this.#actions;
    const lost = actions?.panelClosed && !this.matches(':focus-within');
    if (actions) actions.panelClosed = false;
    if (focused && (onTable || lost || this.#focusedBefore?.matches(':disabled'))) focused.focus();
    // A panel drawn is opened as a modal dialog: the focus moves into it.
    for (const dialog of this.renderRoot.querySelectorAll('dialog')) if (!dialog.open) dialog.showModal();
  }

  get #mirrored(): boolean {
    return this.leftHanded && this.mirrors;
  }

  /** The solver's word on the game in the status line, with the way back once it is lost. */
  #solverLine(): unknown {
    const key = this.#solver.lineFor(this.state, this.#history.first, this.winnable !== false, this.solverStatus);
    const back = key === 'cannotWin' && this.#history.canUndo;
    return html`<span class="solver">${key ? this.t(key) : ''}</span>
      ${back ? html`<button class="rewind" @click=${() => this.rewind()}>${this.t('rewind')}</button>` : nothing}`;
  }

  /** The status line's word on the daily deal: its date, and for Clock that it is a deal of chance. */
  #dailyLine(): string {
    if (!this.#daily) return '';
    // A date and time without a zone is local time: the reader's calendar day.
    const date = new Date(`${this.#daily}T00:00`).toLocaleDateString(this.language, { dateStyle: 'long' });
    return this.t(this.ofChance ? 'dailyChance' : 'daily', { date });
  }

  // ——— Dealing ———

  /** Plays the deal the page's fragment names, if it is of this game: its number and options, as attributes. */
  #followLink() {
    const link = readDealLink(location.hash, this.game.name);
    if (!link) return;
    for (const option of this.optionProperties) {
      const name = this.attributeOf(option);
      const value = link.attributes[name];
      if (value === undefined || value === 'false') this.removeAttribute(name);
      else this.setAttribute(name, value === 'true' ? '' : value);
    }
    this.setAttribute('seed', link.seed);
  }

  /**
   * Deals the first game: the saved one under `persist` if it is of this deal and variant. Saved
   * games are read by a deferred part: until it is in, a fresh deal waits unsaved on a table that
   * shows no card, and gives way to the saved game unless a move was made on it meanwhile.
   */
  #startGame() {
    const key = this.#persistKey();
    const options = this.gameOptions();
    const daily = this.seed === 'daily' ? this.#dailyDeal(options) : null;
    const random = this.seed === undefined;
    const seed = random ? randomSeed() : daily ? daily.candidate(0) : this.checkedSeed(this.seed, 'seed');
    // A saved daily game resumes on its day: its deal is one of the day's candidates.
    const sameDeal = (dealt: BaseState) =>
      random || dealt.seed === seed || (daily && Array.from({ length: WINNABLE_TRIES }, (_, i) => daily.candidate(i)).includes(dealt.seed));
    if (key) {
      const resume = () => this.#resume(key, this.game.deal(seed, options).options, sameDeal, daily);
      if (deferredParts()) {
        if (resume()) return;
      } else {
        this.#resumePending = true;
        whenDeferred(() => {
          this.#resumePending = false;
          // A move made on the fresh deal meanwhile (by a page's script) keeps that game.
          if (this.#history.canUndo || !resume()) this.#save();
          this.requestUpdate();
        });
      }
    }
    this.#deal(seed, options, daily ?? (random ? 'random' : 'chosen'));
  }

  /** Resumes the game saved under `key` if it is of the variant of `options` and `sameDeal` takes its deal. */
  #resume(key: string, options: object, sameDeal: (dealt: BaseState) => unknown, daily: DailyDeal | null): boolean {
    const resumed = deferredParts()!.loadGame(key, this.game);
    const dealt = resumed?.states[0];
    if (!resumed || !dealt || JSON.stringify(dealt.options) !== JSON.stringify(options) || !sameDeal(dealt)) return false;
    this.#solver.newDeal();
    this.#daily = daily?.date ?? null;
    this.#history.resume(resumed);
    this.#timer.reset(resumed.elapsedMs);
    if (!daily) this.seed = dealt.seed;
    this.#emit('solitaire-deal', this.#dealDetail());
    this.#afterChange();
    return true;
  }

  /** Today's date in the reader's calendar (through `Date.now`, which a test may set). */
  #today(): string {
    return calendarDate(new Date(Date.now()));
  }

  /** The daily deal of today for `options`. */
  #dailyDeal(options: object): DailyDeal {
    const date = this.#today();
    const effective = this.game.deal(0, options).options;
    return { date, candidate: (attempt) => dailySeed(date, this.game.name, effective, attempt) };
  }

  #dealDaily(options: object) {
    const daily = this.#dailyDeal(options);
    this.#deal(daily.candidate(0), options, daily);
  }

  /**
   * Starts deal `seed`. A `random` deal under `winnable` is replaced until the solver proves one
   * winnable (of the grade asked for), and so is a daily one, among the day's candidates; a
   * `chosen` one is only checked; a `proven` one has been.
   */
  #deal(seed: number, options: object, kind: DealKind = 'chosen') {
    // A game left after a move counts as played and lost.
    if (this.#history.started && this.#history.moveCount && !this.#counted) this.#count(false);
    this.#counted = false;
    // Still the daily deal: a restart of it, or the proven deal the day's search settled on.
    const restart = this.#history.started && seed === this.state.seed;
    this.#daily = typeof kind === 'object' ? kind.date : kind === 'proven' || restart ? this.#daily : null;
    this.#history.start(this.game.deal(seed, options));
    if (this.seed !== 'daily') this.seed = seed;
    this.#timer.reset();
    this.#say.clear();
    this.#say.sayOnly(this.t(restart ? 'restarted' : 'dealt', { n: seed }));
    this.#keyboard.held = null;
    const search = kind === 'proven' ? null : this.#search(kind);
    // A deal the table waits for is announced once the search settles on it or on another.
    if (!(search && search.tries > 1)) this.#emit('solitaire-deal', this.#dealDetail());
    this.#save();
    if (kind === 'proven') return;
    this.#solver.newDeal();
    // A fresh deal asks the solver only for the verdict the page asked for: the Finish check waits
    // for the first move, so a page that never asks never loads the solver.
    if (search) this.#solver.findWinnable(search);
    else if (this.solverStatus) this.#solver.consult();
  }

  /**
   * What the solver looks for from a new deal: the daily deal is the first of the day's candidates
   * it proves winnable (Clock's, a deal of chance, is not proven); under `winnable`, a random deal
   * is replaced by a proven one of the grade asked for, and a chosen one is checked.
   */
  #search(kind: Exclude<DealKind, 'proven'>): DealSearch | null {
    if (typeof kind === 'object') return this.ofChance ? null : { ...kind, tries: WINNABLE_TRIES };
    if (!this.winnable) return null;
    if (kind === 'chosen') return { candidate: randomSeed, tries: 1 };
    const grade = this.winnableGrade();
    return { candidate: randomSeed, tries: grade ? GRADED_TRIES : WINNABLE_TRIES, grade };
  }

  #dealDetail(): DealDetail {
    const { game, seed, options } = this.state;
    const proven = this.#solver.proven;
    return proven?.seed === seed && proven.grade ? { game, seed, options, difficulty: proven.grade } : { game, seed, options };
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
    this.#solver.moved(before, move, next);
    this.#history.push(move, next);
    this.#timer.start();
    this.#say.clear();
    this.#say.say(said);
    this.#emit('solitaire-move', { move, moveCount: this.#history.moveCount, score: next.score });
    this.#afterChange();
    return true;
  }

  /** Sends cards up by themselves as auto-foundation asks, one move (and one undo step) each. */
  #autoPlay() {
    const mode = this.autoFoundationRead();
    for (let move; this.status === 'playing' && (move = this.game.autoMove(this.state, mode));) if (!this.#commit(move)) break;
  }

  #step(direction: -1 | 1): boolean {
    const move = this.#history.step(direction);
    return move ? this.#stepped(move, direction > 0, direction < 0 ? 'undone' : 'redone') : false;
  }

  /** The history stepped back (or forward, `redo`) over `move`: said with the move, announced, and the clock runs again. */
  #stepped(move: Move, redo: boolean, said: MessageKey): true {
    const what = this.describeMove(redo ? this.#history.previous : this.state, move);
    this.#say.sayOnly(what ? `${this.t(said)}: ${what}` : this.t(said));
    this.#emit('solitaire-undo', { move, redo, moveCount: this.#history.moveCount, score: this.state.score });
    if (this.status === 'playing') this.#timer.start();
    this.#afterChange();
    return true;
  }

  /** Saves, asks the solver what it asks after each change, and announces the end once it is reached. */
  #afterChange() {
    this.#save();
    const status = this.status;
    if (status === 'playing') {
      if (this.solverStatus) this.#solver.consult();
      if (!this.ofChance) this.#solver.checkFinish();
      return;
    }
    this.#timer.stop();
    this.#say.say(this.endMessage(status));
    if (!this.#counted) this.#count(status === 'won');
    const detail = { ...this.#dealDetail(), moveCount: this.#history.moveCount, score: this.state.score, elapsedMs: this.#timer.elapsedMs };
    if (status === 'won') this.#emit('solitaire-won', { ...detail, moves: this.#history.played });
    else this.#emit('solitaire-lost', detail);
  }

  /** Shows and announces a refusal, said in the player's language. */
  #refuse(move: Move, said: string) {
    this.#say.show(said);
    this.#emit('solitaire-invalid', { move, reason: said });
  }

  /** Adds this game to the statistics of its game and variant. */
  #count(won: boolean) {
    this.#counted = true;
    if (this.noStats) return;
    const key = this.#statsKey();
    const { elapsedMs } = this.#timer;
    const { score } = this.state;
    const daily = this.#daily;
    void stats().then(({ recordGame }) => {
      const counted = recordGame(key, won, elapsedMs, score, daily);
      // An open panel shows the game just counted.
      this.#actions?.counted(key, counted);
    });
  }

  #save() {
    const key = this.#persistKey();
    if (!key || this.#resumePending) return;
    const saved = this.#history.saved(this.game, this.#timer.elapsedMs);
    whenDeferred(({ saveGame }) => saveGame(key, saved));
  }

  /** The `persist` key, unless another game on the page saves under it (then this one plays unsaved). */
  #persistKey(): string | undefined {
    if (!this.persist || claimKey(this.persist, this)) return this.persist;
    this.warn(`persist="${this.persist}" is already used by another game on this page; this one is not saved`);
    return undefined;
  }

  #emit<K extends keyof HTMLElementEventMap>(type: K, detail: HTMLElementEventMap[K] extends CustomEvent<infer D> ? D : never) {
    this.dispatchEvent(solitaireEvent(type, detail));
  }

  // ——— Pointer and keyboard play ———

  /** A tap on a card: it goes to its best place, or shakes and says why not (`tap="select"`: see #select). */
  #tap(pile: PileId, index: number, select = this.selectsOnTap()) {
    if (this.status !== 'playing') return;
    if (select) return this.#select(pile, index);
    const move = this.tapMove(this.state, pile, index);
    if (move) {
      this.play(move);
      return;
    }
    const card = this.state.piles[pile][index];
    if (card?.faceUp) {
      this.#refuse({ from: pile, to: pile }, this.t('nowhere', { card: cardNameIn(card, this.language) }));
      this.motion.shake(this.dragElements(pile, index));
    }
  }
  /**
   * `tap="select"`: a tap picks cards up as Enter does; with cards held, a tap on a pile puts them
   * there (or they spring back, the refusal said), a tap on them again sends them to their best place.
   */
  #select(pile: PileId, index: number) {
    const keyboard = this.#keyboard;
    const held = keyboard.held;
    keyboard.moveTo(pile, index);
    deferredParts()!.runKey(keyboard, 'activate');
    if (held && keyboard.held === held) keyboard.held = null;
  }

  /** A button of the toolbar or a key's shortcut: the deferred parts say what it does. */
  #act(action: Action, fromKeyboard = false) {
    // An open panel is modal: its keys are Escape and its buttons'.
    if (this.renderRoot.querySelector('dialog')) return;
    whenDeferred((parts) => (this.#actions ??= new parts.TableActions(this, this.#actionCallbacks())).run(action, fromKeyboard));
  }

  #actionCallbacks(): ActionCallbacks {
    return {
      game: this,
      moveCount: () => this.#history.moveCount,
      awaitHint: (state) => this.#solver.awaitHint(state as S),
      finishingMoves: () => this.#solver.finishingMoves(),
      commit: (move) => this.#commit(move),
      pace: () => this.motion.pace,
      show: (text) => this.#say.show(text),
      sayOnly: (text) => this.#say.sayOnly(text),
      focus: (pile, index) => this.#keyboard.moveTo(pile, index),
      drawMove: () => this.drawMove(this.state),
      position: () => this.#position(),
      t: (key) => this.t(key),
      statsKey: () => this.#statsKey(),
      today: () => this.#today(),
      stats,
    };
  }

  #statsKey(): string {
    return statsKey(this.game.name, this.state.options);
  }

  // ——— Rendering ———

  /**
   * A card's accessible name. The stock's top card is its stop and says what it holds and does; the
   * cards under it are hidden (the stock's name counts them, and each name would change at every draw).
   */
  #cardLabel(state: S, card: Card, pile: PileId, index: number, brief: boolean): string | null {
    const n = state.piles[pile].length;
    if (pile === 'stock') return index === n - 1 ? this.pileName(pile, state) : null;
    const name = card.faceUp ? cardNameIn(card, this.language) : this.t('faceDown');
    return brief ? name : this.t('cardAt', { card: name, pile: this.pileName(pile, state), i: index + 1, n });
  }

  /** The position in words, for P. */
  #position(): string {
    const state = this.state;
    return deferredParts()!.readPosition({
      keyboard: this.#keyboard,
      isFoundation: (pile) => this.isFoundation(pile),
      pileName: (pile) => this.pileName(pile, state),
      cardName: (card) => cardNameIn(card, this.language),
      faceDown: (n) => this.t('faceDownCount', { n }),
      empty: this.t('empty'),
      brief: this.brief(),
    });
  }

  /** The open panel, if any: panels come with the deferred parts, which any way of opening one waits for. */
  #panel(text: (key: MessageKey) => string): unknown {
    const kit = { html, text, formatScore: (score: number) => this.formatScore(score), formatTime };
    return this.#actions?.panel(kit, this.selectsOnTap()) ?? nothing;
  }

  protected override render(): TemplateResult {
    const state = this.state;
    const status = this.status;
    const finding = this.#solver.findingDeal || this.#resumePending;
    // Read once a drawing, not once a card.
    const brief = this.brief();
    const keyboard = this.#keyboard;
    const { height, content } = pileView({
      state,
      layout: this.layout(state),
      cursor: keyboard.current(),
      highlight: this.#say.highlight,
      isHeld: (pile, index) => keyboard.isHeld(pile, index),
      pileName: (pile) => this.pileName(pile, state),
      cardLabel: (card, pile, index) => this.#cardLabel(state, card, pile, index, brief),
      cardClass: (pile, index) => this.cardClass(state, pile, index),
      minHeight: this.minTableHeight,
      readable: this.readable,
    });
    const text = (key: MessageKey) => this.t(key);
    return html`
      ${toolbar({
        text,
        canUndo: this.#history.canUndo,
        canRedo: this.#history.canRedo,
        playing: status === 'playing',
        canFinish: this.#solver.offersFinishFrom(state),
        stats: !this.noStats,
        statsOpen: !!this.#actions?.stats,
        helpOpen: !!this.#actions?.helpOpen,
        extras: this.renderToolbarExtras(state),
        act: (action) => this.#act(action),
      })}
      <div class="table ${status}${this.#mirrored ? ' mirrored' : ''}" part="table" style=${styleProperties({ '--sol-h': String(height) })} role="group" aria-label=${this.t('table')}
        tabindex="-1" ?inert=${finding} aria-busy=${String(finding)}>
        ${this.renderDecor(state)} ${content}
        ${this.#say.message ? html`<div class="toast" aria-hidden="true">${this.#say.message}</div>` : nothing}
        ${this.#panel(text)}
        ${
          status === 'playing'
            ? nothing
            : html`<div class="banner">${this.endMessage(status)}<button @click=${() => this.newGame()}>${this.t('playAgain')}</button></div>`
        }
      </div>
      <div class="bar status" part="status" tabindex="-1">
        <span>${this.t('score')}: <b>${this.formatScore(state.score)}</b></span>
        <span>${this.t('moves')}: <b>${this.#history.moveCount}</b></span>
        <span>${this.t('time')}: <b>${formatTime(this.#timer.elapsedMs)}</b></span>
        ${this.renderStatusExtras(state)}
        <span class="daily">${this.#dailyLine()}</span>
        ${this.#solverLine()}
        <span class="message">${this.#say.message}</span>
      </div>
      <div class="sr-only" role="status" aria-live="polite">${this.#say.announcement}</div>
    `;
  }
}
