// Playing by keys in the element tests: the keys a player presses, and where the focus is.
import { expect } from '@open-wc/testing';
import { executeServerCommand, sendKeys } from '@web/test-runner-commands';
import type { BaseState, Move } from '../../src/engine/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';

let presses = 0;
/** Key presses so far, to measure how many a move takes. */
export const pressCount = () => presses;

/** Presses one key, counted. */
export const press = (key: string) => {
  presses++;
  return sendKeys({ press: key });
};

/**
 * The key that jumps to `pile`, read from the help: a digit for a column, Clock's hour or Sun's
 * ray (0: 10), J and Q for Clock's hours and Sun's rays 11 and 12 (K for ray 13), a letter for the rest (pressed
 * again, the next pile of that kind).
 */
function jumpKey(pile: string): string | undefined {
  const [name, n] = pile.split('-');
  if (['tableau', 'hour', 'ray'].includes(name) && Number(n) <= 10) return String(Number(n) % 10);
  if (['hour', 'ray'].includes(name)) return 'jqk'[Number(n) - 11];
  return (
    { stock: 's', waste: 'w', foundation: 'f', reserve: 'r', aces: 'a', kings: 'k', center: 'k', cloud: 'c' } as Record<string, string>
  )[name];
}

/** A key with Control (and Shift) held down. */
export async function withControl(key: string, shift = false) {
  presses++;
  await executeServerCommand('control-key', { key, shift });
}

/** Where the keyboard focus is inside the element. */
export function focused(el: SolitaireElement): { pile: string; index: number } {
  const active = el.shadowRoot!.activeElement as HTMLElement | null;
  // Compared as a boolean: a failing comparison of two elements would print them whole.
  expect(document.activeElement === el, `focus stays in the game, not on ${document.activeElement?.tagName}`).to.equal(true);
  expect(active?.dataset.pile, 'a card or pile has the focus').to.be.a('string');
  return { pile: active!.dataset.pile!, index: Number(active!.dataset.index) };
}

/**
 * Moves the focus to card `index` of `pile` (-1: the empty pile): with the pile's jump key when
 * `jumps` and it has one, else with arrow keys.
 */
export async function goTo(el: SolitaireElement, pile: string, index: number, jumps = false) {
  const order = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.slot')].map((slot) => slot.dataset.pile!);
  const target = order.indexOf(pile);
  expect(target, `${pile} is on the table`).to.be.at.least(0);
  const jump = jumps ? jumpKey(pile) : undefined;
  if (jump) {
    for (let i = 0; i < 14 && focused(el).pile !== pile; i++) await press(jump);
    expect(focused(el).pile, `${jump.toUpperCase()} reaches ${pile}`).to.equal(pile);
  }
  const forward = (target - order.indexOf(focused(el).pile) + order.length) % order.length;
  const [key, steps] = forward <= order.length / 2 ? ['ArrowRight', forward] : ['ArrowLeft', order.length - forward];
  for (let i = 0; i < steps; i++) await press(key);
  expect(focused(el).pile).to.equal(pile);
  for (let i = 0; i < 40 && focused(el).index !== index; i++) await press(focused(el).index < index ? 'ArrowDown' : 'ArrowUp');
  expect(focused(el)).to.deep.equal({ pile, index });
}

/**
 * Plays one move with keys only. With `jumps`, as a player who knows the keys would: the jump keys,
 * D for the stock, and a second Enter where it sends the cards where the move does (their best place).
 */
export async function playByKeys(el: SolitaireElement, move: Move, jumps = false) {
  if (!('from' in move)) return press('d');
  const { from, to } = move;
  const state = el.state;
  const source = move.index ?? state.piles[from].length - (move.count ?? 1);
  if (from === 'stock' || (from === 'waste' && to === 'stock')) {
    if (jumps) return press('d');
    await goTo(el, 'stock', state.piles.stock.length - 1);
    return press('Enter');
  }
  await goTo(el, from, source, jumps);
  await press('Enter');
  const length = state.piles[to].length;
  if (to === from) return press('Enter'); // Clock: a card of its own hour goes home with a second Enter.
  const bestPlace = (el as unknown as { tapMove(s: BaseState, p: string, i: number): Move | null }).tapMove(state, from, source);
  if (jumps && JSON.stringify(bestPlace) === JSON.stringify(move)) return press('Enter');
  await goTo(el, to, length - 1, jumps);
  await press('Enter');
}
