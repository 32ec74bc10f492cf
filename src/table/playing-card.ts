import { html, svg, type TemplateResult } from 'lit';
import { css } from './css.js';
import { isRed, type Card } from '../engine/index.js';

const RANK_LABELS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'];
const SUIT_SYMBOLS = { clubs: '♣', diamonds: '♦', hearts: '♥', spades: '♠' } as const;

// Where pips lie on a 100 × 140 face, as on a printed deck, each place named by a letter.
const PLACES: Record<string, [number, number]> = {
  a: [30, 30],
  b: [70, 30],
  c: [50, 30],
  d: [50, 50],
  h: [50, 44],
  i: [30, 57],
  j: [70, 57],
  e: [30, 70],
  f: [70, 70],
  g: [50, 70],
};
// The pips of Ace to 10: those standing upright, then those upside down (the lower half), each
// named by where it lies when the face is turned about its centre (a lower pip mirrors an upper).
const PIPS = ['g', 'c c', 'cg c', 'ab ab', 'abg ab', 'abef ab', 'abdef ab', 'abdef abd', 'abijg abij', 'abhij abhij'];

/** The symbol of a card's suit. */
export const suitSymbol = (card: Card): string => SUIT_SYMBOLS[card.suit];

/** The index a card shows in its corner: "A", "10", "Q". */
export const rankLabel = (card: Card): string => RANK_LABELS[card.rank - 1];

/**
 * Pips as one text element, each glyph placed by the x and y lists (every placed glyph is centred
 * on its own point): a face of few elements is quick to style and draw when many turn up at once.
 */
const pipText = (suit: string, places: string, size: string, transform = '') =>
  svg`<text class=${size} x=${[...places].map((p) => PLACES[p][0]).join(' ')} y=${[...places].map((p) => PLACES[p][1]).join(' ')} transform=${transform}>${suit.repeat(places.length)}</text>`;

/** The centre of a card face: pips for Ace to 10, a framed letter for the court cards. */
function centre(card: Card) {
  const suit = suitSymbol(card);
  if (card.rank > 10)
    return svg`<rect x="18" y="22" width="64" height="96" rx="8" class="frame"/>
      <text x="50" y="96" class="court-suit">${suit}</text>`;
  const size = card.rank === 1 ? 'ace' : 'pip';
  const [upright, upsideDown = ''] = PIPS[card.rank - 1].split(' ');
  return [pipText(suit, upright, size), pipText(suit, upsideDown, size, 'rotate(180 50 70)')];
}

/**
 * The face of a face-up card, drawn in code: the corner index (large enough to read where cards
 * overlap) and the centre in an SVG that scales with the card.
 */
export function cardFace(card: Card): TemplateResult {
  // Drawn by CSS from data attributes: the card's accessible name says it in words instead.
  const rank = rankLabel(card);
  const suit = suitSymbol(card);
  return html`<span class="index" aria-hidden="true" data-r=${rank} data-s=${suit}></span><span class="index end" aria-hidden="true" data-r=${rank} data-s=${suit}></span>
    <svg class="centre" viewBox="0 0 100 140" aria-hidden="true">${centre(card)}</svg>
    ${card.rank > 10 ? html`<b class="court" aria-hidden="true" data-r=${rank}></b>` : ''}`;
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
    /* Height and corners follow the width without var(): a declaration that uses var() is worked
       out anew for each card restyled (docs/architecture.md). 5.714% of the height is 8% of the width. */
    aspect-ratio: 5 / 7;
    border-radius: 8% / 5.714%;
    /* Placed by translate, which the compositor moves without layout or paint; a drag adds its
       offset (--sol-drag-x, --sol-drag-y), and the rotation turns the card about its own centre. */
    left: 0;
    top: 0;
    translate: calc(var(--sol-left) + var(--sol-x) * (var(--sol-cw) + var(--sol-gap)) + var(--sol-dx, 0) * var(--sol-cw) + var(--sol-drag-x, 0px))
      calc(var(--sol-pad) + var(--sol-y) * var(--sol-cw) + var(--sol-dy, 0) * var(--sol-cw) + var(--sol-up, 0) * var(--sol-more, 0px) + var(--sol-drag-y, 0px));
    rotate: calc(var(--sol-r, 0) * 1deg);
  }
  .card {
    z-index: var(--sol-z);
    background: var(--card-face);
    border: 1px solid #b9b9b4;
    box-shadow: 0 1px 2px rgb(0 0 0 / 0.35);
    color: var(--solitaire-black, #1b1b1b);
    /* One finger drags the card; two still zoom the page, as a reader who cannot read it needs. */
    touch-action: pinch-zoom;
    user-select: none;
    -webkit-user-select: none;
    cursor: grab;
  }
  /* A card with two more lying square on it cannot show, even when the top one is lifted: it is not
     drawn at all (a stacked pile would otherwise draw every card, on every frame it composites). */
  .card.buried {
    visibility: hidden;
  }
  .card.red {
    color: var(--solitaire-red, #c62828);
  }
  .card.down {
    cursor: default;
    background: var(--solitaire-card-back, var(--back));
    border: calc(var(--sol-cw) * 0.05) solid #f4f4f4;
  }
  /* One font for what the table writes on and beside its cards (corner indices, empty piles' marks,
     pile captions): each other size the first table draws costs it a font lookup
     (docs/architecture.md). */
  .index,
  .slot,
  .caption {
    font: 700 calc(var(--sol-cw) * 0.28) / 1 var(--solitaire-font, system-ui, sans-serif);
  }
  .index {
    position: absolute;
    top: calc(var(--sol-cw) * 0.03);
    left: calc(var(--sol-cw) * 0.06);
    display: flex;
    align-items: baseline;
    gap: calc(var(--sol-cw) * 0.02);
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
  .index::before,
  .court::before {
    content: attr(data-r);
  }
  /* The suit in the rank's size, for the same reason. */
  .index::after {
    content: attr(data-s);
  }
  /* Large indices (readable): half again as tall, the rank a little narrower and the suit smaller
     so "10♣" fits. */
  :host([readable]) .index {
    font-size: calc(var(--sol-cw) * 0.42);
    letter-spacing: -0.08em;
  }
  :host([readable]) .index::after {
    font-size: 0.85em;
  }
  .centre {
    position: absolute;
    inset: 16% 12% 16%;
    width: 76%;
    height: 68%;
    fill: currentColor;
  }
  /* On each text, not inherited from the svg: WebKit (Safari) does not inherit dominant-baseline
     (SVG 1.1), and drew every pip and court suit half a glyph off its place. */
  text {
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
  .court-suit {
    font-size: 34px;
  }
  /* Outline and mark at least 3:1 on the brightest felt (white at 70 % and 80 % over #2e8b4e). */
  .slot {
    border: 2px dashed rgb(255 255 255 / 0.7);
    background: rgb(0 0 0 / 0.08);
    display: grid;
    place-items: center;
    color: rgb(255 255 255 / 0.8);
  }
  /* What an empty pile takes ("A", "K", the base rank), drawn by CSS, with no text for assistive
     technology (the pile's name says it in words; browsers without that syntax take the first). */
  .slot::before {
    content: attr(data-mark);
    content: attr(data-mark) / '';
  }
  /* Windows High Contrast draws no gradient: a card's back would be a hollow outline, showing the
     empty pile's mark through a full stock. Backs keep their pattern, as a picture does. */
  @media (forced-colors: active) {
    .card.down {
      forced-color-adjust: none;
    }
  }
`;
