// Parts a page places inside a game element read the game through `@lit/context`: the element
// provides it, <solitaire-status> consumes it and follows the game as it goes.
import { expect, fixture } from '@open-wc/testing';
import '../../src/index.js';
import { loadTranslations } from '../../src/table/i18n.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';

const game = (markup: string) => fixture<SolitaireElement>(markup as never);

/** The part inside `el`, once both have drawn. */
async function partOf(el: SolitaireElement) {
  await el.updateComplete;
  const part = el.querySelector('solitaire-status') as HTMLElement & { updateComplete: Promise<boolean> };
  await part.updateComplete;
  return part;
}
const partText = (part: Element, name: string) =>
  part.shadowRoot!.querySelector(`[part="${name}"]`)?.textContent?.replace(/\s+/g, ' ').trim();
const statusText = (el: SolitaireElement, index: number) =>
  el.shadowRoot!.querySelectorAll('[part="status"] > span')[index].textContent!.replace(/\s+/g, ' ').trim();

describe('parts of a game (<solitaire-status>)', () => {
  it('shows the score, moves and time of the game it is placed in, as the status line does', async () => {
    const el = await game(
      `<klondike-solitaire seed="0" auto-foundation="off"><solitaire-status slot="footer"></solitaire-status></klondike-solitaire>`,
    );
    let part = await partOf(el);
    expect(customElements.get('solitaire-status'), 'defined with the deferred parts').to.exist;
    expect(partText(part, 'moves')).to.equal('Moves: 0');
    expect(el.play({ from: 'tableau-1', to: 'tableau-3' })).to.be.true;
    part = await partOf(el);
    expect(partText(part, 'moves')).to.equal('Moves: 1');
    expect(partText(part, 'score')).to.equal(statusText(el, 0));
    expect(partText(part, 'time')).to.equal(statusText(el, 2));
    // Slotted below the status line, it shows.
    const box = part.getBoundingClientRect();
    const status = el.shadowRoot!.querySelector('[part="status"]')!.getBoundingClientRect();
    expect(box.height).to.be.greaterThan(0);
    expect(box.top).to.be.at.least(status.bottom - 1);
  });

  it('speaks the game’s language', async () => {
    const el = await game(
      `<klondike-solitaire seed="0" lang="nb"><solitaire-status slot="footer"></solitaire-status></klondike-solitaire>`,
    );
    await loadTranslations();
    const part = await partOf(el);
    expect(partText(part, 'moves')?.split(':')[0]).to.equal(statusText(el, 1).split(':')[0]);
    expect(partText(part, 'moves')).not.to.match(/^Moves/);
  });

  it('reads the game it is inside, each part its own, a part made before its game provides too', async () => {
    const first = await game(`<clock-solitaire seed="3"><solitaire-status slot="footer"></solitaire-status></clock-solitaire>`);
    await partOf(first);
    // The part is defined now: in a game built next, it asks before that game's context is provided.
    const wrapper = await fixture<HTMLDivElement>(
      `<div><klondike-solitaire seed="0" auto-foundation="off"><solitaire-status slot="footer"></solitaire-status></klondike-solitaire></div>` as never,
    );
    const second = wrapper.firstElementChild as SolitaireElement;
    second.play({ from: 'tableau-1', to: 'tableau-3' });
    second.play({ from: 'stock', to: 'waste' });
    expect(partText(await partOf(second), 'moves')).to.equal('Moves: 2');
    expect(partText(await partOf(first), 'moves')).to.equal('Moves: 0');
  });
});
