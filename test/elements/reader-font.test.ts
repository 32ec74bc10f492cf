import { expect } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { embed } from './embed-frame.js';
import { waitFor } from './helpers.js';

// A reader who chose a larger default font size in the browser's settings gets the game's words
// in it too, whatever sizes the page's own styles set.
describe("the reader's font size", () => {
  /** Sets the browser's default font size, as a reader does in its settings; false in Firefox. */
  const readerSize = (standard: number) => executeServerCommand<boolean, { standard: number }>('font-sizes', { standard });

  /**
   * The font sizes of a Klondike game's toolbar, status line, announcer and statistics panel in a
   * page loaded after the setting (a page open as it changes keeps some sizes computed before), a
   * page whose root (rem) is 10px and whose text is 40px.
   */
  async function sizesInNewPage(): Promise<string[]> {
    const { iframe, game, done } = await embed('game=klondike&seed=1');
    try {
      const page = iframe.contentDocument!;
      page.documentElement.style.fontSize = '10px';
      page.body.style.fontSize = '40px';
      const root = game.shadowRoot!;
      root.querySelector<HTMLButtonElement>('.stats-button')!.click();
      await waitFor(() => root.querySelector('.stats'), 'the statistics panel opens');
      const size = (selector: string) => getComputedStyle(root.querySelector(selector)!).fontSize;
      return ['.bar button', '.status', '.sr-only', '.stats h2', '.stats dt'].map(size);
    } finally {
      done();
    }
  }

  it("sizes the toolbar, status line and panels from the browser's default, not from the page", async function () {
    if (!(await readerSize(16))) this.skip(); // Firefox: no way to set it from here
    try {
      expect(await sizesInNewPage(), 'by default: the sizes the game has always drawn').to.deep.equal(Array(5).fill('14px'));
      await readerSize(24);
      expect(await sizesInNewPage(), 'for a reader who reads at 24px').to.deep.equal(Array(5).fill('21px'));
    } finally {
      await readerSize(16);
    }
  });
});
