// The focus ring stands out from whatever it lies on, measured from the pixels the browser draws:
// a toolbar button, the stock and a column's top card, in both themes. At each side of the focused
// thing, some pixel of the ring differs from what was there before by at least 3:1 (WCAG 2.4.13's
// contrast of a focus indicator against its unfocused state).
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import '../../src/index.js';
import { around, contrast, luminance, pixelsIn } from './host-pages.js';
import { klondikeWith, settled, setViewport } from './helpers.js';

/** How far out from the focused box the ring is looked for (its outline ends 5 px out). */
const REACH = 8;

/**
 * The best contrast between focused and unfocused pixels along the normal at each side's middle;
 * `focus` moves the focus to `target` (by default at once).
 */
async function ringContrast(target: HTMLElement, focus = async () => target.focus()) {
  const area = around(target, REACH);
  const before = await pixelsIn(area);
  await sendKeys({ press: 'Shift' }); // the last input is the keyboard's: focus is shown
  await focus();
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  const after = await pixelsIn(area);
  const { width, height } = before;
  const sides = {
    top: (d: number) => [Math.round(width / 2), REACH - d],
    bottom: (d: number) => [Math.round(width / 2), height - REACH - 1 + d],
    left: (d: number) => [REACH - d, Math.round(height / 2)],
    right: (d: number) => [width - REACH - 1 + d, Math.round(height / 2)],
  };
  return Object.fromEntries(
    Object.entries(sides).map(([side, at]) => {
      let best = 1;
      for (let d = 1; d <= REACH; d++) {
        const [x, y] = at(d);
        const i = (y * width + x) * 4;
        best = Math.max(best, contrast(luminance(before.data, i), luminance(after.data, i)));
      }
      return [side, Math.round(best * 10) / 10];
    }),
  );
}

describe('the focus ring', () => {
  before(() => setViewport({ width: 800, height: 700 }));

  for (const theme of ['light', 'dark'])
    it(`${theme} theme: stands out at least 3:1 on the toolbar, the felt and the cards`, async () => {
      const el = await klondikeWith(`seed="7" auto-foundation="off" speed="off" theme="${theme}"`);
      await settled(el);
      const root = el.shadowRoot!;
      const targets = {
        'a toolbar button': root.querySelector<HTMLElement>('[part="toolbar"] button')!,
        'the stock': root.querySelector<HTMLElement>('.card[data-pile="stock"]:last-of-type, [data-pile="stock"][tabindex]')!,
        "a column's top card": root.querySelector<HTMLElement>('.card[data-pile="tableau-7"][data-index="6"]')!,
      };
      for (const [name, target] of Object.entries(targets)) {
        // Measured unfocused first: the last target's ring is gone.
        (root.activeElement as HTMLElement | null)?.blur();
        await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
        const sides = await ringContrast(target);
        for (const [side, ratio] of Object.entries(sides))
          expect(ratio, `${name}, ${side} side: ${JSON.stringify(sides)}`).to.be.at.least(3);
      }
    });

  it('a focused card under others comes above them: its ring shows on every side', async () => {
    // Deal 0: the 5 of spades goes onto the 6 of diamonds, whose lower part it then covers.
    const el = await klondikeWith('seed="0" auto-foundation="off" speed="off"');
    el.play({ from: 'tableau-1', to: 'tableau-3' });
    await settled(el);
    const root = el.shadowRoot!;
    const covered = root.querySelector<HTMLElement>('.card[data-pile="tableau-3"][data-index="2"]')!;
    // By the keys, so that the keyboard's place is that card: the clock's next tick redraws the
    // table and keeps the focus on the keyboard's place.
    const sides = await ringContrast(covered, async () => {
      root.querySelector<HTMLElement>('[tabindex="0"][data-pile]')!.focus();
      await sendKeys({ press: '3' });
      await sendKeys({ press: 'ArrowUp' });
      el.requestUpdate(); // as the clock's tick does
      await el.updateComplete;
      expect(root.activeElement === covered, 'the 6 of diamonds has the focus').to.equal(true);
    });
    for (const [side, ratio] of Object.entries(sides)) expect(ratio, `${side} side: ${JSON.stringify(sides)}`).to.be.at.least(3);
  });
});
