// `readable`: large corner indices for players with low vision, never hidden under the next card.
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import { cardsOf, klondikeWith, phoneViewport, settled } from './helpers.js';

/** Deal 0 with the 5 of spades moved onto the 6 of diamonds: Column 3 ends in two face-up cards. */
async function column(attributes: string) {
  const el = await klondikeWith(`seed="0" auto-foundation="off" speed="off" ${attributes}`);
  el.play({ from: 'tableau-1', to: 'tableau-3' });
  await settled(el);
  const [, , under, over] = cardsOf(el, 'tableau-3');
  const index = under.shadowRoot ?? under;
  return { el, under: index.querySelector<HTMLElement>('.index')!, over };
}

describe('readable', () => {
  for (const width of [800, 320])
    it(`at ${width} px: corner indices half again as tall, and a covered card's index still shows`, async function () {
      await phoneViewport(this, { width, height: 700 });
      const plain = await column('');
      const large = await column('readable');
      const height = (index: HTMLElement) => index.getBoundingClientRect().height;
      expect(height(large.under) / height(plain.under), 'index height, readable against plain').to.be.at.least(1.4);
      // The index's box (its line height) may reach a pixel under the next card; its glyphs do not.
      for (const { under, over } of [plain, large])
        expect(
          under.getBoundingClientRect().bottom,
          `the index ends above the card on it (${under === plain.under ? 'plain' : 'readable'})`,
        ).to.be.at.most(over.getBoundingClientRect().top + 1);
      expect(large.el.hasAttribute('readable')).to.equal(true);
    });
});
