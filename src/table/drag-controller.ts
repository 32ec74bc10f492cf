import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Card, PileId } from '../engine/index.js';
import type { CardMotion } from './card-motion.js';
import type { PileSpot } from './layout.js';

/** What the drag controller needs from the table it serves. */
export interface DragCallbacks {
  /** Whether the cards from `index` up in `pile` may be picked up together. */
  canDrag(pile: PileId, index: number): boolean;
  /** The card elements a drag from `index` of `pile` carries, bottom first. */
  dragElements(pile: PileId, index: number): HTMLElement[];
  /** The piles and where they lie now: a column's drop zone reaches below its last card. */
  table(): { piles: Record<PileId, readonly Card[]>; layout: Record<PileId, PileSpot> };
  /** Tries to move the cards picked up at `index` of `from` to `to`; true when it was made. */
  drop(from: PileId, to: PileId, index: number): boolean;
  /** A tap or click on the card at `index` of `pile` (or on the empty pile, index -1). */
  tap(pile: PileId, index: number): void;
  /** The cards' slides: dropped cards slide from where they were let go. */
  readonly motion: CardMotion;
}

interface Press {
  pointerId: number;
  x: number;
  y: number;
  pile: PileId;
  index: number;
  cards: HTMLElement[] | null;
  /** Taken as the cards are picked up (see `#pickUp`). */
  lift?: Lift;
  /**
   * Screen pixels per CSS pixel of the cards: more than 1 under an ancestor's `zoom` or scale
   * transform. A card moved by the pointer's distance over this stays under the pointer.
   */
  scale: number;
}

/** Where things lay, in viewport pixels, when the cards were picked up. */
interface Lift {
  /** The piles then: a move made during the drag changes the drop zones. */
  piles: Record<PileId, readonly Card[]>;
  /** The table's box: the page may scroll, or a bar above the table grow (a Finish button), during the drag. */
  table: DOMRect;
  head: DOMRect;
  zones: { pile: PileId; rect: DOMRect }[];
}

/** A movement shorter than this (in CSS pixels) is a tap, not a drag. */
const DRAG_THRESHOLD = 6;
/** A second tap on the same pile this soon after a move is the end of a double click. */
const DOUBLE_TAP_MS = 350;
/** A click this soon after a pointerup is that pointer's own, already taken as a tap or a drop. */
const POINTER_CLICK_MS = 500;

/** The card or empty pile an event is on, and its place: pile and index (-1: the empty pile). */
function placeOf(event: Event): { element: HTMLElement; place: Pick<Press, 'pile' | 'index'> } | null {
  const element = (event.composedPath()[0] as Element).closest?.<HTMLElement>('[data-pile]');
  return element ? { element, place: { pile: element.dataset.pile!, index: Number(element.dataset.index ?? -1) } } : null;
}

const overlap = (a: DOMRect, b: DOMRect) =>
  Math.max(0, Math.min(a.right, b.right) - Math.max(a.left, b.left)) * Math.max(0, Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top));

const contains = (r: DOMRect, x: number, y: number) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;

/** The zone's pile under the pointer at (x, y), or else the one `card` overlaps most (a fifth of it at least). */
function bestZone(card: DOMRect, zones: { pile: PileId; rect: DOMRect }[], x: number, y: number): PileId | null {
  let best: PileId | null = null;
  let bestScore = (card.width * card.height) / 5;
  for (const { pile, rect } of zones) {
    const score = overlap(card, rect) + (contains(rect, x, y) ? card.width * card.height : 0);
    if (score > bestScore) [best, bestScore] = [pile, score];
  }
  return best;
}

/**
 * Pointer drag and drop for mouse, touch and pen, and tap-to-move. The dragged cards follow the
 * pointer from where they were grabbed, and slide from where they are let go to where they
 * lie then: the pile they were dropped on, or back where they came from. The page scrolls as
 * usual except when a gesture starts on a card (touch-action).
 */
export class DragController implements ReactiveController {
  #press: Press | null = null;
  /** Cards let go, set down in the next update (see `hostUpdate`). */
  #released: HTMLElement[] = [];
  #lastTap = { pile: '', time: 0 };
  #lastPointerUp = -Infinity;

  readonly #host: ReactiveControllerHost & HTMLElement;
  readonly #callbacks: DragCallbacks;
  constructor(host: ReactiveControllerHost & HTMLElement, callbacks: DragCallbacks) {
    this.#host = host;
    this.#callbacks = callbacks;
    host.addController(this);
  }

  /** The host's events and their handlers. */
  #listeners(): [string, (event: never) => void][] {
    return [
      ['mousedown', this.#onMouseDown],
      ['pointerdown', this.#onDown],
      ['pointermove', this.#onMove],
      ['pointerup', this.#onUp],
      ['pointercancel', this.#onCancel],
      ['click', this.#onClick],
    ];
  }

  hostConnected(): void {
    for (const [type, handler] of this.#listeners()) this.#host.addEventListener(type, handler as EventListener);
  }

  hostDisconnected(): void {
    for (const [type, handler] of this.#listeners()) this.#host.removeEventListener(type, handler as EventListener);
    this.#press = null;
  }

  /**
   * Sets down the cards let go: after the update has noted where the cards it changes show, before
   * it draws. Set down as they were let go, they were restyled at once for that note, and again
   * in the frame: a second style update in a drop's task.
   */
  hostUpdate(): void {
    for (const card of this.#released) {
      card.classList.remove('dragging');
      card.style.removeProperty('--sol-drag-x');
      card.style.removeProperty('--sol-drag-y');
    }
    this.#released = [];
  }

  /**
   * A press on a card or a pile keeps the focus on the felt, as a press on the felt does: the
   * game's keys keep working, and no card that a move makes unfocusable takes the focus with it
   * (dropped, and given back to the keyboard's place, it cost two style updates in every move).
   * Not a press that no mouse made (`detail` 0): a screen reader's activation, which leaves the
   * focus on the card it activated.
   */
  #onMouseDown = (event: MouseEvent) => {
    const target = event.button > 0 || event.detail === 0 ? null : placeOf(event);
    if (!target) return;
    event.preventDefault();
    target.element.closest<HTMLElement>('.table')?.focus({ preventScroll: true });
  };

  #onDown = (event: PointerEvent) => {
    if (event.button > 0 || this.#press) return;
    const target = placeOf(event);
    if (!target) return;
    this.#press = {
      pointerId: event.pointerId,
      x: event.clientX,
      y: event.clientY,
      ...target.place,
      cards: null,
      scale: target.element.getBoundingClientRect().width / target.element.offsetWidth || 1,
    };
    // Capture keeps the drag alive when the pointer leaves the element; synthetic events have no capture.
    if (event.isTrusted) this.#host.setPointerCapture(event.pointerId);
  };

  #onMove = (event: PointerEvent) => {
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    const dx = (event.clientX - press.x) / press.scale;
    const dy = (event.clientY - press.y) / press.scale;
    if (!press.cards) {
      if (Math.hypot(dx, dy) < DRAG_THRESHOLD || press.index < 0 || !this.#callbacks.canDrag(press.pile, press.index)) return;
      press.cards = this.#callbacks.dragElements(press.pile, press.index);
      press.lift = this.#pickUp(press.cards);
      for (const card of press.cards) card.classList.add('dragging');
    }
    event.preventDefault();
    for (const card of press.cards) {
      card.style.setProperty('--sol-drag-x', `${dx}px`);
      card.style.setProperty('--sol-drag-y', `${dy}px`);
    }
  };

  #onUp = (event: PointerEvent) => {
    this.#lastPointerUp = event.timeStamp;
    const press = this.#press;
    if (!press || event.pointerId !== press.pointerId) return;
    this.#press = null;
    if (!press.cards) return this.#onTap(press);
    const to = this.#dropTarget(press, event.clientX, event.clientY);
    this.#release(press.cards);
    // Dropped nowhere or back on its own pile: the cards simply spring back.
    if (to && to !== press.pile) this.#callbacks.drop(press.pile, to, press.index);
  };

  /**
   * A click that no pointer's press came before is an assistive technology's activation, taken as
   * a tap: VoiceOver in Safari (on the iPhone too) sends mousedown, mouseup and click, and no
   * pointer events. (Chromium's activation sends pointer events as well, which make the tap.)
   */
  #onClick = (event: MouseEvent) => {
    if (event.timeStamp - this.#lastPointerUp < POINTER_CLICK_MS) return;
    const target = placeOf(event);
    if (target) this.#onTap(target.place);
  };

  #onCancel = () => {
    if (this.#press?.cards) this.#release(this.#press.cards);
    this.#press = null;
  };

  #onTap(press: Pick<Press, 'pile' | 'index'>) {
    const now = performance.now();
    const { pile, time } = this.#lastTap;
    this.#lastTap = { pile: press.pile, time: now };
    // The second click of a double click lands on the card the first one uncovered: swallow it.
    if (pile === press.pile && press.pile !== 'stock' && now - time < DOUBLE_TAP_MS) return;
    this.#callbacks.tap(press.pile, press.index);
  }

  /**
   * Where the piles and the head card lie as the cards are picked up, before they are lifted. Read
   * then, when the table has just been drawn, not on the drop: a drop's reading of about 60 boxes
   * came after the drag had restyled the cards, in the task of the move (docs/architecture.md).
   * While a card slides it shows on its way, not where it lies: then the drop reads them.
   */
  #pickUp(cards: HTMLElement[]): Lift | undefined {
    const root = this.#host.shadowRoot!;
    if (root.getAnimations().some((slide) => ((slide.effect as KeyframeEffect | null)?.target as Element | null)?.matches('.card'))) return;
    const { piles } = this.#callbacks.table();
    return { piles, table: this.#tableBox(), head: cards[0].getBoundingClientRect(), zones: this.#dropZones(cards) };
  }

  /**
   * The pile under the pointer, or else the one the dragged card overlaps most. What was read at
   * the pick-up still holds, moved as far as the table moved (see `Lift.table`), unless a move was
   * made meanwhile, the table was resized or a card was sliding then: then all is read where it
   * lies now.
   */
  #dropTarget(press: Press, x: number, y: number): PileId | null {
    const cards = press.cards!;
    const lift = press.lift;
    const table = this.#tableBox();
    if (lift?.piles !== this.#callbacks.table().piles || table.width !== lift.table.width)
      return bestZone(cards[0].getBoundingClientRect(), this.#dropZones(cards), x, y);
    const [shiftX, shiftY] = [table.x - lift.table.x, table.y - lift.table.y];
    const moved = (r: DOMRect, dx: number, dy: number) => new DOMRect(r.x + dx, r.y + dy, r.width, r.height);
    const zones = lift.zones.map(({ pile, rect }) => ({ pile, rect: moved(rect, shiftX, shiftY) }));
    return bestZone(moved(lift.head, x - press.x + shiftX, y - press.y + shiftY), zones, x, y);
  }

  /** Where the table lies: the piles move with it. */
  #tableBox(): DOMRect {
    return this.#host.shadowRoot!.querySelector('.table')!.getBoundingClientRect();
  }

  /**
   * Each pile's drop zone, in viewport coordinates: its place and its cards (but for those being
   * dragged), and a column down to a card's height below its last card.
   */
  #dropZones(dragged: HTMLElement[]) {
    const { layout } = this.#callbacks.table();
    const boxes = new Map<PileId, DOMRect[]>();
    // A pile's place comes before its cards in the drawing: its box is the first.
    for (const el of this.#host.shadowRoot!.querySelectorAll<HTMLElement>('.slot, .card')) {
      if (dragged.includes(el)) continue;
      const pile = el.dataset.pile!;
      boxes.set(pile, [...(boxes.get(pile) ?? []), el.getBoundingClientRect()]);
    }
    return [...boxes].map(([pile, rects]) => {
      const left = Math.min(...rects.map((r) => r.left));
      const top = Math.min(...rects.map((r) => r.top));
      const right = Math.max(...rects.map((r) => r.right));
      const bottom = Math.max(...rects.map((r) => r.bottom)) + (layout[pile].fan === 'down' ? rects[0].height : 0);
      return { pile, rect: new DOMRect(left, top, right - left, bottom - top) };
    });
  }

  #release(cards: HTMLElement[]) {
    this.#callbacks.motion.note(cards);
    this.#released.push(...cards);
    this.#host.requestUpdate();
  }
}
