// The solver's checks that drop a position without searching it: cards that can never move,
// wastes covered by others, positions seen before. Each drops only what search cannot win either.
import { expect } from 'chai';
import { canfield, klondike, type CanfieldState, type Move } from '../../src/engine/index.js';
import { canfieldSpace } from '../../src/engine/solver/canfield-space.js';
import { klondikeSpace } from '../../src/engine/solver/klondike-space.js';
import { depthFirst, type SearchSpace } from '../../src/engine/solver/search.js';
import { canfieldPosition, klondikePosition, suitUpTo } from './positions.js';
import { heartsToThree, randomWalk, solveAndCheck, stockWithout } from './solver-checks.js';

describe('solve: positions dropped at once', () => {
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
});
