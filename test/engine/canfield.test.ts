import { expect } from 'chai';
import fc from 'fast-check';
import {
  IllegalMoveError,
  canfield,
  cardCode,
  formatCards,
  replay,
  shuffledPack,
  type CanfieldOptions,
  type CanfieldState,
  type Move,
} from '../../src/engine/index.js';
import { canfieldPosition as position } from './positions.js';

const play = (state: CanfieldState, move: Move) => canfield.play(state, move);
const text = (state: CanfieldState, pile: string) => formatCards(state.piles[pile]);

function refused(state: CanfieldState, move: unknown, reason: string) {
  const before = JSON.stringify(state);
  expect(() => canfield.play(state, move as Move))
    .to.throw(IllegalMoveError)
    .with.property('reason', reason);
  expect(JSON.stringify(state)).to.equal(before);
}

/** A full suit built up from `base` on a foundation, `n` cards. */
const fromBase = (suit: string, base: number, n: number) =>
  Array.from({ length: n }, (_, i) => 'A23456789TJQK'[(base - 1 + i) % 13] + suit).join(' ');

describe('canfield deal', () => {
  const pack = shuffledPack(42).pack;
  const state = canfield.deal(42);

  it('deals the reserve, the base card, four columns and the stock as docs/rules.md says', () => {
    expect(state.piles.reserve.map(cardCode)).to.deep.equal(pack.slice(0, 13).map(cardCode));
    expect(state.piles.reserve.map((c) => c.faceUp)).to.deep.equal([...Array(12).fill(false), true]);
    expect(text(state, 'foundation-1')).to.equal(cardCode(pack[13]));
    for (let i = 1; i <= 4; i++) expect(text(state, `tableau-${i}`)).to.equal(cardCode(pack[13 + i]));
    expect(state.piles.stock).to.have.length(34);
    expect(cardCode(state.piles.stock[33])).to.equal(cardCode(pack[18]));
    expect(state.piles.stock.every((c) => !c.faceUp)).to.equal(true);
    expect(Object.keys(state.piles)).to.have.members([
      'stock',
      'waste',
      'reserve',
      'foundation-1',
      'foundation-2',
      'foundation-3',
      'foundation-4',
      'tableau-1',
      'tableau-2',
      'tableau-3',
      'tableau-4',
    ]);
  });

  it('starts the casino balance at −$50 + $5 for the base card; options default to draw 3, unlimited', () => {
    expect(state.score).to.equal(-45);
    expect(state.options).to.deep.equal({ draw: 3, passes: 'unlimited', scoring: 'casino' });
    expect(canfield.deal(1, { scoring: 'none' }).score).to.equal(0);
  });

  it('refuses bad options', () => {
    expect(() => canfield.deal(1, { draw: 2 } as unknown as Partial<CanfieldOptions>)).to.throw(RangeError, /draw/);
    expect(() => canfield.deal(1, { scoring: 'vegas' } as unknown as Partial<CanfieldOptions>)).to.throw(RangeError, /scoring/);
    expect(() => canfield.deal(1, { redeal: 'keep' } as object)).to.throw(TypeError, /redeal/);
    expect(() => canfield.deal(1, { passes: 0 })).to.throw(RangeError, /passes/);
  });
});

describe('canfield foundations', () => {
  it('start with the base rank on any empty foundation', () => {
    const s = position({ 'tableau-1': '8H', 'tableau-2': '9D', reserve: '3c 4C', stock: 'kc' });
    const ups = canfield.moves(s).filter((m) => 'from' in m && m.from === 'tableau-1' && m.to.startsWith('foundation'));
    expect(ups).to.deep.equal([1, 2, 3].map((i) => ({ from: 'tableau-1', to: `foundation-${i + 1}` })));
    refused(s, { from: 'tableau-2', to: 'foundation-2' }, 'This foundation builds up from 8');
  });

  it('build up in suit and wrap from King to Ace, up to 13 cards', () => {
    const s = position({ 'foundation-1': fromBase('S', 8, 6), 'tableau-1': 'AS', 'tableau-2': 'AH', reserve: '2s', stock: 'kc' });
    expect(text(play(s, { from: 'tableau-1', to: 'foundation-1' }), 'foundation-1')).to.equal('8S 9S TS JS QS KS AS');
    refused(s, { from: 'tableau-2', to: 'foundation-1' }, 'Next on this foundation: the Ace of spades');
    const full = position({ 'foundation-1': fromBase('S', 8, 13), 'tableau-1': '8S', reserve: '2c', stock: 'kc' });
    refused(full, { from: 'tableau-1', to: 'foundation-1' }, 'This foundation is complete');
  });

  it('keep their cards', () => {
    const s = position({ 'foundation-1': '8S 9S', 'tableau-1': 'TH', 'tableau-2': 'TS', reserve: '3c', stock: 'kc' });
    refused(s, { from: 'foundation-1', to: 'tableau-1' }, 'Cards on a foundation stay there');
  });
});

describe('canfield tableau', () => {
  it('builds down in alternating colours, wrapping: a black King on a red Ace', () => {
    const s = position({ 'tableau-1': '7S', 'tableau-2': '6H', 'tableau-3': 'AD', 'tableau-4': 'KC', reserve: '2c', stock: 'kc' });
    expect(text(play(s, { from: 'tableau-2', to: 'tableau-1' }), 'tableau-1')).to.equal('7S 6H');
    expect(text(play(s, { from: 'tableau-4', to: 'tableau-3' }), 'tableau-3')).to.equal('AD KC');
    refused(s, { from: 'tableau-1', to: 'tableau-2' }, 'A black 7 needs a red 8');
    refused(s, { from: 'tableau-3', to: 'tableau-4' }, 'A red Ace needs a black 2');
  });

  it('moves only whole piles between columns', () => {
    const s = position({ 'tableau-1': '8D 7S 6H', 'tableau-2': '9C', 'tableau-3': '8H', reserve: '2c', stock: 'kc' });
    refused(s, { from: 'tableau-1', to: 'tableau-3', count: 2 }, 'Only whole piles move between columns');
    refused(s, { from: 'tableau-1', to: 'tableau-3' }, 'Only whole piles move between columns');
    const next = play(s, { from: 'tableau-1', to: 'tableau-2', count: 3 });
    expect(text(next, 'tableau-2')).to.equal('9C 8D 7S 6H');
  });

  it('fills an emptied column from the reserve at once, turning up the next reserve card', () => {
    const s = position({ 'tableau-1': '7S 6H', 'tableau-2': '8D', reserve: '2c 4c QD', stock: 'kc' });
    const next = play(s, { from: 'tableau-1', to: 'tableau-2', count: 2 });
    expect(text(next, 'tableau-1')).to.equal('QD');
    expect(text(next, 'reserve')).to.equal('2c 4C');
    const up = play(position({ 'tableau-1': '9S', reserve: '2c 4c QD', stock: 'kc' }, {}, {}), { from: 'tableau-1', to: 'foundation-1' });
    expect(text(up, 'tableau-1')).to.equal('QD');
  });

  it('the reserve top plays to a column or foundation; the card below turns up', () => {
    const s = position({ 'tableau-1': '7S', reserve: '2c 9s 6D', stock: 'kc' });
    const next = play(s, { from: 'reserve', to: 'tableau-1' });
    expect(text(next, 'reserve')).to.equal('2c 9S');
    expect(text(play(next, { from: 'reserve', to: 'foundation-1' }), 'reserve')).to.equal('2C');
    refused(s, { from: 'reserve', to: 'tableau-1', count: 2 }, 'Only the top card can move from there');
    refused(s, { from: 'tableau-1', to: 'reserve' }, 'Nothing goes onto the reserve');
  });

  it('once the reserve is empty, fills an empty column only from the waste, or leaves it open', () => {
    const s = position({ 'tableau-1': '', 'tableau-2': '5D', waste: '3C JH', stock: 'kc' });
    expect(text(play(s, { from: 'waste', to: 'tableau-1' }), 'tableau-1')).to.equal('JH');
    refused(s, { from: 'tableau-2', to: 'tableau-1' }, 'An empty column takes only the top card of the waste');
    const withReserve = position({ 'tableau-1': '', 'tableau-2': '9S', waste: 'JH', reserve: '4c' });
    refused(withReserve, { from: 'waste', to: 'tableau-1' }, 'The reserve fills empty columns');
  });
});

describe('canfield stock', () => {
  it('turns three by default (one with draw 1), and turns the waste over without limit', () => {
    const s = position({ stock: '2c 3c 4c 5c', 'tableau-1': '9S', reserve: 'kc' });
    expect(text(play(s, { from: 'stock', to: 'waste' }), 'waste')).to.equal('5C 4C 3C');
    expect(
      text(play(position({ stock: '2c 3c', reserve: 'kc', 'tableau-1': '9S' }, { draw: 1 }), { from: 'stock', to: 'waste' }), 'waste'),
    ).to.equal('3C');
    let t = s;
    for (let i = 0; i < 10; i++)
      t = play(play(play(t, { from: 'stock', to: 'waste' }), { from: 'stock', to: 'waste' }), { from: 'waste', to: 'stock' });
    expect(text(t, 'stock')).to.equal('2c 3c 4c 5c');
  });

  it('passes limits turning over exactly as in Klondike', () => {
    const s = position({ stock: '2c', 'tableau-1': '9S', reserve: 'kc' }, { passes: 2 });
    const once = play(play(s, { from: 'stock', to: 'waste' }), { from: 'waste', to: 'stock' });
    refused(play(once, { from: 'stock', to: 'waste' }), { from: 'waste', to: 'stock' }, 'There are no passes left through the stock');
  });
});

describe('canfield scoring and end', () => {
  it('casino: +$5 a card to a foundation, and the winning move sets $450', () => {
    const s = position({ 'tableau-1': '9S', reserve: 'kc', stock: '2c' }, {}, { score: -45 });
    expect(play(s, { from: 'tableau-1', to: 'foundation-1' }).score).to.equal(-40);
    const almost = position(
      {
        'foundation-1': fromBase('S', 8, 13),
        'foundation-2': fromBase('H', 8, 13),
        'foundation-3': fromBase('D', 8, 13),
        'foundation-4': fromBase('C', 8, 12),
        'tableau-1': '7C',
      },
      {},
      { score: 205 },
    );
    const won = play(almost, { from: 'tableau-1', to: 'foundation-4' });
    expect(won.score).to.equal(450);
    expect(canfield.status(won)).to.equal('won');
    expect(canfield.moves(won)).to.deep.equal([]);
    refused(won, { from: 'foundation-1', to: 'tableau-1' }, 'The game is over');
    expect(
      play(position({ 'tableau-1': '9S', reserve: 'kc', stock: '2c' }, { scoring: 'none' }), { from: 'tableau-1', to: 'foundation-1' })
        .score,
    ).to.equal(0);
  });

  it('is lost when no card can move, now or after drawing through the stock', () => {
    const stuck = position({ 'tableau-1': '5H', 'tableau-2': '5D', 'tableau-3': '5C', 'tableau-4': '5S', reserve: 'kc', stock: '2d 2h' });
    expect(canfield.status(stuck)).to.equal('lost');
    const reachable = position({
      'tableau-1': '5H',
      'tableau-2': '5D',
      'tableau-3': '5C',
      'tableau-4': '5S',
      reserve: 'kc',
      stock: '4s 2h 2d 3d',
    });
    expect(canfield.status(reachable)).to.equal('playing');
  });

  it("auto-foundation: Horne's rule with ranks counted from the base", () => {
    // Base 8: a 9 (second from the base) is always safe; a black J (fourth) needs red foundations at third.
    const s = position({
      'foundation-1': '8S 9S TS',
      'foundation-2': '8H 9H',
      'foundation-3': '8D 9D',
      'tableau-1': 'JS',
      reserve: 'kc',
      stock: '2c',
    });
    expect(canfield.autoMove(s, 'safe')).to.equal(null);
    expect(canfield.autoMove(s, 'all')).to.deep.equal({ from: 'tableau-1', to: 'foundation-1' });
    const safe = position({
      'foundation-1': '8S 9S TS',
      'foundation-2': '8H 9H TH',
      'foundation-3': '8D 9D TD',
      'tableau-1': 'JS',
      reserve: 'kc',
      stock: '2c',
    });
    expect(canfield.autoMove(safe, 'safe')).to.deep.equal({ from: 'tableau-1', to: 'foundation-1' });
    expect(canfield.autoMove(position({ 'tableau-2': '8D', reserve: '9S', stock: '2c' }), 'safe')).to.deep.equal({
      from: 'reserve',
      to: 'foundation-1',
    });
  });
});

describe('canfield properties (fast-check)', () => {
  const gameArb = fc.record({
    seed: fc.integer({ min: 0, max: 4294967295 }),
    options: fc.record({
      draw: fc.constantFrom<1 | 3>(1, 3),
      passes: fc.constantFrom<number | 'unlimited'>(1, 2, 'unlimited'),
      scoring: fc.constantFrom<'casino' | 'none'>('casino', 'none'),
    }),
    choices: fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
  });

  it('52 distinct cards, pure play, no duplicate moves, JSON round trip and replay', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, options, choices }) => {
        let state = canfield.deal(seed, options);
        const played: Move[] = [];
        for (const choice of choices) {
          const moves = canfield.moves(state);
          if (!moves.length) break;
          expect(new Set(moves.map((m) => JSON.stringify(m))).size).to.equal(moves.length);
          const move = moves[choice % moves.length];
          const snapshot = JSON.stringify(state);
          const next = play(state, move);
          expect(JSON.stringify(state)).to.equal(snapshot);
          expect(play(JSON.parse(snapshot), move)).to.deep.equal(next);
          const cards = Object.values(next.piles).flat().map(cardCode);
          expect(new Set(cards).size).to.equal(52);
          expect(cards).to.have.length(52);
          played.push(move);
          state = next;
        }
        expect(replay('canfield', seed, options, played)).to.deep.equal(state);
      }),
      { numRuns: 50 },
    );
  });
});
