// The first game of a page under `persist` and `winnable`, in a variant with a shipped list of
// proven deals: the saved game arrives with the deferred parts, the list with the solver's module,
// in either order. The saved game is played on; no listed deal takes its place, nor is saved over
// it. A page of its own: no game may come first.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { savedKlondike } from './helpers.js';

const KEY = 'resume-winnable';

describe('the first game of a page under persist and winnable', () => {
  after(() => localStorage.removeItem(KEY));

  it('resumes the saved game rather than deal a listed proven one', async () => {
    const saved = JSON.stringify(savedKlondike(7, 2, 9_000));
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
