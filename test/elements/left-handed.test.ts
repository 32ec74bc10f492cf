// left-handed: the table mirrored, played the same by pointer and keyboard.
import { expect, fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { klondike, type Move } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardsOf, drag, slotOf } from './helpers.js';

const make = (markup: string) => fixture<SolitaireElement>(markup as unknown as ReturnType<typeof html>);
const box = (el: SolitaireElement, pile: string) => slotOf(el, pile).getBoundingClientRect();
const focusedPile = (el: SolitaireElement) => (el.shadowRoot!.activeElement as HTMLElement | null)?.dataset.pile;

describe('left-handed', () => {
  for (const tag of ['klondike-solitaire', 'canfield-solitaire']) {
    it(`<${tag}> puts the stock and waste on the right, the foundations on the left`, async () => {
      const right = await make(`<${tag} seed="8"></${tag}>`);
      const left = await make(`<${tag} seed="8" left-handed></${tag}>`);
      expect(box(right, 'stock').right).to.be.below(box(right, 'foundation-1').left);
      for (let i = 1; i <= 4; i++) expect(box(left, 'stock').left, `foundation-${i}`).to.be.above(box(left, `foundation-${i}`).right);
      expect(box(left, 'waste').right).to.be.at.most(box(left, 'stock').left + 1);
      // Mirrored across the table: the stock's place on one side is its place on the other.
      const table = left.shadowRoot!.querySelector('.table')!.getBoundingClientRect();
      expect(table.right - box(left, 'stock').right).to.be.closeTo(box(right, 'stock').left - table.left, 1);
    });
  }

  it('leaves Clock as it is: its hours run clockwise', async () => {
    const plain = await make('<clock-solitaire seed="3"></clock-solitaire>');
    const mirrored = await make('<clock-solitaire seed="3" left-handed></clock-solitaire>');
    for (const pile of ['hour-1', 'hour-3', 'hour-9', 'center'])
      expect(box(mirrored, pile).left, pile).to.be.closeTo(box(plain, pile).left, 0.5);
  });

  it('turns Sun around: its stock to the right, its rays turned the other way', async () => {
    const plain = await make('<sun-solitaire seed="3"></sun-solitaire>');
    const mirrored = await make('<sun-solitaire seed="3" left-handed></sun-solitaire>');
    expect(box(mirrored, 'stock').left).to.be.above(box(plain, 'stock').left + 100);
    // Mirrored across the whole table, the sun's columns: its place on one side is its place on the other.
    const table = mirrored.shadowRoot!.querySelector('.table')!.getBoundingClientRect();
    expect(table.right - box(mirrored, 'stock').right).to.be.closeTo(box(plain, 'stock').left - table.left, 1);
    const turn = (el: SolitaireElement) => getComputedStyle(cardsOf(el, 'ray-2')[0]).rotate;
    expect(turn(mirrored)).to.equal(turn(plain).startsWith('-') ? turn(plain).slice(1) : `-${turn(plain)}`);
  });

  it('is played the same by dragging, and the arrow keys go where the eye does', async () => {
    const el = await make('<klondike-solitaire seed="8" left-handed auto-foundation="off"></klondike-solitaire>');
    const move = el
      .moves()
      .find((m): m is Extract<Move, { from: string }> => 'from' in m && m.from.startsWith('tableau') && m.to.startsWith('tableau'))!;
    expect(move, 'a column-to-column move in deal 8').to.exist;
    const expected = klondike.play(klondike.deal(8), move);
    drag(cardsOf(el, move.from).at(-1)!, cardsOf(el, move.to).at(-1)!);
    await el.updateComplete;
    expect(el.state.piles).to.deep.equal(expected.piles);
    // From the stock, on the right, Left walks the top row leftwards, and Right comes back.
    el.shadowRoot!.querySelector<HTMLElement>('[tabindex="0"][data-pile]')!.focus();
    expect(focusedPile(el)).to.equal('stock');
    const lefts = [box(el, 'stock').left];
    for (let i = 0; i < 5; i++) {
      await sendKeys({ press: 'ArrowLeft' });
      lefts.push(box(el, focusedPile(el)!).left);
    }
    expect(lefts, 'each pile left of the one before').to.deep.equal([...lefts].sort((a, b) => b - a));
    expect(new Set(lefts).size).to.equal(6);
    await sendKeys({ press: 'ArrowRight' });
    expect(box(el, focusedPile(el)!).left).to.equal(lefts[4]);
  });
});
