import type { ReactiveElement } from 'lit';
import { checkCardWidth } from './card-width.js';

/**
 * Style text, tagged `css` for the build's minifier (rollup.config.mjs). Not css.ts's: the
 * deferred parts import nothing the bundle has (deferred.ts).
 */
const css = (strings: TemplateStringsArray) => strings.join('');

/**
 * Styles of what only the deferred parts do: cards that slide (card-slides.ts), a card dragged
 * (drag-controller.ts), cards held by the keyboard (keyboard-commands.ts) and a hint's outline
 * (table-actions.ts). Each game adopts them as those parts join it, after its own styles: the
 * first request does not carry them.
 */
const LATER = css`
  /* Each card keeps a compositor layer of its own: a slide then only moves it, where making and
     dropping a layer for every slide redrew the card each time (long frames with many cards). Not
     in the first drawing: its frame showed 36–90 ms later at 4× with a layer to raster for each
     card (docs/architecture.md). */
  .card {
    will-change: translate;
  }
  .card.dragging {
    cursor: grabbing;
    box-shadow: 0 8px 18px rgb(0 0 0 / 0.4);
  }
  .card.held {
    transform: translateY(calc(var(--sol-cw) * -0.12));
    outline: 3px solid var(--accent);
    outline-offset: 1px;
  }
  /* Cards in hand ride above every pile, in their own order (more specific than a game's own
     z-index, and above a focused card's). */
  .table .card.held,
  .table .card.dragging {
    z-index: calc(var(--sol-z) + 20000) !important;
  }
  /* Dashed, where a focus ring is solid and a held card lifted: the three never look alike. */
  .hint {
    outline: 3px dashed var(--accent);
    outline-offset: 1px;
    box-shadow: 0 0 14px var(--accent);
  }
`;

let sheet: CSSStyleSheet | undefined;

/**
 * A game's styles once the deferred parts are in: the later styles join its shadow root (now, if
 * it is connected), and a page's card width that is no length gives way to the one that fits.
 */
export function styleLater(host: ReactiveElement): void {
  void checkCardWidth(host);
  host.addController({
    hostConnected() {
      const root = host.shadowRoot!;
      if (!sheet) (sheet = new CSSStyleSheet()).replaceSync(LATER);
      if (!root.adoptedStyleSheets.includes(sheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheet];
    },
  });
}
