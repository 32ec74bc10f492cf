/** The one-script-tag bundle: defines every game element. */
export { CanfieldSolitaire } from './games/canfield-solitaire.js';
export { ClockSolitaire } from './games/clock-solitaire.js';
export { KlondikeSolitaire } from './games/klondike-solitaire.js';
export { SunSolitaire } from './games/sun-solitaire.js';
export { SolitaireElement } from './table/solitaire-element.js';
export type { PileSpot, Fan } from './table/layout.js';
export type * from './table/events.js';
