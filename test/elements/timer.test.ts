// The time played, shown each second: a tick draws the time anew, not the table; a hidden page is
// not play time.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardsOf, waitFor } from './helpers.js';

/** The time the status line shows ("0:03"). */
const shownTime = (el: SolitaireElement) => /Time: (\d+:\d\d)/.exec(el.shadowRoot!.querySelector('[part="status"]')!.textContent!)?.[1];

describe('the time played', () => {
  it('goes on each second without drawing the table again, which a move then does', async () => {
    const el = await fixture<SolitaireElement>(html`<klondike-solitaire seed="0" auto-foundation="off" speed="off"></klondike-solitaire>`);
    el.play({ from: 'stock', to: 'waste' });
    await el.updateComplete;
    const before = shownTime(el);
    expect(before, 'the time shows').to.match(/^\d+:\d\d$/);
    // Every drawing of the table names its piles: counted from here.
    const named: string[] = [];
    const game = el as unknown as { pileName(pile: string, state: unknown): string };
    const pileName = game.pileName.bind(el);
    game.pileName = (pile, state) => {
      named.push(pile);
      return pileName(pile, state);
    };
    await waitFor(() => shownTime(el) !== before, 'the clock ticked', { timeout: 5000 });
    await el.updateComplete;
    expect(named, 'piles named by the tick').to.deep.equal([]);
    el.play({ from: 'stock', to: 'waste' });
    await el.updateComplete;
    expect(named, 'the move drew the table').to.include('waste');
    expect(cardsOf(el, 'waste'), 'the waste drawn with both cards').to.have.length(2);
  });

  it('stops while the page is hidden, and goes on with the next move', async () => {
    // The clock's time is set here; its ticks come each real second.
    const realNow = Date.now;
    let now = realNow();
    Date.now = () => now;
    const hide = (hidden: boolean) => Object.defineProperty(document, 'hidden', { configurable: true, get: () => hidden });
    try {
      const el = await fixture<SolitaireElement>(
        html`<klondike-solitaire seed="0" auto-foundation="off" speed="off"></klondike-solitaire>`,
      );
      el.play({ from: 'stock', to: 'waste' });
      await el.updateComplete;
      expect(shownTime(el)).to.equal('0:00');
      now += 61_000;
      hide(true);
      await waitFor(() => shownTime(el) === '1:01', 'the clock ticked', { timeout: 5000 });
      // An hour in another tab, then back: the next move goes on from the time played.
      now += 3_600_000;
      hide(false);
      el.play({ from: 'stock', to: 'waste' });
      await el.updateComplete;
      expect(shownTime(el)).to.equal('1:01');
      now += 5_000;
      await waitFor(() => shownTime(el) === '1:06', 'the clock goes on', { timeout: 5000 });
    } finally {
      Date.now = realNow;
      delete (document as { hidden?: boolean }).hidden;
    }
  });
});
