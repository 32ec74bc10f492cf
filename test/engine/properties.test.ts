import { expect } from '@open-wc/testing';
import fc from 'fast-check';
import { cardCode, klondike, replay, type KlondikeOptions, type KlondikeState, type Move } from '../../src/engine/index.js';

const optionsArb = fc.record({
  draw: fc.constantFrom<1 | 3>(1, 3),
  passes: fc.constantFrom<number | 'unlimited'>(1, 2, 3, 'unlimited'),
  redeal: fc.constantFrom<'keep' | 'shuffle'>('keep', 'shuffle'),
  foundationReturn: fc.boolean(),
  scoring: fc.constantFrom<'standard' | 'vegas' | 'none'>('standard', 'vegas', 'none'),
}) as fc.Arbitrary<KlondikeOptions>;

const gameArb = fc.record({
  seed: fc.integer({ min: 0, max: 4294967295 }),
  options: optionsArb,
  choices: fc.array(fc.nat(), { minLength: 1, maxLength: 120 }),
});

/** Plays the `choices`-th legal moves from the deal, checking `check` after each. */
function playOut(seed: number, options: KlondikeOptions, choices: number[], check: (s: KlondikeState, m: Move, n: KlondikeState) => void) {
  let state = klondike.deal(seed, options);
  const played: Move[] = [];
  for (const choice of choices) {
    const moves = klondike.moves(state);
    if (!moves.length) break;
    const move = moves[choice % moves.length];
    const next = klondike.play(state, move);
    check(state, move, next);
    played.push(move);
    state = next;
  }
  return { state, played };
}

const allCards = (s: KlondikeState) => Object.values(s.piles).flat().map(cardCode);

describe('klondike properties (fast-check)', () => {
  it('always holds 52 distinct cards', () => {
    fc.assert(fc.property(gameArb, ({ seed, options, choices }) => {
      playOut(seed, options, choices, (_, __, next) => {
        const cards = allCards(next);
        expect(cards).to.have.length(52);
        expect(new Set(cards).size).to.equal(52);
      });
    }), { numRuns: 60 });
  });

  it('play never changes its input, and moves() lists no duplicates', () => {
    fc.assert(fc.property(gameArb, ({ seed, options, choices }) => {
      playOut(seed, options, choices, (before, move, _next) => {
        const snapshot = JSON.stringify(before);
        klondike.play(before, move);
        expect(JSON.stringify(before)).to.equal(snapshot);
        const listed = klondike.moves(before).map((m) => JSON.stringify(m));
        expect(new Set(listed).size).to.equal(listed.length);
      });
    }), { numRuns: 40 });
  });

  it('a state survives a JSON round trip and plays on identically', () => {
    fc.assert(fc.property(gameArb, ({ seed, options, choices }) => {
      const { state } = playOut(seed, options, choices, () => {});
      const copy = JSON.parse(JSON.stringify(state)) as KlondikeState;
      expect(copy).to.deep.equal(state);
      expect(klondike.moves(copy)).to.deep.equal(klondike.moves(state));
      expect(klondike.status(copy)).to.equal(klondike.status(state));
      for (const move of klondike.moves(state)) expect(klondike.play(copy, move)).to.deep.equal(klondike.play(state, move));
    }), { numRuns: 40 });
  });

  it('replay of a played game reproduces it', () => {
    fc.assert(fc.property(gameArb, ({ seed, options, choices }) => {
      const { state, played } = playOut(seed, options, choices, () => {});
      expect(replay('klondike', seed, options, played)).to.deep.equal(state);
    }), { numRuns: 40 });
  });

  it('replay throws at an illegal move and for an unknown game', () => {
    expect(() => replay('klondike', 1, {}, [{ from: 'waste', to: 'tableau-1' }])).to.throw(/There is no card there/);
    expect(() => replay('nope' as 'klondike', 1, {}, [])).to.throw(TypeError);
    expect(() => replay('klondike', -1, {}, [])).to.throw(RangeError);
  });
});
