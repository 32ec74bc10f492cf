/** The one-script-tag bundle: defines every game element. */
export { CanfieldSolitaire } from './games/canfield-solitaire.js';
export { ClockSolitaire } from './games/clock-solitaire.js';
export { KlondikeSolitaire } from './games/klondike-solitaire.js';
export { SunSolitaire } from './games/sun-solitaire.js';
export { SolitaireElement, type PileSpot } from './table/solitaire-element.js';
export type * from './table/events.js';
