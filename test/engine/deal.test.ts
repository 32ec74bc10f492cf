import { expect } from 'chai';
import { cardCode, klondike, shuffledPack, formatCards } from '../../src/engine/index.js';

describe('deal numbers (docs/engine.md)', () => {
  const vectors: Record<number, string> = {
    0: '5S QS KH 2C KS 5H 6H JD 7C 3S',
    1: 'QD 6S JD JC 5S 6H QS 3S 7C 4H',
    42: '3S 9S 2D KD KS 9H 7C JS TH 5S',
  };
  for (const [seed, cards] of Object.entries(vectors))
    it(`seed ${seed} starts ${cards}`, () => {
      expect(shuffledPack(Number(seed)).pack.slice(0, 10).map(cardCode).join(' ')).to.equal(cards);
    });

  it('shuffles 52 distinct cards, and 104 with two decks (each twice)', () => {
    expect(new Set(shuffledPack(7).pack.map(cardCode)).size).to.equal(52);
    const two = shuffledPack(7, 2).pack.map(cardCode);
    expect(two).to.have.length(104);
    expect(new Set(two).size).to.equal(52);
  });

  it('keeps the generator position after the n − 1 calls of the shuffle', () => {
    expect(shuffledPack(0).rng).to.equal((0 + 51 * 0x6d2b79f5) | 0);
  });
});

describe('klondike deal (docs/rules.md)', () => {
  const pack = shuffledPack(42).pack;
  const state = klondike.deal(42);

  it('deals row by row, only the top of each column face up', () => {
    // Row 1 gives pack cards 0 … 6 to columns 1 … 7; row 2 gives 7 … 12 to columns 2 … 7.
    expect(state.piles['tableau-1'].map(cardCode)).to.deep.equal([cardCode(pack[0])]);
    expect(state.piles['tableau-2'].map(cardCode)).to.deep.equal([pack[1], pack[7]].map(cardCode));
    expect(state.piles['tableau-7'].map(cardCode)).to.deep.equal([6, 12, 17, 21, 24, 26, 27].map((i) => cardCode(pack[i])));
    for (let k = 1; k <= 7; k++) {
      const column = state.piles[`tableau-${k}`];
      expect(column).to.have.length(k);
      expect(column.map((c) => c.faceUp)).to.deep.equal([...Array(k - 1).fill(false), true]);
    }
  });

  it('puts the other 24 cards in the stock face down, card 28 on top', () => {
    expect(state.piles.stock).to.have.length(24);
    expect(state.piles.stock.every((c) => !c.faceUp)).to.equal(true);
    expect(cardCode(state.piles.stock[23])).to.equal(cardCode(pack[28]));
    expect(cardCode(state.piles.stock[0])).to.equal(cardCode(pack[51]));
  });

  it('has exactly the pile ids of docs/engine.md and plain cards', () => {
    expect(Object.keys(state.piles).sort()).to.deep.equal(
      [
        'stock',
        'waste',
        'foundation-1',
        'foundation-2',
        'foundation-3',
        'foundation-4',
        ...[1, 2, 3, 4, 5, 6, 7].map((k) => `tableau-${k}`),
      ].sort(),
    );
    expect(Object.keys(state.piles.stock[0]).sort()).to.deep.equal(['faceUp', 'rank', 'suit']);
    expect(state).to.include({ game: 'klondike', seed: 42, score: 0 });
  });

  it('fills in every option, Vegas passes included', () => {
    expect(klondike.deal(1).options).to.deep.equal({
      draw: 1,
      passes: 'unlimited',
      redeal: 'keep',
      foundationReturn: false,
      scoring: 'standard',
    });
    expect(klondike.deal(1, { scoring: 'vegas' }).options.passes).to.equal(1);
    expect(klondike.deal(1, { scoring: 'vegas', draw: 3 }).options.passes).to.equal(3);
    expect(klondike.deal(1, { scoring: 'vegas', passes: 'unlimited' }).options.passes).to.equal('unlimited');
    expect(klondike.deal(1, { scoring: 'vegas' }).score).to.equal(-52);
  });

  it('refuses bad seeds with a TypeError or RangeError naming the seed', () => {
    expect(() => klondike.deal('42' as unknown as number)).to.throw(TypeError, /seed/);
    expect(() => klondike.deal(-1)).to.throw(RangeError, /seed/);
    expect(() => klondike.deal(1.5)).to.throw(RangeError, /seed/);
    expect(() => klondike.deal(4294967296)).to.throw(RangeError, /seed/);
    expect(() => klondike.deal(NaN)).to.throw(RangeError, /seed/);
    expect(formatCards(klondike.deal(4294967295).piles['tableau-1'])).to.have.length(2);
  });

  it('refuses bad options naming them', () => {
    const bad = (options: unknown) => () => klondike.deal(1, options as object);
    expect(bad({ draw: 2 })).to.throw(RangeError, /draw/);
    expect(bad({ draw: '3' })).to.throw(TypeError, /draw/);
    expect(bad({ passes: 0 })).to.throw(RangeError, /passes/);
    expect(bad({ passes: 1.5 })).to.throw(RangeError, /passes/);
    expect(bad({ passes: 'lots' })).to.throw(TypeError, /passes/);
    expect(bad({ redeal: 'mix' })).to.throw(RangeError, /redeal/);
    expect(bad({ foundationReturn: 'yes' })).to.throw(TypeError, /foundationReturn/);
    expect(bad({ scoring: 'casino' })).to.throw(RangeError, /scoring/);
    expect(bad({ autoFoundation: 'safe' })).to.throw(TypeError, /autoFoundation/);
    expect(bad([])).to.throw(TypeError);
    expect(bad(null)).to.throw(TypeError);
    expect(bad(new Map())).to.throw(TypeError);
  });
});
