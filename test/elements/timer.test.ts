// The time played, shown each second: a tick draws the time anew, not the table.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardsOf } from './helpers.js';

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
    await waitUntil(() => shownTime(el) !== before, 'the clock ticked', { timeout: 5000 });
    await el.updateComplete;
    expect(named, 'piles named by the tick').to.deep.equal([]);
    el.play({ from: 'stock', to: 'waste' });
    await el.updateComplete;
    expect(named, 'the move drew the table').to.include('waste');
    expect(cardsOf(el, 'waste'), 'the waste drawn with both cards').to.have.length(2);
  });
});
