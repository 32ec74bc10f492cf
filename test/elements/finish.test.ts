import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { finishingMoves, klondike, type KlondikeState } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { recordEvents } from './helpers.js';

const finishButton = (el: SolitaireElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('button.finish');

/** Presses Finish once it is offered and waits for the game to be won, counting refusals. */
async function pressFinish(el: SolitaireElement) {
  const events = recordEvents(el, ['solitaire-invalid', 'solitaire-won']);
  await waitUntil(() => finishButton(el), 'Finish was not offered', { timeout: 30000 });
  finishButton(el)!.click();
  await waitUntil(() => el.status !== 'playing' || events.length > 0, 'Finish played nothing to the end', { timeout: 20000 });
  // A refusal would stop the playing out: give a stopped Finish no chance to look finished.
  await waitUntil(() => el.status === 'won' || events.some((e) => e.type === 'solitaire-invalid'), 'Finish stopped partway', {
    timeout: 20000,
  });
  expect(events.filter((e) => e.type === 'solitaire-invalid').map((e) => e.detail.reason)).to.deep.equal([]);
  expect(el.status).to.equal('won');
  expect(events.filter((e) => e.type === 'solitaire-won')).to.have.length(1);
  await el.updateComplete;
  expect(finishButton(el), 'Finish is gone once the game is won').to.equal(null);
}

describe('Finish', () => {
  for (const mode of ['off', 'safe', 'all']) {
    it(`wins Sun deal 3 after one step with auto-foundation="${mode}", refusing nothing`, async function () {
      this.timeout(60000);
      const el = await fixture<SolitaireElement>(html`<sun-solitaire seed="3" speed="off" auto-foundation=${mode}></sun-solitaire>`);
      el.play({ action: 'advance' });
      await pressFinish(el);
    });

    it(`wins a Klondike deal with auto-foundation="${mode}", refusing nothing`, async function () {
      this.timeout(60000);
      const el = await fixture<SolitaireElement>(
        html`<klondike-solitaire seed="12345" speed="off" auto-foundation=${mode}></klondike-solitaire>`,
      );
      // Follow the engine's hints (a bounded number) until foundation moves and draws alone win.
      for (let i = 0; i < 300 && !finishingMoves(klondike, el.state as KlondikeState); i++) {
        const move = klondike.hint(el.state as KlondikeState);
        expect(move, 'the hint runs out before Finish').to.not.equal(null);
        el.play(move!);
      }
      expect(finishingMoves(klondike, el.state as KlondikeState), 'no finishable position reached').to.not.equal(null);
      await pressFinish(el);
    });
  }
});
