// Where the focus goes when cards are played by pointer: on the felt, where the game's keys still
// work and arrow keys lead to the keyboard's place; never on a card the move takes away.
import { expect } from '@open-wc/testing';
import { resetMouse, sendKeys, sendMouse } from '@web/test-runner-commands';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardsOf, centre, klondikeWith, settled, setViewport } from './helpers.js';

/** Clicks the middle of `target` with the mouse. */
async function click(target: Element) {
  const { x, y } = centre(target);
  await sendMouse({ type: 'click', position: [Math.round(x), Math.round(y)] });
}

/** The element with the focus inside the game, as a class name or pile ("card stock"). */
function focusIn(el: SolitaireElement): string {
  const active = el.shadowRoot!.activeElement as HTMLElement | null;
  return active?.dataset.pile !== undefined ? `card ${active.dataset.pile}` : (active?.className.split(' ')[0] ?? 'nothing');
}

describe('the focus under the pointer', () => {
  before(() => setViewport({ width: 900, height: 700 }));
  // A test that fails with the button held would leave it pressed for the next one.
  afterEach(() => resetMouse());

  it('stays on the felt when a click plays a card, and the keys go on working', async () => {
    const el = await klondikeWith('seed="0" auto-foundation="off" speed="off"');
    await settled(el);
    const cardFocus: string[] = [];
    el.shadowRoot!.addEventListener('focusin', (event) => {
      const pile = (event.target as HTMLElement).dataset.pile;
      if (pile !== undefined) cardFocus.push(pile);
    });
    await click(cardsOf(el, 'stock').at(-1)!);
    await el.updateComplete;
    expect(el.state.piles.waste, 'the click drew a card').to.have.length(1);
    // The stock's top card, pressed, left the stock: it kept no focus to drop.
    expect(focusIn(el)).to.equal('table');
    expect(cardFocus, 'no card took the focus').to.deep.equal([]);
    await sendKeys({ press: 'u' });
    await el.updateComplete;
    expect(el.state.piles.waste, 'U undid the draw').to.have.length(0);
  });

  it('draws no focus ring round the felt that a click focused', async () => {
    const el = await klondikeWith('seed="0" auto-foundation="off" speed="off"');
    await settled(el);
    await click(cardsOf(el, 'tableau-7').at(-1)!);
    expect(focusIn(el)).to.equal('table');
    const felt = getComputedStyle(el.shadowRoot!.querySelector('.table')!);
    expect([felt.outlineStyle, felt.boxShadow], 'no outline, no glow').to.deep.equal(['none', 'none']);
  });

  it('stays on the felt when a card is dragged', async () => {
    // Deal 0: the 5 of spades (column 1) goes onto the 6 of diamonds (column 3).
    const el = await klondikeWith('seed="0" auto-foundation="off" speed="off"');
    await settled(el);
    const from = centre(cardsOf(el, 'tableau-1')[0]);
    const to = centre(cardsOf(el, 'tableau-3').at(-1)!);
    await sendMouse({ type: 'move', position: [Math.round(from.x), Math.round(from.y)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round((from.x + to.x) / 2), Math.round((from.y + to.y) / 2)] });
    await sendMouse({ type: 'move', position: [Math.round(to.x), Math.round(to.y)] });
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(el.state.piles['tableau-1'], 'the drag moved the card').to.have.length(0);
    expect(focusIn(el)).to.equal('table');
  });

  it('goes from the felt to the keyboard’s place with an arrow key', async () => {
    const el = await klondikeWith('seed="0" auto-foundation="off" speed="off"');
    await settled(el);
    await click(cardsOf(el, 'tableau-7').at(-1)!);
    expect(focusIn(el)).to.equal('table');
    await sendKeys({ press: 'ArrowDown' });
    const active = el.shadowRoot!.activeElement as HTMLElement;
    expect(focusIn(el), 'a card has the focus').to.match(/^card /);
    expect(active.getAttribute('tabindex'), 'the keyboard’s place').to.equal('0');
    // Arrows then move along the table as usual.
    await sendKeys({ press: 'ArrowRight' });
    expect(el.shadowRoot!.activeElement === active, 'the arrow moved on').to.equal(false);
    expect(focusIn(el)).to.match(/^card /);
  });
});
