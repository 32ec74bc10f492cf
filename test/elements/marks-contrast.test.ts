// An empty pile's outline and mark stand out at least 3:1 from the felt they lie on, measured from
// the pixels the browser draws, in both themes: Klondike's foundations (the brightest felt, at its
// centre) and Sun's bases (in the sun's glow). Small text, 4.5:1: Clock's hour letters, the
// solver's verdict dimmed while the next is asked, and the help panel's lines.
import { expect, fixture } from '@open-wc/testing';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { around, contrast, luminance, pixelsIn } from './host-pages.js';
import { settled, setViewport, solverLine, solverLineElement, waitFor } from './helpers.js';

/** The luminance of each pixel of `el`'s box and of a margin of `margin` px around it. */
async function luminances(el: Element | Range, margin: number) {
  const area = around(el, margin);
  const { data, width, height } = await pixelsIn(area);
  return { at: (x: number, y: number) => luminance(data, (y * width + x) * 4), width, height };
}

/** The outline's and the mark's contrast with what is around them, for one empty pile. */
async function slotContrast(slot: HTMLElement) {
  const margin = 4;
  const { at, width, height } = await luminances(slot, margin);
  const felt = at(1, Math.round(height / 2));
  // The dashed outline, along the left side (some dash is under any stretch of 20 px).
  let outline = 1;
  for (let y = Math.round(height / 2) - 10; y < Math.round(height / 2) + 10; y++)
    for (let x = margin; x < margin + 2; x++) outline = Math.max(outline, contrast(at(x, y), felt));
  // The mark, in the middle third, against the pile's own ground just inside its outline.
  const ground = at(margin + 6, margin + 6);
  let mark = 1;
  for (let y = Math.round(height / 3); y < Math.round((2 * height) / 3); y++)
    for (let x = Math.round(width / 3); x < Math.round((2 * width) / 3); x++) mark = Math.max(mark, contrast(at(x, y), ground));
  return { outline: Math.round(outline * 10) / 10, mark: Math.round(mark * 10) / 10 };
}

describe('empty piles', () => {
  before(() => setViewport({ width: 800, height: 800 }));

  for (const theme of ['light', 'dark'])
    for (const [markup, selector] of [
      ['<klondike-solitaire seed="7" auto-foundation="off" speed="off"', '.slot[data-pile="foundation-2"]'],
      ['<sun-solitaire seed="3" auto-foundation="off" speed="off"', '.slot[data-pile="kings-2"]'],
    ])
      it(`${theme} theme, ${selector} of ${markup.split(' ')[0].slice(1)}: outline and mark at least 3:1`, async () => {
        const el = await fixture<SolitaireElement>(`${markup} theme="${theme}"></${markup.split(' ')[0].slice(1)}>` as never);
        await settled(el);
        const found = await slotContrast(el.shadowRoot!.querySelector<HTMLElement>(selector)!);
        expect(found.outline, `outline: ${JSON.stringify(found)}`).to.be.at.least(3);
        expect(found.mark, `mark: ${JSON.stringify(found)}`).to.be.at.least(3);
      });
});

/** The best contrast of the text in the middle of `box` with the ground just inside its left edge. */
async function textContrast(box: HTMLElement) {
  const { at, width, height } = await luminances(box, 0);
  const ground = at(1, Math.round(height / 2));
  let best = 1;
  for (let y = 1; y < height - 1; y++)
    for (let x = Math.round(width / 4); x < Math.round((3 * width) / 4); x++) best = Math.max(best, contrast(at(x, y), ground));
  return Math.round(best * 10) / 10;
}

describe('small text', () => {
  before(() => setViewport({ width: 800, height: 800 }));

  for (const theme of ['light', 'dark']) {
    it(`${theme} theme: each of Clock's hour letters at least 4.5:1 on its ground`, async () => {
      const el = await fixture<SolitaireElement>(`<clock-solitaire seed="1" speed="off" theme="${theme}"></clock-solitaire>` as never);
      await settled(el);
      const letters = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.caption small')];
      expect(letters.map((letter) => letter.textContent)).to.include.members(['A', 'J', 'Q']);
      for (const letter of letters) expect(await textContrast(letter), `${letter.textContent}`).to.be.at.least(4.5);
    });

    it(`${theme} theme: the solver's verdict, dimmed while the next is asked, at least 4.5:1`, async () => {
      const el = await fixture<SolitaireElement>(
        `<klondike-solitaire seed="5" solver-status theme="${theme}"></klondike-solitaire>` as never,
      );
      await waitFor(() => solverLine(el) !== '', 'no verdict', { timeout: 10000 });
      const line = solverLineElement(el);
      // Dimmed as fully as a slow answer leaves it.
      line.classList.add('checking');
      for (const dimming of line.getAnimations()) dimming.finish();
      expect(getComputedStyle(line).opacity).to.not.equal('1');
      expect(await textContrast(line)).to.be.at.least(4.5);
    });

    it(`${theme} theme: the help panel drawn in it, each line at least 4.5:1`, async () => {
      const el = await fixture<SolitaireElement>(`<sun-solitaire seed="1" theme="${theme}"></sun-solitaire>` as never);
      el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Help"]')!.click();
      await waitFor(() => el.shadowRoot!.querySelector('dialog.help[open]'), 'the help opens');
      const lines = [...el.shadowRoot!.querySelectorAll<HTMLElement>('dialog.help li')];
      const { at } = await luminances(lines[0], 0);
      expect(at(1, 1), 'the panel is light in the light theme, dark in the dark').to.be[theme === 'light' ? 'above' : 'below'](0.5);
      // Each line's text, not the width of the panel it lies across.
      for (const line of lines) {
        const text = document.createRange();
        text.selectNodeContents(line);
        const { at, width, height } = await luminances(text, 3);
        let best = 1;
        for (let y = 3; y < height - 3; y++) for (let x = 3; x < width - 3; x++) best = Math.max(best, contrast(at(x, y), at(0, 0)));
        expect(best, line.textContent!).to.be.at.least(4.5);
      }
    });
  }
});
