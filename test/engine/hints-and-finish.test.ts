import { expect } from 'chai';
import { canfield, finishingMoves, klondike, replay, sun, type Move } from '../../src/engine/index.js';
import { canfieldPosition, klondikePosition, suitUpTo, sunBasesBarSpadesDown, sunPosition } from './positions.js';

/** Every suit home but `top` and above: the rest laid out as `piles`. */
const allHomeBut = (tops: Record<'C' | 'D' | 'H' | 'S', number>) => ({
  'foundation-1': suitUpTo('C', tops.C),
  'foundation-2': suitUpTo('D', tops.D),
  'foundation-3': suitUpTo('H', tops.H),
  'foundation-4': suitUpTo('S', tops.S),
});

describe('canfield hints: foundations, then the reserve, the waste, the columns, the stock', () => {
  // Base rank 8 (positions.ts lays 8S on foundation-1).
  it('sends a card home before anything else', () => {
    const state = canfieldPosition({ reserve: '3H', waste: 'TD', 'tableau-1': '9S', 'tableau-2': 'JC', stock: 'kd' });
    expect(canfield.hint(state)).to.deep.equal({ from: 'tableau-1', to: 'foundation-1' });
  });

  it('then plays from the reserve', () => {
    const state = canfieldPosition({ reserve: 'qh 3H', waste: '5C', 'tableau-1': '4S', 'tableau-2': '6D', stock: 'kd' });
    expect(canfield.hint(state)).to.deep.equal({ from: 'reserve', to: 'tableau-1' });
  });

  it('then from the waste', () => {
    const state = canfieldPosition({ reserve: 'qh 2H', waste: '5C', 'tableau-1': '4S', 'tableau-2': '6D', stock: 'kd' });
    expect(canfield.hint(state)).to.deep.equal({ from: 'waste', to: 'tableau-2' });
  });

  it('then a whole column onto another, then the stock; nothing once the game is over', () => {
    const columns = canfieldPosition({ reserve: 'qh 2H', waste: '', 'tableau-1': '5C', 'tableau-2': '6D', stock: 'kd' });
    expect(canfield.hint(columns)).to.deep.equal({ from: 'tableau-1', to: 'tableau-2' });
    const stock = canfieldPosition({ reserve: 'qh 2H', 'tableau-1': '5C', 'tableau-2': '9D', stock: '4h' });
    expect(canfield.hint(stock)).to.deep.equal({ from: 'stock', to: 'waste' });
  });
});

describe('finishingMoves: foundation moves and draws alone', () => {
  it('finishes Klondike through the stock: each move a draw, a turn-over or a card home', () => {
    const state = klondikePosition({ ...allHomeBut({ C: 11, D: 13, H: 13, S: 12 }), stock: 'KS kc', waste: 'QC' });
    const moves = finishingMoves(klondike, state)!;
    expect(moves).to.not.equal(null);
    for (const move of moves)
      expect(
        'from' in move && (move.to.startsWith('foundation') || move.from === 'stock' || move.to === 'stock'),
        JSON.stringify(move),
      ).to.equal(true);
    let position = state;
    for (const move of moves) position = klondike.play(position, move);
    expect(klondike.status(position)).to.equal('won');
    // The shortest way: the Queen up, draw and send each King up.
    expect(moves).to.deep.equal([
      { from: 'waste', to: 'foundation-1' },
      { from: 'stock', to: 'waste' },
      { from: 'waste', to: 'foundation-1' },
      { from: 'stock', to: 'waste' },
      { from: 'waste', to: 'foundation-4' },
    ]);
  });

  it('turns the waste over when the card needed is under another', () => {
    const state = klondikePosition({ ...allHomeBut({ C: 11, D: 13, H: 13, S: 13 }), waste: 'QC KC' });
    const moves = finishingMoves(klondike, state)!;
    expect(moves[0]).to.deep.equal({ from: 'waste', to: 'stock' });
    expect(moves.at(-1)).to.deep.equal({ from: 'waste', to: 'foundation-1' });
  });

  it('says null when a column card is in the way, and stops cycling the stock', () => {
    const blocked = klondikePosition({ ...allHomeBut({ C: 11, D: 13, H: 13, S: 13 }), 'tableau-1': 'QC KC', stock: 'kd' });
    expect(finishingMoves(klondike, blocked)).to.equal(null);
    // Draws that send nothing up end the search, however many passes are left.
    const cycling = klondikePosition({ ...allHomeBut({ C: 10, D: 13, H: 13, S: 13 }), 'tableau-1': 'JC QC', waste: 'KC' });
    expect(finishingMoves(klondike, cycling)).to.equal(null);
  });

  it('has nothing to finish once the game is won', () => {
    const won = klondikePosition(allHomeBut({ C: 13, D: 13, H: 13, S: 13 }));
    expect(klondike.status(won)).to.equal('won');
    expect(finishingMoves(klondike, won)).to.equal(null);
  });

  it('finishes Sun with its steps and cards home, and is null before the cards can all go', () => {
    const bases = sunBasesBarSpadesDown;
    // The Two lies under the Ace: only scattering the ray brings them out in order.
    const nearly = sunPosition({ ...bases, 'kings-4': 'KS QS JS TS 9S 8S 7S 6S 5S 4S 3S', 'ray-5': '2S AS' }, { scattered: 4 });
    const moves = finishingMoves(sun, nearly)!;
    expect(moves).to.not.equal(null);
    expect(
      moves.some((m: Move) => 'action' in m),
      'a step of the procedure',
    ).to.equal(true);
    expect(sun.status(moves.reduce((s, m) => sun.play(s, m), nearly))).to.equal('won');
    const stuck = sunPosition(
      { ...bases, 'kings-4': 'KS QS JS TS 9S 8S 7S 6S 5S 4S', 'cloud-1': 'AS 3S 2S' },
      { scattered: 13, windBlown: true },
    );
    expect(finishingMoves(sun, stuck)).to.equal(null);
  });

  it('replays: the moves are legal from the deal on', () => {
    const state = klondike.deal(5);
    expect(finishingMoves(klondike, state)).to.equal(null);
    expect(() => replay('klondike', 5, {}, [])).to.not.throw();
  });
});
