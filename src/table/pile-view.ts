// Draws the piles and their cards: one element per card, kept in one stable DOM order (by card)
// and stacked with z-index. A node that the DOM moves loses its running transition, so a card
// keeps its node wherever it lies: every card of the deck is always on the table, so the list
// sorted by card is the same list at every render, and the nth node is always the same card (no
// keyed directive needed). A card's z-index depends only on its pile and place, so cards that did
// not move keep all their styles and cost no style recalculation. Piles keep one order too, the
// state's, for their places' nodes and their cards' stacking: a pile the layout leaves out (Sun's
// stock once dealt, its open ray laid out below) leaves a gap in the list, and no other pile's
// place or cards are redrawn for it (each would repaint the felt beneath).
import { html, nothing, type TemplateResult } from 'lit';
import { guard } from 'lit/directives/guard.js';
import { cardCode, type BaseState, type Card, type PileId } from '../engine/index.js';
import type { Highlight } from './announcer.js';
import type { Cursor } from './cursor.js';
import type { KeyboardController } from './keyboard-controller.js';
import { across, offsets, place, type PileSpot } from './layout.js';
import { cardFace, colourClass } from './playing-card.js';
import { styleProperties } from './style-properties.js';

/** What drawing the piles needs to know besides the state. */
export interface PileViewInput {
  state: BaseState;
  layout: Record<PileId, PileSpot>;
  /** The keyboard: its place (the one tabbable stop), the places it stops at (buttons), the cards it holds. */
  keyboard: Pick<KeyboardController, 'current' | 'stops' | 'isHeld'>;
  highlight: Highlight | null;
  pileName(pile: PileId): string;
  /** A card's accessible name, given its pile's; null hides it from assistive technology (the stock's lower cards). */
  cardLabel(card: Card, pile: PileId, index: number, pileName: string): string | null;
  /** More classes of a card (Clock's card in hand). */
  cardClass(pile: PileId, index: number): string;
  /** The least height of the table, in card widths. */
  minHeight: number;
  /** Large corner indices: a column's face-up cards lie further apart to show them. */
  readable: boolean;
  /** The table's columns when it is drawn mirrored (left-handed), else 0. */
  mirror: number;
  /** No cards, only the piles' places: the deal may yet give way, and its cards would be made for nothing. */
  pending: boolean;
  /**
   * The drawing before, in a game under way: the table keeps the height it reached, so nothing
   * below the game jumps up as piles shorten, and a page's scrollbar does not come and go.
   */
  grown?: PileView;
}

/** The drawing of the piles: the table's style, its content, and what each card shows, by card id. */
export interface PileView {
  tableStyle: Record<string, string>;
  content: TemplateResult;
  shown: Map<string, string>;
  /** The table's height in card widths, and the most face-up cards above a column's last card. */
  height: number;
  ups: number;
}

/** Focus and role of a card or empty place: a stop of the keyboard is a button, the cursor's is tabbable. */
function focusOf(pile: PileId, index: number, cursor: Cursor, isStop: boolean) {
  if (!isStop) return { role: 'img' };
  return { role: 'button', tabindex: cursor.pile === pile && cursor.index === index ? '0' : '-1' };
}

/**
 * A pile's place. Holding cards, it is their group for assistive technology: it owns them, bottom
 * to top (`owns`, their ids), so a screen reader reads the table pile by pile, in the game's order,
 * though the cards' nodes keep their order by card. Empty, it is a place to put cards.
 */
function slot(input: PileViewInput, cursor: Cursor, pile: PileId, spot: PileSpot, name: string, owns: string[]): TemplateResult {
  const empty = !owns.length;
  const hinted = input.highlight?.to === pile && empty;
  const focus = focusOf(pile, -1, cursor, empty);
  const caption = spot.caption;
  const { mirror } = input;
  return html`<div class="slot ${pile} ${hinted ? 'hint' : ''}" part="pile" data-pile=${pile} data-index="-1"
      style=${styleProperties(place(spot, mirror))} role=${empty ? focus.role : 'group'} tabindex=${focus.tabindex ?? nothing}
      aria-label=${name} aria-owns=${empty ? nothing : owns.join(' ')} data-mark=${spot.mark ?? ''}></div>
    ${
      caption
        ? html`<span class="caption ${pile}" aria-hidden="true"
          style=${styleProperties({ ...place(spot, mirror), '--sol-dx': String(across(caption.dx, mirror)), '--sol-dy': String(caption.dy), '--sol-r': null })}
          >${caption.text}${caption.sub ? html`<small>${caption.sub}</small>` : nothing}</span>`
        : nothing
    }`;
}

/**
 * The piles' places and every card, and the table's style: its height in card widths, and the most
 * face-up cards above a column's last card, each of whose steps grows to 24 px on a narrow table.
 */
export function pileView(input: PileViewInput): PileView {
  const { state, layout, keyboard } = input;
  const table = { piles: state.piles, layout };
  const cursor = keyboard.current(table);
  const h = input.highlight;
  const cards: { key: string; template: unknown }[] = [];
  const shown = new Map<string, string>();
  const pileOrder = Object.keys(state.piles);
  const slots: (TemplateResult | typeof nothing)[] = pileOrder.map(() => nothing);
  const seen = new Map<string, number>();
  let { height = input.minHeight, ups = 0 } = input.grown ?? {};
  for (const [pile, spot] of Object.entries(layout)) {
    const pileNumber = pileOrder.indexOf(pile);
    const pileCards = input.pending ? [] : state.piles[pile];
    const name = input.pileName(pile);
    let up = 0;
    const shifts = offsets(pileCards, spot, input.readable);
    const places = keyboard.stops(pile, table);
    const owns: string[] = [];
    pileCards.forEach((card, index) => {
      const code = cardCode(card);
      const copy = seen.get(code) ?? 0;
      seen.set(code, copy + 1);
      const [dx, dy] = shifts[index];
      height = Math.max(height, spot.y + dy + 1.4);
      const key = `${code}${copy}`;
      owns.push(key);
      const focus = focusOf(pile, index, cursor, places.includes(index));
      // Under two cards square on it (a pile's offsets only grow): it cannot show, and is not drawn.
      const buried = `${shifts[index]}` === `${shifts[index + 2]}`;
      const hinted = h && ((h.from === pile && index >= h.first && index <= h.last) || (h.to === pile && index === pileCards.length - 1));
      const held = keyboard.isHeld(pile, index);
      const label = input.cardLabel(card, pile, index, name);
      const classes = `${card.faceUp ? colourClass(card) : 'down'} ${hinted ? 'hint' : ''} ${held ? 'held' : ''} ${
        buried ? 'buried' : ''
      } ${input.cardClass(pile, index)}`;
      const style = {
        ...place(spot, input.mirror),
        '--sol-dx': String(across(dx, input.mirror)),
        '--sol-dy': String(dy),
        '--sol-up': String(up),
        '--sol-z': String(pileNumber * 200 + index + 1),
      };
      ups = Math.max(ups, up);
      if (spot.fan === 'down' && card.faceUp) up++;
      // Everything the card's element shows: it is redrawn, and may move, only when this changed.
      const shows = [classes, pile, index, focus.role, focus.tabindex, label, held, ...Object.values(style)].join();
      shown.set(key, shows);
      cards.push({
        key,
        template: guard(
          [shows],
          () => html`<div class="card ${classes}" part="card" id=${key} data-pile=${pile} data-index=${index}
          role=${focus.role} tabindex=${focus.tabindex ?? nothing} aria-label=${label ?? nothing} aria-hidden=${label === null ? 'true' : nothing}
          aria-pressed=${held ? 'true' : nothing}
          style=${styleProperties(style)}>${card.faceUp ? cardFace(card) : nothing}</div>`,
        ),
      });
    });
    slots[pileNumber] = slot(input, cursor, pile, spot, name, owns);
  }
  const content = html`${slots}
    ${cards.sort((a, b) => (a.key < b.key ? -1 : 1)).map((c) => c.template)}`;
  return {
    tableStyle: { '--sol-h': String(height), '--sol-felt-h': String(input.minHeight), '--sol-ups': String(ups) },
    content,
    shown,
    height,
    ups,
  };
}

/** The cards whose drawing changes from `before` to `view`, the only ones that may move: their elements before it. */
export const changedCards = (root: ShadowRoot, view: PileView, before?: PileView) =>
  [...view.shown].map(([id, shows]) => before?.shown.get(id) !== shows && root.getElementById(id));
