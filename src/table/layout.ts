// Where piles lie on the table and how their cards spread: what a game element describes and the
// table draws. Measured in card widths, so the whole table scales with the card.
import type { Card } from '../engine/index.js';

/** Where a pile lies on the table (x in card slots, y in card widths) and how its cards spread. */
export interface PileSpot {
  x: number;
  y: number;
  /**
   * `down`: a column; `right`: the top `fanCount` cards spread right (a draw-3 waste); `stack`:
   * squared up; or each card offset from the one below it by `faceUp` or `faceDown` (in card
   * widths), as that card below lies.
   */
  fan: 'down' | 'right' | 'stack' | Fan;
  fanCount?: number;
  /** What an empty pile shows. */
  mark?: string;
  /** Degrees the pile's cards are turned, clockwise (Sun's rays point away from the sun). */
  rotate?: number;
  /** A label beside the pile (Clock's hours), offset from it in card widths. */
  caption?: { text: string; sub?: string; dx: number; dy: number };
}

/** How far each card lies from the one below it, by how that one lies. */
export interface Fan {
  faceUp: [number, number];
  faceDown: [number, number];
  /** Where the first card lies from the spot (Sun's rays grow towards the sun from their fixed tip). */
  start?: [number, number];
}

/** A column: face-down cards close together, face-up ones far enough apart to read. */
const COLUMN: Fan = { faceUp: [0, 0.34], faceDown: [0, 0.14] };
/** A column of `readable` cards: face-up ones far enough apart to read their large index. */
const READABLE_COLUMN: Fan = { faceUp: [0, 0.5], faceDown: [0, 0.14] };

/**
 * Where a pile's spot puts an element; on a table mirrored across `mirror` columns (left-handed),
 * each place and turn from the other side, the cards themselves as they are (`across` mirrors an
 * offset). Styles are set through the CSSOM (styleProperties), never as style attributes, so the
 * game runs under a Content Security Policy without 'unsafe-inline'.
 */
export const place = (spot: PileSpot, mirror: number) => ({
  '--sol-x': String(mirror ? mirror - 1 - spot.x : spot.x),
  '--sol-y': String(spot.y),
  '--sol-r': String(across(spot.rotate ?? 0, mirror)),
});

/** An offset or turn across a table mirrored across `mirror` columns (0: not mirrored). */
export const across = (value: number, mirror: number) => (mirror ? -value : value);

/** Each card's offset from its pile's spot, in card widths (`readable`: a column's face-up cards further apart). */
export function offsets(cards: readonly Card[], spot: PileSpot, readable = false): [number, number][] {
  const { fan } = spot;
  if (fan === 'right') return cards.map((_, i) => [Math.max(0, i - (cards.length - (spot.fanCount ?? 3))) * 0.24, 0]);
  if (fan === 'stack') return cards.map(() => [0, 0]);
  const steps = fan === 'down' ? (readable ? READABLE_COLUMN : COLUMN) : fan;
  let [x, y] = fan === 'down' ? [0, 0] : (fan.start ?? [0, 0]);
  return cards.map((card) => {
    const offset: [number, number] = [x, y];
    const [dx, dy] = card.faceUp ? steps.faceUp : steps.faceDown;
    [x, y] = [x + dx, y + dy];
    return offset;
  });
}
