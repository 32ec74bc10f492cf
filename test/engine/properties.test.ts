import { expect } from 'chai';
import fc from 'fast-check';
import {
  IllegalMoveError,
  cardCode,
  klondike,
  replay,
  type KlondikeOptions,
  type KlondikeState,
  type Move,
} from '../../src/engine/index.js';

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
    fc.assert(
      fc.property(gameArb, ({ seed, options, choices }) => {
        playOut(seed, options, choices, (_, __, next) => {
          const cards = allCards(next);
          expect(cards).to.have.length(52);
          expect(new Set(cards).size).to.equal(52);
        });
      }),
      { numRuns: 60 },
    );
  });

  it('play never changes its input, and moves() lists no duplicates', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, options, choices }) => {
        playOut(seed, options, choices, (before, move) => {
          const snapshot = JSON.stringify(before);
          klondike.play(before, move);
          expect(JSON.stringify(before)).to.equal(snapshot);
          const listed = klondike.moves(before).map((m) => JSON.stringify(m));
          expect(new Set(listed).size).to.equal(listed.length);
        });
      }),
      { numRuns: 40 },
    );
  });

  it('a state survives a JSON round trip and plays on identically', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, options, choices }) => {
        const { state } = playOut(seed, options, choices, () => {});
        const copy = JSON.parse(JSON.stringify(state)) as KlondikeState;
        expect(copy).to.deep.equal(state);
        expect(klondike.moves(copy)).to.deep.equal(klondike.moves(state));
        expect(klondike.status(copy)).to.equal(klondike.status(state));
        for (const move of klondike.moves(state)) expect(klondike.play(copy, move)).to.deep.equal(klondike.play(state, move));
      }),
      { numRuns: 40 },
    );
  });

  it('replay of a played game reproduces it', () => {
    fc.assert(
      fc.property(gameArb, ({ seed, options, choices }) => {
        const { state, played } = playOut(seed, options, choices, () => {});
        expect(replay('klondike', seed, options, played)).to.deep.equal(state);
      }),
      { numRuns: 40 },
    );
  });

  it('replay throws at an illegal move and for an unknown game', () => {
    expect(() => replay('klondike', 1, {}, [{ from: 'waste', to: 'tableau-1' }])).to.throw(/There is no card there/);
    expect(() => replay('nope' as 'klondike', 1, {}, [])).to.throw(TypeError);
    expect(() => replay('klondike', -1, {}, [])).to.throw(RangeError);
  });
});

describe('verifiable wins', () => {
  /** The moves of the first deal from 1 on that foundations-first play wins. */
  function aWin() {
    for (let seed = 1; seed < 1000; seed++) {
      let state = klondike.deal(seed);
      const moves: Move[] = [];
      for (
        let move;
        moves.length < 500 && klondike.status(state) === 'playing' && (move = klondike.autoMove(state, 'all') ?? klondike.hint(state));
      ) {
        moves.push(move);
        state = klondike.play(state, move);
      }
      if (klondike.status(state) === 'won') return { seed, moves };
    }
    throw new Error('no deal that foundations-first play wins');
  }

  it('a won game replays to a won state; a truncated or tampered list does not', () => {
    const { seed, moves } = aWin();
    expect(klondike.status(replay('klondike', seed, {}, moves))).to.equal('won');
    expect(klondike.status(replay('klondike', seed, {}, moves.slice(0, -1)))).to.equal('playing');
    expect(() => replay('klondike', seed + 1, {}, moves)).to.throw(IllegalMoveError);
    const tampered = moves.map((move, i) => (i === 3 ? { from: 'waste', to: 'foundation-1' } : move));
    expect(() => replay('klondike', seed, {}, tampered)).to.throw(IllegalMoveError);
    expect(() => replay('klondike', seed, { draw: 3 }, moves)).to.throw(IllegalMoveError);
  });
});
