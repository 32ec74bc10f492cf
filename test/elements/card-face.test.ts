import { expect } from '@open-wc/testing';
import { render } from 'lit';
import type { Card, Suit } from '../../src/engine/index.js';
import { cardFace, cardStyles } from '../../src/table/playing-card.js';

/** A card face drawn alone, 100 px wide, with the table's card styles. */
function face(card: Card): HTMLElement {
  const host = document.createElement('div');
  document.body.append(host);
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = [cardStyles];
  const el = document.createElement('div');
  el.className = 'card';
  el.style.setProperty('--sol-cw', '100px');
  root.append(el);
  render(cardFace(card), el);
  return el;
}

/** Each pip's centre in the face's own units (100 × 140), and whether it stands upside down. */
function pips(el: HTMLElement): { x: number; y: number; upsideDown: boolean }[] {
  const svg = el.querySelector('svg')!;
  const toFace = svg.getScreenCTM()!.inverse();
  return [...svg.querySelectorAll('text')].flatMap((text) => {
    const matrix = toFace.multiply(text.getScreenCTM()!);
    return Array.from({ length: text.getNumberOfChars() }, (_, i) => {
      // The middle of the glyph's box where it is drawn. (Not its start and end positions: WebKit
      // gives them on the alphabetic baseline, wherever the glyph is drawn.)
      const box = text.getExtentOfChar(i);
      const { x, y } = new DOMPoint(box.x + box.width / 2, box.y + box.height / 2).matrixTransform(matrix);
      return { x: Math.round(x), y: Math.round(y), upsideDown: matrix.a < 0 };
    });
  });
}

const byPlace = (a: { x: number; y: number }, b: { x: number; y: number }) => a.y - b.y || a.x - b.x;

describe('card faces', () => {
  afterEach(() => document.body.replaceChildren());

  it('a number card shows as many pips as its rank, where a printed deck has them, the lower half upside down', () => {
    // The seven of a printed deck: two columns of three, one pip between the upper two rows.
    const seven = pips(face({ rank: 7, suit: 'clubs', faceUp: true })).sort(byPlace);
    const expected = [
      [30, 30],
      [70, 30],
      [50, 50],
      [30, 70],
      [70, 70],
      [30, 110],
      [70, 110],
    ];
    expect(seven).to.have.length(7);
    seven.forEach((pip, i) => {
      expect(pip.x, `pip ${i} x`).to.be.closeTo(expected[i][0], 3);
      expect(pip.y, `pip ${i} y`).to.be.closeTo(expected[i][1], 6);
      expect(pip.upsideDown, `pip ${i} upside down`).to.equal(expected[i][1] > 70);
    });
    for (const suit of ['clubs', 'diamonds', 'hearts', 'spades'] as Suit[])
      for (let rank = 1; rank <= 10; rank++) {
        const shown = pips(face({ rank, suit, faceUp: true }));
        expect(shown, `${rank} of ${suit}`).to.have.length(rank);
        for (const pip of shown) expect(pip.upsideDown, `${rank} of ${suit} at ${pip.y}`).to.equal(pip.y > 75);
      }
  });

  it('a court card shows its suit under its letter, in the frame', () => {
    for (let rank = 11; rank <= 13; rank++) {
      const el = face({ rank, suit: 'hearts', faceUp: true });
      expect(pips(el), `rank ${rank}`).to.have.length(1);
      const [suit] = pips(el);
      // Within 2 units: a font's own ascent and descent may round the box's middle either way.
      expect(suit.x, `rank ${rank} x`).to.be.closeTo(50, 2);
      expect(suit.y, `rank ${rank} y`).to.be.closeTo(96, 2);
      expect(suit.upsideDown, `rank ${rank} upside down`).to.equal(false);
      // Drawn, not only placed: an SVG element inside another shape (a rect) is never drawn.
      expect(el.querySelector('text')!.getComputedTextLength(), `rank ${rank}`).to.be.greaterThan(10);
    }
  });

  it('a face is a few elements, quick to style when thirteen turn up at once', () => {
    for (let rank = 1; rank <= 13; rank++)
      expect(face({ rank, suit: 'hearts', faceUp: true }).querySelectorAll('*').length, `rank ${rank}`).to.be.at.most(6);
  });

  it('the corner index shows the rank and the suit', () => {
    const width = (rank: number) => face({ rank, suit: 'spades', faceUp: true }).querySelector('.index')!.getBoundingClientRect().width;
    // "10♠" is wider than "A♠", which is wider than nothing.
    expect(width(10)).to.be.greaterThan(width(1));
    expect(width(1)).to.be.greaterThan(20);
  });
});
