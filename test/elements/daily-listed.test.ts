// A daily deal of a date shipped with the proven deals (src/table/proven-deals.ts) needs no solver:
// on a page where no Worker can start, it is still the proven deal of the day, not the first
// candidate played unproven. Its own file: the solver's Worker is started once a page.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { dailySeed, klondike } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';

describe('a listed daily deal', () => {
  it('is dealt proven where no Worker can start', async () => {
    const [now, worker] = [Date.now, window.Worker];
    Date.now = () => new Date('2026-12-11T12:00').getTime();
    window.Worker = class {
      constructor() {
        throw new Error('Workers are forbidden here');
      }
    } as unknown as typeof Worker;
    try {
      const holder = document.createElement('div');
      holder.innerHTML = '<klondike-solitaire seed="daily" draw="3"></klondike-solitaire>';
      const el = holder.firstElementChild as SolitaireElement;
      const deal = oneEvent(el, 'solitaire-deal');
      await fixture(holder as unknown as ReturnType<typeof html>);
      await deal;
      await el.updateComplete;
      // On this day the third candidate is the first the solver proves won within 2,000 positions
      // (daily.test.ts checks the rule); the first is what a page without the list would play.
      const options = klondike.deal(0, { draw: 3 }).options;
      expect(el.state.seed).to.equal(dailySeed('2026-12-11', 'klondike', options, 2));
      expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Daily deal');
    } finally {
      [Date.now, window.Worker] = [now, worker];
    }
  });
});
