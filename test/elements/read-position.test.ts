// What a screen reader player hears on demand and as they move: P reads the whole position, the
// stock's stop names what it holds and does, and `verbosity` sets how much a card's name carries.
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardsOf, warningsDuring } from './helpers.js';

const game = (markup: string) => fixture<SolitaireElement>(markup as never);
const live = (el: SolitaireElement) => el.shadowRoot!.querySelector('[aria-live="polite"]')!.textContent!;
const label = (el: SolitaireElement, pile: string, index: number) => cardsOf(el, pile)[index].getAttribute('aria-label');

/** Focuses the table (the keyboard's card) and presses `key`. */
async function pressOnTable(el: SolitaireElement, key: string) {
  el.shadowRoot!.querySelector<HTMLElement>('[tabindex="0"][data-pile]')!.focus();
  await sendKeys({ press: key });
  await el.updateComplete;
}

describe('reading the position aloud (P)', () => {
  it('reads the foundations, then every pile in table order with its face-down count and face-up cards', async () => {
    // Deal 0: Column 1 is the 5 of spades; Column 3 two face-down cards under the 6 of diamonds.
    const el = await game(`<klondike-solitaire seed="0" auto-foundation="off"></klondike-solitaire>`);
    await pressOnTable(el, 'p');
    const parts = live(el).trim().split('. ');
    expect(parts.slice(0, 6)).to.deep.equal([
      'Foundation 1: empty',
      'Foundation 2: empty',
      'Foundation 3: empty',
      'Foundation 4: empty',
      'Stock, 24 cards, draw',
      'Waste: empty',
    ]);
    expect(parts.slice(6, 9)).to.deep.equal([
      'Column 1: 5 of spades',
      `Column 2: 1 face down, ${label(el, 'tableau-2', 1)!.split(',')[0]}`,
      'Column 3: 2 face down, 6 of diamonds',
    ]);
    expect(parts, 'thirteen piles').to.have.length(13);
    el.play({ from: 'tableau-1', to: 'tableau-3' });
    el.play({ from: 'stock', to: 'waste' });
    await pressOnTable(el, 'p');
    const after = live(el).trim().split('. ');
    expect(after).to.include('Column 1: empty');
    expect(after).to.include('Column 3: 2 face down, 6 of diamonds, 5 of spades');
    expect(after).to.include('Stock, 23 cards, draw');
    expect(after).to.include(
      `Waste: ${el.shadowRoot!.querySelector('.card[data-pile="waste"]')!.getAttribute('aria-label')!.split(',')[0]}`,
    );
  });

  it('is read again on a second P (the live region changes)', async () => {
    const el = await game(`<klondike-solitaire seed="0"></klondike-solitaire>`);
    await pressOnTable(el, 'p');
    const first = live(el);
    await pressOnTable(el, 'p');
    expect(live(el), 'the region changed').to.not.equal(first);
    expect(live(el).trim()).to.equal(first.trim());
  });

  it('brief: each pile by its top card alone', async () => {
    const el = await game(`<klondike-solitaire seed="0" auto-foundation="off" verbosity="brief"></klondike-solitaire>`);
    el.play({ from: 'tableau-1', to: 'tableau-3' });
    await pressOnTable(el, 'p');
    const parts = live(el).trim().split('. ');
    expect(parts).to.include('Column 3: 5 of spades');
    expect(live(el)).to.not.contain('face down');
  });

  it('Sun: the bases first, then the stock, the rays and the clouds', async () => {
    const el = await game(`<sun-solitaire seed="1" auto-foundation="off"></sun-solitaire>`);
    await pressOnTable(el, 'p');
    const parts = live(el).trim().split('. ');
    // A name that says the pile is empty is read alone.
    expect(parts.slice(0, 8)).to.deep.equal(['Aces', 'Kings'].flatMap((row) => [1, 2, 3, 4].map((n) => `${row} base ${n}, empty`)));
    expect(parts).to.include('Stock, 91 cards, Deal arc 2 of 8');
    expect(parts).to.include(`Ray 1: ${label(el, 'ray-1', 0)!.split(',')[0]}`);
  });
});

describe('verbosity', () => {
  it('full (the default) names a card with its pile and place; brief names the card alone', async () => {
    const el = await game(`<klondike-solitaire seed="0"></klondike-solitaire>`);
    expect(label(el, 'tableau-3', 2)).to.equal('6 of diamonds, Column 3, card 3 of 3');
    el.setAttribute('verbosity', 'brief');
    await el.updateComplete;
    expect(label(el, 'tableau-3', 2)).to.equal('6 of diamonds');
    expect(label(el, 'tableau-3', 0)).to.equal('Face-down card');
  });

  it('a value it does not know warns once and reads in full', async () => {
    let el!: SolitaireElement;
    const warnings = await warningsDuring(async () => {
      el = await game(`<klondike-solitaire seed="0" verbosity="loud"></klondike-solitaire>`);
    });
    expect(warnings).to.deep.equal(['<klondike-solitaire>: verbosity="loud" is not valid; using full.']);
    expect(label(el, 'tableau-3', 2)).to.equal('6 of diamonds, Column 3, card 3 of 3');
  });
});

describe("the stock's stop", () => {
  it('says what the stock holds and what a press on it does', async () => {
    const klondike = await game(`<klondike-solitaire seed="0"></klondike-solitaire>`);
    expect(label(klondike, 'stock', 23)).to.equal('Stock, 24 cards, draw');
    // The cards under it are hidden: the stock's name counts them.
    expect(label(klondike, 'stock', 0)).to.equal(null);
    expect(cardsOf(klondike, 'stock').filter((card) => card.getAttribute('aria-hidden') === 'true')).to.have.length(23);
    const sun = await game(`<sun-solitaire seed="1"></sun-solitaire>`);
    expect(label(sun, 'stock', 90)).to.equal('Stock, 91 cards, Deal arc 2 of 8');
  });
});

describe('a draw said aloud', () => {
  for (const draw of [1, 3])
    it(`draw ${draw}: names every card drawn, the new waste top last`, async () => {
      const el = await game(`<klondike-solitaire seed="0" draw="${draw}" auto-foundation="off"></klondike-solitaire>`);
      el.play({ from: 'stock', to: 'waste' });
      await el.updateComplete;
      const waste = cardsOf(el, 'waste').map((card) => card.getAttribute('aria-label')!.split(',')[0]);
      expect(waste).to.have.length(draw);
      expect(live(el)).to.equal(`${waste.join(', ')} to Waste`);
    });
});
