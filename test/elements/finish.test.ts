import { expect, fixture, html } from '@open-wc/testing';
import { finishingMoves, klondike, type KlondikeState } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { klondikeEl, notInWebKit, recordEvents, waitFor, winnable } from './helpers.js';

const finishButton = (el: SolitaireElement) => el.shadowRoot!.querySelector<HTMLButtonElement>('button.finish');

/** Presses Finish once it is offered and waits for the game to be won, counting refusals. */
async function pressFinish(el: SolitaireElement) {
  const events = recordEvents(el, ['solitaire-invalid', 'solitaire-won']);
  await waitFor(() => finishButton(el), 'Finish was not offered', { timeout: 30000 });
  finishButton(el)!.click();
  await waitFor(() => el.status !== 'playing' || events.length > 0, 'Finish played nothing to the end', { timeout: 20000 });
  // A refusal would stop the playing out: give a stopped Finish no chance to look finished.
  await waitFor(() => el.status === 'won' || events.some((e) => e.type === 'solitaire-invalid'), 'Finish stopped partway', {
    timeout: 20000,
  });
  expect(events.filter((e) => e.type === 'solitaire-invalid').map((e) => e.detail.reason)).to.deep.equal([]);
  expect(el.status).to.equal('won');
  expect(events.filter((e) => e.type === 'solitaire-won')).to.have.length(1);
  await el.updateComplete;
  expect(finishButton(el), 'Finish is gone once the game is won').to.equal(null);
}

describe('Finish', () => {
  before(notInWebKit);
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

describe('auto-complete', () => {
  before(notInWebKit);
  it('offers Finish only when foundation moves and draws alone win, and plays it out', async function () {
    this.timeout(60000);
    const { seed, moves } = winnable(klondike);
    const el = await klondikeEl(seed);
    const finish = () => finishButton(el);
    // Play up to the first position from which the engine finishes alone.
    let played = 0;
    while (played < moves.length && !finishingMoves(klondike, el.state as KlondikeState)) el.play(moves[played++]);
    expect(played, 'offered before the last move').to.be.lessThan(moves.length);
    await waitFor(finish, 'Finish was not offered', { timeout: 5000 });
    // One move earlier foundation moves and draws alone do not win: the button goes with the undo.
    el.undo();
    expect(finishingMoves(klondike, el.state as KlondikeState)).to.equal(null);
    await el.updateComplete;
    expect(finish(), 'offered one move too early').to.equal(null);
    el.redo();
    await waitFor(finish, 'Finish was not offered again', { timeout: 5000 });
    // The button stays while the game is played out, move by move: it does not blink away while
    // each new position is checked.
    let blinks = 0;
    new MutationObserver(() => {
      if (el.status === 'playing' && !finish()) blinks++;
    }).observe(el.shadowRoot!, { childList: true, subtree: true });
    // What is left can be done without thought: each remaining move is a draw or goes up.
    finish()!.click();
    await waitFor(() => el.status === 'won', 'Finish did not win', { timeout: 20000 });
    expect(blinks).to.equal(0);
  });

  it('never offers Finish in Clock, a game of pure luck', async () => {
    const el = await fixture<SolitaireElement>(`<clock-solitaire seed="0"></clock-solitaire>` as unknown as ReturnType<typeof html>);
    expect(finishButton(el)).to.equal(null);
  });
});
