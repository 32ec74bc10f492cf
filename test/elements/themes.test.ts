import { expect, fixture, html } from '@open-wc/testing';
import { emulateMedia, sendMouse } from '@web/test-runner-commands';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { contrast } from './host-pages.js';
import { waitFor } from './helpers.js';

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

/**
 * The relative luminance (WCAG 2.2) of a colour as the browser gives it: `rgb()` / `rgba()`, or
 * `color(srgb …)` with channels from 0 to 1 (WebKit's for a mixed colour).
 */
function luminance(colour: string): number {
  const scale = colour.startsWith('color(srgb') ? 1 : 255;
  const [r, g, b] = colour
    .match(/[\d.]+/g)!
    .slice(0, 3)
    .map((v) => {
      const c = Number(v) / scale;
      return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
    });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

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
      expect(style.backgroundColor).to.match(/^rgb\(|^color\(srgb [^/]*\)$/);
      expect(contrast(luminance(style.color), luminance(style.backgroundColor))).to.be.at.least(4.5);
      await sendMouse({ type: 'move', position: [0, 0] });
    });
});

describe("the browser's own parts follow the theme", () => {
  /** The colour scheme the help panel's scrollbar is drawn in, with the panel open. */
  async function panelScheme(markup: string) {
    const el = await fixture<SolitaireElement>(markup as unknown as ReturnType<typeof html>);
    el.shadowRoot!.querySelector<HTMLButtonElement>('.help-button')!.click();
    await waitFor(() => el.shadowRoot!.querySelector('dialog[open]'), 'the help panel opens');
    return getComputedStyle(el.shadowRoot!.querySelector('dialog')!).colorScheme;
  }

  it("draws a dark panel's scrollbar dark, and a light one's light, whatever the page's color-scheme", async () => {
    document.documentElement.style.colorScheme = 'dark';
    try {
      expect(await panelScheme('<klondike-solitaire seed="7" theme="dark"></klondike-solitaire>')).to.equal('dark');
      expect(await panelScheme('<klondike-solitaire seed="7" theme="light"></klondike-solitaire>')).to.equal('normal');
    } finally {
      document.documentElement.style.colorScheme = '';
    }
  });

  it('follows a dark system unless theme="light"', async function () {
    try {
      await emulateMedia({ colorScheme: 'dark' });
    } catch {
      this.skip(); // Firefox's WebDriver BiDi and WebKit's WebDriver emulate no colour scheme.
    }
    try {
      expect(await panelScheme('<sun-solitaire seed="7"></sun-solitaire>')).to.equal('dark');
      expect(await panelScheme('<sun-solitaire seed="7" theme="light"></sun-solitaire>')).to.equal('normal');
    } finally {
      await emulateMedia({ colorScheme: 'light' });
    }
  });
});

// A browser prints no backgrounds unless a page asks: the felt, the card backs and the stock's count
// on its back would go white on paper (a post saved as PDF).
describe('printed', () => {
  for (const tag of ['klondike-solitaire', 'canfield-solitaire', 'clock-solitaire', 'sun-solitaire'])
    it(`<${tag}> keeps its colours on paper, on one page`, async () => {
      const el = await fixture<SolitaireElement>(`<${tag} seed="7"></${tag}>` as unknown as ReturnType<typeof html>);
      const root = el.shadowRoot!;
      const game = root.querySelector('.game')!;
      for (const node of [game, root.querySelector('.table')!, root.querySelector('.card.down')!]) {
        const style = getComputedStyle(node) as CSSStyleDeclaration & { webkitPrintColorAdjust?: string };
        expect(style.printColorAdjust || style.webkitPrintColorAdjust, node.className).to.equal('exact');
      }
      expect(getComputedStyle(game).breakInside).to.equal('avoid');
    });
});
