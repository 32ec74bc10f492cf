import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import { defineElement } from '../../src/table/define.js';
import { loadDeferred } from '../../src/table/load-deferred.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardsOf, centre, letGo, painted, pickUp, recordEvents, slotOf, waitFor, warningsDuring } from './helpers.js';

const klondikeWith = (attrs: string) =>
  fixture<HTMLElementTagNameMap['klondike-solitaire']>(
    `<klondike-solitaire seed="7" auto-foundation="off" ${attrs}></klondike-solitaire>` as unknown as ReturnType<typeof html>,
  );

const part = (el: HTMLElement, name: string) => el.shadowRoot!.querySelector<HTMLElement>(`[part~="${name}"]`)!;
const colourOf = (el: Element) => getComputedStyle(el).color;

describe('embedding and theming', () => {
  it('defines every game once; defining a tag again warns instead of throwing', async () => {
    for (const tag of ['klondike-solitaire', 'clock-solitaire', 'canfield-solitaire', 'sun-solitaire'])
      expect(customElements.get(tag), tag).to.exist;
    const warnings = await warningsDuring(() => defineElement('klondike-solitaire', class extends HTMLElement {}));
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('already defined');
  });

  it('types elements and event details for TypeScript pages', async () => {
    const el = document.createElement('sun-solitaire');
    let moves = -1;
    el.addEventListener('solitaire-won', (event) => (moves = event.detail.moves.length));
    el.addEventListener('solitaire-invalid', (event) => expect(event.detail.reason).to.be.a('string'));
    expect(moves).to.equal(-1);
    expect(el.moves).to.be.a('function');
  });

  it('is hidden by the page as any element is: hidden, an invisible or inert ancestor, no pointer', async () => {
    const el = await klondikeWith('hidden');
    expect(el.getBoundingClientRect().height, 'hidden: no box').to.equal(0);
    el.hidden = false;
    expect(el.getBoundingClientRect().height, 'shown again').to.be.above(200);
    const button = el.shadowRoot!.querySelector('button')!;
    const card = cardsOf(el, 'tableau-1')[0];
    const { x, y } = centre(card);
    const around = el.parentElement!;
    around.style.visibility = 'hidden';
    expect(getComputedStyle(card).visibility, 'under visibility: hidden').to.equal('hidden');
    around.style.visibility = '';
    around.style.pointerEvents = 'none';
    expect(document.elementFromPoint(x, y), 'under pointer-events: none, no card takes the pointer').to.equal(around.parentElement);
    around.style.pointerEvents = '';
    expect(el.shadowRoot!.elementFromPoint(x, y) === card, 'the card takes the pointer again').to.equal(true);
    around.inert = true;
    button.focus();
    expect(el.shadowRoot!.activeElement === button, 'inert: no focus').to.equal(false);
    around.inert = false;
  });

  it("flashes no tap highlight over the table on a phone, whatever the page's", async function () {
    if (!CSS.supports('-webkit-tap-highlight-color', 'red')) this.skip(); // Firefox draws none
    const el = await klondikeWith('');
    // The browser's own grey, and a colour a page sets on the game's container: neither shows.
    el.parentElement!.style.setProperty('-webkit-tap-highlight-color', 'red');
    const highlight = (node: Element) => getComputedStyle(node).getPropertyValue('-webkit-tap-highlight-color');
    for (const node of [part(el, 'table'), cardsOf(el, 'tableau-1')[0], el.shadowRoot!.querySelector('button')!])
      expect(highlight(node), node.className).to.equal('rgba(0, 0, 0, 0)');
  });

  it("takes no ring from a page's :focus style around the whole game while a card has the focus", async () => {
    const style = document.head.appendChild(
      Object.assign(document.createElement('style'), { textContent: ':focus { outline: 4px solid red; }' }),
    );
    try {
      const el = await klondikeWith('');
      const card = cardsOf(el, 'tableau-1')[0];
      card.focus();
      expect(el.matches(':focus'), 'the game is :focus while its card is').to.equal(true);
      expect(getComputedStyle(el).outlineStyle, 'no ring around the game').to.equal('none');
      expect(getComputedStyle(card).outlineStyle, "the game's own ring is on the card").to.not.equal('none');
    } finally {
      style.remove();
    }
  });

  it('exposes the parts the README names', async () => {
    const el = await klondikeWith('');
    for (const name of ['table', 'card', 'pile', 'toolbar', 'status']) expect(part(el, name), name).to.exist;
  });

  it('scales every card from --solitaire-card-width and paints the felt from --solitaire-felt', async () => {
    const el = await klondikeWith('style="--solitaire-card-width: 50px; --solitaire-felt: rgb(10, 20, 30)"');
    const card = cardsOf(el, 'tableau-1')[0].getBoundingClientRect();
    expect(card.width).to.be.closeTo(50, 0.5);
    expect(card.height).to.be.closeTo(70, 0.5);
    expect(getComputedStyle(part(el, 'table')).backgroundColor).to.equal('rgb(10, 20, 30)');
  });

  it('takes the width that fits for a --solitaire-card-width that is no width, and says so', async () => {
    const widthOf = (el: HTMLElement) => cardsOf(el as SolitaireElement, 'tableau-1')[0].getBoundingClientRect().width;
    const fitting = widthOf(await klondikeWith(''));
    expect(fitting, 'the fitted width').to.be.above(30);
    for (const value of ['80', '-20px', '10%', 'abc']) {
      const warnings = await warningsDuring(async () => {
        const el = await klondikeWith(`style="--solitaire-card-width: ${value}"`);
        await waitFor(() => widthOf(el) > 2, `cards of ${value} take a width`);
        expect(widthOf(el), value).to.be.closeTo(fitting, 0.5);
      });
      expect(warnings, value).to.have.length(1);
      expect(warnings[0]).to.contain(`--solitaire-card-width: ${value} is no width`);
    }
    // A width that is one keeps it, unwarned, once the check has had its turn.
    const warnings = await warningsDuring(async () => {
      const el = await klondikeWith('style="--solitaire-card-width: calc(2rem + 10px)"');
      await loadDeferred();
      await el.updateComplete;
      await painted();
      expect(widthOf(el)).to.be.closeTo(42, 0.5);
    });
    expect(warnings).to.deep.equal([]);
  });

  it('colours suits from --solitaire-red and --solitaire-black, or four colours with four-color', async () => {
    const el = await klondikeWith('style="--solitaire-red: rgb(200, 0, 0); --solitaire-black: rgb(0, 0, 50)"');
    const faceUp = [...el.shadowRoot!.querySelectorAll('.card:not(.down)')];
    const bySuit = (suit: string) => faceUp.filter((c) => c.classList.contains(suit));
    for (const card of [...bySuit('hearts'), ...bySuit('diamonds')]) expect(colourOf(card)).to.equal('rgb(200, 0, 0)');
    for (const card of [...bySuit('clubs'), ...bySuit('spades')]) expect(colourOf(card)).to.equal('rgb(0, 0, 50)');
    el.fourColor = true;
    await el.updateComplete;
    expect(el.hasAttribute('four-color')).to.equal(true);
    const clubs = faceUp.find((c) => c.classList.contains('clubs'));
    const diamonds = faceUp.find((c) => c.classList.contains('diamonds'));
    if (clubs) expect(colourOf(clubs)).to.equal('rgb(27, 110, 43)');
    if (diamonds) expect(colourOf(diamonds)).to.equal('rgb(20, 86, 184)');
    expect(clubs ?? diamonds, 'a club or diamond is face up in deal 7').to.exist;
  });

  it('forces light or dark with theme, and warns about an unknown theme', async () => {
    const light = await klondikeWith('theme="light"');
    const dark = await klondikeWith('theme="dark"');
    expect(getComputedStyle(part(dark, 'toolbar')).backgroundColor).to.not.equal(getComputedStyle(part(light, 'toolbar')).backgroundColor);
    const warnings = await warningsDuring(() => klondikeWith('theme="sepia"'));
    expect(warnings.filter((w) => w.includes('theme="sepia"'))).to.have.length(1);
  });

  it('offers three card backs', async () => {
    const backs = new Set<string>();
    for (const back of ['classic', 'ruby', 'forest']) {
      const el = await klondikeWith(`card-back="${back}"`);
      backs.add(getComputedStyle(el.shadowRoot!.querySelector('.card.down')!).backgroundImage);
    }
    expect(backs.size).to.equal(3);
  });

  it('follows the accent colour for the hint highlight', async () => {
    const el = await klondikeWith('style="--solitaire-accent: rgb(1, 2, 3)"');
    el.hint();
    await el.updateComplete;
    expect(getComputedStyle(el.shadowRoot!.querySelector('.hint')!).outlineColor).to.equal('rgb(1, 2, 3)');
  });
});

describe('events on the page', () => {
  it('reach a listener on the document, typed: detail needs no cast', async () => {
    const el = await klondikeWith('');
    let count = -1;
    const listener = (event: GlobalEventHandlersEventMap['solitaire-move']) => (count = event.detail.moveCount);
    document.addEventListener('solitaire-move', listener);
    try {
      el.play({ from: 'stock', to: 'waste' });
    } finally {
      document.removeEventListener('solitaire-move', listener);
    }
    expect(count).to.equal(1);
  });
});

describe('a drag on a page that moves the table', () => {
  it('drops on the pile under the pointer after the page scrolled mid-drag', async () => {
    const wrapper = await fixture(html`<div style="width: 4000px">
      <klondike-solitaire seed="0" auto-foundation="off" style="width: 700px"></klondike-solitaire>
    </div>`);
    const el = wrapper.querySelector('klondike-solitaire')!;
    await el.updateComplete;
    el.play({ from: 'tableau-1', to: 'tableau-3' }); // column 3 ends 6D 5S
    await el.updateComplete;
    // Picked up once the 5S has landed: a card still sliding makes the drop read the table anew.
    await Promise.all(el.shadowRoot!.getAnimations().map((slide) => slide.finished));
    const run = cardsOf(el, 'tableau-3').at(-2)!;
    pickUp(run);
    // The page scrolls by one column: where the cards were picked up, column 4 lay where 5 lies now.
    const pitch = slotOf(el, 'tableau-2').getBoundingClientRect().left - slotOf(el, 'tableau-1').getBoundingClientRect().left;
    try {
      window.scrollBy(pitch, 0);
      expect(window.scrollX).to.be.closeTo(pitch, 1);
      letGo(run, centre(cardsOf(el, 'tableau-5').at(-1)!)); // onto the 7S
      await el.updateComplete;
    } finally {
      window.scrollTo(0, 0);
    }
    expect(el.state.piles['tableau-5'].map((c) => `${c.rank}${c.suit[0]}`).slice(-3)).to.deep.equal(['7s', '6d', '5s']);
  });

  it('drops on the pile under the pointer after the bar above the table grew mid-drag', async () => {
    const el = (await klondikeWith('')) as SolitaireElement;
    await el.updateComplete;
    const card = cardsOf(el, 'tableau-7').at(-1)!;
    pickUp(card);
    // The toolbar grows by a row of piles (as a Finish button may wrap it): where foundation 1
    // lay when the card was picked up, column 4 lies now.
    const [foundation, column] = [slotOf(el, 'foundation-1'), slotOf(el, 'tableau-4')];
    const pitch = column.getBoundingClientRect().top - foundation.getBoundingClientRect().top;
    part(el, 'toolbar').style.marginBottom = `${pitch}px`;
    const events = recordEvents(el, ['solitaire-move', 'solitaire-invalid']);
    letGo(card, centre(foundation));
    await el.updateComplete;
    expect(events.map((event) => event.detail.move.to)).to.deep.equal(['foundation-1']);
  });

  it('drops on the pile under the pointer after the table was resized mid-drag', async () => {
    const el = (await klondikeWith('style="width: 900px"')) as SolitaireElement;
    await el.updateComplete;
    const card = cardsOf(el, 'tableau-7').at(-1)!;
    pickUp(card);
    el.style.width = '450px';
    await waitFor(() => slotOf(el, 'tableau-7').getBoundingClientRect().right < 450, 'the table takes its new width');
    const events = recordEvents(el, ['solitaire-move', 'solitaire-invalid']);
    letGo(card, centre(slotOf(el, 'foundation-4')));
    await el.updateComplete;
    expect(events.map((event) => event.detail.move.to)).to.deep.equal(['foundation-4']);
  });
});
