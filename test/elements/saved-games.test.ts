// Saving under `persist` loses nothing: a full storage, keys shared by games on one page, in two
// tabs or on two pages, and the time played.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { warningsDuring } from './helpers.js';

const make = (tag: string, attrs = '') => fixture<SolitaireElement>(`<${tag} ${attrs}></${tag}>` as unknown as ReturnType<typeof html>);

describe('saved games: nothing lost', () => {
  afterEach(() => localStorage.clear());

  it('a full localStorage warns once and play goes on', async () => {
    const original = Storage.prototype.setItem;
    Storage.prototype.setItem = () => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    };
    try {
      const warnings = await warningsDuring(async () => {
        const el = await make('klondike-solitaire', 'seed="2" persist="full-storage" auto-foundation="off"');
        for (let i = 0; i < 5; i++) expect(el.play({ from: 'stock', to: 'waste' })).to.equal(true);
        el.undo();
      });
      expect(warnings.filter((w) => w.includes('full-storage'))).to.have.length(1);
    } finally {
      Storage.prototype.setItem = original;
    }
  });

  it("two elements with different keys never touch each other's saves", async () => {
    const a = await make('klondike-solitaire', 'seed="2" persist="save-a" auto-foundation="off"');
    const b = await make('canfield-solitaire', 'seed="3" persist="save-b" auto-foundation="off"');
    a.play({ from: 'stock', to: 'waste' });
    const savedB = localStorage.getItem('save-b');
    a.play({ from: 'stock', to: 'waste' });
    expect(localStorage.getItem('save-b')).to.equal(savedB);
    b.play({ from: 'stock', to: 'waste' });
    expect(JSON.parse(localStorage.getItem('save-a')!).state).to.deep.equal(a.state);
    expect(JSON.parse(localStorage.getItem('save-b')!).state).to.deep.equal(b.state);
  });

  it('a second game on the page under the same key warns and plays unsaved; the first keeps its save', async () => {
    const one = await make('klondike-solitaire', 'seed="4" persist="shared" auto-foundation="off"');
    let two!: SolitaireElement;
    const warnings = await warningsDuring(async () => {
      two = await make('klondike-solitaire', 'seed="5" persist="shared" auto-foundation="off"');
      two.play({ from: 'stock', to: 'waste' });
    });
    expect(warnings).to.deep.equal([
      '<klondike-solitaire>: persist="shared" is already used by another game on this page; this one is not saved.',
    ]);
    one.play({ from: 'stock', to: 'waste' });
    two.play({ from: 'stock', to: 'waste' });
    two.play({ from: 'stock', to: 'waste' });
    expect(JSON.parse(localStorage.getItem('shared')!).state).to.deep.equal(one.state);
    // Once the first game has left the page, the key is free: a game opened under it resumes.
    one.remove();
    const again = await make('klondike-solitaire', 'persist="shared" auto-foundation="off"');
    expect(again.state).to.deep.equal(one.state);
  });

  it('the same game open in two tabs never corrupts the save: the last move made wins', async () => {
    const one = await make('klondike-solitaire', 'seed="4" persist="tabs" auto-foundation="off"');
    one.play({ from: 'stock', to: 'waste' });
    // Another tab, another page: it saves its own game of the same deal under the key.
    const other = { ...JSON.parse(localStorage.getItem('tabs')!) };
    one.play({ from: 'stock', to: 'waste' });
    localStorage.setItem('tabs', JSON.stringify(other));
    one.remove();
    const warnings = await warningsDuring(async () => {
      const again = await make('klondike-solitaire', 'persist="tabs" auto-foundation="off"');
      expect(again.state.piles.waste).to.have.length(1);
    });
    expect(warnings).to.deep.equal([]);
  });

  it('a key that two pages give two games keeps both games in progress, and holds the one played last', async () => {
    // Two posts of one blog give two games one key: Sun's game in progress is saved on the first.
    const sun = await make('sun-solitaire', 'seed="4" persist="one-key"');
    expect(sun.play({ action: 'advance' })).to.equal(true);
    const sunSave = localStorage.getItem('one-key')!;
    sun.remove();
    let klondike!: SolitaireElement;
    const warnings = await warningsDuring(async () => {
      klondike = await make('klondike-solitaire', 'seed="5" persist="one-key" auto-foundation="off"');
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('it is a game of sun').and.contain('the sun game stays saved for its own page');
    expect(klondike.play({ from: 'stock', to: 'waste' })).to.equal(true);
    expect(JSON.parse(localStorage.getItem('one-key')!).state).to.deep.equal(klondike.state);
    expect(localStorage.getItem('one-key#sun')).to.equal(sunSave);
    const klondikeState = klondike.state;
    klondike.remove();
    // Back on the first post, Sun resumes its own game, put aside for it, without a word.
    let again!: SolitaireElement;
    expect(
      await warningsDuring(async () => {
        again = await make('sun-solitaire', 'persist="one-key"');
      }),
    ).to.deep.equal([]);
    expect(JSON.stringify(again.state)).to.equal(JSON.stringify(JSON.parse(sunSave).state));
    expect(again.play({ action: 'advance' })).to.equal(true);
    expect(JSON.parse(localStorage.getItem('one-key')!).state).to.deep.equal(again.state);
    expect(localStorage.getItem('one-key#sun')).to.equal(null);
    again.remove();
    const klondikeAgain = await make('klondike-solitaire', 'persist="one-key" auto-foundation="off"');
    expect(klondikeAgain.state).to.deep.equal(klondikeState);
  });

  it('a game open beside another under the same key, in another frame or tab, puts its saves aside too', async () => {
    const klondike = await make('klondike-solitaire', 'seed="5" persist="both-open" auto-foundation="off"');
    expect(klondike.play({ from: 'stock', to: 'waste' })).to.equal(true);
    // A Sun in another frame saves under the key between two of Klondike's moves.
    const sunSave = JSON.stringify({ version: 1, game: 'sun', state: { seed: 4 }, history: {} });
    localStorage.setItem('both-open', sunSave);
    expect(klondike.play({ from: 'stock', to: 'waste' })).to.equal(true);
    expect(localStorage.getItem('both-open#sun')).to.equal(sunSave);
    expect(JSON.parse(localStorage.getItem('both-open')!).state).to.deep.equal(klondike.state);
  });

  it('restores the timer with the game', async () => {
    const el = await make('klondike-solitaire', 'seed="2" persist="timed" auto-foundation="off"');
    el.play({ from: 'stock', to: 'waste' });
    await new Promise((resolve) => setTimeout(resolve, 30));
    el.play({ from: 'stock', to: 'waste' });
    const saved = JSON.parse(localStorage.getItem('timed')!);
    expect(saved.history.elapsedMs).to.be.greaterThan(0);
    el.remove(); // as a page left and opened again
    const again = await make('klondike-solitaire', 'persist="timed" auto-foundation="off"');
    expect(again.state).to.deep.equal(el.state);
    expect(again.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Moves: 2');
  });
});
