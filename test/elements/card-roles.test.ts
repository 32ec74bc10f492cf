// A card a player can act on is a button and a stop of the keyboard; a card that only shows (a Sun
// ray's cards under its top, Clock's tucked cards, the middle of a Canfield column, which moves
// whole) is an image, named and read in its pile, and no target for a pointer or the keyboard.
import { expect, fixture } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { canfield, clock, type SunState } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardsOf, settled } from './helpers.js';

const game = (markup: string) => fixture<SolitaireElement>(markup as never);
const roles = (el: SolitaireElement, pile: string) => cardsOf(el, pile).map((card) => card.getAttribute('role'));
const live = (el: SolitaireElement) => el.shadowRoot!.querySelector('[aria-live="polite"]')!.textContent!;
/** Roles of a pile whose `buttons` (indexes) alone are buttons. */
const only = (length: number, buttons: number[]) => Array.from({ length }, (_, i) => (buttons.includes(i) ? 'button' : 'img'));

/** Focuses the keyboard's card and presses `keys` in turn; the focused card's place after. */
async function afterKeys(el: SolitaireElement, keys: string[]) {
  el.shadowRoot!.querySelector<HTMLElement>('[tabindex="0"][data-pile]')!.focus();
  for (const press of keys) await sendKeys({ press });
  await el.updateComplete;
  const focused = el.shadowRoot!.activeElement as HTMLElement;
  return `${focused.dataset.pile} ${focused.dataset.index}`;
}

describe('which cards are buttons', () => {
  it('Clock: at the end, each hour’s top card; the tucked face-up cards are images, named', async () => {
    const el = await game(`<clock-solitaire seed="5" speed="off"></clock-solitaire>`);
    for (let i = 0; i < 60 && el.status === 'playing'; i++) el.play(clock.hint(el.state as never)!);
    expect(el.status, 'the game ended').to.not.equal('playing');
    await settled(el);
    let tucked = 0;
    for (let hour = 1; hour <= 12; hour++) {
      const cards = cardsOf(el, `hour-${hour}`);
      expect(roles(el, `hour-${hour}`), `hour ${hour}`).to.deep.equal(only(cards.length, [cards.length - 1]));
      for (const card of cards.slice(0, -1).filter((card) => !card.classList.contains('down'))) {
        tucked++;
        expect(card.getAttribute('aria-label'), 'a tucked card is named').to.match(/ of /);
        expect(card.hasAttribute('tabindex'), 'and is no stop').to.equal(false);
      }
    }
    expect(tucked, 'tucked face-up cards').to.be.at.least(8);
    // Up from an hour's top card stays there: nothing under it is a stop.
    expect(await afterKeys(el, ['3', 'ArrowUp', 'ArrowUp'])).to.equal(`hour-3 ${cardsOf(el, 'hour-3').length - 1}`);
  });

  it('Canfield: a column’s first card (the whole column) and its top card; P still reads every card', async () => {
    const el = await game(`<canfield-solitaire seed="3" auto-foundation="off" speed="off"></canfield-solitaire>`);
    let column = '';
    for (let i = 0; i < 200 && !column; i++) {
      const move = canfield.hint(el.state as never);
      if (!move) break;
      el.play(move);
      column = [1, 2, 3, 4].map((n) => `tableau-${n}`).find((pile) => el.state.piles[pile].length >= 3) ?? '';
    }
    expect(column, 'a column of three cards or more').to.not.equal('');
    await settled(el);
    const length = el.state.piles[column].length;
    expect(roles(el, column)).to.deep.equal(only(length, [0, length - 1]));
    // Up from the top card goes to the first, the one move of the column's cards under its top.
    expect(await afterKeys(el, [column.slice(-1), 'ArrowUp'])).to.equal(`${column} 0`);
    await sendKeys({ press: 'p' });
    await el.updateComplete;
    const middle = cardsOf(el, column)[1].getAttribute('aria-label')!.split(',')[0];
    expect(live(el)).to.contain(middle);
  });

  it('Sun: a ray’s top card; the open ray’s every card; a cloud’s two ends', async () => {
    const el = await game(`<sun-solitaire seed="1" auto-foundation="off" speed="off"></sun-solitaire>`);
    const state = () => el.state as SunState;
    const advanceUntil = async (done: () => boolean) => {
      for (let i = 0; i < 40 && !done(); i++) el.play({ action: 'advance' });
      expect(done(), 'reached').to.equal(true);
      await settled(el);
    };
    const longest = (prefix: string) =>
      Object.keys(state().piles)
        .filter((pile) => pile.startsWith(prefix))
        .sort((a, b) => state().piles[b].length - state().piles[a].length)[0];
    await advanceUntil(() => state().piles['ray-2'].length >= 3);
    for (const ray of ['ray-1', 'ray-2', 'ray-7']) {
      const length = state().piles[ray].length;
      expect(roles(el, ray), ray).to.deep.equal(only(length, [length - 1]));
    }
    await advanceUntil(() => state().phase === 2 && state().piles[`ray-${state().pointer}`].length >= 3);
    const open = `ray-${state().pointer}`;
    expect(roles(el, open), 'the open ray').to.deep.equal(only(state().piles[open].length, [...state().piles[open].keys()]));
    await advanceUntil(() => state().phase === 3 && state().piles[longest('cloud-')]?.length >= 3);
    const cloud = longest('cloud-');
    const length = state().piles[cloud].length;
    expect(roles(el, cloud), cloud).to.deep.equal(only(length, [0, length - 1]));
    // Up from a cloud's top card goes straight to its other end.
    const jumps = Array.from({ length: Number(cloud.slice(6)) }, () => 'c');
    expect(await afterKeys(el, [...jumps, 'ArrowUp'])).to.equal(`${cloud} 0`);
  });
});
