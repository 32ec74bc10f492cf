// At 320 px a column's face-up cards lie at least 24 px apart, so each is a pointer target of the
// least size WCAG 2.5.8 asks for; on a wide table they keep their usual spacing. The table grows
// to hold the longer columns. And in every game, each button of the table shows a 24 × 24 px
// square of its own at 320 px, through a game in play.
import { expect, fixture } from '@open-wc/testing';
import { canfield, clock, klondike, sun } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { cardsOf, phoneViewport, settled, setViewport } from './helpers.js';

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
    it(`at 320 px, every covered face-up card of a column shows a strip of at least 24 × 24 px ${attributes}`, async function () {
      await phoneViewport(this, { width: 320, height: 700 });
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

/**
 * The buttons of the table (cards and empty places a player can act on) that show no 24 × 24 px
 * square of their own: a square, turned as the button is (a Sun ray's cards), whose 16 sample
 * points all hit the button or what it holds, tried every pixel over its box.
 */
function smallTargets(el: SolitaireElement): string[] {
  const root = el.shadowRoot!;
  const small: string[] = [];
  const offsets = [-11.5, -4, 4, 11.5];
  for (const target of root.querySelectorAll<HTMLElement>('.table [role="button"]')) {
    const box = target.getBoundingClientRect();
    const turn = ((parseFloat(getComputedStyle(target).rotate) || 0) * Math.PI) / 180;
    const [cos, sin] = [Math.cos(turn), Math.sin(turn)];
    // Whether a point shows the button: each point is asked once, as the squares tried overlap.
    const shown = new Map<string, boolean>();
    const shows = (x: number, y: number) => {
      const key = `${x} ${y}`;
      if (!shown.has(key)) shown.set(key, target.contains(root.elementFromPoint(x, y)));
      return shown.get(key)!;
    };
    const hits = (x: number, y: number) =>
      offsets.every((dx) => offsets.every((dy) => shows(x + dx * cos - dy * sin, y + dx * sin + dy * cos)));
    // Centres nearest the middle of the box first: a whole card shows its square there at once.
    const centres: [number, number][] = [];
    for (let y = box.top; y <= box.bottom; y++) for (let x = box.left; x <= box.right; x++) centres.push([x, y]);
    const [midX, midY] = [box.left + box.width / 2, box.top + box.height / 2];
    centres.sort(([ax, ay], [bx, by]) => Math.hypot(ax - midX, ay - midY) - Math.hypot(bx - midX, by - midY));
    // A covered card shows only a strip: one point of each 4 × 4 px cell is tried before the cell's
    // every pixel. A centre of a square of the button's own has its cell's point inside that square.
    const inShowingCell = (x: number, y: number) => shows(Math.round(x / 4) * 4, Math.round(y / 4) * 4);
    const found = centres.some(([x, y]) => inShowingCell(x, y) && shows(x, y) && hits(x, y));
    if (!found) small.push(target.getAttribute('aria-label') ?? target.dataset.pile!);
  }
  return small;
}

describe('every target at 320 px', function () {
  this.timeout(60_000);
  afterEach(() => setViewport({ width: 800, height: 600 }));

  const games = {
    klondike: { engine: klondike, markup: '<klondike-solitaire seed="0" auto-foundation="off" speed="off"></klondike-solitaire>' },
    canfield: { engine: canfield, markup: '<canfield-solitaire seed="3" auto-foundation="off" speed="off"></canfield-solitaire>' },
    clock: { engine: clock, markup: '<clock-solitaire seed="5" speed="off"></clock-solitaire>' },
    sun: { engine: sun, markup: '<sun-solitaire seed="1" auto-foundation="off" speed="off"></sun-solitaire>' },
  };
  for (const [name, { engine, markup }] of Object.entries(games))
    it(`${name}: each button shows 24 × 24 px of its own, at the start and after 20, 40 … 120 moves`, async function () {
      await phoneViewport(this, { width: 320, height: 700 });
      const el = await fixture<SolitaireElement>(markup as never);
      const seen: string[] = [];
      let checked = 0;
      for (let moves = 0; moves <= 120 && el.status === 'playing'; moves++) {
        if (moves % 20 === 0) {
          await settled(el);
          checked += el.shadowRoot!.querySelectorAll('.table [role="button"]').length;
          seen.push(...smallTargets(el).map((label) => `after ${moves}: ${label}`));
        }
        const move = engine.hint(el.state as never);
        if (!move) break;
        el.play(move as never);
      }
      expect(checked, 'buttons measured').to.be.at.least(20);
      expect(seen).to.deep.equal([]);
    });
});
