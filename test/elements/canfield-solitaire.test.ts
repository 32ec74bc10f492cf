import { expect, fixture, html } from '@open-wc/testing';
import { canfield, cardName, formatCards, type CanfieldState, type Move } from '../../src/engine/index.js';
import '../../src/index.js';
import type { CanfieldSolitaire } from '../../src/games/canfield-solitaire.js';
import { cardsOf, drag, recordEvents, setViewport, slotOf, tap, warningsDuring } from './helpers.js';

const make = (attrs: string) =>
  fixture<CanfieldSolitaire>(`<canfield-solitaire ${attrs}></canfield-solitaire>` as unknown as ReturnType<typeof html>);

/** The first deal from 0 on whose opening moves include one that `wanted` picks. */
function dealWith(wanted: (move: Move, state: CanfieldState) => boolean): { seed: number; move: Move } {
  for (let seed = 0; seed < 1000; seed++) {
    const state = canfield.deal(seed);
    const move = canfield.moves(state).find((m) => wanted(m, state));
    if (move) return { seed, move };
  }
  throw new Error('no Canfield deal opens with the move wanted');
}

const columnToColumn = (m: Move) => 'from' in m && m.from.startsWith('tableau') && m.to.startsWith('tableau');

describe('<canfield-solitaire>', () => {
  before(() => setViewport({ width: 1000, height: 1000 }));

  it('shows exactly the deal: reserve with its count, base rank on empty foundations, casino balance', async () => {
    const el = await make('seed="42" auto-foundation="off"');
    const expected = canfield.deal(42);
    expect(el.state).to.deep.equal(expected);
    for (const [pile, cards] of Object.entries(expected.piles)) expect(cardsOf(el, pile), pile).to.have.length(cards.length);
    const reserveTop = cardsOf(el, 'reserve').at(-1)!;
    expect(reserveTop.getAttribute('aria-label')).to.contain(cardName(expected.piles.reserve[12]));
    expect(el.shadowRoot!.querySelector('.caption.reserve')!.textContent).to.contain('13 left');
    const base = expected.piles['foundation-1'][0].rank;
    expect(slotOf(el, 'foundation-2').dataset.mark).to.equal(['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'][base - 1]);
    expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('−$45');
    expect(el.state.options).to.deep.equal({ draw: 3, passes: 'unlimited', scoring: 'casino' });
    await expect(el).to.be.accessible();
  });

  it('fills an emptied column from the reserve when a click moves its card', async () => {
    const { seed, move } = dealWith(columnToColumn);
    const el = await make(`seed="${seed}" auto-foundation="off"`);
    const from = (move as { from: string }).from;
    const reserveTop = formatCards(el.state.piles.reserve.slice(-1));
    const events = recordEvents(el, ['solitaire-move']);
    tap(cardsOf(el, from)[0]);
    await el.updateComplete;
    expect(events).to.have.length(1);
    expect(formatCards(el.state.piles[from])).to.equal(reserveTop);
    expect(el.state.piles.reserve).to.have.length(12);
    expect(el.shadowRoot!.querySelector('.caption.reserve')!.textContent).to.contain('12 left');
  });

  it('refuses dragging part of a column, springing back with the reason', async () => {
    const { seed, move } = dealWith(columnToColumn);
    const el = await make(`seed="${seed}" auto-foundation="off"`);
    el.play(move);
    await el.updateComplete;
    const to = (move as { to: string }).to;
    const other = ['tableau-1', 'tableau-2', 'tableau-3', 'tableau-4'].find((p) => p !== to)!;
    const before = el.state;
    const events = recordEvents(el, ['solitaire-invalid']);
    const top = cardsOf(el, to).at(-1)!;
    drag(top, cardsOf(el, other).at(-1)!);
    await el.updateComplete;
    expect(events.map((e) => e.detail.reason)).to.deep.equal(['Only whole piles move between columns']);
    expect(el.state).to.equal(before);
    expect(top.style.translate).to.equal('');
  });

  it('drags a whole column onto another', async () => {
    const { seed, move } = dealWith(columnToColumn);
    const el = await make(`seed="${seed}" auto-foundation="off"`);
    const { from, to } = move as { from: string; to: string };
    drag(cardsOf(el, from)[0], cardsOf(el, to).at(-1)!, 'touch');
    await el.updateComplete;
    expect(el.state.piles[to]).to.have.length(2);
  });

  it('clicking the stock turns three cards, or one with draw="1"', async () => {
    const el = await make('seed="3" auto-foundation="off"');
    tap(slotOf(el, 'stock'));
    expect(el.state.piles.waste).to.have.length(3);
    const one = await make('seed="3" auto-foundation="off" draw="1"');
    tap(slotOf(one, 'stock'));
    expect(one.state.piles.waste).to.have.length(1);
  });

  it('reads passes and scoring, and warns about bad values', async () => {
    const el = await make('seed="3" passes="2" scoring="none"');
    expect(el.state.options).to.deep.equal({ draw: 3, passes: 2, scoring: 'none' });
    expect(el.shadowRoot!.querySelector('[part="status"]')!.textContent).to.contain('Score: 0');
    let bad!: CanfieldSolitaire;
    const warnings = await warningsDuring(async () => {
      bad = await make('seed="3" scoring="vegas" draw="2"');
    });
    expect(bad.state.options).to.deep.equal({ draw: 3, passes: 'unlimited', scoring: 'casino' });
    expect(warnings.some((w) => w.includes('scoring="vegas"'))).to.equal(true);
    expect(warnings.some((w) => w.includes('draw="2"'))).to.equal(true);
  });

  it('sends a base-rank card up by itself, as a move of its own, and undoes it alone', async () => {
    const { seed } = dealWith((m) => 'to' in m && m.to.startsWith('foundation'));
    const el = await make(`seed="${seed}"`);
    const events = recordEvents(el, ['solitaire-move']);
    el.play({ from: 'stock', to: 'waste' });
    expect(events.length).to.be.greaterThan(1);
    expect(events.slice(1).every((e) => e.detail.move.to.startsWith('foundation'))).to.equal(true);
    el.undo();
    expect(el.state.piles.waste).to.have.length(3);
  });
});
