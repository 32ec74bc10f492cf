import { expect, fixture, html } from '@open-wc/testing';
import { sendMouse } from '@web/test-runner-commands';
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

/** The relative luminance of a CSS `rgb()` / `rgba()` colour (WCAG 2.2). */
function luminance(colour: string): number {
  const [r, g, b] = colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((v) => {
      const c = Number(v) / 255;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

describe('toolbar buttons under the pointer', () => {
  for (const theme of ['light', 'dark'])
    it(`keep Sun's step button readable on hover, theme="${theme}"`, async () => {
      const el = await fixture<SolitaireElement>(
        `<sun-solitaire seed="3" theme="${theme}"></sun-solitaire>` as unknown as ReturnType<typeof html>,
      );
      const button = el.shadowRoot!.querySelector<HTMLButtonElement>('button.advance')!;
      const box = button.getBoundingClientRect();
      await sendMouse({ type: 'move', position: [Math.round(box.left + box.width / 2), Math.round(box.top + box.height / 2)] });
      expect(button.matches(':hover'), 'the pointer is over the button').to.equal(true);
      const style = getComputedStyle(button);
      // The button's background is opaque: its colour alone is what the text lies on.
      expect(style.backgroundColor).to.match(/^rgb\(/);
      expect(contrast(style.color, style.backgroundColor)).to.be.at.least(4.5);
      await sendMouse({ type: 'move', position: [0, 0] });
    });
});
