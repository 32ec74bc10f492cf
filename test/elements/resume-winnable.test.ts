// The first game of a page under `persist` and `winnable`, in a variant with a shipped list of
// proven deals: the saved game arrives with the deferred parts, the list with the solver's module,
// in either order. The saved game is played on; no listed deal takes its place, nor is saved over
// it. A page of its own: no game may come first.
import { expect, fixture, html } from '@open-wc/testing';
import { klondike, type KlondikeState, type Move } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';

const KEY = 'resume-winnable';

/** A Klondike game of deal 7 saved after two moves, as `persist` writes it. */
function savedGame() {
  const states: KlondikeState[] = [klondike.deal(7)];
  const moves: Move[] = [];
  for (let i = 0; i < 2; i++) {
    moves.push(klondike.hint(states[i])!);
    states.push(klondike.play(states[i], moves[i]));
  }
  return {
    version: 1,
    game: 'klondike',
    state: states[2],
    history: { moves, cursor: 2, elapsedMs: 9_000, scores: states.map((s) => s.score) },
  };
}

describe('the first game of a page under persist and winnable', () => {
  after(() => localStorage.removeItem(KEY));

  it('resumes the saved game rather than deal a listed proven one', async () => {
    const saved = JSON.stringify(savedGame());
    localStorage.setItem(KEY, saved);
    // The deferred parts' module is fetched first, so that they come in before the solver's
    // module: the order of a page's first load, where the deferred parts are asked for first.
    await import('../../src/table/deferred.js');
    const holder = await fixture<HTMLElement>(html`<div></div>`);
    const el = document.createElement('klondike-solitaire') as SolitaireElement;
    el.setAttribute('persist', KEY);
    el.setAttribute('winnable', '');
    el.setAttribute('auto-foundation', 'off');
    holder.append(el);
    // The solver's module in, and what it does done: the element asked for it before this.
    await import('../../src/table/solver-tasks.js');
    await el.updateComplete;
    expect(el.state, 'the saved game').to.deep.equal(JSON.parse(saved).state);
    expect(el.seed).to.equal(7);
    expect(JSON.parse(localStorage.getItem(KEY)!).state, 'saved again as it was').to.deep.equal(JSON.parse(saved).state);
  });
});
