// tap="select": play by single taps, no dragging (WCAG 2.5.7). A tap picks cards up, a tap on a
// pile puts them there or they spring back with the reason said, a tap on them again sends them
// to their best place. Real mouse clicks, in Chromium and Firefox.
import { expect, fixture } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardNameIn } from '../../src/table/i18n.js';
import { recordEvents, settled, setViewport } from './helpers.js';

async function make(tap: string) {
  const el = await fixture<SolitaireElement>(
    `<klondike-solitaire seed="0" auto-foundation="off" speed="off" tap="${tap}"></klondike-solitaire>` as never,
  );
  await settled(el);
  return el;
}

/** Clicks the top card of `pile` (or the empty pile) with the real mouse, and waits for the table. */
async function click(el: SolitaireElement, pile: string) {
  const root = el.shadowRoot!;
  const index = el.state.piles[pile].length - 1;
  const target =
    root.querySelector<HTMLElement>(`.card[data-pile="${pile}"][data-index="${index}"]`) ??
    root.querySelector<HTMLElement>(`.slot[data-pile="${pile}"]`)!;
  const r = target.getBoundingClientRect();
  await sendMouse({ type: 'click', position: [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)] });
  await el.updateComplete;
}

const held = (el: SolitaireElement) =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card.held')].map((c) => `${c.dataset.pile} ${c.dataset.index}`);
const live = (el: SolitaireElement) => el.shadowRoot!.querySelector('[aria-live="polite"]')!.textContent;

describe('tap="select"', () => {
  before(() => setViewport({ width: 900, height: 800 }));

  it('a tap picks the card up, a tap on a pile puts it there', async () => {
    const el = await make('select');
    await click(el, 'tableau-1');
    expect(held(el)).to.deep.equal(['tableau-1 0']);
    // Held is a state a screen reader says: the card is a pressed button.
    expect(el.shadowRoot!.querySelector('.card.held')!.getAttribute('aria-pressed')).to.equal('true');
    expect(el.shadowRoot!.querySelectorAll('[aria-pressed]')).to.have.length(1);
    expect(el.state.piles['tableau-1']).to.have.length(1);
    await click(el, 'tableau-3');
    expect(held(el)).to.deep.equal([]);
    expect(el.state.piles['tableau-1']).to.have.length(0);
    expect(el.state.piles['tableau-3']).to.have.length(4);
    expect(live(el)).to.equal('5 of spades to Column 3');
  });

  it('a put-down the rules refuse springs back, the reason said, the state unchanged', async () => {
    const el = await make('select');
    const before = el.state;
    await click(el, 'tableau-2');
    expect(held(el)).to.deep.equal(['tableau-2 1']);
    await click(el, 'tableau-4');
    expect(el.state).to.equal(before);
    expect(held(el), 'nothing held').to.deep.equal([]);
    expect(live(el)).to.equal('A red Jack needs a black Queen');
  });

  it('a tap on the stock with a card held puts the card back and draws, refusing nothing', async () => {
    const el = await make('select');
    const refusals = recordEvents(el, ['solitaire-invalid']);
    await click(el, 'tableau-2');
    expect(held(el)).to.deep.equal(['tableau-2 1']);
    await click(el, 'stock');
    expect(held(el), 'nothing held').to.deep.equal([]);
    expect(el.state.piles.waste, 'one card drawn').to.have.length(1);
    expect(el.state.piles['tableau-2']).to.have.length(2);
    expect(refusals).to.deep.equal([]);
    expect(live(el)).to.equal(`${cardNameIn(el.state.piles.waste[0], 'en')} to Waste`);
  });

  it('tapping the held card again sends it to its best place; the help panel says how taps play', async () => {
    const el = await make('select');
    await click(el, 'tableau-1');
    // A second click within 350 ms on one pile ends a double click; a player's second tap comes later.
    await new Promise((resolve) => setTimeout(resolve, 400));
    await click(el, 'tableau-1');
    expect(el.state.piles['tableau-3'], 'the 5 of spades went onto the 6 of diamonds').to.have.length(4);
    const helpButton = [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="toolbar"] button')].find(
      (b) => b.textContent === '?',
    )!;
    helpButton.click();
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('dialog.help')!.textContent).to.contain('Tap or click a card: pick it up');
  });

  it('without it (tap="move"), a tap moves the card to its best place at once', async () => {
    const el = await make('move');
    await click(el, 'tableau-1');
    expect(el.state.piles['tableau-3']).to.have.length(4);
    expect(held(el)).to.deep.equal([]);
  });
});
