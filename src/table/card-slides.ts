// Cards that move slide there, FLIP-style with the Web Animations API: where each card shows is
// noted before a change (First); once it is rendered, each card whose own style now places it
// elsewhere (Last) is animated from where it showed (Invert) to where it lies (Play); a card turned
// face up turns over on the way. Nothing is read back after the render, so the browser works out
// the cards' styles once, when it draws them. The animations run on the compositor (translate,
// rotate, scale and transform only), and a card's style alone says where it lies, so a resize or a
// move made mid-slide never leaves a card in the wrong place.

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

interface Shown {
  translate: string;
  rotate: string;
  /** A card in hand (keyboard) is lifted by a transform. */
  transform: string;
  /** What its rotate and transform follow: its turn (`--sol-r`) and whether it is in hand. */
  turn: string;
  held: boolean;
  /** Mid-slide: every property it slides by starts where the slide had it. */
  sliding: boolean;
  down: boolean;
  /** Not drawn (under two cards lying square on it, and not lifted on a slide). */
  hidden: boolean;
  /** Where the card's style placed it (see `placeOf`), and in which pile. */
  place: string;
  pile?: string;
}

/** The inline properties that stack or show a card without moving it. */
const STACKING = new Set(['z-index', '--sol-z', 'visibility']);

/**
 * While it slides, a card passes over the cards at rest and shows even where it comes to lie under
 * others (buried: not drawn). Set in its style, not in the animation, which then runs on the
 * compositor alone; `false` sets it down.
 */
function lift(card: HTMLElement, up: boolean): void {
  card.style.zIndex = up ? String(Number(card.style.getPropertyValue('--sol-z')) + LIFT) : '';
  card.style.visibility = up ? 'visible' : '';
}

/**
 * Where a card's own style places it, read without a style update: its inline properties (the
 * pile's place, the card's offset in it, a drag's offset) and whether it is in hand. How it is
 * stacked is left out: a card only raised or lowered has not moved.
 */
function placeOf(card: HTMLElement): string {
  const { style } = card;
  let place = card.classList.contains('held') ? 'held' : '';
  for (let i = 0; i < style.length; i++) {
    const name = style[i];
    if (!STACKING.has(name)) place += `;${name}:${style.getPropertyValue(name)}`;
  }
  return place;
}

/** The slides of one game's cards, at the pace its `speed` sets (card-motion.ts). */
export class CardSlides {
  /** Where noted cards showed, until they are played. */
  #first = new Map<HTMLElement, Shown>();
  #running = new WeakMap<HTMLElement, Animation>();

  /** Notes where `cards` show now (mid-slide, or mid-drag too), unless already noted for this change. */
  note(cards: Iterable<HTMLElement | false | null>): void {
    for (const card of cards) {
      if (!card || this.#first.has(card)) continue;
      const { translate, rotate, transform, visibility } = getComputedStyle(card);
      const { classList, dataset, style } = card;
      this.#first.set(card, {
        translate,
        rotate,
        transform,
        turn: style.getPropertyValue('--sol-r'),
        held: classList.contains('held'),
        sliding: this.#running.get(card)?.playState === 'running',
        down: classList.contains('down'),
        hidden: visibility === 'hidden',
        place: placeOf(card),
        pile: dataset.pile,
      });
    }
  }

  /**
   * Slides each noted card that moved from where it showed to its new place, turning over a card
   * that was face down. A card still placed where it was goes on as it was, mid-slide or at rest.
   */
  play(pace: number): void {
    const first = this.#first;
    this.#first = new Map();
    const reduced = prefersReducedMotion() || pace === 0;
    for (const [card, from] of first) {
      const moved = placeOf(card) !== from.place;
      const turned = from.down && !card.classList.contains('down');
      if (!moved && !turned) continue;
      // A slide still running would be the starting point of the next: where the card lies is its own style.
      this.#running.get(card)?.cancel();
      if (card.style.zIndex) lift(card, false);
      // A card drawn neither where it was nor where it comes to lie has nothing to show on its way:
      // a waste turned back onto the stock slides the cards that show, not all thirty.
      if (reduced || (from.hidden && card.classList.contains('buried'))) continue;
      // Only what changed slides: each property animated is one more animation on the compositor
      // (a Sun arc moves every card of every ray along it, its turn and transform unchanged).
      const start: Keyframe = {};
      if (moved) {
        start.translate = from.translate;
        if (from.sliding || card.style.getPropertyValue('--sol-r') !== from.turn) start.rotate = from.rotate;
        if (from.sliding || card.classList.contains('held') !== from.held) start.transform = from.transform;
      }
      if (turned) start.scale = '0 1';
      // Lifted on its way when it leaves its pile, comes back from the hand or a drag, or comes to lie
      // buried. A card only spread anew in its pile keeps its place in the stack: it is not restyled
      // to be lifted and again to be set down (each Sun arc moves every card of every ray).
      const lifted = moved && (from.pile !== card.dataset.pile || /held|drag/.test(from.place) || card.classList.contains('buried'));
      if (lifted) lift(card, true);
      // From where it showed (offset 0) to its own place: a lone keyframe with no offset is where an
      // animation ends, and the card would jump to its place and slide back to where it was.
      const slide = card.animate([{ ...start, offset: 0 }], { duration: MOVE_MS * pace, easing: 'ease' });
      // A slide cancelled was cancelled above, where the card is set down.
      if (lifted)
        slide.finished.then(
          () => lift(card, false),
          () => {},
        );
      this.#running.set(card, slide);
    }
  }

  /**
   * Makes `cards` hop twice, pile after pile, once the last card has slid home. The hop is added
   * to the card's own place, so it composes with anything else the card does.
   */
  celebrate(cards: Iterable<HTMLElement>, pace: number): void {
    if (prefersReducedMotion() || pace === 0) return;
    const order = new Map<string | undefined, number>();
    for (const card of cards) {
      const pile = card.dataset.pile;
      if (!order.has(pile)) order.set(pile, order.size);
      card.animate(
        { transform: ['none', 'translateY(-30%) rotate(8deg)', 'none'] },
        {
          duration: HOP_MS * pace,
          delay: (MOVE_MS + order.get(pile)! * HOP_STAGGER_MS) * pace,
          iterations: 2,
          easing: 'ease-in-out',
          composite: 'add',
        },
      );
    }
  }

  /** Shakes `cards`: a tap that could send them nowhere. */
  shake(cards: HTMLElement[], pace: number): void {
    if (!prefersReducedMotion() && pace > 0)
      for (const card of cards) card.animate({ transform: ['none', 'translateX(-5px)', 'translateX(5px)', 'none'] }, 350);
  }
}
