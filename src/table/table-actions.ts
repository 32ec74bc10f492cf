// What the toolbar's buttons and the game's shortcut keys do, and the panels they open. They come
// with the deferred parts (a button waits for them; so do the keys, which come with them), so the first drawing carries none of
// this. Like every deferred part it imports nothing the bundle has; it reaches the game through
// the callbacks it is given.
import type { ReactiveControllerHost, TemplateResult } from 'lit';
import type { BaseState, Move, PileId } from '../engine/index.js';
import type { GameSession } from './game-session.js';
import type { Shortcut } from './keyboard-controller.js';
import { adoptPanelStyles, helpPanel, statsPanel, type PanelKit } from './panels.js';
import { readPosition, type PositionInput } from './position-reading.js';
import type { Stats } from './stats.js';

/** What a toolbar button or shortcut key asks for. */
export type Action = Shortcut | 'restart' | 'finish' | 'share' | 'stats';

/** How long a first N waits for the second that deals a new game over one in progress. */
const CONFIRM_MS = 4000;
/** The time between two moves of Finish at normal speed: each card's slide can be followed. */
const FINISH_PACE_MS = 90;

/** What the actions need from their game element. */
export interface ActionCallbacks<S extends BaseState = BaseState> {
  /** The element's own API: a button does what a page's script may do. */
  game: {
    readonly isConnected: boolean;
    readonly state: S;
    readonly status: string;
    newGame(): void;
    restart(): void;
    undo(): boolean;
    redo(): boolean;
    hint(): Move | null;
    play(move: Move): boolean;
    shareLink(): string;
  };
  /** The game's session: its history, the solver's answers, and a move played without auto-foundation. */
  session: GameSession<S>;
  /** How long slides take, as a share of normal speed. */
  pace(): number;
  /** Shows and says `text` for a moment; `sayOnly` only says it. */
  show(text: string): void;
  sayOnly(text: string): void;
  /** Moves the keyboard to card `index` of `pile`. */
  focus(pile: PileId, index: number): void;
  drawMove(): Move | null;
  /** What reading the position aloud (P) needs. */
  position: Omit<PositionInput, 't'>;
  t: PositionInput['t'];
}

/** The toolbar's and the keys' actions, and which panel is open. */
export class TableActions<S extends BaseState = BaseState> {
  helpOpen = false;
  /** The figures the statistics panel shows while it is open. */
  stats: Stats | null = null;
  /** The options of the variant whose figures those are. */
  #statsOptions: object = {};
  /** Whether the browser lets the page keep those figures. */
  #statsKept = true;
  /** Reset was pressed once in the open statistics panel: the next press resets. */
  resetAsked = false;
  /** A panel has just closed: the element gives the focus back to the table if it was lost. */
  panelClosed = false;
  /** When N last asked to confirm a new game. */
  #newGameAsked = -Infinity;

  readonly #host: ReactiveControllerHost & Element;
  readonly #on: ActionCallbacks<S>;
  /** `host`: the game element, whose shadow root takes the panels' styles. */
  constructor(host: ReactiveControllerHost & Element, callbacks: ActionCallbacks<S>) {
    this.#host = host;
    this.#on = callbacks;
    adoptPanelStyles(host.shadowRoot!);
  }

  /** Does what a button or key asks (`fromKeyboard`: N asks to confirm, a hint takes the focus). */
  run(action: Action, fromKeyboard: boolean): unknown {
    const { game } = this.#on;
    const actions: Record<Action, () => unknown> = {
      newGame: () => (fromKeyboard ? this.#newGameByKey() : game.newGame()),
      restart: () => game.restart(),
      undo: () => game.undo(),
      redo: () => game.redo(),
      hint: () => this.#hint(fromKeyboard),
      finish: () => this.#finish(),
      share: () => this.#share(),
      stats: () => this.#statsAction('show'),
      help: () => this.#setHelp(true),
      read: () => this.#on.sayOnly(readPosition({ ...this.#on.position, t: this.#on.t })),
      draw: () => {
        const move = this.#on.drawMove();
        if (move) game.play(move);
      },
    };
    return actions[action]();
  }

  /** The open panel, drawn with `kit`; `select` chooses the help's line on taps. */
  panel(kit: PanelKit, select: boolean): TemplateResult | null {
    if (this.helpOpen) {
      const shown = Object.keys(this.#on.position.keyboard.callbacks.table().layout);
      // What the stock does: draw, or Sun's next step (by its button alone once the stock is dealt).
      const { game, piles } = this.#on.game.state;
      const stock = piles.stock && (piles.waste ? 'helpStock' : shown.includes('stock') ? 'helpStep' : 'helpStepButton');
      return helpPanel(kit, () => this.#setHelp(false), { game, select, piles: shown, stock });
    }
    if (this.stats) {
      const { stats, resetAsked } = this;
      const shown = { stats, options: this.#statsOptions, resetAsked, kept: this.#statsKept };
      return statsPanel(kit, shown, (action) => void this.#statsAction(action));
    }
    return null;
  }

  /** A game was just counted under `key`: an open statistics panel of that variant shows it. */
  counted(key: string, figures: Stats) {
    if (this.stats && key === this.#on.session.statsKey()) this.#showStats(figures);
  }

  /**
   * N: a game in progress is thrown away only on a second N within a few seconds; the first says
   * so. (The New game button is a deliberate click.)
   */
  #newGameByKey() {
    const now = performance.now();
    const { game } = this.#on;
    if (game.status !== 'playing' || !this.#on.session.history.moveCount || now - this.#newGameAsked < CONFIRM_MS) return game.newGame();
    this.#newGameAsked = now;
    this.#on.show(this.#on.t('confirmNew'));
  }

  /**
   * The hint of the Hint button and the H key: the solver's when it answers within a moment,
   * else the engine's. From the keyboard, the focus goes to the hinted cards.
   */
  async #hint(fromKeyboard: boolean) {
    const { game } = this.#on;
    const state = game.state;
    const { solver } = this.#on.session;
    await (await solver.tasks()).awaitHint(solver, state);
    if (state !== game.state) return;
    const move = game.hint();
    if (fromKeyboard && move && 'from' in move) this.#on.focus(move.from, move.index ?? state.piles[move.from].length - (move.count ?? 1));
  }

  /**
   * Plays the finishing moves one by one at a pace the eye can follow. They are committed without
   * auto-foundation: the list already sends every card up, and auto-moves in between would play
   * its later moves early and leave the list out of step. A player's own move in between ends it.
   */
  async #finish() {
    const { game, session } = this.#on;
    // The moves that finish the game from the state on the table, once known; none if they do not.
    await session.solver.finishing?.pending;
    const { finishing } = session.solver;
    let expected = game.state;
    for (const move of (finishing?.state === expected && finishing.moves) || []) {
      if (!game.isConnected || game.state !== expected || !session.commit(move)) return;
      expected = game.state;
      await new Promise((resolve) => setTimeout(resolve, FINISH_PACE_MS * this.#on.pace()));
    }
  }

  /**
   * The Share button: the share sheet where the browser has one, else the link to the clipboard,
   * said; where the clipboard is refused, the link is shown to copy by hand.
   */
  async #share() {
    const url = this.#on.game.shareLink();
    if (navigator.share) return navigator.share({ url }).catch(() => {});
    try {
      await navigator.clipboard.writeText(url);
      this.#on.show(this.#on.t('linkCopied'));
    } catch {
      this.#on.show(url);
    }
  }

  #setHelp(open: boolean) {
    this.helpOpen = open;
    void this.#panelChanged(open, open);
  }

  /**
   * Draws a panel's change: `open`, whether a panel is open now; `opened`, whether it has just
   * opened. Its heading then takes the focus once it is drawn (and opened as a modal dialog): the
   * focus must go into a modal dialog, and there a panel taller than a phone's screen opens at its
   * top, not scrolled down to Close, and a screen reader reads it from the start. Not by
   * `autofocus`: Chrome refuses it in a frame of another origin (the embed page), with an error in
   * the console, and Firefox gives the focus to the first button without it.
   */
  async #panelChanged(open: boolean, opened: boolean) {
    this.panelClosed = !open;
    this.#host.requestUpdate();
    if (!opened) return;
    await this.#host.updateComplete;
    this.#host.shadowRoot!.querySelector<HTMLElement>('dialog h2')?.focus();
  }

  /**
   * Shows the record of this game's variant in the statistics panel, or closes it. A record is
   * reset on a second press of Reset (the first says so): one slip of a finger beside Close
   * would lose it for good.
   */
  async #statsAction(action: 'show' | 'reset' | 'close') {
    if (action === 'close') return this.#showStats(null);
    if (action === 'reset' && !this.resetAsked) {
      this.resetAsked = true;
      return this.#host.requestUpdate();
    }
    const key = this.#on.session.statsKey();
    this.#statsOptions = this.#on.game.state.options;
    const { readStats, resetStats, dailyStreakOn, statsKept } = await import('./stats.js');
    if (action === 'reset') resetStats(key);
    this.#statsKept = statsKept();
    const figures = readStats(key);
    this.#showStats({ ...figures, dailyStreak: dailyStreakOn(figures, this.#on.session.today()) });
  }

  #showStats(figures: Stats | null) {
    const opened = !this.stats && !!figures;
    this.resetAsked = false;
    this.stats = figures;
    void this.#panelChanged(!!figures, opened);
  }
}
