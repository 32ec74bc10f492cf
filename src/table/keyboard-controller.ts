import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Card, Move, PileId } from '../engine/index.js';
import { clamp, shown, type Cursor } from './cursor.js';
import { deferredParts } from './load-deferred.js';
import type { PileSpot } from './layout.js';

/** What a key asks the game to do beyond moving the focus and the cards in hand. */
export type Shortcut = 'undo' | 'redo' | 'newGame' | 'hint' | 'draw' | 'read' | 'help';
/** Moving the focus or the cards in hand; `jump x` goes to the piles key `x` names (keyboard-commands.ts). */
export type Navigation = 'left' | 'right' | 'up' | 'down' | 'activate' | 'cancel' | `jump ${string}`;

/** What keyboard play needs from its game element. */
export interface KeyboardCallbacks {
  /** The piles on the table and where each lies, in keyboard order. */
  table(): { piles: Record<PileId, Card[]>; layout: Record<PileId, PileSpot> };
  playing(): boolean;
  canPickUp(pile: PileId, index: number): boolean;
  /** The move that takes the cards picked up at `index` of `from` to `to`. */
  moveTo(from: PileId, to: PileId, index: number): Move;
  /** The move a tap on that card makes (its best place), or null. */
  tapMove(pile: PileId, index: number): Move | null;
  play(move: Move): boolean;
  tap(pile: PileId, index: number): void;
  /** Whether the table is drawn mirrored (left-handed): the arrows follow what the eye sees. */
  mirrored(): boolean;
  /** Cards picked up (with the first one's place) or put back (null). */
  said(picked: { pile: PileId; index: number } | null): void;
  shortcut(command: Shortcut): void;
}

/**
 * Keyboard play: arrow keys move the focus between piles and along a pile's cards, Enter or
 * Space picks cards up and puts them down, Escape puts them back; U or Ctrl+Z undo, Ctrl+Y or
 * Shift+Ctrl+Z redo, N new game, H hint, D draw (or Sun's next step), P reads the position
 * aloud, ? help. Holds where the
 * keyboard is and which cards it holds; what each key does is in keyboard-commands.ts.
 */
export class KeyboardController implements ReactiveController {
  /** Where the keyboard is (null: the first pile), and the cards it holds. */
  cursor: Cursor | null = null;
  held: Cursor | null = null;

  readonly #host: ReactiveControllerHost & HTMLElement;
  /** @internal */
  readonly callbacks: KeyboardCallbacks;
  constructor(host: ReactiveControllerHost & HTMLElement, callbacks: KeyboardCallbacks) {
    this.#host = host;
    this.callbacks = callbacks;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.addEventListener('keydown', this.#onKeyDown);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('keydown', this.#onKeyDown);
  }

  /** The keyboard's place now: where it was, kept within its pile, or the first pile. */
  current(table = this.callbacks.table()): Cursor {
    const cursor = this.cursor;
    if (cursor && table.layout[cursor.pile]) return clamp(cursor, this.stops(cursor.pile, table));
    const pile = Object.keys(table.layout)[0];
    return { pile, index: this.stops(pile, table).at(-1)! };
  }

  /**
   * The places the keyboard can stop in `pile`: the cards shown that a player can pick up, and the
   * top card, where cards are put down; -1 for an empty pile. A card that only shows (a Sun ray's
   * under its top, Clock's tucked cards) is no stop and no button: a screen reader reads it in its
   * pile. `table`: the piles and layout, where the caller has them.
   */
  stops(pile: PileId, table = this.callbacks.table()): number[] {
    const top = table.piles[pile].length - 1;
    return top < 0 ? [-1] : this.shown(pile, table).filter((index) => index === top || this.callbacks.canPickUp(pile, index));
  }

  /** The cards of `pile` a player can tell apart (cursor.ts). */
  shown(pile: PileId, { piles, layout } = this.callbacks.table()): number[] {
    return shown(piles[pile], layout[pile]);
  }

  /** Moves the keyboard to card `index` of `pile` (or the nearest place it can stop). */
  moveTo(pile: PileId, index: number): void {
    const table = this.callbacks.table();
    if (table.layout[pile]) this.cursor = clamp({ pile, index }, this.stops(pile, table));
    this.#host.requestUpdate();
  }

  /** The element of the keyboard's place on the table: the one card or pile a Tab reaches. */
  placeElement(): HTMLElement | null | undefined {
    return this.#host.shadowRoot?.querySelector<HTMLElement>('[tabindex="0"][data-pile]');
  }

  #onKeyDown = (event: KeyboardEvent) => {
    // What the keys do loads just after the bundle, as pointer play does: a key pressed before then does nothing.
    if (deferredParts()?.runKey(this, event)) this.#host.requestUpdate();
  };

  /** Whether card `index` of `pile` is among the cards held (those a drag would carry). */
  isHeld(pile: PileId, index: number): boolean {
    const held = this.held;
    if (held?.pile !== pile) return false;
    const single = 'index' in this.callbacks.moveTo(held.pile, held.pile, held.index);
    return single ? index === held.index : index >= held.index;
  }
}
