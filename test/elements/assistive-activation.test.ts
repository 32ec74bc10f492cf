// A screen reader's activation of a card ("double-tap" in VoiceOver, Enter in NVDA's browse mode)
// reaches the page as a click made by the browser: in Safari, mousedown, mouseup and click alone;
// in Chromium, with pointer events before each, at the card's centre, once the card is focused.
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardsOf, centre, klondikeWith, pointer, recordEvents, settled } from './helpers.js';

/** Deal 7, where the 2 of diamonds, Column 6's top card, goes onto Column 3's 3 of clubs. */
async function deal() {
  const el = await klondikeWith('seed="7" auto-foundation="off" speed="off"');
  await settled(el);
  return { el, two: cardsOf(el, 'tableau-6').at(-1)!, moves: recordEvents(el, ['solitaire-move', 'solitaire-invalid']) };
}

/** A mouse event as a browser makes one for an assistive technology: no click count. */
const simulated = (target: Element, type: string) =>
  target.dispatchEvent(new MouseEvent(type, { bubbles: true, composed: true, cancelable: true, detail: 0 }));

/** What Chromium sends for an assistive technology's click: it focuses the card, then pointer and mouse events at its centre. */
function chromiumActivation(target: HTMLElement) {
  target.focus();
  const { x, y } = centre(target);
  pointer(target, 'pointerdown', x, y);
  simulated(target, 'mousedown');
  pointer(target, 'pointerup', x, y);
  simulated(target, 'mouseup');
  simulated(target, 'click');
}

/** The moves made and refused. */
const played = (el: SolitaireElement, moves: CustomEvent[]) => ({
  moves: moves.map((event) => `${event.type} ${JSON.stringify(event.detail.move)}`),
  column3: el.state.piles['tableau-3'].length,
});

const ONE_MOVE = { moves: ['solitaire-move {"from":"tableau-6","to":"tableau-3"}'], column3: 4 };

describe('a card activated by a screen reader', () => {
  it('plays as a tap does from mousedown, mouseup and click alone (VoiceOver in Safari)', async () => {
    const { el, two, moves } = await deal();
    for (const type of ['mousedown', 'mouseup', 'click']) simulated(two, type);
    await el.updateComplete;
    expect(played(el, moves)).to.deep.equal(ONE_MOVE);
  });

  it('plays once from pointer and mouse events with the click, and leaves the focus on the cards (Chromium)', async () => {
    const { el, two, moves } = await deal();
    chromiumActivation(two);
    await el.updateComplete;
    expect(played(el, moves)).to.deep.equal(ONE_MOVE);
    const focused = el.shadowRoot!.activeElement as HTMLElement | null;
    expect(focused?.dataset.pile, 'a card keeps the focus, not the felt').to.be.a('string');
  });

  it('draws once from the stock so activated: the click after the pointer events is not a second tap', async () => {
    const { el } = await deal();
    chromiumActivation(cardsOf(el, 'stock').at(-1)!);
    await el.updateComplete;
    expect(el.state.piles.waste).to.have.length(1);
  });
});
