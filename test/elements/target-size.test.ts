// At 320 px a column's face-up cards lie at least 24 px apart, so each is a pointer target of the
// least size WCAG 2.5.8 asks for; on a wide table they keep their usual spacing. The table grows
// to hold the longer columns.
import { expect, fixture } from '@open-wc/testing';
import { setViewport } from '@web/test-runner-commands';
import { klondike } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardsOf, settled } from './helpers.js';

/** Klondike deal 0 after up to 40 hinted moves: columns with several face-up cards. */
async function playedColumns(attributes = '') {
  const el = await fixture<SolitaireElement>(
    `<klondike-solitaire seed="0" auto-foundation="off" speed="off" ${attributes}></klondike-solitaire>` as never,
  );
  for (let i = 0; i < 40; i++) {
    const move = klondike.hint(el.state as never);
    if (!move) break;
    el.play(move);
  }
  await settled(el);
  return el;
}

/** Each face-up card under another in a column: the height of its strip that shows, in px. */
function strips(el: SolitaireElement) {
  const found: { name: string; strip: number; width: number }[] = [];
  for (let i = 1; i <= 7; i++) {
    const cards = cardsOf(el, `tableau-${i}`);
    cards.forEach((card, index) => {
      const next = cards[index + 1];
      if (!next || card.classList.contains('down')) return;
      const box = card.getBoundingClientRect();
      found.push({ name: card.getAttribute('aria-label')!, strip: next.getBoundingClientRect().top - box.top, width: box.width });
    });
  }
  return found;
}

describe('target size on a narrow table', () => {
  afterEach(() => setViewport({ width: 800, height: 600 }));

  for (const attributes of ['', 'readable'])
    it(`at 320 px, every covered face-up card of a column shows a strip of at least 24 × 24 px ${attributes}`, async () => {
      await setViewport({ width: 320, height: 700 });
      const el = await playedColumns(attributes);
      const found = strips(el);
      expect(found.length, 'covered face-up cards').to.be.at.least(4);
      for (const { name, strip, width } of found) {
        expect(strip, name).to.be.at.least(23.5);
        expect(width, name).to.be.at.least(24);
      }
      // The table holds its longest column.
      const table = el.shadowRoot!.querySelector('.table')!.getBoundingClientRect();
      const bottoms = [...el.shadowRoot!.querySelectorAll('.card')].map((card) => card.getBoundingClientRect().bottom);
      expect(Math.max(...bottoms)).to.be.at.most(table.bottom);
    });

  it('on a wide table, keeps face-up cards 0.34 card widths apart', async () => {
    await setViewport({ width: 800, height: 700 });
    const el = await playedColumns();
    for (const { name, strip, width } of strips(el)) expect(strip / width, name).to.be.closeTo(0.34, 0.02);
  });
});
