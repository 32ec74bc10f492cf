// The first game of a page, under `persist`: saved games are read by a part that loads just after
// the bundle, so this game is built before it is in. A page of its own: no game may come first.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { savedKlondike } from './helpers.js';

const KEY = 'resume-first';

describe('the first game of a page under persist', () => {
  after(() => localStorage.removeItem(KEY));

  it('waits for the saved game, shows no other deal meanwhile, saves nothing over it, then resumes it', async () => {
    const saved = JSON.stringify(savedKlondike(5, 3, 42_000));
    localStorage.setItem(KEY, saved);
    const holder = await fixture<HTMLElement>(html`<div></div>`);
    const el = document.createElement('klondike-solitaire') as SolitaireElement;
    el.setAttribute('persist', KEY);
    el.setAttribute('auto-foundation', 'off');
    holder.append(el);
    // Read at once, the state is a fresh deal: the saved game is not yet read, nor written over.
    const fresh = el.state;
    expect(fresh.piles.waste, 'a fresh deal').to.have.length(0);
    await el.updateComplete;
    expect(el.state, 'the saved game').to.deep.equal(JSON.parse(saved).state);
    expect(el.seed).to.equal(5);
    expect(el.shadowRoot!.querySelector('.table')!.getAttribute('aria-busy')).to.equal('false');
    expect(JSON.parse(localStorage.getItem(KEY)!).state, 'saved again as it was').to.deep.equal(JSON.parse(saved).state);
  });
});
