import { css } from './css.js';

let sizesRegistered = false;

/**
 * Registers the table's sizes as lengths. The sizes follow the element's width (container query
 * units in nested calc() and var()); unregistered, every card would substitute and parse those
 * expressions again on each style change, which made a style recalculation of 52 cards take
 * 50 ms. Registered, the table computes them to pixels once and the cards inherit the numbers.
 * A registration is for the whole page, hence the prefix; a second copy of the library finds
 * them registered already. Firefox (153) zooms a registered length twice under an ancestor's CSS
 * `zoom`, so a page whose first game lies under zoom keeps them unregistered: slower to restyle,
 * right everywhere (a later game under zoom on a page that registered them is drawn too large there).
 */
export function registerSizes(host: Element) {
  if (sizesRegistered) return;
  sizesRegistered = true;
  if ((host.currentCSSZoom ?? 1) !== 1) return;
  // The sizes are inherited. The table's height (in card widths) and where a card or pile lies
  // and how it is turned are each element's own, so that a change restyles that element alone,
  // not all inside it: an unregistered property is inherited, and a card that moved restyled its
  // face's every element.
  const groups: [syntax: string, inherits: boolean, names: string[]][] = [
    ['<length>', true, ['cw', 'left', 'pad', 'gap', 'more']],
    ['<number>', false, ['h', 'felt-h', 'ups', 'x', 'y', 'dx', 'dy', 'up', 'r']],
    ['<integer>', false, ['z']],
    ['<length>', false, ['drag-x', 'drag-y']],
  ];
  for (const [syntax, inherits, names] of groups)
    for (const name of names)
      try {
        CSS.registerProperty({ name: `--sol-${name}`, syntax, inherits, initialValue: syntax === '<length>' ? '0px' : '0' });
      } catch {
        // Registered already, or a browser without registration: the styles work unregistered too.
      }
}

/** Styles of the table, toolbar, status line and end banner; card styles are in playing-card.ts. */
export const tableStyles = css`
  /* Nothing the page's styles pass down reaches inside but through the --solitaire-* properties: a
     blog theme's indent, capitals, spacing, hyphens, writing mode or text fill would move or hide
     the cards' corners. Only whether the page hides the game, or takes the pointer from it, comes
     through. The page's own rules for the element win over these (its margin, its width, whether
     it shows); a reset of every element (\`all: unset\`, \`display: revert\`) leaves it inline with
     all the page passes down, and the game inside it, .game, as it is. */
  :host,
  .game {
    all: initial;
    visibility: inherit;
    pointer-events: inherit;
  }
  :host {
    display: block;
    box-sizing: border-box;
    inline-size: 100%;
    /* A game may bring its own felt for each theme (Sun's sky): a picture for the table's least
       height, and the colour it ends in, which goes on below it. The page's --solitaire-felt wins. */
    --felt-light: radial-gradient(ellipse at 50% 30%, #2e8b4e, #145c30 80%) #145c30;
    --felt-dark: radial-gradient(ellipse at 50% 30%, #1d5a35, #0b2e19 80%) #0b2e19;
    --felt: var(--felt-light);
    --accent: var(--solitaire-accent, #ffd54a);
    --card-face: #fdfdfb;
    --ui-ink: #1d2a22;
    --ui-bg: #eef3ef;
    --gap: clamp(4px, 1.6cqi, 16px);
    --pad: clamp(6px, 2cqi, 20px);
    /* A game lays its piles out on --columns card slots (left-handed mirrors across them: the
       element's mirrorColumns) and may cap the card size (--max-card). */
    --columns: 7;
    --max-card: 112px;
    /* Below this the corners would be unreadable: the cards stop shrinking and the table scrolls. */
    --min-card: 34px;
    /* The card width that fits, unless the page sets one (.table below). */
    --fit: max(var(--min-card), min(var(--max-card), (100cqi - 2 * var(--pad) - (var(--columns) - 1) * var(--gap)) / var(--columns)));
    --back: repeating-linear-gradient(45deg, #1d4e89 0 4px, #2a64a8 4px 8px);
  }
  .game {
    /* The theme's, set on the element. */
    color-scheme: inherit;
    /* A tap shows what it did (a card picked up, slid, a button pressed): no grey flash of the
       whole table on a phone, which marks any element that listens for the pointer. */
    -webkit-tap-highlight-color: transparent;
    /* The game's own width, whatever the page makes of the element (inline, a flex or grid item
       with no width of its own): the cards' sizes follow it. */
    display: block;
    container-type: inline-size;
    /* The text's size is the reader's own (\`medium\`: the browser's default font size, 16px
       unless the reader chose larger), whatever the page's; the bars' text is sized from it. */
    font: medium var(--solitaire-font, system-ui, sans-serif);
    direction: ltr;
    color: var(--ui-ink);
    /* Printed (a post saved as PDF), the game is as on screen: a browser leaves backgrounds out
       by default, and the card backs, the felt and the stock's count on it went white; on one page. */
    print-color-adjust: exact;
    break-inside: avoid;
  }
  /* The game is :focus while a card or button in it is: a page's \`:focus\` outline would ring the
     whole game at every click and key. The game rings what has the focus itself (an important
     declaration of the game's wins over the page's). */
  :host(:focus) {
    outline: none !important;
  }
  /* A page's \`hidden\` hides the game: the display above would win over the browser's own rule. */
  :host([hidden]) {
    display: none;
  }
  /* Dark follows the system unless theme="light" forces light; theme="dark" forces dark. Dark, the
     browser's own parts (a panel's or the table's scrollbar) are dark too. */
  @media (prefers-color-scheme: dark) {
    :host(:not([theme='light'])) {
      --felt: var(--felt-dark);
      --card-face: #f1f1ec;
      --ui-ink: #e6efe9;
      --ui-bg: #16221b;
      color-scheme: dark;
    }
  }
  :host([theme='dark']) {
    --felt: var(--felt-dark);
    --card-face: #f1f1ec;
    --ui-ink: #e6efe9;
    --ui-bg: #16221b;
    color-scheme: dark;
  }
  /* Card backs: classic (blue, on the host above), ruby and forest; --solitaire-card-back overrides them all. */
  :host([card-back='ruby']) {
    --back: repeating-conic-gradient(#9d1c2b 0 25%, #c0392b 0 50%) 0 0 / 10px 10px;
  }
  :host([card-back='forest']) {
    --back: radial-gradient(circle, #3f8f4f 2px, transparent 2.5px) 0 0 / 8px 8px, linear-gradient(#1e5a2c, #174a24);
  }
  /* Four colours for readability: clubs green, diamonds blue. */
  :host([four-color]) .card.clubs {
    color: var(--solitaire-clubs, #1b6e2b);
  }
  :host([four-color]) .card.diamonds {
    color: var(--solitaire-diamonds, #1456b8);
  }
  .bar {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: 6px 14px;
    padding: 6px var(--pad);
    background: var(--ui-bg);
    font-size: 0.875em;
    /* Each bar is drawn in a layer of its own: the status line changes with every move and every
       second of the clock, and the step button with every step. In the page's layer, each change
       redrew the page's tiles under it, felt and all (a Sun step: 4 tiles, 11.5 ms of raster
       before the frame could show). */
    will-change: transform;
  }
  /* The toolbar's buttons, and the panels' (panels.ts). */
  :is(.bar, .panel) button {
    font: inherit;
    min-height: 36px;
    padding: 4px 12px;
    border-radius: 8px;
    border: 1px solid color-mix(in srgb, var(--ui-ink) 30%, transparent);
    background: transparent;
    color: inherit;
    cursor: pointer;
  }
  /* Only where a pointer truly hovers: on a touch screen a tap would leave the hover stuck. */
  @media (hover: hover) {
    :is(.bar, .panel) button:hover:not(:disabled) {
      background: color-mix(in srgb, var(--ui-ink) 10%, transparent);
    }
    /* A primary button keeps its accent (and its dark text) under the pointer, in either theme. */
    .bar button.primary:hover:not(:disabled) {
      background: color-mix(in srgb, var(--accent) 82%, #fff);
    }
  }
  .bar button.primary {
    background: var(--accent);
    border-color: transparent;
    color: #1d2a22;
    font-weight: 700;
  }
  .bar button:disabled {
    opacity: 0.45;
    cursor: default;
  }
  /* The bars and the felt take the focus of a click only to keep the game's keys working. */
  .bar:focus,
  .table:focus {
    outline: none;
  }
  /* Focus: two tones, light inside and dark outside, so one of them stands out on any toolbar,
     felt, card or back. A hint is dashed and a held card lifted, so the three never look alike.
     Buttons, cards and piles only: a press on a card focuses the felt by script, which browsers
     may take for a keyboard's focus. */
  button:focus-visible,
  [data-pile]:focus-visible {
    outline: 3px solid #1d2a22;
    outline-offset: 2px;
    box-shadow: 0 0 0 2px var(--accent);
  }
  .status {
    justify-content: space-between;
  }
  @container (max-width: 480px) {
    .bar {
      gap: 4px 6px;
      font-size: 0.8125em;
    }
    .bar button {
      padding: 4px 7px;
    }
  }
  @container (max-width: 360px) {
    .bar {
      font-size: 0.75em;
      padding-inline: 4px;
    }
    .bar button {
      padding: 2px 5px;
    }
  }
  /* A verdict being asked anew dims only if the answer takes a moment (most come within a frame or
     two), and comes back at once; dimmed, it keeps 4.5:1 in either theme. */
  .checking {
    opacity: 0.7;
    transition: opacity 0.2s 0.4s;
  }
  .status .message {
    font-weight: 600;
  }
  .table {
    /* The sizes in pixels, worked out once for the table (see registerSizes). A page's width that
       is no length, the table replaces with the one that fits (card-width.ts). */
    --sol-cw: var(--solitaire-card-width, var(--fit));
    --sol-pad: var(--pad);
    --sol-gap: var(--gap);
    /* The piles are centred when the cards reach their largest size. */
    --sol-left: max(var(--sol-pad), (100cqi - var(--columns) * var(--sol-cw) - (var(--columns) - 1) * var(--sol-gap)) / 2);
    position: relative;
    /* The felt's picture keeps the size of the table's least height: a table that grows (a long
       column, Sun's open ray and clouds) then paints only the strip it gained (whole pixels high),
       where a picture stretched to its height was painted anew whole (Sun: ~15 tiles, 15–30 ms). */
    background: var(--solitaire-felt, var(--felt) top / 100% calc(2 * var(--sol-pad) + var(--sol-felt-h) * var(--sol-cw)) no-repeat);
    /* Below the least card size the table scrolls, and the felt with it. */
    background-attachment: local;
    /* A column's face-up cards lie 0.34 card widths apart (0.5 readable: layout.ts), and at least
       24 px: on a narrow table each is then a target of the least size WCAG 2.5.8 asks for. */
    --sol-more: max(0px, 24px - 0.34 * var(--sol-cw));
    height: calc(2 * var(--sol-pad) + var(--sol-h) * var(--sol-cw) + var(--sol-ups) * var(--sol-more));
    overflow: auto hidden;
    min-height: 200px;
  }
  :host([readable]) .table {
    --sol-more: max(0px, 24px - 0.5 * var(--sol-cw));
  }
  /* A box of a fractional height is painted anew whole when it grows, felt and all. */
  @supports (height: round(up, 1.5px, 1px)) {
    .table {
      height: round(up, 2 * var(--sol-pad) + var(--sol-h) * var(--sol-cw) + var(--sol-ups) * var(--sol-more), 1px);
    }
  }
  .slot.stock {
    cursor: pointer;
  }
  .banner {
    position: absolute;
    inset: 30% 10% auto;
    padding: 18px;
    border-radius: 14px;
    background: rgb(255 255 255 / 0.94);
    color: #1d2a22;
    text-align: center;
    font-size: clamp(18px, 4cqi, 30px);
    font-weight: 700;
    box-shadow: 0 10px 30px rgb(0 0 0 / 0.35);
    z-index: 29900;
    animation: pop 0.5s ease-out;
  }
  .banner button {
    display: block;
    margin: 12px auto 0;
    font: 600 medium var(--solitaire-font, system-ui, sans-serif);
    padding: 8px 18px;
    min-height: 40px;
    border-radius: 8px;
    border: 0;
    background: #145c30;
    color: #fff;
    cursor: pointer;
  }
  @keyframes pop {
    from { transform: scale(0.6); opacity: 0; }
  }
  @media (prefers-reduced-motion: reduce) {
    .banner {
      animation: none;
    }
  }
  .caption {
    position: absolute;
    left: calc(var(--sol-left) + var(--sol-x) * (var(--sol-cw) + var(--sol-gap)) + var(--sol-dx) * var(--sol-cw));
    top: calc(var(--sol-pad) + var(--sol-y) * var(--sol-cw) + var(--sol-dy) * var(--sol-cw));
    width: var(--sol-cw);
    text-align: center;
    translate: 0 -50%;
    color: rgb(255 255 255 / 0.85);
    text-shadow: 0 1px 2px rgb(0 0 0 / 0.5);
    pointer-events: none;
    white-space: nowrap;
  }
  .toast {
    position: absolute;
    left: 50%;
    bottom: calc(var(--sol-pad) + 8px);
    translate: -50% 0;
    max-width: 90%;
    padding: 8px 14px;
    border-radius: 999px;
    background: rgb(20 20 20 / 0.85);
    color: #fff;
    font-size: 0.9375em;
    font-weight: 600;
    text-align: center;
    z-index: 29800;
    pointer-events: none;
    animation: pop 0.2s ease-out;
  }
  /* A focused card comes above the cards on it, so its ring shows whole (more specific than a
     game's own z-index; cards in hand ride higher still, later-styles.ts). */
  .table .card:focus-visible {
    z-index: calc(var(--sol-z) + 10000) !important;
  }
  /* In the toolbar's font: text of a size nothing else on the table uses costs the first drawing
     a font lookup of its own (docs/architecture.md). */
  .sr-only {
    font-size: 0.875em;
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;
