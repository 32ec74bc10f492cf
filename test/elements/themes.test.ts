import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';

// axe checks colour contrast among its rules: every text on the toolbar, the cards, the status
// line and the captions, in both themes.
describe('themes', () => {
  for (const tag of ['klondike-solitaire', 'canfield-solitaire', 'clock-solitaire', 'sun-solitaire'])
    for (const theme of ['light', 'dark'])
      it(`<${tag} theme="${theme}"> passes axe, colour contrast included`, async () => {
        const el = await fixture<SolitaireElement>(`<${tag} seed="7" theme="${theme}"></${tag}>` as unknown as ReturnType<typeof html>);
        // A move, so that the toolbar's Undo is enabled and the status line has figures.
        const move = el.hint();
        if (move) el.play(move);
        await el.updateComplete;
        await expect(el).to.be.accessible();
      });
});
