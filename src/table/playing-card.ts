import { css, html, svg, type TemplateResult } from 'lit';
import { isRed, type Card } from '../engine/index.js';

const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_SYMBOLS = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' } as const;

// Pip positions (x, y in a 100 × 140 face) of the number cards, as on a printed deck.
const L = 30, C = 50, R = 70;
const PIPS: Record<number, [number, number][]> = {
  1: [[C, 70]],
  2: [[C, 30], [C, 110]],
  3: [[C, 30], [C, 70], [C, 110]],
  4: [[L, 30], [R, 30], [L, 110], [R, 110]],
  5: [[L, 30], [R, 30], [C, 70], [L, 110], [R, 110]],
  6: [[L, 30], [R, 30], [L, 70], [R, 70], [L, 110], [R, 110]],
  7: [[L, 30], [R, 30], [C, 50], [L, 70], [R, 70], [L, 110], [R, 110]],
  8: [[L, 30], [R, 30], [C, 50], [L, 70], [R, 70], [C, 90], [L, 110], [R, 110]],
  9: [[L, 30], [R, 30], [L, 57], [R, 57], [C, 70], [L, 83], [R, 83], [L, 110], [R, 110]],
  10: [[L, 30], [R, 30], [C, 44], [L, 57], [R, 57], [L, 83], [R, 83], [C, 96], [L, 110], [R, 110]],
};

/** The symbol of a card's suit. */
export const suitSymbol = (card: Card): string => SUIT_SYMBOLS[card.suit];

/** The index a card shows in its corner: "A", "10", "Q". */
export const rankLabel = (card: Card): string => RANK_LABELS[card.rank - 1];

/** The centre of a card face: pips for Ace to 10, a framed letter for the court cards. */
function centre(card: Card) {
  const suit = suitSymbol(card);
  if (card.rank > 10)
    return svg`<rect x="18" y="22" width="64" height="96" rx="8" class="frame"/>
      <text x="50" y="96" class="court-suit">${suit}</text>`;
  const size = card.rank === 1 ? 'ace' : 'pip';
  return PIPS[card.rank].map(
    ([x, y]) => svg`<text x=${x} y=${y} class=${size} transform=${y > 70 ? `rotate(180 ${x} ${y})` : ''}>${suit}</text>`,
  );
}

/**
 * The face of a face-up card, drawn in code: the corner index (large enough to read where cards
 * overlap) and the centre in an SVG that scales with the card.
 */
export function cardFace(card: Card): TemplateResult {
  // Drawn by CSS from data attributes: the card's accessible name says it in words instead.
  const index = html`<b data-t=${rankLabel(card)}></b><i data-t=${suitSymbol(card)}></i>`;
  return html`<span class="index" aria-hidden="true">${index}</span><span class="index end" aria-hidden="true">${index}</span>
    <svg class="centre" viewBox="0 0 100 140" aria-hidden="true">${centre(card)}</svg>
    ${card.rank > 10 ? html`<b class="court" aria-hidden="true" data-t=${rankLabel(card)}></b>` : ''}`;
}

/** The colour and suit classes of a face-up card (four-colour decks colour by suit). */
export const colourClass = (card: Card): string => `${isRed(card) ? 'red' : 'black'} ${card.suit}`;

/** Styles of cards and empty pile outlines; all geometry scales from `--cw`, the card width. */
export const cardStyles = css`
  .card,
  .slot {
    position: absolute;
    box-sizing: border-box;
    width: var(--sol-cw);
    height: calc(var(--sol-cw) * 1.4);
    border-radius: calc(var(--sol-cw) * 0.08);
    /* Placed by translate, which the compositor moves without layout or paint; a drag adds its
       offset (--sol-drag-x, --sol-drag-y), and the rotation turns the card about its own centre. */
    left: 0;
    top: 0;
    translate: calc(var(--sol-left) + var(--sol-x) * (var(--sol-cw) + var(--sol-gap)) + var(--sol-dx, 0) * var(--sol-cw) + var(--sol-drag-x, 0px))
      calc(var(--sol-pad) + var(--sol-y) * var(--sol-cw) + var(--sol-dy, 0) * var(--sol-cw) + var(--sol-drag-y, 0px));
  }
  .card {
    /* Each card keeps a compositor layer of its own: a slide then only moves it, where making and
       dropping a layer for every slide redrew the card each time (long frames with many cards). */
    will-change: translate;
    z-index: var(--sol-z);
    background: var(--card-face);
    border: 1px solid var(--card-edge);
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.35);
    color: var(--solitaire-black, #1b1b1b);
    touch-action: none;
    user-select: none;
    -webkit-user-select: none;
    cursor: grab;
  }
  .card.red {
    color: var(--solitaire-red, #c62828);
  }
  .card.down {
    cursor: default;
    background: var(--solitaire-card-back, var(--back));
    border: calc(var(--sol-cw) * 0.05) solid #f4f4f4;
  }
  .card.dragging {
    cursor: grabbing;
    box-shadow: 0 8px 18px rgb(0 0 0 / 0.4);
  }
  .index {
    position: absolute;
    top: calc(var(--sol-cw) * 0.03);
    left: calc(var(--sol-cw) * 0.06);
    display: flex;
    align-items: baseline;
    gap: calc(var(--sol-cw) * 0.02);
    font: 700 calc(var(--sol-cw) * 0.28) / 1 var(--solitaire-font, system-ui, sans-serif);
    letter-spacing: -0.04em;
  }
  /* The second index, upside down in the opposite corner, shows when a card peeks out below. */
  .index.end {
    top: auto;
    left: auto;
    bottom: calc(var(--sol-cw) * 0.03);
    right: calc(var(--sol-cw) * 0.06);
    rotate: 180deg;
  }
  .index i {
    font-style: normal;
    font-size: 0.85em;
  }
  .index b::before,
  .index i::before {
    content: attr(data-t);
  }
  .centre {
    position: absolute;
    inset: 16% 12% 16%;
    width: 76%;
    height: 68%;
    fill: currentColor;
    text-anchor: middle;
    dominant-baseline: central;
  }
  .pip {
    font-size: 26px;
  }
  .ace {
    font-size: 64px;
  }
  .frame {
    fill: none;
    stroke: currentColor;
    stroke-width: 2;
    opacity: 0.5;
  }
  .court {
    position: absolute;
    inset: 27% 0 auto;
    text-align: center;
    font: 700 calc(var(--sol-cw) * 0.34) / 1 var(--solitaire-font, Georgia, serif);
  }
  .court::before {
    content: attr(data-t);
  }
  .court-suit {
    font-size: 34px;
  }
  .slot {
    border: 2px dashed rgb(255 255 255 / 0.35);
    background: rgb(0 0 0 / 0.08);
    display: grid;
    place-items: center;
    color: rgb(255 255 255 / 0.55);
    font: 600 calc(var(--sol-cw) * 0.3) var(--solitaire-font, system-ui, sans-serif);
  }
  /* What an empty pile takes ("A", "K", the base rank), drawn by CSS: its name says it in words. */
  .slot::before {
    content: attr(data-mark);
  }
`;
