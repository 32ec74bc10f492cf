// How cards move: the player's `speed`, and the slides themselves (card-slides.ts), which load
// right after the bundle, as the first drawing has nothing to slide.
import { afterPaint } from './after-paint.js';
import type { CardSlides } from './card-slides.js';
import { loadDeferred } from './load-deferred.js';

/** How long motion takes at each `speed`, against `normal`; `off` moves cards at once. */
export const SPEEDS = { slow: 1.6, normal: 1, fast: 0.5, off: 0 } as const;
export type Speed = keyof typeof SPEEDS;

export class CardMotion {
  /** The player's `speed`, as a factor of every duration; reduced motion still wins. */
  pace: number = SPEEDS.normal;
  #slides?: CardSlides;
  constructor() {
    // Until the slides are loaded, cards move at once.
    void loadDeferred().then(({ CardSlides }) => {
      this.#slides = new CardSlides();
    });
  }

  /** Notes where `cards` show now, before a change moves them (those not on the table are left out). */
  note(cards: Iterable<HTMLElement | false | null>): void {
    this.#slides?.note(cards);
  }

  /** Slides the noted cards that moved to where they now lie. */
  play(): void {
    this.#slides?.play(this.pace);
  }

  /**
   * Makes a won game's `cards` hop, once the winning move is shown: made in its frame, 104 hops
   * cost it ~3 ms at full speed, four times that on a slow phone.
   */
  celebrate(cards: Iterable<HTMLElement>): void {
    void afterPaint().then(() => this.#slides?.celebrate(cards, this.pace));
  }

  /** Shakes `cards`: a tap that could send them nowhere. */
  shake(cards: HTMLElement[]): void {
    this.#slides?.shake(cards, this.pace);
  }
}
