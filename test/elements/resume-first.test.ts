// The first game of a page, under `persist`: saved games are read by a part that loads just after
// the bundle, so this game is built before it is in. A page of its own: no game may come first.
import { expect, fixture, html } from '@open-wc/testing';
import { klondike, type KlondikeState, type Move } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';

const KEY = 'resume-first';

/** A Klondike game of deal 5 saved after three moves, as `persist` writes it. */
function savedGame() {
  const states: KlondikeState[] = [klondike.deal(5)];
  const moves: Move[] = [];
  for (let i = 0; i < 3; i++) {
    moves.push(klondike.hint(states[i])!);
    states.push(klondike.play(states[i], moves[i]));
  }
  const state = states[3];
  return { version: 1, game: 'klondike', state, history: { moves, cursor: 3, elapsedMs: 42_000, scores: states.map((s) => s.score) } };
}

describe('the first game of a page under persist', () => {
  after(() => localStorage.removeItem(KEY));

  it('waits for the saved game, shows no other deal meanwhile, saves nothing over it, then resumes it', async () => {
    const saved = JSON.stringify(savedGame());
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
