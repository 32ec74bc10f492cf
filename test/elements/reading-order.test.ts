// What a screen reader reads of the table (the accessibility tree, where the browser gives it): the
// piles as named groups in table order, each holding its cards bottom to top, every card named with
// its pile and place, face-down ones too; an empty pile is a place to put cards.
import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../src/index.js';
import { klondikeWith, settled } from './helpers.js';

interface AxNode {
  role: string;
  name?: string;
  pressed?: boolean | 'mixed';
  children?: AxNode[];
}

/** The first node of `tree` (depth first) that `match` takes. */
function find(tree: AxNode, match: (node: AxNode) => boolean): AxNode | undefined {
  if (match(tree)) return tree;
  for (const child of tree.children ?? []) {
    const found = find(child, match);
    if (found) return found;
  }
  return undefined;
}

describe('the accessibility tree', () => {
  it('Klondike: piles as groups in table order, cards bottom to top, named with pile and place', async function () {
    const el = await klondikeWith();
    await settled(el);
    const tree = await executeServerCommand<AxNode | false, undefined>('ax-tree');
    if (!tree) this.skip();
    const table = find(tree!, (node) => node.role === 'group' && node.name === 'Card table')!;
    const piles = table.children!.map((node) => `${node.role}: ${node.name}`);
    expect(piles).to.deep.equal([
      'group: Stock, 24 cards, draw',
      'button: Waste',
      ...[1, 2, 3, 4].map((n) => `button: Foundation ${n}`),
      ...[1, 2, 3, 4, 5, 6, 7].map((n) => `group: Column ${n}`),
    ]);
    // What each pile holds as a screen reader reads it: its cards, bottom to top, nothing else (a
    // pile's mark, "K", is drawn for the eye alone).
    const read = (node: AxNode): string[] =>
      (node.children ?? []).flatMap((child) => (['image', 'button'].includes(child.role) ? [`${child.role}: ${child.name}`] : read(child)));
    const column = (n: number) => read(table.children!.find((node) => node.name === `Column ${n}`)!);
    expect(column(3)).to.deep.equal([
      'image: Face-down card, Column 3, card 1 of 3',
      'image: Face-down card, Column 3, card 2 of 3',
      'button: 6 of diamonds, Column 3, card 3 of 3',
    ]);
    expect(column(1)).to.deep.equal(['button: 5 of spades, Column 1, card 1 of 1']);
    // The stock reads as its one stop: its name counts the cards under it.
    expect(read(table.children!.find((node) => node.name === 'Stock, 24 cards, draw')!)).to.deep.equal(['button: Stock, 24 cards, draw']);
    const text = (node: AxNode): string[] =>
      (node.children ?? []).flatMap((child) => (child.role === 'StaticText' ? [child.name!] : text(child)));
    expect(text(table), 'text beside the names').to.deep.equal([]);
  });
});
