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
 * The cards of a pile a player can tell apart: its face-up cards and its top card where the pile
 * is spread out, else its top card.
 */
export function shown(cards: readonly Card[], spot: PileSpot): number[] {
  const top = cards.length - 1;
  if (spot.fan === 'stack' || spot.fan === 'right') return [top];
  return cards.flatMap((card, i) => (card.faceUp || i === top ? i : []));
}

/** The nearest of a pile's `places` to `cursor` (after a move changed the pile). */
export function clamp(cursor: Cursor, places: number[]): Cursor {
  if (places.includes(cursor.index)) return cursor;
  return { pile: cursor.pile, index: places.filter((i) => i <= cursor.index).at(-1) ?? places.at(-1)! };
}
