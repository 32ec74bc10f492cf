import { expect } from 'chai';
import { IllegalMoveError, formatCards, klondike, shuffle, type KlondikeState, type Move } from '../../src/engine/index.js';
import { klondikePosition as position, suitUpTo } from './positions.js';

/** Plays a move that must be legal. */
const play = (state: KlondikeState, move: Move) => klondike.play(state, move);
const text = (state: KlondikeState, pile: string) => formatCards(state.piles[pile]);

/** Asserts the move is refused with `reason` and leaves the state as it was. */
function refused(state: KlondikeState, move: unknown, reason: string | RegExp) {
  const before = JSON.stringify(state);
  let error: unknown;
  try {
    klondike.play(state, move as Move);
  } catch (e) {
    error = e;
  }
  expect(error, 'refused').to.be.instanceOf(IllegalMoveError);
  expect((error as IllegalMoveError).name).to.equal('IllegalMoveError');
  if (typeof reason === 'string') expect((error as IllegalMoveError).reason).to.equal(reason);
  else expect((error as IllegalMoveError).reason).to.match(reason);
  expect(JSON.stringify(state)).to.equal(before);
}

describe('klondike tableau', () => {
  it('builds down in alternating colours', () => {
    const s = position({ 'tableau-1': '6H', 'tableau-2': '7S', 'tableau-3': '7D', stock: 'ac' });
    expect(text(play(s, { from: 'tableau-1', to: 'tableau-2' }), 'tableau-2')).to.equal('7S 6H');
    refused(s, { from: 'tableau-1', to: 'tableau-3' }, 'A red 6 needs a black 7');
  });

  it('needs a card exactly one rank higher', () => {
    const s = position({ 'tableau-1': '5H', 'tableau-2': '7S', stock: 'ac' });
    refused(s, { from: 'tableau-1', to: 'tableau-2' }, 'A red 5 needs a black 6');
  });

  it('takes only a King, or a run headed by one, in an empty column', () => {
    const s = position({ 'tableau-1': '2c KH QS JH', 'tableau-2': 'QD', 'tableau-3': '', stock: 'ac' });
    refused(s, { from: 'tableau-2', to: 'tableau-3' }, 'Only a King can go to an empty column');
    const next = play(s, { from: 'tableau-1', to: 'tableau-3', count: 3 });
    expect(text(next, 'tableau-3')).to.equal('KH QS JH');
    expect(text(next, 'tableau-1')).to.equal('2C');
    refused(
      position({ 'tableau-1': 'KH', 'tableau-2': '9S', stock: 'ac' }),
      { from: 'tableau-1', to: 'tableau-2' },
      'A King can only go to an empty column',
    );
  });

  it('moves a face-up run in alternating colours as a unit, and no other group', () => {
    const s = position({ 'tableau-1': '9c 8H 7S 6D', 'tableau-2': '9S', 'tableau-3': '8c 7D 6D', stock: 'ac' });
    const next = play(s, { from: 'tableau-1', to: 'tableau-2', count: 3 });
    expect(text(next, 'tableau-2')).to.equal('9S 8H 7S 6D');
    refused(s, { from: 'tableau-1', to: 'tableau-2', count: 4 }, 'A face-down card cannot move');
    refused(s, { from: 'tableau-3', to: 'tableau-2', count: 2 }, 'Only a run in alternating colours moves together');
    refused(s, { from: 'tableau-1', to: 'tableau-2', count: 9 }, 'There are not that many cards there');
  });

  it('turns a face-down card face up when a move uncovers it, worth 5', () => {
    const s = position({ 'tableau-1': 'kc 6H', 'tableau-2': '7S', stock: 'ac' });
    const next = play(s, { from: 'tableau-1', to: 'tableau-2' });
    expect(text(next, 'tableau-1')).to.equal('KC');
    expect(next.score).to.equal(5);
  });

  it('lists a King to each empty column and counts only when above one', () => {
    const s = position({ 'tableau-1': '3c KH QS', 'tableau-2': '', 'tableau-3': '', stock: 'ac' });
    const moves = klondike.moves(s);
    expect(moves).to.deep.include({ from: 'tableau-1', to: 'tableau-2', count: 2 });
    expect(moves).to.deep.include({ from: 'tableau-1', to: 'tableau-3', count: 2 });
    expect(moves).to.deep.include({ from: 'stock', to: 'waste' });
    expect(moves.every((m) => !('count' in m) || m.count! > 1)).to.equal(true);
  });
});

describe('klondike foundations', () => {
  it('start with an Ace on any empty foundation and build up in suit', () => {
    const s = position({ 'tableau-1': 'AH', waste: '2H', 'tableau-2': '2D', stock: 'ac' });
    expect(klondike.moves(s).filter((m) => 'from' in m && m.from === 'tableau-1' && m.to.startsWith('foundation'))).to.have.length(4);
    const next = play(s, { from: 'tableau-1', to: 'foundation-3' });
    expect(text(next, 'foundation-3')).to.equal('AH');
    expect(text(play(next, { from: 'waste', to: 'foundation-3' }), 'foundation-3')).to.equal('AH 2H');
    refused(next, { from: 'tableau-2', to: 'foundation-3' }, 'Next on this foundation: the 2 of hearts');
    refused(s, { from: 'waste', to: 'foundation-1' }, 'A foundation starts with an Ace');
  });

  it('take one card at a time, and refuse a complete pile more', () => {
    const s = position({ 'tableau-1': '2H AS', 'foundation-1': suitUpTo('C', 13), 'tableau-2': 'AD', stock: 'ac' });
    refused(s, { from: 'tableau-1', to: 'foundation-2', count: 2 }, /one card at a time|alternating/);
    refused(s, { from: 'tableau-2', to: 'foundation-1' }, 'This foundation is complete');
  });

  it('keep their cards unless foundation return is on', () => {
    const s = position({ 'foundation-1': 'AS 2S 3S', 'tableau-1': '4D', 'foundation-2': 'AH', stock: 'ac' });
    refused(s, { from: 'foundation-1', to: 'tableau-1' }, 'Cards on a foundation stay there');
    const on = position({ 'foundation-1': 'AS 2S 3S', 'tableau-1': '4D', 'foundation-2': 'AH', stock: 'ac' }, { foundationReturn: true });
    const next = play({ ...on, score: 100 }, { from: 'foundation-1', to: 'tableau-1' });
    expect(text(next, 'tableau-1')).to.equal('4D 3S');
    expect(next.score).to.equal(85);
    refused(on, { from: 'foundation-1', to: 'foundation-2' }, 'A card from a foundation can only go back to a column');
    refused(on, { from: 'foundation-2', to: 'tableau-1' }, 'A red Ace needs a black 2');
  });
});

describe('klondike stock and waste', () => {
  const stock = 'ac 2c 3c 4c 5c'; // 5C on top: the first card drawn

  it('draw 1 turns one card face up onto the waste', () => {
    const next = play(position({ stock }), { from: 'stock', to: 'waste' });
    expect(text(next, 'waste')).to.equal('5C');
    expect(text(next, 'stock')).to.equal('ac 2c 3c 4c');
  });

  it('draw 3 turns three, one at a time, so the last turned lies on top; fewer when fewer remain', () => {
    const s = position({ stock }, { draw: 3 });
    const once = play(s, { from: 'stock', to: 'waste' });
    expect(text(once, 'waste')).to.equal('5C 4C 3C');
    const twice = play(once, { from: 'stock', to: 'waste' });
    expect(text(twice, 'waste')).to.equal('5C 4C 3C 2C AC');
    expect(twice.piles.stock).to.have.length(0);
    refused(twice, { from: 'stock', to: 'waste' }, 'The stock is empty');
  });

  it('only the top waste card plays', () => {
    const s = play(position({ stock, 'tableau-1': '5H' }, { draw: 3 }), { from: 'stock', to: 'waste' });
    refused(s, { from: 'waste', to: 'tableau-1', count: 2 }, 'Only the top card can move from there');
  });

  it('turning the waste over keeps the order: the first card turned is drawn first again', () => {
    let s = position({ stock });
    for (let i = 0; i < 5; i++) s = play(s, { from: 'stock', to: 'waste' });
    const over = play(s, { from: 'waste', to: 'stock' });
    expect(text(over, 'stock')).to.equal(stock);
    expect(over.piles.waste).to.have.length(0);
    expect(over.redeals).to.equal(1);
  });

  it('refuses turning over with cards in the stock, an empty waste, or no passes left', () => {
    refused(play(position({ stock }), { from: 'stock', to: 'waste' }), { from: 'waste', to: 'stock' }, 'The stock still has cards');
    refused(position({ 'tableau-1': '5H', stock: '' }), { from: 'waste', to: 'stock' }, /waste is empty|game is over/);
    refused(position({ waste: '5C', 'tableau-1': '7H' }, { passes: 1 }), { from: 'waste', to: 'stock' }, /no passes left|game is over/);
  });

  it('passes=3 allows two turnings over', () => {
    let s = position({ stock: 'ac', 'tableau-1': 'KH' }, { passes: 3 });
    for (let i = 0; i < 2; i++) {
      s = play(s, { from: 'stock', to: 'waste' });
      s = play(s, { from: 'waste', to: 'stock' });
    }
    s = play(s, { from: 'stock', to: 'waste' });
    expect(
      klondike
        .moves(s)
        .filter((m) => 'from' in m && m.from === 'waste')
        .map((m) => 'from' in m && m.to),
    ).to.deep.equal(['foundation-1', 'foundation-2', 'foundation-3', 'foundation-4']);
    refused(s, { from: 'waste', to: 'stock' }, 'There are no passes left through the stock');
  });

  it('redeal=shuffle shuffles the waste with the deal generator, then turns it over', () => {
    let s = position({ stock }, { redeal: 'shuffle' });
    for (let i = 0; i < 5; i++) s = play(s, { from: 'stock', to: 'waste' });
    const over = play(s, { from: 'waste', to: 'stock' });
    const expected = shuffle(s.piles.waste, s.rng);
    expect(over.rng).to.equal(expected.rng);
    expect(over.rng).not.to.equal(s.rng);
    expect(formatCards(over.piles.stock)).to.equal(formatCards(expected.items.reverse().map((c) => ({ ...c, faceUp: false }))));
  });

  it('refuses other uses of stock and waste, and counts on draws', () => {
    const s = position({ stock, 'tableau-1': '6H' });
    refused(s, { from: 'stock', to: 'tableau-1' }, 'Cards from the stock are drawn onto the waste');
    refused(s, { from: 'tableau-1', to: 'waste' }, 'Only the stock deals onto the waste');
    refused(s, { from: 'tableau-1', to: 'stock' }, 'Cards cannot go back to the stock');
    refused(s, { from: 'stock', to: 'waste', count: 3 }, 'The draw option decides how many cards are drawn');
    expect(text(play(s, { from: 'stock', to: 'waste', count: 1 }), 'waste')).to.equal('5C');
  });
});

describe('klondike scoring', () => {
  it('standard: waste→tableau 5, waste→foundation 10, tableau→foundation 10, foundation→tableau −15', () => {
    const s = position({ waste: 'AS 6H', 'tableau-1': '7C', 'tableau-2': '2H AD', stock: 'kc' }, { foundationReturn: true });
    const a = play(s, { from: 'waste', to: 'tableau-1' });
    expect(a.score).to.equal(5);
    const b = play(a, { from: 'waste', to: 'foundation-1' });
    expect(b.score).to.equal(15);
    const c = play(b, { from: 'tableau-2', to: 'foundation-2' });
    expect(c.score).to.equal(25);
    expect(play(c, { from: 'foundation-1', to: 'tableau-2' }).score).to.equal(10);
  });

  it('standard: never below zero, and drawing is free', () => {
    const s = position({ 'foundation-1': 'AS', 'tableau-1': '2H', stock: 'kc 3c' }, { foundationReturn: true });
    expect(play(s, { from: 'foundation-1', to: 'tableau-1' }).score).to.equal(0);
    expect(play({ ...s, score: 7 }, { from: 'stock', to: 'waste' }).score).to.equal(7);
  });

  it('standard draw 1: −100 for each turning over', () => {
    const s = position({ waste: '3c 4c', 'tableau-1': 'KH', 'tableau-3': 'AH' });
    expect(play({ ...s, score: 250 }, { from: 'waste', to: 'stock' }).score).to.equal(150);
    expect(play({ ...s, score: 50 }, { from: 'waste', to: 'stock' }).score).to.equal(0);
  });

  it('standard draw 3: the first two turnings over are free, then −20 each', () => {
    let s = position({ stock: '3c', 'tableau-1': 'KH', 'tableau-3': 'AH' }, { draw: 3 }, { score: 100 });
    const scores: number[] = [];
    for (let i = 0; i < 4; i++) {
      s = play(play(s, { from: 'stock', to: 'waste' }), { from: 'waste', to: 'stock' });
      scores.push(s.score);
    }
    expect(scores).to.deep.equal([100, 100, 80, 60]);
  });

  it('vegas: starts at −52, +5 per card up, −5 per card back, never clamped', () => {
    const s = position({ 'tableau-1': 'AH', 'tableau-2': '2S' }, { scoring: 'vegas', foundationReturn: true, passes: 'unlimited' });
    expect(s.score).to.equal(-52);
    const up = play(s, { from: 'tableau-1', to: 'foundation-1' });
    expect(up.score).to.equal(-47);
    expect(play(up, { from: 'foundation-1', to: 'tableau-2' }).score).to.equal(-52);
    expect(play({ ...up, score: -100 }, { from: 'foundation-1', to: 'tableau-2' }).score).to.equal(-105);
  });

  it('none: always 0', () => {
    const s = position({ 'tableau-1': 'kc AH', 'tableau-2': '2H', waste: '3c 4c' }, { scoring: 'none' });
    const next = play(s, { from: 'tableau-1', to: 'foundation-1' });
    expect(next.score).to.equal(0);
    expect(play(next, { from: 'waste', to: 'stock' }).score).to.equal(0);
  });
});

describe('klondike end of the game', () => {
  it('is won with all 52 cards on the foundations; then no moves and "The game is over"', () => {
    const s = position({
      'foundation-1': suitUpTo('C', 13),
      'foundation-2': suitUpTo('D', 13),
      'foundation-3': suitUpTo('H', 13),
      'foundation-4': suitUpTo('S', 12),
      waste: 'KS',
    });
    const won = play(s, { from: 'waste', to: 'foundation-4' });
    expect(klondike.status(won)).to.equal('won');
    expect(klondike.moves(won)).to.deep.equal([]);
    refused(won, { from: 'foundation-4', to: 'tableau-1' }, 'The game is over');
  });

  it('is lost when no card can move, even after drawing through the passes left', () => {
    const stuck = position({ 'tableau-1': 'kd 9S', 'tableau-2': 'qd 5H', stock: '', waste: '3c 4c' }, { passes: 1 });
    expect(klondike.status(stuck)).to.equal('lost');
    refused(stuck, { from: 'tableau-1', to: 'tableau-2' }, 'The game is over');
  });

  it('stays playing while a card deep in the stock can be reached by drawing', () => {
    const s = position({ 'tableau-1': 'kd 9S', stock: '8H 3c 4c 5c' }, { passes: 1 });
    expect(klondike.status(s)).to.equal('playing');
  });

  it('with keep, follows the exact draw-3 order through one more pass', () => {
    // Draw 3 from 5C 4C 3C 2C 8H: tops are 3C then 8H; after turning over the same again.
    const reachable = position({ 'tableau-1': 'kd 9S', stock: '8H 2c 3c 4c 5c' }, { draw: 3, passes: 1 });
    expect(klondike.status(reachable)).to.equal('playing');
    const buried = position({ 'tableau-1': 'kd 9S', stock: '2c 8h 3c 4c 5c' }, { draw: 3 });
    expect(klondike.status(buried)).to.equal('lost');
    // With redeal=shuffle, a card anywhere in stock or waste counts while a turning over is left.
    expect(klondike.status({ ...buried, options: { ...buried.options, redeal: 'shuffle' } })).to.equal('playing');
  });

  it('does not count moving a King-headed whole column between empty columns', () => {
    const s = position({ 'tableau-1': 'KH QS', 'tableau-2': '', 'tableau-3': 'jd 5c' });
    expect(klondike.status(s)).to.equal('lost');
    const withCardUnder = position({ 'tableau-1': '2c KH QS', 'tableau-2': '', 'tableau-3': 'jd 5c' });
    expect(klondike.status(withCardUnder)).to.equal('playing');
  });
});

describe('klondike auto-foundation', () => {
  it('safe moves Aces and 2s always, others when both opposite-colour foundations reach one below', () => {
    const s = position({ 'tableau-1': '3H', 'foundation-1': 'AH 2H', 'foundation-2': 'AC', 'foundation-3': 'AS 2S', stock: 'kc' });
    expect(klondike.autoMove(s, 'safe')).to.equal(null);
    expect(klondike.autoMove(s, 'all')).to.deep.equal({ from: 'tableau-1', to: 'foundation-1' });
    const safe = { ...s, piles: { ...s.piles, 'foundation-2': position({ 'foundation-2': 'AC 2C' }).piles['foundation-2'] } };
    expect(klondike.autoMove(safe, 'safe')).to.deep.equal({ from: 'tableau-1', to: 'foundation-1' });
    expect(klondike.autoMove(position({ waste: 'AD', stock: 'kc' }), 'safe')).to.deep.equal({ from: 'waste', to: 'foundation-1' });
    expect(klondike.autoMove(s, 'off')).to.equal(null);
  });
});

describe('klondike move shapes', () => {
  it('refuses things that are not moves with a reason', () => {
    const s = klondike.deal(3);
    refused(s, null, 'That is not a move');
    refused(s, 'stock', 'That is not a move');
    refused(s, [], 'That is not a move');
    refused(s, { from: 'tableau-1' }, 'That is not a move');
    refused(s, { from: 'tableau-9', to: 'tableau-1' }, 'There is no pile called "tableau-9"');
    refused(s, { from: 'tableau-1', to: 'tableau-2', count: 0 }, 'That is not a number of cards');
    refused(s, { from: 'tableau-1', to: 'tableau-2', index: 0 }, 'That is not a move');
    refused(s, { action: 'advance' }, 'That is not a move');
  });

  it('gives a hint that is a legal move', () => {
    const s = klondike.deal(0);
    const hint = klondike.hint(s)!;
    expect(klondike.moves(s)).to.deep.include(hint);
  });
});
