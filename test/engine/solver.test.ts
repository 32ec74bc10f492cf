import { expect } from 'chai';
import fc from 'fast-check';
import {
  canfield,
  clock,
  games,
  klondike,
  replay,
  solve,
  sun,
  type BaseState,
  type CanfieldState,
  type Game,
  type KlondikeState,
  type Move,
} from '../../src/engine/index.js';
import { canfieldSpace } from '../../src/engine/solver/canfield-space.js';
import { klondikeSpace } from '../../src/engine/solver/klondike-space.js';
import type { StockStep } from '../../src/engine/solver/talon.js';
import { depthFirst, type SearchSpace } from '../../src/engine/solver/search.js';
import { canfieldPosition, greedyGame, klondikePosition, suitUpTo } from './positions.js';

/** Plays `moves` from `state` with the engine's own rules, which throw at an illegal move. */
function playFrom(state: BaseState, moves: readonly Move[]): BaseState {
  const game = games[state.game]!;
  return moves.reduce((position, move) => game.play(position, move), state);
}

/** Every card of the pack but those `named` (as written, face up or down), face down: a stock. */
const stockWithout = (named: string) => {
  const excluded = named.toUpperCase().split(' ');
  return ['C', 'D', 'H', 'S']
    .flatMap((suit) => suitUpTo(suit as 'C', 13).split(' '))
    .filter((card) => !excluded.includes(card))
    .join(' ')
    .toLowerCase();
};

/** A position with hearts home up to the Three, `columns` as written, and every other card in the stock. */
function heartsToThree(columns: Record<string, string>): KlondikeState {
  const stock = stockWithout(['AH 2H 3H', ...Object.values(columns)].join(' '));
  return klondikePosition({ 'foundation-1': suitUpTo('H', 3), ...columns, stock });
}

/**
 * Plays from `state` by random moves (the same ones each run, from `seed`), two times in three
 * one of the `preferred` moves when there are any, until `stop` holds or the game ends (at most
 * 250 moves): the position where `stop` held and its move number, or null.
 */
function randomWalk<S extends BaseState>(
  game: Game<S>,
  state: S,
  seed: number,
  preferred: (moves: Move[]) => Move[],
  stop: (state: S) => boolean,
): { state: S; step: number } | null {
  let random = seed;
  for (let step = 0; step < 250 && game.status(state) === 'playing'; step++) {
    if (stop(state)) return { state, step };
    const moves = game.moves(state);
    const choice = preferred(moves);
    random = (random * 1103515245 + 12345) >>> 0;
    state = game.play(state, random % 3 && choice.length ? choice[random % choice.length] : moves[random % moves.length]);
  }
  return null;
}

/** Solves `state` and checks that a 'won' line really wins and that `state` was left alone. */
function solveAndCheck(state: BaseState, maxNodes: number) {
  const before = JSON.stringify(state);
  const answer = solve(state, { maxNodes });
  expect(JSON.stringify(state)).to.equal(before);
  if (answer.result === 'won') expect(games[state.game]!.status(playFrom(state, answer.moves))).to.equal('won');
  return answer;
}

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

  it('sees at once that a card lying above every card it could go to can never move', () => {
    // The Five of hearts can go onto neither black Six, nor home, nor (no King) to an empty
    // column: all three cards it waits for lie under it. Every other card is in the stock.
    const position = (column: string) => heartsToThree({ 'tableau-1': column });
    const blocked = solveAndCheck(position('4h 6s 6c 5H'), 200_000);
    expect(blocked).to.deep.equal({ result: 'lost', nodes: 2 });
    // With the Six of clubs face up under it, the Five moves along with the Six: no block.
    expect(solveAndCheck(position('4h 6s 6C 5H'), 200_000).result).to.equal('won');
    // One black Six in the stock is no help when both red Sevens it could be laid on lie under the Five.
    expect(solveAndCheck(position('4h 6s 7h 7d 5H'), 200_000)).to.deep.equal({ result: 'lost', nodes: 2 });
    // With one black Six elsewhere, the Five can go onto it.
    expect(solveAndCheck(position('4h 6s 5H'), 200_000).result).to.equal('won');
  });

  it('sees at once that a card freed only by riding along with the card beneath it stays covered', () => {
    // The Five of spades can go onto the Six of hearts only (the Six of diamonds lies under it, as
    // do the Four of spades it would follow home). The Five of clubs on that Six can go nowhere
    // itself: onto neither red Six, nor home (the Four of clubs lies under the Five of spades).
    // Moving the Six along with it onto a black Seven leaves it covered. Every other card is in
    // the stock, with five empty columns to build on: too many lines to search through.
    const position = (first: string) => heartsToThree({ 'tableau-1': first, 'tableau-2': '7s 6H 5C' });
    expect(solveAndCheck(position('6d 4s 4c 4h 5S'), 200_000)).to.deep.equal({ result: 'lost', nodes: 2 });
    // With the Four of clubs in the stock, the Five of clubs goes home and frees the Six.
    expect(solveAndCheck(position('6d 4s 4h 5S'), 200_000).result).to.equal('won');
    // With the Six of diamonds in the stock, the Five of clubs goes onto it instead.
    expect(solveAndCheck(position('4s 4c 4h 5S'), 200_000).result).to.equal('won');
  });

  it('drops only positions that a search without the block check cannot win either (random play)', function () {
    this.timeout(120_000); // some hundred searches; Firefox is the slower
    // Random play (foundations first, two times in three) soon reaches positions the block check
    // drops: searched through without the check, none of them is won.
    let dropped = 0;
    let proved = 0;
    const firstHome = (moves: Move[]) => moves.filter((move) => 'to' in move && move.to.startsWith('foundation')).slice(0, 1);
    for (const options of [{ draw: 3, foundationReturn: true }, { draw: 1 }, { draw: 3, passes: 3 }] as const)
      for (let seed = 1; seed <= 30; seed++) {
        const droppedAt = randomWalk(klondike, klondike.deal(seed, options), seed, firstHome, (state) => {
          const { space, root } = klondikeSpace(state, 'full');
          return !space.moves(root).length;
        });
        if (!droppedAt) continue;
        const unchecked = klondikeSpace(droppedAt.state, 'lean', false);
        const answer = depthFirst(unchecked.space, unchecked.root, 50_000);
        expect(answer.result, `deal ${seed}, ${JSON.stringify(options)}, move ${droppedAt.step}`).to.not.equal('won');
        dropped++;
        if (answer.result === 'lost') proved++;
      }
    expect(dropped, 'positions dropped').to.be.greaterThan(40);
    expect(proved, 'of them proved lost by the search').to.be.greaterThan(dropped / 2);
  });

  it('sees at once that hearts never go home when their Six lies in the row where drawing cannot bring it up', () => {
    // Drawing three at a time from a row of two, the Seven of hearts shows on the Six, and can go
    // nowhere: no black Eight is out, and hearts are home up to the Five. The King of spades can go
    // home; the Queen of hearts lies on the King of clubs.
    const piles = {
      'foundation-1': suitUpTo('C', 12),
      'foundation-2': suitUpTo('S', 12),
      'foundation-3': suitUpTo('D', 13),
      'foundation-4': suitUpTo('H', 5),
      'tableau-1': 'kh jh th 9h 8H',
      'tableau-2': 'KC QH',
      'tableau-3': 'KS',
      stock: '7h 6h',
    };
    const [drawThree, drawOne] = [3, 1].map((draw) => klondikePosition(piles, { draw: draw as 1 | 3 }));
    expect(klondike.moves(drawThree), 'legal moves').to.not.be.empty;
    const { space, root } = klondikeSpace(drawThree);
    expect(space.moves(root), "the solver's moves").to.be.empty;
    expect(solveAndCheck(drawThree, 1000)).to.deep.equal({ result: 'lost', nodes: 2 });
    // The Six on top instead, or drawn one at a time, it goes home, and every card after it.
    expect(solveAndCheck(klondikePosition({ ...piles, stock: '6h 7h' }, { draw: 3 }), 1000).result).to.equal('won');
    expect(solveAndCheck(drawOne, 1000).result).to.equal('won');
  });

  it('with no end of passes, counts a waste as covered by a shorter one a draw apart, and one of whole draws by any', () => {
    // The same row of seven cards, drawn three at a time, with 0 … 7 of them on the waste.
    const row = ['2c', '3c', '4c', '5c', '6c', '7c', '8c'];
    const places = (options: object) =>
      [0, 1, 2, 3, 4, 5, 6, 7].map((onWaste) => {
        const state = klondikePosition(
          {
            'tableau-1': 'KH',
            waste: row.slice(0, onWaste).join(' ').toUpperCase(),
            stock: row.slice(onWaste).reverse().join(' '),
          },
          { draw: 3, ...options },
        );
        const { space, root } = klondikeSpace(state);
        return space.places?.(root);
      });
    // Three, six or seven on the waste reach what an empty one does: the next pass's third and
    // sixth cards, and the last. Four reach those and the fourth; one reaches those, the fourth
    // and the first.
    const wholeDraws = [0, 1, 2, 4, 5];
    expect(places({})).to.deep.equal([wholeDraws, [1], [2], wholeDraws, [4, 1], [5, 2], wholeDraws, wholeDraws]);
    // Drawing one, every waste reaches every card; with a last pass, the waste is part of the key.
    expect(places({ draw: 1 })).to.deep.equal(Array(8).fill([0]));
    expect(places({ passes: 3 })).to.deep.equal(Array(8).fill(undefined));
    // Canfield's row the same way.
    const canfieldPlaces = (options: object) => {
      const { space, root } = canfieldSpace(canfield.deal(1, options));
      return space.places?.(root);
    };
    expect(canfieldPlaces({})).to.include.members([0, 1, 2, 4, 5]).and.not.include(3);
    expect(canfieldPlaces({ passes: 3 })).to.equal(undefined);
  });

  it('skips a position that a position seen covers; with no cover, both are searched', () => {
    // Two positions the same but for their place; a search sees the covering one first.
    type Position = { name: string; place: number };
    const expanded: string[] = [];
    const space = (covers: boolean): SearchSpace<Position, Position> => ({
      key: (position, print) => print.addText(position.name === 'root' ? 'root' : 'twin'),
      places: (position) => (covers && position.place === 4 ? [4, 1] : [position.place]),
      won: () => false,
      moves: (position) => {
        expanded.push(`${position.name}@${position.place}`);
        return position.name === 'root'
          ? [
              { name: 'a', place: 1 },
              { name: 'b', place: 4 },
            ]
          : [];
      },
      play: (_, move) => move,
      score: () => 0,
    });
    const root = { name: 'root', place: 0 };
    expect(depthFirst(space(true), root, 100)).to.deep.equal({ result: 'lost', nodes: 2 });
    expect(expanded).to.deep.equal(['root@0', 'a@1']);
    expanded.length = 0;
    expect(depthFirst(space(false), root, 100)).to.deep.equal({ result: 'lost', nodes: 3 });
    expect(expanded).to.deep.equal(['root@0', 'a@1', 'b@4']);
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

  it('sees at once that a Canfield card lying above a card of its suit that goes home first never goes home', () => {
    // Base Eight: the Seven of hearts goes home last of the hearts, the Nine second, and lies under
    // it in a pile that moves only whole. Every other card is in the stock, at hand.
    const pile = (cards: string) => canfieldPosition({ 'tableau-1': cards, stock: stockWithout(`8S ${cards}`) });
    const lost = pile('9H 8C 7H');
    expect(canfield.moves(lost), 'legal moves').to.not.be.empty;
    const { space, root } = canfieldSpace(lost);
    expect(space.moves(root), "the solver's moves").to.be.empty;
    expect(solveAndCheck(lost, 1000)).to.deep.equal({ result: 'lost', nodes: 1 });
    // The Seven of diamonds there instead waits for no card under it.
    expect(solveAndCheck(pile('9H 8C 7D'), 50_000).result).to.equal('won');
  });

  it('drops only Canfield positions that a search without the block check cannot win either (random play)', function () {
    this.timeout(120_000); // some hundred walks; Firefox is the slower
    // Random play that builds piles (two moves in three onto the tableau) soon lays a card above one
    // of its suit that goes home before it: searched through without the check, none is won.
    let dropped = 0;
    const toTableau = (moves: Move[]) => moves.filter((move) => 'to' in move && move.to.startsWith('tableau'));
    const droppedByCheck = (state: CanfieldState) => {
      const checked = canfieldSpace(state);
      const unchecked = canfieldSpace(state, false);
      return !checked.space.moves(checked.root).length && unchecked.space.moves(unchecked.root).length > 0;
    };
    for (let seed = 1; seed <= 300; seed++) {
      const droppedAt = randomWalk(canfield, canfield.deal(seed), seed, toTableau, droppedByCheck);
      if (!droppedAt) continue;
      const unchecked = canfieldSpace(droppedAt.state, false);
      const answer = depthFirst(unchecked.space, unchecked.root, 20_000);
      expect(answer.result, `deal ${seed}, move ${droppedAt.step}`).to.not.equal('won');
      dropped++;
    }
    expect(dropped, 'positions dropped').to.be.greaterThan(3);
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
