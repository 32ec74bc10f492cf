import { expect } from '@open-wc/testing';
import { resetMouse, sendMouse } from '@web/test-runner-commands';
import { cardName, klondike, replay, type KlondikeState } from '../../src/engine/index.js';
import '../../src/index.js';
import type { KlondikeSolitaire } from '../../src/games/klondike-solitaire.js';
import { firstGreedyGame } from '../engine/positions.js';
import {
  cardsOf,
  centre,
  drag,
  klondikeEl,
  klondikeWith,
  recordEvents,
  setViewport,
  slotOf,
  tap,
  waitFor,
  warningsDuring,
} from './helpers.js';

describe('<klondike-solitaire> rendering', () => {
  before(() => setViewport({ width: 1000, height: 1100 }));

  it('shows exactly the cards of the engine state for a known seed', async () => {
    const el = await klondikeEl(42);
    const expected = klondike.deal(42);
    expect(el.state).to.deep.equal(expected);
    for (const [pile, cards] of Object.entries(expected.piles)) {
      const shown = cardsOf(el, pile);
      expect(shown, pile).to.have.length(cards.length);
      cards.forEach((card, i) => {
        expect(shown[i].classList.contains('down'), `${pile}[${i}] face down`).to.equal(!card.faceUp);
        if (card.faceUp) expect(shown[i].getAttribute('aria-label')).to.contain(cardName(card));
      });
    }
    expect(el.shadowRoot!.querySelectorAll('.card')).to.have.length(52);
  });

  it('reflects the deal number and reads every option attribute', async () => {
    const el = await klondikeWith('draw="3" passes="2" redeal="shuffle" foundation-return scoring="vegas"');
    expect(el.getAttribute('seed')).to.match(/^\d+$/);
    expect(Number(el.getAttribute('seed'))).to.equal(el.state.seed);
    expect(el.state.options).to.deep.equal({ draw: 3, passes: 2, redeal: 'shuffle', foundationReturn: true, scoring: 'vegas' });
    expect(el.state.score).to.equal(-52);
  });

  it('warns once about a bad attribute, naming it, and falls back', async () => {
    let el!: KlondikeSolitaire;
    const warnings = await warningsDuring(async () => {
      el = await klondikeWith('seed="abc" draw="5" passes="-1" scoring="golf"');
      el.requestUpdate();
      await el.updateComplete;
    });
    expect(el.state.options).to.include({ draw: 1, passes: 'unlimited', scoring: 'standard' });
    expect(el.state.seed).to.be.a('number');
    for (const needle of ['seed="abc"', 'draw="5"', 'passes="-1"', 'scoring="golf"'])
      expect(
        warnings.filter((w) => w.includes(needle)),
        needle,
      ).to.have.length(1);
  });

  it('names the value it uses for a bad passes: the default, Vegas included', async () => {
    for (const [attrs, used] of [
      ['passes="0"', 'unlimited'],
      ['passes="-2"', 'unlimited'],
      ['passes="1.5"', 'unlimited'],
      ['passes=""', 'unlimited'],
      ['passes="0" scoring="vegas" draw="3"', '3'],
      ['passes="x" scoring="vegas"', '1'],
    ]) {
      const warnings = await warningsDuring(() => klondikeWith(`seed="1" ${attrs}`));
      const value = /passes="([^"]*)"/.exec(attrs)![1];
      expect(warnings, attrs).to.deep.equal([`<klondike-solitaire>: passes="${value}" is not valid; using ${used}.`]);
    }
  });

  it('shows the turn-over mark on the empty stock only while a pass is left', async () => {
    const el = await klondikeEl(3, 'passes="2"');
    const mark = () => slotOf(el, 'stock').dataset.mark;
    const drawAll = () => {
      for (let i = 0; i < 24 && el.state.piles.stock.length; i++) el.play({ from: 'stock', to: 'waste' });
    };
    expect(mark(), 'a full stock').to.equal('');
    drawAll();
    await el.updateComplete;
    expect(mark(), 'the first pass is over, one is left').to.equal('↻');
    expect(el.play({ from: 'waste', to: 'stock' })).to.equal(true);
    drawAll();
    await el.updateComplete;
    expect(el.moves()).to.not.deep.include({ from: 'waste', to: 'stock' });
    expect(mark(), 'no pass left').to.equal('');
  });

  it('keeps the game in play when the seed attribute is taken away', async () => {
    const el = await klondikeEl(5);
    el.play({ from: 'stock', to: 'waste' });
    const before = el.state;
    const warnings = await warningsDuring(async () => {
      el.removeAttribute('seed');
      await el.updateComplete;
    });
    expect(warnings).to.deep.equal([]);
    expect(el.state).to.equal(before);
    expect(el.undo(), 'the history is kept').to.equal(true);
    el.newGame();
    await el.updateComplete;
    expect(el.state.seed).to.be.a('number');
    expect(el.getAttribute('seed')).to.equal(String(el.state.seed));
  });

  it('deals anew when the seed or an option changes', async () => {
    const el = await klondikeEl(5);
    el.play({ from: 'stock', to: 'waste' });
    el.seed = 6;
    await el.updateComplete;
    expect(el.state).to.deep.equal(klondike.deal(6));
    el.setAttribute('draw', '3');
    await el.updateComplete;
    expect(el.state).to.deep.equal(klondike.deal(6, { draw: 3 }));
  });

  it('is accessible (axe) at the start and mid-game', async () => {
    const el = await klondikeEl(3);
    await expect(el).to.be.accessible();
    el.play({ from: 'stock', to: 'waste' });
    await el.updateComplete;
    await expect(el).to.be.accessible();
  });
});

describe('<klondike-solitaire> pointer play', () => {
  before(() => setViewport({ width: 1000, height: 1100 }));
  // A test that fails with the button held would leave it pressed for the next one.
  afterEach(() => resetMouse());

  it('click on a card sends it to its best legal destination', async () => {
    const el = await klondikeEl(0);
    const events = recordEvents(el, ['solitaire-move']);
    tap(cardsOf(el, 'tableau-1')[0]); // 5S onto the 6D of column 3
    await el.updateComplete;
    expect(events.map((e) => e.detail)).to.deep.equal([{ move: { from: 'tableau-1', to: 'tableau-3' }, moveCount: 1, score: 0 }]);
    expect(cardsOf(el, 'tableau-3').at(-1)!.getAttribute('aria-label')).to.contain('5 of spades');
    expect(cardsOf(el, 'tableau-1')).to.have.length(0);
  });

  it('drags a run with a real mouse: the cards follow the pointer, then land', async () => {
    const el = await klondikeEl(0);
    el.play({ from: 'tableau-1', to: 'tableau-3' }); // column 3 ends 6D 5S
    await el.updateComplete;
    const run = cardsOf(el, 'tableau-3').at(-2)!; // 6D, under 5S
    const start = centre(run);
    const target = centre(cardsOf(el, 'tableau-5').at(-1)!); // 7S
    await sendMouse({ type: 'move', position: [Math.round(start.x), Math.round(start.y)] });
    await sendMouse({ type: 'down' });
    await sendMouse({ type: 'move', position: [Math.round((start.x + target.x) / 2), Math.round((start.y + target.y) / 2)] });
    const moving = cardsOf(el, 'tableau-3').slice(-2);
    expect(moving.every((c) => c.classList.contains('dragging'))).to.equal(true);
    const offset = (card: HTMLElement) => ['--sol-drag-x', '--sol-drag-y'].map((name) => card.style.getPropertyValue(name)).join(' ');
    expect(offset(moving[0])).to.equal(offset(moving[1]));
    expect(offset(moving[0])).to.not.equal(' ');
    // The cards are drawn where the pointer took them.
    const head = moving[0].getBoundingClientRect();
    expect(Math.abs(head.left + head.width / 2 - (start.x + target.x) / 2)).to.be.lessThan(head.width / 8);
    // Over column 4 on the way, the run is drawn above its cards, and in its own order.
    const zOf = (card: HTMLElement) => Number(getComputedStyle(card).zIndex);
    const others = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card:not(.dragging)')];
    expect(zOf(moving[0])).to.be.greaterThan(Math.max(...others.map(zOf)));
    expect(zOf(moving[1])).to.be.greaterThan(zOf(moving[0]));
    // The card the point lies in: it may fall on the card's corner index.
    const topmost = el.shadowRoot!.elementFromPoint(head.left + head.width / 2, head.top + 4)?.closest('.card');
    expect(topmost?.id).to.equal(moving[0].id);
    await sendMouse({ type: 'move', position: [Math.round(target.x), Math.round(target.y)] });
    await sendMouse({ type: 'up' });
    await el.updateComplete;
    expect(el.state.piles['tableau-5'].map((c) => `${c.rank}${c.suit[0]}`).slice(-3)).to.deep.equal(['7s', '6d', '5s']);
    expect(el.shadowRoot!.querySelectorAll('.dragging')).to.have.length(0);
  });

  it('drags with touch pointer events', async () => {
    const el = await klondikeEl(0);
    drag(cardsOf(el, 'tableau-1')[0], cardsOf(el, 'tableau-3').at(-1)!, 'touch');
    await el.updateComplete;
    expect(el.state.piles['tableau-3']).to.have.length(4);
  });

  it('keeps one finger on a card for dragging and leaves two fingers to zoom the page', async () => {
    const el = await klondikeEl(0);
    // Panning from a card would move the page under the drag; a pinch that starts on cards must
    // still zoom, or a reader who needs the cards larger cannot have them.
    for (const card of el.shadowRoot!.querySelectorAll('.card')) expect(getComputedStyle(card).touchAction).to.equal('pinch-zoom');
    expect(getComputedStyle(el.shadowRoot!.querySelector('[part="table"]')!).touchAction, 'the felt pans the page').to.equal('auto');
  });

  it('a refused drop springs back, fires solitaire-invalid with the reason, and changes nothing', async () => {
    const el = await klondikeEl(0);
    const before = el.state;
    const events = recordEvents(el, ['solitaire-invalid', 'solitaire-move']);
    const card = cardsOf(el, 'tableau-1')[0];
    drag(card, cardsOf(el, 'tableau-2').at(-1)!); // 5S onto JD
    await el.updateComplete;
    expect(events.map((e) => [e.type, e.detail])).to.deep.equal([
      ['solitaire-invalid', { move: { from: 'tableau-1', to: 'tableau-2' }, reason: 'A black 5 needs a red 6' }],
    ]);
    expect(el.state).to.equal(before);
    expect(card.style.translate).to.equal('');
    expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('A black 5 needs a red 6');
  });

  it('clicking the stock draws, and turns the waste over when the stock is empty', async () => {
    const el = await klondikeEl(1, 'draw="3"');
    tap(slotOf(el, 'stock'));
    await el.updateComplete;
    expect(el.state.piles.waste).to.have.length(3);
    expect(cardsOf(el, 'waste')).to.have.length(3);
    for (let i = 0; i < 7; i++) tap(cardsOf(el, 'stock').at(-1) ?? slotOf(el, 'stock'));
    await el.updateComplete;
    expect(el.state.piles.stock).to.have.length(0);
    tap(slotOf(el, 'stock'));
    await el.updateComplete;
    expect(el.state.piles.stock).to.have.length(24);
    expect((el.state as KlondikeState).redeals).to.equal(1);
  });

  it('auto-foundation safe sends an uncovered Ace up after a move, as its own move', async () => {
    // Deal 4: after drawing, keep playing hints until an auto-move happens.
    const el = await klondikeWith('seed="4" auto-foundation="safe"');
    const events = recordEvents(el, ['solitaire-move']);
    for (let i = 0; i < 60 && !events.some((e) => e.detail.move.to.startsWith('foundation')); i++) el.play(el.hint()!);
    const auto = events.find((e) => e.detail.move.to.startsWith('foundation'))!;
    expect(auto, 'an auto-move').to.exist;
    const last = events.at(-1)!.detail;
    const up = el.state.piles[last.move.to].length;
    expect(el.undo()).to.equal(true);
    expect(el.state.piles[last.move.to]).to.have.length(up - 1);
    expect(el.state.piles[last.move.from]).to.have.length.greaterThan(0);
  });
});

describe('<klondike-solitaire> API and events', () => {
  it('fires solitaire-deal with game, seed and options', async () => {
    const el = document.createElement('klondike-solitaire');
    el.setAttribute('seed', '77');
    const events = recordEvents(el, ['solitaire-deal']);
    document.body.append(el);
    await el.updateComplete;
    expect(events.map((e) => e.detail)).to.deep.equal([{ game: 'klondike', seed: 77, options: klondike.deal(77).options }]);
    expect(events[0].bubbles && events[0].composed).to.equal(true);
    el.restart();
    el.newGame(9);
    expect(events.map((e) => e.detail.seed)).to.deep.equal([77, 77, 9]);
    el.remove();
  });

  it('play, moves, undo and redo with their events and return values', async () => {
    const el = await klondikeEl(0);
    const events = recordEvents(el, ['solitaire-move', 'solitaire-undo', 'solitaire-invalid']);
    expect(el.moves()).to.deep.equal(klondike.moves(klondike.deal(0)));
    expect(el.undo()).to.equal(false);
    expect(el.play({ from: 'tableau-1', to: 'tableau-2' })).to.equal(false);
    expect(el.play({ from: 'tableau-1', to: 'tableau-3' })).to.equal(true);
    const after = el.state;
    expect(el.undo()).to.equal(true);
    expect(el.state).to.deep.equal(klondike.deal(0));
    expect(el.redo()).to.equal(true);
    expect(el.state).to.equal(after);
    expect(el.redo()).to.equal(false);
    expect(events.map((e) => [e.type, e.detail])).to.deep.equal([
      ['solitaire-invalid', { move: { from: 'tableau-1', to: 'tableau-2' }, reason: 'A black 5 needs a red 6' }],
      ['solitaire-move', { move: { from: 'tableau-1', to: 'tableau-3' }, moveCount: 1, score: 0 }],
      ['solitaire-undo', { move: { from: 'tableau-1', to: 'tableau-3' }, redo: false, moveCount: 0, score: 0 }],
      ['solitaire-undo', { move: { from: 'tableau-1', to: 'tableau-3' }, redo: true, moveCount: 1, score: 0 }],
    ]);
  });

  it('an undo that takes back a turned-up card costs 5 in scored games, and nothing in others', async () => {
    const el = await klondikeEl(0, 'scoring="vegas"');
    const events = recordEvents(el, ['solitaire-undo']);
    el.play({ from: 'tableau-3', to: 'tableau-5' }); // turns up the 7C under the 6D
    expect(el.state.score).to.equal(-52);
    el.undo();
    expect(el.state.score).to.equal(-57);
    expect(events[0].detail.score).to.equal(-57);
    el.redo();
    expect(el.state.score).to.equal(-52);
    el.play({ from: 'tableau-1', to: 'tableau-5' }); // no card turned up: undo is free
    el.undo();
    expect(el.state.score).to.equal(-52);
    const free = await klondikeEl(0, 'scoring="none"');
    free.play({ from: 'tableau-3', to: 'tableau-5' });
    free.undo();
    expect(free.state.score).to.equal(0);
  });

  it('the toolbar buttons undo, redo, hint, restart and deal', async () => {
    const el = await klondikeEl(0);
    const button = (label: string) =>
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="toolbar"] button')].find((b) => b.textContent === label)!;
    expect(button('Undo').disabled).to.equal(true);
    el.play({ from: 'stock', to: 'waste' });
    await el.updateComplete;
    button('Undo').click();
    expect(el.state.piles.waste).to.have.length(0);
    await el.updateComplete;
    button('Redo').click();
    expect(el.state.piles.waste).to.have.length(1);
    button('Hint').click();
    // The hint waits for the solver, for a moment at most.
    await waitFor(() => el.shadowRoot!.querySelectorAll('.hint').length > 0, 'no card was hinted', { timeout: 5000 });
    button('Restart').click();
    expect(el.state).to.deep.equal(klondike.deal(0));
    button('New game').click();
    expect(el.state.piles.stock).to.have.length(24);
  });

  it('hint() returns a legal move', async () => {
    const el = await klondikeEl(11);
    expect(el.moves()).to.deep.include(el.hint()!);
  });

  it('fires solitaire-won with moves that replay the win', async () => {
    const game = firstGreedyGame('won');
    const { seed } = game;
    const el = await klondikeEl(seed);
    const events = recordEvents(el, ['solitaire-won']);
    for (const move of game.moves) expect(el.play(move)).to.equal(true);
    expect(el.status).to.equal('won');
    expect(events).to.have.length(1);
    const detail = events[0].detail;
    expect(detail).to.include({ game: 'klondike', seed, moveCount: game.moves.length, score: game.final.score });
    expect(detail.elapsedMs).to.be.a('number');
    expect(replay('klondike', detail.seed, detail.options, detail.moves)).to.deep.equal(el.state);
    await el.updateComplete;
    expect(el.shadowRoot!.querySelector('.banner')!.textContent).to.contain('You won!');
    await expect(el).to.be.accessible();
  });

  it('fires solitaire-lost when no card can move any more', async () => {
    const game = firstGreedyGame('lost', { scoring: 'vegas' });
    const { seed } = game;
    const el = await klondikeEl(seed, 'scoring="vegas"');
    const events = recordEvents(el, ['solitaire-lost']);
    for (const move of game.moves) el.play(move);
    expect(el.status).to.equal('lost');
    expect(events.map((e) => e.detail.moveCount)).to.deep.equal([game.moves.length]);
    expect(el.moves()).to.deep.equal([]);
  });
});

describe('<klondike-solitaire> persistence', () => {
  const key = 'test-klondike-save';
  afterEach(() => localStorage.removeItem(key));

  it('saves after every move and resumes the game on load, undo costs and redo included', async () => {
    const el = await klondikeWith(`seed="0" auto-foundation="off" scoring="vegas" persist="${key}"`);
    el.play({ from: 'stock', to: 'waste' });
    el.play({ from: 'stock', to: 'waste' });
    el.undo();
    el.play({ from: 'tableau-3', to: 'tableau-5' });
    el.undo(); // took back a turned-up card: the cost is saved too
    expect(el.state.score).to.equal(-57);
    const saved = JSON.parse(localStorage.getItem(key)!);
    expect(saved).to.include({ version: 1, game: 'klondike' });
    expect(saved.state).to.deep.equal(el.state);
    el.remove(); // as a page left and opened again
    const again = await klondikeWith(`auto-foundation="off" scoring="vegas" persist="${key}"`);
    expect(again.state).to.deep.equal(el.state);
    expect(again.redo()).to.equal(true);
    expect(again.state.piles['tableau-5']).to.have.length(6);
    expect(again.state.score).to.equal(-52);
  });

  it('ignores a corrupt or foreign saved game with one warning that says why, and deals afresh', async () => {
    const history = { moves: [{ from: 'waste', to: 'stock' }], cursor: 1, elapsedMs: 0, scores: [0, 0] };
    for (const [bad, why] of [
      ['{not json', 'JSON'],
      [JSON.stringify({ version: 2 }), 'version 2 is not 1'],
      [JSON.stringify({ version: 1, game: 'sun', state: {}, history: {} }), 'it is a game of sun'],
      [JSON.stringify({ version: 1, game: 'klondike' }), 'it holds no state'],
      [JSON.stringify({ version: 1, game: 'klondike', state: {} }), 'its history is damaged'],
      [JSON.stringify({ version: 1, game: 'klondike', state: {}, history: {} }), 'its history is damaged'],
      [
        JSON.stringify({ version: 1, game: 'klondike', state: klondike.deal(3), history }),
        'its move 1 is refused: The stock still has cards',
      ],
    ]) {
      localStorage.setItem(key, bad);
      let el!: KlondikeSolitaire;
      const warnings = await warningsDuring(async () => {
        el = await klondikeWith(`seed="3" persist="${key}"`);
      });
      expect(warnings, bad).to.have.length(1);
      expect(warnings[0], bad).to.contain(key).and.contain(why);
      expect(el.state).to.deep.equal(klondike.deal(3));
      el.remove(); // frees the key: a second game under it would neither load nor save
    }
  });
});
