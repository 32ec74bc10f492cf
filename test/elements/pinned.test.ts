// Behaviours of the elements that a change could break without another test noticing.
import { expect } from '@open-wc/testing';
import { klondike, replay, type KlondikeState, type Move } from '../../src/engine/index.js';
import '../../src/index.js';
import type { KlondikeSolitaire } from '../../src/games/klondike-solitaire.js';
import { statsKey } from '../../src/table/persistence.js';
import { readStats } from '../../src/table/stats.js';
import { firstGreedyGame } from '../engine/positions.js';
import { cardsOf, klondikeWith, tap, waitFor, warningsDuring } from './helpers.js';

const statusText = (el: HTMLElement) => el.shadowRoot!.querySelector('[part="status"]')!.textContent!.replace(/\s+/g, ' ');

describe('pinned: saved games', () => {
  const key = 'pinned-save';
  afterEach(() => localStorage.clear());

  it('a resumed game keeps its clock: the time shows the saved time and runs on from it', async () => {
    const first = await klondikeWith(`seed="8" auto-foundation="off" persist="${key}"`);
    first.play({ from: 'stock', to: 'waste' });
    first.remove();
    const saved = JSON.parse(localStorage.getItem(key)!);
    saved.history.elapsedMs = 125_000;
    localStorage.setItem(key, JSON.stringify(saved));
    const again = await klondikeWith(`auto-foundation="off" persist="${key}"`);
    expect(statusText(again)).to.contain('Time: 2:05');
    again.play({ from: 'stock', to: 'waste' });
    again.remove();
    expect(JSON.parse(localStorage.getItem(key)!).history.elapsedMs).to.be.at.least(125_000);
  });

  it('ignores a save whose state does not follow from its moves, with one warning', async () => {
    const first = await klondikeWith(`seed="8" auto-foundation="off" persist="${key}"`);
    first.play({ from: 'stock', to: 'waste' });
    first.remove();
    const saved = JSON.parse(localStorage.getItem(key)!);
    saved.state.piles.waste = [];
    localStorage.setItem(key, JSON.stringify(saved));
    let again!: KlondikeSolitaire;
    const warnings = await warningsDuring(async () => {
      again = await klondikeWith(`seed="8" auto-foundation="off" persist="${key}"`);
    });
    expect(warnings).to.have.length(1);
    expect(warnings[0]).to.contain('does not follow from its moves');
    expect(again.state).to.deep.equal(klondike.deal(8));
  });
});

describe('pinned: statistics', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('a won game sets the best time and best score of its variant, shown in the panel', async () => {
    const { seed, moves } = firstGreedyGame('won');
    const el = await klondikeWith(`seed="${seed}" auto-foundation="off"`);
    for (const move of moves) expect(el.play(move), JSON.stringify(move)).to.equal(true);
    expect(el.status).to.equal('won');
    const key = statsKey('klondike', el.state.options);
    await waitFor(() => readStats(key).played === 1, 'the game is counted');
    const stats = readStats(key);
    expect(stats).to.include({ played: 1, won: 1, bestScore: el.state.score });
    expect(stats.bestTimeMs).to.be.a('number').and.at.least(0);
    el.shadowRoot!.querySelector<HTMLButtonElement>('.stats-button')!.click();
    await waitFor(() => el.shadowRoot!.querySelector('.stats'), 'the panel opens');
    const panel = el.shadowRoot!.querySelector('.stats')!.textContent!.replace(/\s+/g, ' ');
    expect(panel).to.contain(`Best score${el.state.score}`);
    expect(panel).to.match(/Best time\d+:\d\d/);
  });
});

describe('pinned: pointer and auto-foundation', () => {
  it('swallows the second click of a double click on the card the first one uncovered', async () => {
    // A deal with a column whose top card can move and whose card below, once turned up, can too.
    let found: { seed: number; column: string } | undefined;
    for (let seed = 1; seed < 200 && !found; seed++) {
      const state = klondike.deal(seed);
      for (let n = 2; n <= 7 && !found; n++) {
        const column = `tableau-${n}`;
        const first = klondike.moves(state).find((m) => 'from' in m && m.from === column && !m.to.startsWith('foundation'));
        if (first && klondike.moves(klondike.play(state, first)).some((m) => 'from' in m && m.from === column)) found = { seed, column };
      }
    }
    expect(found, 'a deal to try it on').to.not.equal(undefined);
    const { seed, column } = found!;
    const el = await klondikeWith(`seed="${seed}" auto-foundation="off"`);
    const moved: CustomEvent[] = [];
    el.addEventListener('solitaire-move', (e) => moved.push(e as CustomEvent));
    // The two clicks 100 ms apart by the page's clock, however long a busy machine takes to draw.
    const now = performance.now;
    const start = now.call(performance);
    try {
      performance.now = () => start;
      tap(cardsOf(el, column).at(-1)!);
      await el.updateComplete;
      expect(moved, 'the first click moved the card').to.have.length(1);
      // The uncovered card could move: a second click that counted would move it.
      expect(
        el.moves().some((m) => 'from' in m && m.from === column),
        'the uncovered card can move',
      ).to.equal(true);
      performance.now = () => start + 100;
      tap(cardsOf(el, column).at(-1)!);
      await el.updateComplete;
    } finally {
      performance.now = now;
    }
    expect(moved, 'the second click of the double click did nothing').to.have.length(1);
  });

  it('auto-foundation never sends back up a card the player took down from a foundation', async () => {
    // Find, by play with foundation-return, a position where a foundation card can come down.
    let state = klondike.deal(3, { foundationReturn: true });
    const path: Move[] = [];
    const down = () => klondike.moves(state).find((m) => 'from' in m && m.from.startsWith('foundation') && m.to.startsWith('tableau'));
    for (let i = 0; i < 400 && !down() && klondike.status(state) === 'playing'; i++) {
      const move = klondike.autoMove(state, 'all') ?? klondike.hint(state);
      if (!move) break;
      path.push(move);
      state = klondike.play(state, move) as KlondikeState;
    }
    const takeDown = down();
    expect(takeDown, 'a card can come down from a foundation').to.not.equal(undefined);
    const el = await klondikeWith('seed="3" foundation-return auto-foundation="off"');
    for (const move of path) el.play(move);
    expect(el.state).to.deep.equal(replay('klondike', 3, { foundationReturn: true }, path));
    el.autoFoundation = 'all';
    await el.updateComplete;
    expect(el.play(takeDown!)).to.equal(true);
    const { to } = takeDown as { to: string };
    expect(el.state.piles[to].length, 'the card stays in the column').to.equal(state.piles[to].length + 1);
  });
});
