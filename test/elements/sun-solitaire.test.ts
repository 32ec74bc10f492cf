import { expect, fixture, html } from '@open-wc/testing';
import { cloudIds, sun, sunStep, type Move, type SunState } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SunSolitaire } from '../../src/games/sun-solitaire.js';
import { cardsOf, drag, phoneViewport, recordEvents, settled, setViewport, slidProperties, slotOf, tap } from './helpers.js';
import { pixelsIn } from './host-pages.js';

const make = (attrs: string) => fixture<SunSolitaire>(`<sun-solitaire ${attrs}></sun-solitaire>` as unknown as ReturnType<typeof html>);

/**
 * Plays deals greedily (a card onto a base when one fits, else the next step) until `wanted`
 * holds; returns the deal and the moves that lead there.
 */
function findGame(wanted: (state: SunState) => boolean): { seed: number; moves: Move[]; state: SunState } {
  for (let seed = 1; seed < 500; seed++) {
    let state = sun.deal(seed);
    const moves: Move[] = [];
    for (let step = 0; step < 1000 && sun.status(state) === 'playing'; step++) {
      if (wanted(state)) return { seed, moves, state };
      const move = sun.autoMove(state, 'all') ?? (sunStep(state) ? { action: 'advance' as const } : null);
      if (!move) break;
      moves.push(move);
      state = sun.play(state, move);
    }
  }
  throw new Error('No deal found');
}

/** A Sun element at the position `game` reached, auto-foundation off. */
async function at(game: { seed: number; moves: Move[] }) {
  const el = await make(`seed="${game.seed}" auto-foundation="off"`);
  for (const move of game.moves) expect(el.play(move), JSON.stringify(move)).to.equal(true);
  await settled(el);
  return el;
}

const advanceButton = (el: SunSolitaire) => el.shadowRoot!.querySelector<HTMLButtonElement>('button.advance')!;
const statusText = (el: SunSolitaire) => el.shadowRoot!.querySelector('[part="status"]')!.textContent!;

describe('<sun-solitaire>', () => {
  before(() => setViewport({ width: 1100, height: 1100 }));

  it('shows the deal: the first arc on the thirteen rays, the stock, the eight bases, phase 1', async () => {
    const el = await make('seed="42" auto-foundation="off"');
    expect(el.state).to.deep.equal(sun.deal(42));
    for (let ray = 1; ray <= 13; ray++) expect(cardsOf(el, `ray-${ray}`), `ray-${ray}`).to.have.length(1);
    expect(cardsOf(el, 'stock')).to.have.length(91);
    for (const base of ['aces-1', 'aces-4', 'kings-1', 'kings-4']) expect(slotOf(el, base)).to.exist;
    expect(advanceButton(el).textContent!.trim()).to.equal('Deal arc 2 of 8');
    expect(statusText(el)).to.contain('Phase 1: arcs');
    expect(statusText(el)).to.contain('0 / 104');
    await expect(el).to.be.accessible();
  });

  it('the procedure button deals the arcs, then opens the rays one by one, spreading the open ray', async () => {
    const el = await make('seed="42" auto-foundation="off"');
    const events = recordEvents(el, ['solitaire-move']);
    advanceButton(el).click();
    expect(events[0].detail.move).to.deep.equal({ action: 'advance' });
    await el.updateComplete;
    expect(cardsOf(el, 'ray-1')).to.have.length(2);
    expect(advanceButton(el).textContent!.trim()).to.equal('Deal arc 3 of 8');
    for (let i = 0; i < 6; i++) el.play({ action: 'advance' });
    await el.updateComplete;
    expect(advanceButton(el).textContent!.trim()).to.equal('Open ray 1');
    advanceButton(el).click();
    await settled(el);
    expect(statusText(el)).to.contain('Phase 2: open rays');
    expect(advanceButton(el).textContent!.trim()).to.equal('Open ray 2');
    // The open ray lies spread in a row under the sun: every card is clear of the next.
    const open = cardsOf(el, 'ray-1');
    const kings = slotOf(el, 'kings-1').getBoundingClientRect();
    for (const card of open) expect(card.getBoundingClientRect().top).to.be.greaterThan(kings.bottom - 1);
    for (let i = 1; i < open.length; i++)
      expect(open[i].getBoundingClientRect().left - open[i - 1].getBoundingClientRect().left).to.be.greaterThan(20);
  });

  it('an arc slides each new card in above the table, and the cards under it along their ray in their places', async () => {
    const el = await make('seed="42" auto-foundation="off"');
    await settled(el);
    advanceButton(el).click();
    await el.updateComplete;
    const [under, top] = cardsOf(el, 'ray-5');
    const zOf = (card: HTMLElement) => Number(getComputedStyle(card).zIndex);
    // Both slide: the new card in from the stock to the tip, the one under it a step towards the sun.
    expect([under, top].map((card) => card.getAnimations().length)).to.deep.equal([1, 1]);
    // Each slides by what changes: along the ray, only its place; from the stock, its turn too, and it turns over.
    const slid = (card: HTMLElement) => slidProperties(card.getAnimations()[0]);
    expect(slid(under)).to.deep.equal(['translate']);
    expect(slid(top).sort()).to.deep.equal(['rotate', 'scale', 'translate']);
    // The new card passes over the rays (as a ray's top card lies); the other keeps its place in the stack.
    expect(zOf(top)).to.be.at.least(9000);
    expect(zOf(under)).to.equal(Number(under.style.getPropertyValue('--sol-z')));
  });

  it('a card still turning in from the stock when the next arc moves it on turns on from where it shows', async () => {
    const el = await make('seed="42" auto-foundation="off"');
    await settled(el);
    advanceButton(el).click();
    await el.updateComplete;
    const card = cardsOf(el, 'ray-5')[1];
    card.getAnimations()[0].currentTime = 110;
    const halfway = parseFloat(getComputedStyle(card).rotate);
    advanceButton(el).click();
    await el.updateComplete;
    expect(cardsOf(el, 'ray-5')[1], 'now under the new card').to.equal(card);
    const [slide] = card.getAnimations();
    expect(parseFloat((slide.effect as KeyframeEffect).getKeyframes()[0].rotate as string)).to.be.closeTo(halfway, 0.01);
    await slide.finished;
    expect(Math.abs(parseFloat(getComputedStyle(card).rotate) - halfway), 'it was half turned').to.be.greaterThan(1);
  });

  it('the last arc takes the stock off the table and redraws no other pile: places and stacking stay', async () => {
    const el = await at(findGame((state) => state.piles.stock.length === 13));
    const slots = () => [...el.shadowRoot!.querySelectorAll<HTMLElement>('.slot')];
    const before = new Map(slots().map((slot) => [slot, slot.dataset.pile]));
    const bases = cardsOf(el, 'aces-1').concat(cardsOf(el, 'kings-1'));
    const stacking = bases.map((card) => card.style.getPropertyValue('--sol-z'));
    expect(bases, 'cards on the bases').to.not.be.empty;
    advanceButton(el).click();
    await el.updateComplete;
    expect(el.state.piles.stock).to.have.length(0);
    expect(slotOf(el, 'stock')).to.equal(null);
    // Every other place is the same node, showing the same pile, and the bases' cards lie as they did.
    expect(slots().map((slot) => `${before.get(slot)} ${slot.dataset.pile}`)).to.deep.equal(
      [...before.values()].filter((pile) => pile !== 'stock').map((pile) => `${pile} ${pile}`),
    );
    expect(bases.map((card) => card.style.getPropertyValue('--sol-z'))).to.deep.equal(stacking);
  });

  it('a click on any card of the open ray sends it to its base, named by index; the aces base first', async () => {
    const game = findGame((s) => s.phase === 2 && sun.moves(s).some((m) => 'index' in m && m.index! < s.piles[m.from].length - 1));
    const el = await at(game);
    const move = sun.moves(el.state).find((m) => 'index' in m && m.index! < el.state.piles[(m as { from: string }).from].length - 1) as {
      from: string;
      index: number;
    };
    const events = recordEvents(el, ['solitaire-move']);
    tap(cardsOf(el, move.from)[move.index]);
    expect(events).to.have.length(1);
    const made = events[0].detail.move;
    expect(made).to.include({ from: move.from, index: move.index });
    const fits = sun.moves(game.state).filter((m) => 'index' in m && m.from === move.from && m.index === move.index);
    // The aces base when the card fits one, else the kings base it fits.
    const best = (fits.find((m) => 'to' in m && m.to.startsWith('aces')) ?? fits[0]) as { to: string };
    expect(made.to.replace(/\d+$/, '')).to.equal(best.to.replace(/\d+$/, ''));
  });

  it('drags a cloud end onto a base', async () => {
    const game = findGame((s) => s.phase === 3 && sun.moves(s).some((m) => 'from' in m && m.from.startsWith('cloud')));
    const el = await at(game);
    const move = sun.moves(el.state).find((m) => 'from' in m && m.from.startsWith('cloud')) as { from: string; to: string; index?: number };
    const cards = cardsOf(el, move.from);
    const card = move.index === 0 ? cards[0] : cards.at(-1)!;
    expect(card.classList.contains('end')).to.equal(true);
    const events = recordEvents(el, ['solitaire-move']);
    drag(card, el.state.piles[move.to].length ? cardsOf(el, move.to).at(-1)! : slotOf(el, move.to));
    expect(events.map((e) => e.detail.move)).to.deep.equal([move]);
  });

  it('the wind: one button press gathers and shuffles the clouds; undo and redo reproduce it', async () => {
    const game = findGame((s) => sunStep(s)?.kind === 'wind');
    const el = await at(game);
    expect(advanceButton(el).textContent!.trim()).to.equal('Wind');
    const before = el.state;
    advanceButton(el).click();
    const after = el.state;
    expect(after.windBlown).to.equal(true);
    expect(cloudIds(after)).to.deep.equal(['cloud-1']);
    expect(after).to.deep.equal(sun.play(before, { action: 'advance' }));
    el.undo();
    expect(el.state).to.equal(before);
    el.redo();
    expect(el.state).to.deep.equal(after);
    await el.updateComplete;
    expect(statusText(el)).to.contain('the wind has blown');
    const row = cardsOf(el, 'cloud-1');
    expect(row[0].classList.contains('end') && row.at(-1)!.classList.contains('end')).to.equal(true);
  });

  it('drags a card between the bases of its suit', async () => {
    const isBaseMove = (m: Move) => 'from' in m && /^(aces|kings)-/.test(m.from);
    const game = findGame((s) => sun.moves(s).some(isBaseMove));
    const el = await at(game);
    const move = sun.moves(el.state).find(isBaseMove) as { from: string; to: string };
    const events = recordEvents(el, ['solitaire-move']);
    drag(cardsOf(el, move.from).at(-1)!, cardsOf(el, move.to).at(-1)!);
    expect(events.map((e) => e.detail.move)).to.deep.equal([move]);
    expect(el.state.score).to.equal(game.state.score);
  });

  it('refuses a card dropped on a base it does not fit, with the reason', async () => {
    const el = await make('seed="42" auto-foundation="off"');
    const ray = Object.keys(el.state.piles).find((p) => p.startsWith('ray-') && el.state.piles[p][0].rank !== 1)!;
    const events = recordEvents(el, ['solitaire-invalid']);
    drag(cardsOf(el, ray)[0], slotOf(el, 'aces-2'));
    expect(events[0].detail.reason).to.equal('An empty aces base takes only an Ace');
  });

  it('auto-foundation sends fitting cards home after each step, never between bases', async () => {
    const el = await make('seed="7"');
    const events = recordEvents(el, ['solitaire-move']);
    for (let i = 0; i < 7; i++) el.play({ action: 'advance' });
    const auto = events.filter((e) => !('action' in e.detail.move));
    expect(auto.length).to.be.greaterThan(0);
    expect(auto.every((e) => !/^(aces|kings)-/.test(e.detail.move.from))).to.equal(true);
    expect(el.state.score).to.equal(auto.length);
  });
});

describe('<sun-solitaire> stock caption', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  for (const lang of ['en', 'nb', 'da', 'is', 'ht'])
    it(`shows the arcs left uncovered by any card on a phone, lang="${lang}"`, async function () {
      await phoneViewport(this, { width: 390, height: 844 });
      const el = await make(`seed="3" lang="${lang}"`);
      await settled(el);
      const caption = el.shadowRoot!.querySelector<HTMLElement>('.caption.stock')!;
      expect(caption.textContent).to.match(/7/);
      const box = caption.getBoundingClientRect();
      // The caption lies on the stock's back, within the card.
      const stock = cardsOf(el, 'stock').at(-1)!.getBoundingClientRect();
      expect(box.left >= stock.left - 0.5 && box.right <= stock.right + 0.5, 'within the stock card').to.equal(true);
      // Drawn above the stock's cards (it lets pointers through, so hit testing cannot tell).
      const zOf = (e: Element) => Number(getComputedStyle(e).zIndex);
      expect(zOf(caption)).to.be.greaterThan(Math.max(...cardsOf(el, 'stock').map(zOf)));
      for (const card of el.shadowRoot!.querySelectorAll<HTMLElement>('.card:not([data-pile="stock"])')) {
        const r = card.getBoundingClientRect();
        const overlaps = r.left < box.right && r.right > box.left && r.top < box.bottom && r.bottom > box.top;
        expect(overlaps, `${card.getAttribute('aria-label')} covers the caption`).to.equal(false);
      }
    });
});

describe('<sun-solitaire> sky', () => {
  after(() => setViewport({ width: 800, height: 600 }));

  /** The colours of the table's background gradient, as [r, g, b]. */
  const skyOf = (el: SunSolitaire) =>
    [...getComputedStyle(el.shadowRoot!.querySelector('.table')!).backgroundImage.matchAll(/rgb\((\d+), (\d+), (\d+)\)/g)].map((m) =>
      m.slice(1).map(Number),
    );

  it('is a blue sky in both themes, darker in the dark one, as a page may still set its own felt', async () => {
    const light = skyOf(await make('seed="3" theme="light"'));
    const dark = skyOf(await make('seed="3" theme="dark"'));
    for (const [r, g, b] of [...light, ...dark]) expect(b, `rgb(${r}, ${g}, ${b}) is blue`).to.be.above(Math.max(r, g));
    expect(dark[0].reduce((a, c) => a + c)).to.be.below(light[0].reduce((a, c) => a + c));
    const own = await make('seed="3" theme="dark" style="--solitaire-felt: rgb(90, 20, 20)"');
    expect(getComputedStyle(own.shadowRoot!.querySelector('.table')!).backgroundColor).to.equal('rgb(90, 20, 20)');
  });

  it("lights the bases: the sun's glow is centred on them and reaches past both rows", async () => {
    const el = await make('seed="3"');
    const glow = el.shadowRoot!.querySelector('.sun')!.getBoundingClientRect();
    const bases = ['aces-1', 'aces-4', 'kings-1', 'kings-4'].map((base) => slotOf(el, base).getBoundingClientRect());
    const middle = (Math.min(...bases.map((r) => r.left)) + Math.max(...bases.map((r) => r.right))) / 2;
    expect(Math.abs((glow.left + glow.right) / 2 - middle)).to.be.below(1);
    expect(glow.top).to.be.below(Math.min(...bases.map((r) => r.top)));
    expect(glow.bottom).to.be.above(Math.max(...bases.map((r) => r.bottom)));
  });

  it('keeps the height it reached until the next deal: nothing below it jumps up as piles shorten', async () => {
    const el = await make('seed="3" speed="off" auto-foundation="off"');
    const table = el.shadowRoot!.querySelector<HTMLElement>('.table')!;
    for (let arc = 2; arc <= 8; arc++) expect(el.play({ action: 'advance' })).to.equal(true);
    await settled(el);
    const arcs = table.getBoundingClientRect().height;
    expect(el.play({ action: 'advance' }), 'the first ray opens below the sun').to.equal(true);
    await settled(el);
    const grown = table.getBoundingClientRect().height;
    expect(grown, 'the table grew').to.be.above(arcs + 20);
    expect(el.undo()).to.equal(true);
    await settled(el);
    expect(table.getBoundingClientRect().height, 'the ray taken back').to.equal(grown);
    el.newGame();
    await settled(el);
    expect(table.getBoundingClientRect().height, 'a new deal').to.equal(arcs);
  });

  for (const theme of ['light', 'dark'])
    it(`${theme}: keeps its picture when the table grows for the open ray, which lies on its last blue, no seam`, async () => {
      await setViewport({ width: 1000, height: 1100 });
      const el = await make(`seed="3" theme="${theme}" speed="off" auto-foundation="off"`);
      for (let arc = 2; arc <= 8; arc++) expect(el.play({ action: 'advance' })).to.equal(true);
      await settled(el);
      const table = el.shadowRoot!.querySelector<HTMLElement>('.table')!;
      const { left, top, height } = table.getBoundingClientRect();
      // The felt's left edge, where no card lies, the arcs' table high and 20 px more.
      const edge = () => pixelsIn({ left, top, width: 12, height: height + 20 });
      const before = await edge();
      expect(el.play({ action: 'advance' }), 'the first ray opens').to.equal(true);
      await settled(el);
      expect(table.getBoundingClientRect().height, 'the table grew').to.be.above(height + 20);
      const after = await edge();
      const rows = Math.round(height);
      const row = (image: ImageData, y: number) => [...image.data.slice(y * 4 * 12, y * 4 * 12 + 3)];
      for (let y = 0; y < rows; y += 4) expect(row(after, y), `row ${y}`).to.deep.equal(row(before, y));
      // Below the picture, its last colour: the row under its edge as the row above it.
      for (let c = 0; c < 3; c++) expect(Math.abs(row(after, rows + 10)[c] - row(after, rows - 3)[c])).to.be.at.most(2);
    });
});
