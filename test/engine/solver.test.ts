// The solver's wins: lines that replay from the deal in every game, and its answers' shape.
import { expect } from 'chai';
import fc from 'fast-check';
import { canfield, clock, games, klondike, replay, solve, sun, type Move } from '../../src/engine/index.js';
import { klondikeSpace } from '../../src/engine/solver/klondike-space.js';
import { depthFirst } from '../../src/engine/solver/search.js';
import { canfieldPosition, klondikePosition, suitUpTo } from './positions.js';
import { solveAndCheck } from './solver-checks.js';

describe('solve', () => {
  it('finds winning lines that replay from the deal, under every Klondike option', () => {
    const variants = [
      { draw: 1 },
      { draw: 3 },
      { draw: 3, foundationReturn: true },
      { draw: 1, passes: 3 },
      { draw: 3, redeal: 'shuffle' },
      { scoring: 'vegas' },
    ] as const;
    let won = 0;
    for (const options of variants)
      for (const seed of [2, 4, 8]) {
        const answer = solveAndCheck(klondike.deal(seed, options), 30_000);
        if (answer.result !== 'won') continue;
        won++;
        // A site checks a claimed win with replay: the solver's moves must pass it.
        expect(replay('klondike', seed, options, answer.moves).piles['foundation-1']).to.have.length(13);
      }
    expect(won).to.be.greaterThan(12);
  });

  it('wins a position whose one way out is a card taken back from its foundation', () => {
    // The Four of spades lies on the Three it waits for; the one red Five it could go onto is home.
    // The Five of hearts comes back onto the Six of clubs, the Four goes onto it, the Three goes home.
    const state = klondikePosition(
      {
        'foundation-1': suitUpTo('C', 5),
        'foundation-2': suitUpTo('S', 2),
        'foundation-3': suitUpTo('H', 5),
        'foundation-4': suitUpTo('D', 13),
        'tableau-1': '3s 4S',
        'tableau-2': '6C',
        stock: 'kc qc jc tc 9c 8c 7c ks qs js ts 9s 8s 7s 6s 5s kh qh jh th 9h 8h 7h 6h',
      },
      { foundationReturn: true },
    );
    const answer = solveAndCheck(state, 100_000);
    expect(answer.result).to.equal('won');
    expect(answer.result === 'won' && answer.moves.some((move) => 'from' in move && move.from.startsWith('foundation'))).to.equal(true);
    // The view that proves losses keeps that move: a lower card (the Three and Four of spades) is out.
    const lean = klondikeSpace(state, 'lean');
    expect(depthFirst(lean.space, lean.root, 100_000).result).to.equal('won');
    // Without foundation return it cannot be won.
    expect(solveAndCheck({ ...state, options: { ...state.options, foundationReturn: false } }, 100_000).result).to.equal('lost');
  });

  it('turns the stock over to reach a card that drawing three at a time shows only on the next pass', () => {
    // The row is JD (on the waste), then TD 9D QD to draw: this pass shows only the Jack and the
    // Queen, which wait for the Nine; after turning over, the first three draws show it.
    const state = klondikePosition(
      {
        'foundation-1': suitUpTo('C', 13),
        'foundation-2': suitUpTo('D', 8),
        'foundation-3': suitUpTo('H', 13),
        'foundation-4': suitUpTo('S', 13),
        waste: 'JD',
        stock: 'qd 9d td',
        'tableau-1': 'KD',
      },
      { draw: 3 },
    );
    const answer = solveAndCheck(state, 1000);
    expect(answer.result).to.equal('won');
    expect((answer as { moves: Move[] }).moves.slice(0, 4)).to.deep.equal([
      { from: 'stock', to: 'waste' },
      { from: 'waste', to: 'stock' },
      { from: 'stock', to: 'waste' },
      { from: 'waste', to: 'foundation-2' },
    ]);
  });

  it('finds Canfield wins that replay, and refuses to search without a budget', () => {
    let won = 0;
    for (const seed of [1, 2, 3, 4, 5, 6]) if (solveAndCheck(canfield.deal(seed), 30_000).result === 'won') won++;
    expect(won).to.be.greaterThan(2);
    expect(() => solve(canfield.deal(1), { maxNodes: 0 })).to.throw(RangeError);
    expect(() => solve(canfield.deal(1), { maxNodes: 1.5 })).to.throw(RangeError);
  });

  it('fills an emptied Canfield column from the reserve, as the engine does', () => {
    const state = canfieldPosition({
      'foundation-1': '8S 9S TS JS QS KS AS 2S 3S 4S 5S 6S 7S',
      'foundation-2': '8H 9H TH JH QH KH AH 2H 3H 4H 5H 6H 7H',
      'foundation-3': '8D 9D TD JD QD KD AD 2D 3D 4D 5D 6D',
      'foundation-4': '8C 9C TC JC QC KC AC 2C 3C 4C 5C',
      reserve: '7C',
      'tableau-1': '7D 6C',
    });
    const answer = solveAndCheck(state, 100);
    // The Seven of clubs leaves the reserve for the emptied column, and goes home from there.
    expect(answer).to.deep.equal({
      result: 'won',
      moves: [
        { from: 'tableau-1', to: 'foundation-4' },
        { from: 'tableau-1', to: 'foundation-3' },
        { from: 'tableau-1', to: 'foundation-4' },
      ],
      nodes: answer.nodes,
    });
  });

  it('answers unknown when the budget runs out before a verdict', () => {
    const answer = solve(klondike.deal(3, { draw: 3 }), { maxNodes: 5 });
    expect(answer).to.deep.equal({ result: 'unknown', nodes: 5 });
  });

  it("knows a Clock deal's outcome: the deal played out", () => {
    for (let seed = 0; seed < 60; seed++) {
      const answer = solveAndCheck(clock.deal(seed), 100);
      let state = clock.deal(seed);
      for (let move; (move = clock.moves(state)[0]);) state = clock.play(state, move);
      expect(answer.result).to.equal(clock.status(state));
    }
  });

  it('solves Sun deals, and says lost once the wind has blown and nothing can reach a base', () => {
    expect(solveAndCheck(sun.deal(3), 20_000).result).to.equal('won');
    let state = sun.deal(7);
    // Played by advancing only, the game reaches the wind and then its end.
    for (let i = 0; i < 1000 && sun.status(state) === 'playing'; i++) state = sun.play(state, sun.hint(state)!);
    expect(sun.status(state), 'the hints end the game').to.not.equal('playing');
    expect(solve(state).result).to.equal(sun.status(state) === 'won' ? 'won' : 'lost');
  });

  it('never changes the state and every win it claims replays (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2 ** 32 - 1 }), fc.constantFrom('klondike', 'canfield'), (seed, name) => {
        solveAndCheck(games[name]!.deal(seed), 2000);
      }),
      { numRuns: 20 },
    );
  });
});
