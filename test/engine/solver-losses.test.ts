// The solver's proofs of a loss: every line searched, none taken for lost wrongly, and the moves
// the search for a loss may leave out.
import { expect } from 'chai';
import { klondike, solve, type KlondikeState } from '../../src/engine/index.js';
import { klondikeSpace } from '../../src/engine/solver/klondike-space.js';
import type { StockStep } from '../../src/engine/solver/talon.js';
import { depthFirst } from '../../src/engine/solver/search.js';
import { greedyGame, klondikePosition, suitUpTo } from './positions.js';
import { solveAndCheck } from './solver-checks.js';

describe('solve: proving a loss', () => {
  /** Foundations late in a game: clubs and spades up to the Jack, diamonds home, hearts up to the Five. */
  const lateGame = {
    'foundation-1': suitUpTo('C', 11),
    'foundation-2': suitUpTo('S', 11),
    'foundation-3': suitUpTo('D', 13),
    'foundation-4': suitUpTo('H', 5),
  };

  it('proves a Klondike position lost when its only moves go round in a circle, and no column can ever be emptied for a King', () => {
    // The Six of hearts lies face down under the King of spades, no column is empty, no King can
    // go home, and the only card that can move is the Queen of hearts, between the black Kings.
    const piles = {
      ...lateGame,
      'tableau-1': '6h KS',
      'tableau-2': '7h KC QH',
      'tableau-3': 'qc TH',
      'tableau-4': 'qs 8H',
      'tableau-5': 'JH',
      'tableau-6': 'KH',
      'tableau-7': '9H',
    };
    const state = klondikePosition(piles);
    expect(klondike.status(state)).to.equal('playing');
    // Every other column holds a card that can never leave it, so the King of spades can never
    // move off the Six: the block check sees it before a move is tried.
    expect(solveAndCheck(state, 1000)).to.deep.equal({ result: 'lost', nodes: 2 });
    // With the Jack of hearts face down under the Nine instead, its column is empty: the King of
    // spades moves there, and the game is won.
    const emptied = klondikePosition({ ...piles, 'tableau-5': '', 'tableau-7': 'jh 9H' });
    expect(solveAndCheck(emptied, 100_000).result).to.equal('won');
  });

  it('proves by searching every line that two Kings cannot share the one empty column', () => {
    // The only moves are the three Kings to the empty column. The King of spades there: the Six
    // of hearts goes home, the Eight stays (the Seven is under the King of clubs), and no column
    // is empty for the King of clubs. The King of clubs there: the Seven cannot go home. The King
    // of hearts there: the Queen of hearts goes onto a black King, which then has the column her
    // King left, with the same two ends. The block check, in which every King can go to an empty
    // column once there is one, sees every card go home: only the search proves the loss.
    const piles = {
      ...lateGame,
      'tableau-1': '8h 6h KS',
      'tableau-2': '7h KC',
      'tableau-3': 'qc TH',
      'tableau-4': 'qs 9H',
      'tableau-5': '',
      'tableau-6': 'JH',
      'tableau-7': 'qh KH',
    };
    const lost = solveAndCheck(klondikePosition(piles), 1000);
    expect(lost.result).to.equal('lost');
    expect(lost.nodes, 'positions searched').to.be.within(3, 100);
    // With a second empty column (the Jack of hearts face down under the Queen of clubs) both Kings move: won.
    expect(solveAndCheck(klondikePosition({ ...piles, 'tableau-3': 'jh qc TH', 'tableau-6': '' }), 100_000).result).to.equal('won');
  });

  it('never takes a position of a game that was won for a lost one', function () {
    this.timeout(60_000); // eighty greedy games, each hint a search; Firefox is the slower
    // Games won by plain greedy play (foundations first, then the engine's hint): every position
    // on the way could be won, so the solver must see moves there, none cut off as blocked.
    let checked = 0;
    for (const options of [{ draw: 1 }, { draw: 1, foundationReturn: true }] as const)
      for (let seed = 1; seed <= 40; seed++) {
        const { moves, final } = greedyGame(seed, options);
        if (klondike.status(final) !== 'won') continue;
        let state = klondike.deal(seed, options);
        for (const move of moves) {
          for (const view of ['full', 'lean'] as const) {
            const { space, root } = klondikeSpace(state, view);
            expect(space.moves(root), `deal ${seed}, ${JSON.stringify(options)}, ${view}`).to.not.be.empty;
          }
          checked++;
          state = klondike.play(state, move);
        }
      }
    expect(checked).to.be.greaterThan(1000);
  });

  it('never takes a position on a line the solver found for a lost one, drawing three', function () {
    this.timeout(60_000);
    // Drawing three, the block check also asks which cards of the row drawing can reach.
    let checked = 0;
    for (const options of [
      { draw: 3 },
      { draw: 3, foundationReturn: true },
      { draw: 3, passes: 3 },
      { draw: 3, redeal: 'shuffle' },
    ] as const)
      for (let seed = 1; seed <= 8; seed++) {
        let state = klondike.deal(seed, options);
        const answer = solve(state, { maxNodes: 20_000 });
        if (answer.result !== 'won') continue;
        for (const move of answer.moves) {
          const { space, root } = klondikeSpace(state);
          if (!space.won(root)) expect(space.moves(root), `deal ${seed}, ${JSON.stringify(options)}`).to.not.be.empty;
          checked++;
          state = klondike.play(state, move);
        }
      }
    expect(checked).to.be.greaterThan(1000);
  });

  it('takes a card back from its foundation, in the search that proves losses, only while a lower card is not home', () => {
    // Foundations up to 5, 5, 5 and 6: no card that the Six of diamonds (or a Five) could serve is out.
    const rest = 'kc qc jc tc 9c 8c 7c ks qs js ts 9s 8s kh qh jh th 9h 8h 7h 6h 6s kd qd jd td 9d 8d 7d';
    const piles = {
      'foundation-1': suitUpTo('C', 5),
      'foundation-2': suitUpTo('S', 5),
      'foundation-3': suitUpTo('H', 5),
      'foundation-4': suitUpTo('D', 6),
      'tableau-1': '7S',
      stock: `${rest} 6c`,
    };
    /** The moves that take a card back from its foundation (solver steps from FOUNDATION). */
    const returns = (state: KlondikeState, view: 'full' | 'lean') => {
      const { space, root } = klondikeSpace(state, view);
      return space.moves(root).filter((step) => step.from === 2);
    };
    const state = klondikePosition(piles, { foundationReturn: true });
    expect(returns(state, 'full')).to.not.be.empty;
    expect(returns(state, 'lean')).to.be.empty;
    // With the Five of clubs out (face down under the Six), the Six of diamonds may serve it: taken back.
    const fiveOut = klondikePosition(
      { ...piles, 'foundation-1': suitUpTo('C', 4), 'tableau-2': '5c 6C', stock: rest },
      { foundationReturn: true },
    );
    expect(returns(fiveOut, 'lean').map((step) => step.at)).to.include(1);
  });

  describe('in the search that proves losses, makes a move that only prepares another when that one can follow at once', () => {
    /**
     * A Klondike position with the named piles, the cards they leave out face down in column 7
     * (lowest nearest the top, so each can go home in turn) under `top`, which can go home.
     */
    const position = (piles: Record<string, string>, top: string, options = {}) => {
      const named = Object.values(piles).join(' ').toUpperCase().split(' ').concat(top);
      const rest = ['K', 'Q', 'J', 'T', '9', '8', '7', '6', '5', '4', '3', '2', 'A']
        .flatMap((rank) => ['C', 'D', 'H', 'S'].map((suit) => rank + suit))
        .filter((card) => !named.includes(card));
      return klondikePosition({ ...piles, 'tableau-7': `${rest.join(' ').toLowerCase()} ${top}` }, options);
    };
    type View = 'full' | 'lean';
    /** The first step's moves, as a view sees them, that pass `test`. */
    const firstSteps = (state: KlondikeState, view: View, test: (step: StockStep) => boolean) => {
      const { space, root } = klondikeSpace(state, view);
      return space.moves(root).filter(test);
    };
    /** Those that take cards from column 1 to column 2. */
    const oneToTwo = (state: KlondikeState, view: View) =>
      firstSteps(state, view, (step) => step.from === 0 && step.at === 0 && step.to === 1);
    const low = { 'foundation-1': suitUpTo('C', 5), 'foundation-2': suitUpTo('S', 2), 'foundation-3': suitUpTo('H', 2) };

    it('a run shifted to show the card it lay on: when that card goes home, or the twin of the run goes onto it', () => {
      // The Eight of hearts can move from the Nine of clubs to the Nine of spades, showing the Nine.
      const piles = { ...low, 'foundation-4': suitUpTo('D', 9), 'tableau-1': '9C 8H', 'tableau-2': '9S' };
      expect(oneToTwo(position(piles, 'TD'), 'full')).to.have.length(1);
      // Nothing can use the Nine: the Eight of diamonds is home.
      expect(oneToTwo(position(piles, 'TD'), 'lean')).to.be.empty;
      // The Eight of diamonds, face up in a column, can go onto the Nine once it shows.
      const twinOut = { ...piles, 'foundation-4': suitUpTo('D', 7), 'tableau-3': 'ts 8D' };
      expect(oneToTwo(position(twinOut, '6C'), 'lean')).to.have.length(1);
      // The Nine of clubs can go home once it shows.
      expect(oneToTwo(position({ ...piles, 'foundation-1': suitUpTo('C', 8) }, 'TD'), 'lean')).to.have.length(1);
    });

    it('a column emptied: when a King can move into it', () => {
      const piles = { ...low, 'foundation-4': suitUpTo('D', 9), 'tableau-1': '8H', 'tableau-2': '9S' };
      expect(oneToTwo(position(piles, '6C'), 'full')).to.have.length(1);
      expect(oneToTwo(position(piles, '6C'), 'lean')).to.be.empty;
      // A King lying on a face-down card can fill it.
      expect(oneToTwo(position({ ...piles, 'tableau-3': 'qc KD' }, '6C'), 'lean')).to.have.length(1);
    });

    it('a card taken back from its foundation: when a card goes onto it, or the card below it comes back too', () => {
      // The Six of hearts can come back onto the Seven of spades; the black Fives are home under the Sixes.
      const piles = {
        'foundation-1': suitUpTo('C', 6),
        'foundation-2': suitUpTo('S', 6),
        'foundation-3': suitUpTo('H', 6),
        'foundation-4': suitUpTo('D', 2),
        'tableau-1': '7S',
      };
      const sixBack = (state: KlondikeState, view: View) => firstSteps(state, view, (step) => step.from === 2 && step.at === 2);
      const options = { foundationReturn: true };
      expect(sixBack(position(piles, '7C', options), 'full')).to.not.be.empty;
      expect(sixBack(position(piles, '7C', options), 'lean')).to.be.empty;
      // The Five of spades, face up, can go onto it.
      expect(sixBack(position({ ...piles, 'foundation-2': suitUpTo('S', 4), 'tableau-2': '5S' }, '7C', options), 'lean')).to.not.be.empty;
      // The Five of hearts can come back after it, onto the Six of clubs.
      expect(sixBack(position({ ...piles, 'foundation-1': suitUpTo('C', 5), 'tableau-2': '6C' }, '7C', options), 'lean')).to.not.be.empty;
    });

    it('a card laid from the row on a column, drawing one: when a card can go onto it', () => {
      // The Eight of hearts can be drawn and laid on the Nine of spades; the black Sevens are home.
      const piles = {
        ...low,
        'foundation-1': suitUpTo('C', 7),
        'foundation-2': suitUpTo('S', 7),
        'foundation-4': suitUpTo('D', 9),
        'tableau-1': '9S',
        stock: '8h',
      };
      const laid = (state: KlondikeState, view: View) => firstSteps(state, view, (step) => step.from === 1 && step.to === 0);
      const drawOne = { draw: 1 };
      expect(laid(position(piles, 'TD', drawOne), 'full')).to.have.length(1);
      expect(laid(position(piles, 'TD', drawOne), 'lean')).to.be.empty;
      // The Seven of spades, face up in a column, can go onto it.
      expect(laid(position({ ...piles, 'foundation-2': suitUpTo('S', 6), 'tableau-2': '7S' }, 'TD', drawOne), 'lean')).to.have.length(1);
      // Drawing three, taking a card from the row changes what drawing reaches: it is never only a preparation.
      expect(laid(position(piles, 'TD', { draw: 3 }), 'lean')).to.have.length(1);
    });

    it('a card sent home from the row, drawing one: when the next card of its suit can follow it', () => {
      // The Eight of hearts can go home from the row; the Nine lies face down.
      const piles = { ...low, 'foundation-3': suitUpTo('H', 7), 'foundation-4': suitUpTo('D', 9), stock: '8h' };
      const sentHome = (state: KlondikeState, view: View) => firstSteps(state, view, (step) => step.from === 1 && step.to === -1);
      const drawOne = { draw: 1 };
      expect(sentHome(position(piles, 'TD', drawOne), 'full')).to.have.length(1);
      expect(sentHome(position(piles, 'TD', drawOne), 'lean')).to.be.empty;
      // The Nine of hearts, at the top of a column, can follow it.
      expect(sentHome(position({ ...piles, 'tableau-2': '9H' }, 'TD', drawOne), 'lean')).to.have.length(1);
      expect(sentHome(position(piles, 'TD', { draw: 3 }), 'lean')).to.have.length(1);
    });

    it('and reaches the same verdicts as the search that makes every move (positions late in greedy games)', function () {
      this.timeout(120_000); // 120 positions, each searched twice; Firefox on a loaded machine is slow
      let compared = 0;
      for (const options of [{ draw: 3 }, { draw: 3, foundationReturn: true }, { draw: 1, foundationReturn: true }] as const)
        for (let seed = 1; seed <= 40; seed++) {
          const { moves } = greedyGame(seed, options);
          let state = klondike.deal(seed, options);
          for (const move of moves.slice(0, Math.max(0, moves.length - 25))) state = klondike.play(state, move);
          const verdict = (view: 'full' | 'lean') => {
            const { space, root } = klondikeSpace(state, view);
            return depthFirst(space, root, 20_000).result;
          };
          const full = verdict('full');
          if (full === 'unknown') continue;
          expect(verdict('lean'), `seed ${seed}`).to.equal(full);
          compared++;
        }
      expect(compared).to.be.greaterThan(60);
    });
  });
});
