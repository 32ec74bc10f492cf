import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Card, Move, PileId } from '../engine/index.js';
import { clamp, step, stops, type Cursor } from './cursor.js';
import type { PileSpot } from './layout.js';

/** What a key asks the game to do beyond moving the focus and the cards in hand. */
export type Shortcut = 'undo' | 'redo' | 'newGame' | 'hint' | 'draw' | 'help';
type Navigation = 'left' | 'right' | 'up' | 'down' | 'activate' | 'cancel';

const NAVIGATION: Record<string, Navigation> = {
  ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', Enter: 'activate', ' ': 'activate', Escape: 'cancel',
};
const SHORTCUTS: Record<string, Shortcut> = { u: 'undo', n: 'newGame', h: 'hint', d: 'draw', '?': 'help' };

/** The command of a key press, or undefined. Navigation keys count only on the table's cards. */
function commandOf(event: KeyboardEvent, onCard: boolean): Navigation | Shortcut | undefined {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.ctrlKey || event.metaKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    return undefined;
  }
  if (event.altKey) return undefined;
  if (onCard && NAVIGATION[event.key]) return NAVIGATION[event.key];
  return SHORTCUTS[key === '/' && event.shiftKey ? '?' : key];
}

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
  /** Cards picked up (with the first one's place) or put back (null). */
  said(picked: { pile: PileId; index: number } | null): void;
  shortcut(command: Shortcut): void;
}

/**
 * Keyboard play: arrow keys move the focus between piles and along a pile's cards, Enter or
 * Space picks cards up and puts them down, Escape puts them back; U or Ctrl+Z undo, Ctrl+Y or
 * Shift+Ctrl+Z redo, N new game, H hint, D draw (or Sun's next step), ? help. Holds where the
 * keyboard is and which cards it holds.
 */
export class KeyboardController implements ReactiveController {
  /** Where the keyboard is (null: the first pile), and the cards it holds. */
  cursor: Cursor | null = null;
  held: Cursor | null = null;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #callbacks: KeyboardCallbacks;
  constructor(host: ReactiveControllerHost & HTMLElement, callbacks: KeyboardCallbacks) {
    this.#host = host;
    this.#callbacks = callbacks;
    host.addController(this);
  }

  hostConnected(): void {
    this.#host.addEventListener('keydown', this.#onKeyDown);
  }

  hostDisconnected(): void {
    this.#host.removeEventListener('keydown', this.#onKeyDown);
  }

  /** The keyboard's place now: where it was, kept within its pile, or the first pile. */
  current(): Cursor {
    const { piles, layout } = this.#callbacks.table();
    const cursor = this.cursor;
    if (cursor && layout[cursor.pile]) return clamp(cursor, piles[cursor.pile], layout[cursor.pile]);
    const pile = Object.keys(layout)[0];
    const places = stops(piles[pile], layout[pile]);
    return { pile, index: places[places.length - 1] };
  }

  /** Moves the keyboard to card `index` of `pile` (or the nearest place it can stop). */
  moveTo(pile: PileId, index: number): void {
    const { piles, layout } = this.#callbacks.table();
    if (layout[pile]) this.cursor = clamp({ pile, index }, piles[pile], layout[pile]);
    this.#host.requestUpdate();
  }

  #onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    const target = event.composedPath()[0] as HTMLElement;
    const onCard = target?.dataset?.pile !== undefined;
    // Keys typed into a button of the toolbar keep their own meaning (Enter, Space).
    if (!onCard && target?.tagName === 'BUTTON' && (event.key === 'Enter' || event.key === ' ')) return;
    const command = commandOf(event, onCard);
    if (!command) return;
    event.preventDefault();
    this.#run(command);
    this.#host.requestUpdate();
  };

  #run(command: Navigation | Shortcut) {
    const cursor = this.current();
    const { piles, layout } = this.#callbacks.table();
    switch (command) {
      case 'left':
      case 'right':
      case 'up':
      case 'down':
        this.cursor = step(cursor, command, piles, layout);
        return;
      case 'activate':
        this.cursor = cursor;
        return this.#activate(cursor);
      case 'cancel':
        if (this.held) this.#callbacks.said(null);
        this.held = null;
        return;
      default:
        return this.#callbacks.shortcut(command);
    }
  }

  /** Enter or Space on the focused card: pick it up, put held cards down here, or send them on. */
  #activate(cursor: Cursor) {
    const held = this.held;
    const callbacks = this.#callbacks;
    if (held) {
      this.held = null;
      // A second Enter on the same pile sends the cards to their one obvious place.
      const move = held.pile === cursor.pile ? callbacks.tapMove(held.pile, held.index) : callbacks.moveTo(held.pile, cursor.pile, held.index);
      if (move && callbacks.play(move)) this.#follow(move);
      else if (move) this.held = held;
      else callbacks.tap(held.pile, held.index);
      return;
    }
    if (callbacks.playing() && callbacks.canPickUp(cursor.pile, cursor.index)) {
      this.held = cursor;
      callbacks.said(cursor);
    } else callbacks.tap(cursor.pile, cursor.index);
  }

  /** After a keyboard move the focus follows the cards to where they went. */
  #follow(move: Move) {
    if ('to' in move) this.moveTo(move.to, this.#callbacks.table().piles[move.to]?.length - 1);
  }

  /** Whether card `index` of `pile` is among the cards held (those a drag would carry). */
  isHeld(pile: PileId, index: number): boolean {
    const held = this.held;
    if (held?.pile !== pile) return false;
    const single = 'index' in this.#callbacks.moveTo(held.pile, held.pile, held.index);
    return single ? index === held.index : index >= held.index;
  }
}
