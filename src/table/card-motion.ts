// Cards that move slide there, FLIP-style with the Web Animations API: where each card shows is
// noted before a change (First), read again once it is rendered (Last), and each card that moved is
// animated from where it showed (Invert) to where it now lies (Play); a card turned face up turns
// over on the way. The animations run on the compositor (translate, rotate, scale and transform
// only), and a card's style alone says where it lies, so a resize or a move made mid-slide never
// leaves a card in the wrong place.

/** How long a card takes to reach its new place. */
const MOVE_MS = 220;
/** A won game's cards hop, pile after pile. */
const HOP_MS = 600;
const HOP_STAGGER_MS = 150;
/** Raises a sliding card above the cards at rest, as cards in hand are (table-styles.ts). */
const LIFT = 20000;

let reducedMotionQuery: MediaQueryList | undefined;
/** Whether the player asked for less motion (the query is made once per page). */
const prefersReducedMotion = () => (reducedMotionQuery ??= matchMedia('(prefers-reduced-motion: reduce)')).matches;

interface Place {
  translate: string;
  rotate: string;
  /** A card in hand (keyboard) is lifted by a transform. */
  transform: string;
  down: boolean;
}

export class CardMotion {
  /** Where noted cards showed, until they are played. */
  #first = new Map<HTMLElement, Place>();
  #running = new WeakMap<HTMLElement, Animation>();

  /** Notes where `cards` show now (mid-slide, or mid-drag too), unless already noted for this change. */
  note(cards: Iterable<HTMLElement>): void {
    for (const card of cards) {
      if (this.#first.has(card)) continue;
      const { translate, rotate, transform } = getComputedStyle(card);
      this.#first.set(card, { translate, rotate, transform, down: card.classList.contains('down') });
    }
  }

  /** Slides each noted card from where it showed to where it lies now, turning it over if it was face down. */
  play(): void {
    const first = this.#first;
    this.#first = new Map();
    // A slide still running would be the starting point of the next: where the card lies is its own style.
    for (const card of first.keys()) {
      this.#running.get(card)?.cancel();
      card.style.zIndex = '';
    }
    if (prefersReducedMotion()) return;
    // All reads first, then all writes: one style update, however many cards moved.
    const starts = [...first].map(([card, from]) => {
      const { translate, transform, zIndex } = getComputedStyle(card);
      // A card turned about (Sun's rays) has moved too; one put down from the hand sinks into place.
      const moved = translate !== from.translate || transform !== from.transform;
      const start: Keyframe = moved ? { translate: from.translate, rotate: from.rotate, transform: from.transform } : {};
      if (from.down && !card.classList.contains('down')) start.scale = '0 1';
      return [card, start, zIndex] as const;
    });
    for (const [card, start, zIndex] of starts) {
      if (!Object.keys(start).length) continue;
      // On its way a card passes over the cards at rest: raised by its style, not by the animation,
      // which then runs on the compositor alone.
      if (start.translate) card.style.zIndex = String(+zIndex + LIFT);
      const slide = card.animate([start], { duration: MOVE_MS, easing: 'ease' });
      // A slide cancelled was cancelled above, where the card is lowered.
      slide.finished.then(() => (card.style.zIndex = ''), () => {});
      this.#running.set(card, slide);
    }
  }

  /**
   * Makes `cards` hop twice, pile after pile, once the last card has slid home. The hop is added
   * to the card's own place, so it composes with anything else the card does.
   */
  celebrate(cards: Iterable<HTMLElement>): void {
    if (prefersReducedMotion()) return;
    const order = new Map<string | undefined, number>();
    for (const card of cards) {
      const pile = card.dataset.pile;
      if (!order.has(pile)) order.set(pile, order.size);
      card.animate([{ transform: 'none' }, { transform: 'translateY(-30%) rotate(8deg)' }, { transform: 'none' }], {
        duration: HOP_MS,
        delay: MOVE_MS + order.get(pile)! * HOP_STAGGER_MS,
        iterations: 2,
        easing: 'ease-in-out',
        composite: 'add',
      });
    }
  }

  /** Shakes `cards`: a tap that could send them nowhere. */
  shake(cards: HTMLElement[]): void {
    if (!prefersReducedMotion()) for (const card of cards) card.animate({ transform: ['none', 'translateX(-5px)', 'translateX(5px)', 'none'] }, 350);
  }
}
