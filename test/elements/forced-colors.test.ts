// Windows High Contrast (forced colours), emulated where the browser can: a card's back keeps its
// pattern, so a full stock shows a back, not its empty pile's mark through a hollow outline; a
// panel has an edge, where the page and the panel are one colour.
import { expect, fixture } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { differingShare, pixelsOf } from './host-pages.js';
import { settled, setViewport, waitFor } from './helpers.js';

describe('forced colours', () => {
  before(() => setViewport({ width: 700, height: 600 }));
  after(() => executeServerCommand('forced-colors', 'none'));

  for (const tag of ['klondike-solitaire', 'clock-solitaire'])
    it(`<${tag}>: face-down cards keep their backs`, async function () {
      const el = await fixture<SolitaireElement>(`<${tag} seed="7" auto-foundation="off" speed="off"></${tag}>` as never);
      await settled(el);
      const back = [...el.shadowRoot!.querySelectorAll<HTMLElement>('.card.down')].at(-1)!;
      const normal = await pixelsOf(back);
      if (!(await executeServerCommand<boolean, string>('forced-colors', 'active'))) this.skip();
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      expect(matchMedia('(forced-colors: active)').matches, 'forced colours on').to.equal(true);
      const forced = await pixelsOf(back);
      await executeServerCommand('forced-colors', 'none');
      // The back's pattern, as without forced colours (its edge may be redrawn in a system colour).
      expect(differingShare(forced, normal), 'share of the back that differs').to.be.below(0.15);
    });

  it("a panel has an edge of the page's text colour", async function () {
    const el = await fixture<SolitaireElement>(`<sun-solitaire seed="1"></sun-solitaire>` as never);
    el.shadowRoot!.querySelector<HTMLButtonElement>('button[aria-label="Help"]')!.click();
    await waitFor(() => el.shadowRoot!.querySelector('dialog.help[open]'), 'the help opens');
    const help = el.shadowRoot!.querySelector<HTMLDialogElement>('dialog.help')!;
    if (!(await executeServerCommand<boolean, string>('forced-colors', 'active'))) this.skip();
    const { borderTopColor, borderTopWidth, color } = getComputedStyle(help);
    await executeServerCommand('forced-colors', 'none');
    expect(parseFloat(borderTopWidth)).to.be.at.least(1);
    expect(borderTopColor).to.equal(color);
  });
});
