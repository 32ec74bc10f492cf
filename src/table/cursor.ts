// The keyboard's place on the table: a pile and a card in it (-1 for an empty pile). Pure
// functions, so the rules of moving it read plainly.
import type { Card, PileId } from '../engine/index.js';
import type { PileSpot } from './layout.js';

/** Where the keyboard focus is. */
export interface Cursor {
  pile: PileId;
  index: number;
}

/**
 * The places a cursor can stop in a pile: its face-up cards and its top card where the pile is
 * spread out, else its top card; -1 for an empty pile.
 */
export function stops(cards: readonly Card[], spot: PileSpot): number[] {
  if (!cards.length) return [-1];
  const top = cards.length - 1;
  if (spot.fan === 'stack' || spot.fan === 'right') return [top];
  // Spread out: every face-up card, and the top card, where cards are put down.
  return cards.map((card, i) => (card.faceUp || i === top ? i : -1)).filter((i) => i >= 0);
}

/** The nearest stop to `cursor` in its pile (after a move changed the pile). */
export function clamp(cursor: Cursor, cards: readonly Card[], spot: PileSpot): Cursor {
  const places = stops(cards, spot);
  if (places.includes(cursor.index)) return cursor;
  const below = places.filter((i) => i <= cursor.index);
  return { pile: cursor.pile, index: below.length ? below[below.length - 1] : places[places.length - 1] };
}
