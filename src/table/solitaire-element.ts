import { LitElement, html, nothing, type CSSResultGroup, type PropertyValues, type TemplateResult } from 'lit';
import type { BaseState, Card, Move, PileId } from '../engine/index.js';
import { Announcer } from './announcer.js';
import { CardMotion, SPEEDS } from './card-motion.js';
import { DealLinkController, dealFragment } from './deal-links.js';
import { deferredParts, loadDeferred, whenDeferred } from './load-deferred.js';
import { css } from './css.js';
import { randomSeed } from './game-element.js';
import { TableAttributes } from './table-attributes.js';
import { GameSession } from './game-session.js';
import { cardNameIn, translateRefusal, type Translate } from './i18n.js';
import { KeyboardController } from './keyboard-controller.js';
import { changedCards, pileView, type PileView } from './pile-view.js';
import { cardStyles } from './playing-card.js';
import type { Action, ActionCallbacks, TableActions } from './table-actions.js';
import { styleProperties } from './style-properties.js';
import { registerSizes, tableStyles } from './table-styles.js';
import { formatTime } from './timer-controller.js';
import { statusBar } from './status-bar.js';
import { toolbar } from './toolbar.js';

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
 * @slot footer - Below the status line: parts a page places in the game, such as `<solitaire-status>`, which read it through `@lit/context`.
 */
export abstract class SolitaireElement<S extends BaseState = BaseState> extends TableAttributes<S> {
  static override styles: CSSResultGroup = [cardStyles, tableStyles];

  /** @internal The cards' slides. */
  readonly motion = new CardMotion();
  readonly #say = new Announcer(this);
  readonly #session: GameSession<S> = new GameSession<S>(this, this.#say, {
    peekCost: (s) => this.peekCost(s),
    withPenalty: (s, cost) => this.scoreAfterPenalty(s, cost),
    game: () => this.game,
    grade: () => this.winnableGrade(),
    autoFoundation: () => this.autoFoundationRead(),
    options: () => this.gameOptions(),
    checkedSeed: (seed, attribute) => this.checkedSeed(seed, attribute),
    ofChance: () => this.ofChance,
    t: (key, values) => this.t(key, values),
    describeMove: (state, move) => this.describeMove(state, move),
    refusal: (error) => translateRefusal(error, this.language),
    endMessage: (status) => this.endMessage(status),
    hintMessage: (move) => this.hintMessage(move),
    warn: (text) => this.warn(text),
    dealt: () => (this.#keyboard.held = null),
    // An open panel shows the game just counted.
    counted: (key, counted) => this.#actions?.counted(key, counted),
  });
  /** The piles and where they lie. */
  readonly #table = () => ({ piles: this.state.piles, layout: this.layout(this.state) });
  readonly #keyboard = new KeyboardController(this, {
    table: this.#table,
    playing: () => this.status === 'playing',
    canPickUp: (pile, index) => this.canPickUp(this.state, pile, index),
    moveTo: (from, to, index) => this.cardMoveFor(this.state, from, to, index),
    tapMove: (pile, index) => this.tapMove(this.state, pile, index),
    play: (move) => this.play(move),
    tap: (pile, index) => this.#tap(pile, index, false),
    mirrored: () => this.mirror() > 0,
    said: (picked) =>
      this.#say.sayOnly(
        picked ? this.t('picked', { card: cardNameIn(this.state.piles[picked.pile][picked.index], this.language) }) : this.t('putBack'),
      ),
    shortcut: (command) => this.#act(command, true),
  });
  /** The toolbar's and keys' actions, made when first used. */
  #actions?: TableActions<S>;
  /** The state last drawn, and its status: cards slide, and a game is celebrated, when they change. */
  #drawn?: S;
  #drawnStatus?: string;
  /** The piles as the next drawing shows them (worked out in willUpdate). */
  #view?: PileView;
  #keyboardOnTable = false;
  /** Provides the game to the parts inside the element (game-parts.ts), once loaded. */
  #provide?: () => void;
  #focusedBefore: HTMLElement | null = null;

  constructor() {
    super();
    new DealLinkController(this, {
      enabled: () => this.dealLinks,
      game: () => this.game.name,
      optionAttributes: () => this.optionProperties.map((option) => this.attributeOf(option)),
      warn: (text) => this.warn(text),
    });
    // Pointer play and the game's context load just after the bundle; they join the element then.
    void loadDeferred().then(({ DragController, provideGame, styleLater }) => {
      styleLater(this);
      this.#provide = provideGame(
        this,
        this.#session,
        { score: (score) => this.formatScore(score), time: formatTime, t: (key, values) => this.t(key, values) },
        { LitElement, html, css },
      );
      new DragController(this, {
        canDrag: (pile, index) => this.status === 'playing' && this.canPickUp(this.state, pile, index),
        dragElements: (pile, index) => this.dragElements(pile, index),
        table: this.#table,
        drop: (from, to, index) => this.play(this.cardMoveFor(this.state, from, to, index)),
        tap: (pile, index) => this.#tap(pile, index),
        motion: this.motion,
      });
    });
  }

  // ——— Public API ———

  /** The engine state now (read-only, JSON-serialisable). */
  get state(): S {
    return this.#session.state;
  }

  /** `playing`, `won` or `lost`. */
  get status() {
    return this.#session.status;
  }

  /** Deals a new game: deal `seed`, or a random deal (with `winnable`, one proven winnable). */
  newGame(seed?: number): void {
    if (seed === undefined) this.#session.deal(randomSeed(), this.gameOptions(), 'random');
    else this.#session.deal(this.checkedSeed(seed, 'newGame(seed)'), this.gameOptions());
  }

  /** The same deal again from the start. */
  restart(): void {
    this.#session.deal(this.state.seed, this.state.options);
  }

  /** One step back; false when there is nothing to undo. */
  undo(): boolean {
    return this.#session.step(-1);
  }

  /** One step forward again; false when there is nothing to redo. */
  redo(): boolean {
    return this.#session.step(1);
  }

  /**
   * Back to the latest position of this game the solver proves winnable, in one step that Redo
   * reverses and Undo goes on from. Resolves false when no position is proven winnable, the one on
   * the table is, or the game changed meanwhile. The status line offers it once the solver has
   * proved the game lost (`solver-status`).
   */
  rewind(): Promise<boolean> {
    return this.#session.rewind();
  }

  /**
   * A good next move, highlighted on the table; null when there is none. It is the next move of
   * the solver's winning line when the solver has found one for this position.
   */
  hint(): Move | null {
    return this.#session.hint();
  }

  /**
   * Makes a move; false (and a `solitaire-invalid` event) when it is illegal. Auto-foundation
   * follows, except after a card taken off a foundation: the player meant it to come down.
   */
  play(move: Move): boolean {
    if (!this.#session.commit(move)) return false;
    if (!('from' in move && this.isFoundation(move.from))) this.#session.autoPlay();
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
    void this.#session.state;
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

  /** Waits for a proven deal about to replace the one dealt: it is drawn first, not a waiting table. */
  protected override scheduleUpdate(): void | Promise<unknown> {
    return this.#session.solver.picking?.finally(() => super.scheduleUpdate()) ?? super.scheduleUpdate();
  }

  protected override willUpdate(changed: PropertyValues): void {
    // Whether the keyboard is on the table: a card that stops being focusable would drop it.
    this.#focusedBefore = (this.renderRoot as ShadowRoot).activeElement as HTMLElement | null;
    this.#keyboardOnTable = this.#focusedBefore?.dataset?.pile !== undefined;
    super.willUpdate(changed);
    if (changed.has('speed')) this.motion.pace = SPEEDS[this.speedRead()];
    const optionChanged = this.optionProperties.some((name) => changed.has(name));
    this.#session.followAttributes(changed.has('seed'), optionChanged, changed.get('solverStatus') === false);
    // Worked out before drawing (a tick of the clock keeps it): the cards it changes, the only ones that may move, are noted.
    const before = this.#view;
    if (!this.#session.timer.tickedAlone(changed)) this.#view = this.#pileView();
    if (this.state !== this.#drawn) this.motion.note(changedCards(this.renderRoot as ShadowRoot, this.#view!, before));
  }

  protected override updated(_changed: PropertyValues): void {
    this.#provide?.();
    this.motion.play();
    const status = this.status;
    if (this.state !== this.#drawn && status === 'won' && this.#drawnStatus === 'playing')
      this.motion.celebrate(this.renderRoot.querySelectorAll<HTMLElement>('.card'));
    // The game is on screen: `:state(drawn)`, until which a page may keep its place (README).
    if (!this.#drawn) this.attachInternals().states?.add('drawn');
    this.#drawn = this.state;
    this.#drawnStatus = status;
    // Keep the focus on the keyboard's card while the table has it: cards move under it. A button
    // that turns disabled under the focus (Redo at the end of the line) would drop it to the page,
    // and the game's keys with it: the focus goes to the keyboard's place on the table.
    const focused = this.#keyboard.placeElement();
    const onTable = this.#keyboardOnTable && (this.renderRoot as ShadowRoot).activeElement !== focused;
    // A panel that closed and took the focus with it (Firefox may leave it on the page) gives it back.
    const actions = this.#actions;
    const lost = actions?.panelClosed && !this.matches(':focus-within');
    if (actions) actions.panelClosed = false;
    if (focused && (onTable || lost || this.#focusedBefore?.matches(':disabled'))) focused.focus();
    // A panel drawn is opened as a modal dialog: the focus moves into it.
    for (const dialog of this.renderRoot.querySelectorAll('dialog')) if (!dialog.open) dialog.showModal();
  }

  // ——— Pointer and keyboard play ———

  /** A tap on a card: it goes to its best place, or shakes and says why not (`tap="select"`: see selectByTap). */
  #tap(pile: PileId, index: number, select = this.selectsOnTap()) {
    if (this.status !== 'playing') return;
    if (select) return deferredParts()!.selectByTap(this.#keyboard, pile, index);
    const move = this.tapMove(this.state, pile, index);
    if (move) return void this.play(move);
    const card = this.state.piles[pile][index];
    if (card?.faceUp) {
      this.#session.refuse({ from: pile, to: pile }, this.t('nowhere', { card: cardNameIn(card, this.language) }));
      this.motion.shake(this.dragElements(pile, index));
    }
  }

  /** A button of the toolbar or a key's shortcut: the deferred parts say what it does. */
  #act(action: Action, fromKeyboard = false) {
    // An open panel is modal: its keys are Escape and its buttons'.
    if (this.renderRoot.querySelector('dialog')) return;
    whenDeferred((parts) => (this.#actions ??= new parts.TableActions<S>(this, this.#actionCallbacks())).run(action, fromKeyboard));
  }

  #actionCallbacks(): ActionCallbacks<S> {
    return {
      game: this,
      session: this.#session,
      pace: () => this.motion.pace,
      show: (text) => this.#say.show(text),
      sayOnly: (text) => this.#say.sayOnly(text),
      focus: (pile, index) => this.#keyboard.moveTo(pile, index),
      drawMove: () => this.drawMove(this.state),
      position: {
        keyboard: this.#keyboard,
        isFoundation: (pile) => this.isFoundation(pile),
        pileName: (pile) => this.pileName(pile, this.state),
        cardName: (card) => cardNameIn(card, this.language),
        brief: () => this.brief(),
      },
      t: (key, values) => this.t(key, values),
    };
  }

  // ——— Rendering ———

  /**
   * A card's accessible name. The stock's top card is its stop and says what it holds and does; the
   * cards under it are hidden (the stock's name counts them, and each name would change at every draw).
   */
  #cardLabel(state: S, card: Card, pile: PileId, index: number, pileName: string, brief: boolean): string | null {
    const n = state.piles[pile].length;
    if (pile === 'stock') return index === n - 1 ? pileName : null;
    const name = card.faceUp ? cardNameIn(card, this.language) : this.t('faceDown');
    return brief ? name : this.t('cardAt', { card: name, pile: pileName, i: index + 1, n });
  }

  /** The open panel, if any: panels come with the deferred parts, which any way of opening one waits for. */
  #panel(text: Translate): unknown {
    const kit = { html, text, formatScore: (score: number) => this.formatScore(score), formatTime };
    return this.#actions?.panel(kit, this.selectsOnTap()) ?? nothing;
  }

  /** The piles as the next drawing shows them (the verbosity read once, not once a card). */
  #pileView(state = this.state, brief = this.brief()): PileView {
    return pileView({
      state,
      layout: this.layout(state),
      keyboard: this.#keyboard,
      highlight: this.#say.highlight,
      pileName: (pile) => this.pileName(pile, state),
      cardLabel: (card, pile, index, name) => this.#cardLabel(state, card, pile, index, name, brief),
      cardClass: (pile, index) => this.cardClass(state, pile, index),
      minHeight: this.minTableHeight,
      readable: this.readable,
      mirror: this.mirror(),
      pending: this.#session.dealPending,
      grown: this.#session.history.moveCount ? this.#view : undefined,
    });
  }

  protected override render(): TemplateResult {
    const state = this.state;
    const status = this.status;
    const finding = this.#session.dealPending;
    const { tableStyle, content } = this.#view!;
    const text: Translate = (key, values) => this.t(key, values);
    const { history, solver } = this.#session;
    const solverLine = solver.lineFor(state, history.first, this.winnable !== false, this.solverStatus);
    return html`<div class="game">
      ${toolbar({
        text,
        canUndo: history.canUndo,
        canRedo: history.canRedo,
        playing: status === 'playing',
        canFinish: solver.offersFinishFrom(state),
        stats: !this.noStats,
        statsOpen: !!this.#actions?.stats,
        helpOpen: !!this.#actions?.helpOpen,
        extras: this.renderToolbarExtras(state),
        act: (action) => this.#act(action),
      })}
      <div class="table ${status}" part="table" style=${styleProperties(tableStyle)} role="group" aria-label=${this.t('table')}
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
      ${statusBar({
        text,
        score: this.formatScore(state.score),
        moveCount: history.moveCount,
        time: formatTime(this.#session.timer.elapsedMs),
        extras: this.renderStatusExtras(state),
        daily: this.#session.daily,
        ofChance: this.ofChance,
        solverLine,
        checking: solver.checking(state, solverLine),
        rewind: solverLine === 'cannotWin' && history.canUndo ? () => this.rewind() : null,
        message: this.#say.message,
      })}
      <slot name="footer"></slot>
      <div class="sr-only" role="status" aria-live="polite">${this.#say.announcement}</div>
    </div>`;
  }
}
