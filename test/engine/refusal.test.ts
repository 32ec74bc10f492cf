import { expect } from 'chai';
import { IllegalMoveError, canfield, clock, klondike, sameMove, sun, type Move } from '../../src/engine/index.js';
import { canfieldPosition, clockPosition, klondikePosition, suitUpTo, sunPosition } from './positions.js';

/** The error `play` throws, which must be an IllegalMoveError. */
function refusalOf(play: () => unknown): IllegalMoveError {
  try {
    play();
  } catch (error) {
    expect(error).to.be.instanceOf(IllegalMoveError);
    return error as IllegalMoveError;
  }
  throw new Error('the move was not refused');
}

const summary = (error: IllegalMoveError) => ({ code: error.code, params: error.params, reason: error.reason });

describe('refusals carry a code and the values they name', () => {
  it('Klondike: a card on the wrong colour names both cards by rank and colour', () => {
    const state = klondikePosition({ 'tableau-1': '5S', 'tableau-2': '6C', stock: 'kd' });
    expect(summary(refusalOf(() => klondike.play(state, { from: 'tableau-1', to: 'tableau-2' })))).to.deep.equal({
      code: 'needs',
      params: { colour: 'black', rank: 5, other: 'red', next: 6 },
      reason: 'A black 5 needs a red 6',
    });
  });

  it('Klondike: the next card of a foundation by rank and suit; shape errors by code', () => {
    const state = klondikePosition({ 'tableau-1': '3H', 'foundation-1': 'AH', stock: 'kd' });
    expect(summary(refusalOf(() => klondike.play(state, { from: 'tableau-1', to: 'foundation-1' })))).to.deep.equal({
      code: 'nextOnFoundation',
      params: { rank: 2, suit: 'hearts' },
      reason: 'Next on this foundation: the 2 of hearts',
    });
    expect(summary(refusalOf(() => klondike.play(state, { from: 'moon', to: 'tableau-1' })))).to.deep.equal({
      code: 'noPile',
      params: { pile: 'moon' },
      reason: 'There is no pile called "moon"',
    });
    expect(refusalOf(() => klondike.play(state, null as unknown as Move)).code).to.equal('notAMove');
  });

  it('Canfield: an empty foundation names the base rank it builds from', () => {
    const state = canfieldPosition({ 'tableau-1': '4C', stock: 'kd' });
    expect(summary(refusalOf(() => canfield.play(state, { from: 'tableau-1', to: 'foundation-2' })))).to.deep.equal({
      code: 'buildsFrom',
      params: { rank: 8 },
      reason: 'This foundation builds up from 8',
    });
  });

  it('Clock: only the card in hand, and where a card goes, by its hour', () => {
    const state = clockPosition({ 'hour-1': 'as', center: 'AS' }, 'center');
    expect(summary(refusalOf(() => clock.play(state, { from: 'hour-1', to: 'center' })))).to.deep.equal({
      code: 'onlyHand',
      params: { rank: 1, suit: 'spades' },
      reason: 'Only the card in hand moves: the Ace of spades',
    });
    expect(summary(refusalOf(() => clock.play(state, { from: 'center', to: 'hour-2' })))).to.deep.equal({
      code: 'aceGoesToHour',
      params: { rank: 1, hour: 1 },
      reason: "An Ace goes to 1 o'clock",
    });
  });

  it('Sun: a base names the card it wants', () => {
    const state = sunPosition({ 'ray-1': '3C', 'aces-1': 'AC' });
    expect(summary(refusalOf(() => sun.play(state, { from: 'ray-1', to: 'aces-1' })))).to.deep.equal({
      code: 'nextOnBase',
      params: { rank: 2, suit: 'clubs' },
      reason: 'Next on this base: the 2 of clubs',
    });
  });
});

describe('sameMove', () => {
  it('treats a missing count as one and ignores key order', () => {
    expect(sameMove({ from: 'a', to: 'b' }, { to: 'b', from: 'a', count: 1 })).to.equal(true);
    expect(sameMove({ from: 'a', to: 'b', count: 2 }, { from: 'a', to: 'b' })).to.equal(false);
    expect(sameMove({ from: 'a', to: 'b' }, { from: 'a', to: 'c' })).to.equal(false);
    expect(sameMove({ from: 'a', to: 'b' }, { from: 'c', to: 'b' })).to.equal(false);
  });

  it('tells Sun positions apart, and the advance from any card move', () => {
    expect(sameMove({ from: 'ray-1', to: 'aces-1', index: 0 }, { from: 'ray-1', to: 'aces-1', index: 0 })).to.equal(true);
    expect(sameMove({ from: 'ray-1', to: 'aces-1', index: 0 }, { from: 'ray-1', to: 'aces-1', index: 1 })).to.equal(false);
    expect(sameMove({ from: 'ray-1', to: 'aces-1', index: 0 }, { from: 'ray-1', to: 'aces-1' })).to.equal(false);
    expect(sameMove({ action: 'advance' }, { action: 'advance' })).to.equal(true);
    expect(sameMove({ action: 'advance' }, { from: 'stock', to: 'waste' })).to.equal(false);
    expect(sameMove({ from: 'stock', to: 'waste' }, { action: 'advance' })).to.equal(false);
  });
});

describe('moves and options from another realm (an iframe, a vm context)', () => {
  it('are plain objects all the same; class instances and arrays are not', async () => {
    const { runInNewContext } = await import('node:vm');
    const draw = runInNewContext('({ from: "stock", to: "waste" })') as Move;
    expect(klondike.play(klondike.deal(1), draw).piles.waste).to.have.length(1);
    expect(klondike.deal(1, runInNewContext('({ draw: 3 })')).options.draw).to.equal(3);
    class NotAMove {
      from = 'stock';
      to = 'waste';
    }
    expect(refusalOf(() => klondike.play(klondike.deal(1), new NotAMove() as Move)).code).to.equal('notAMove');
    expect(refusalOf(() => klondike.play(klondike.deal(1), ['stock', 'waste'] as unknown as Move)).code).to.equal('notAMove');
  });
});

describe('each refusal by its code, where a later check would refuse too', () => {
  const codeOf = (play: () => unknown) => refusalOf(play).code;

  it('Canfield: the same pile, an empty pile, too many cards, several cards home, not a move', () => {
    const state = canfieldPosition({ 'tableau-1': '9D', 'tableau-2': '7C 6H', 'tableau-3': '', stock: '9h 2d' });
    expect(codeOf(() => canfield.play(state, { from: 'tableau-1', to: 'tableau-1' }))).to.equal('alreadyThere');
    expect(codeOf(() => canfield.play(state, { from: 'tableau-3', to: 'tableau-1' }))).to.equal('noCard');
    expect(codeOf(() => canfield.play(state, { from: 'tableau-1', to: 'tableau-2', count: 3 }))).to.equal('notThatMany');
    expect(codeOf(() => canfield.play(state, { from: 'tableau-2', to: 'foundation-2', count: 2 }))).to.equal('oneToFoundation');
    expect(codeOf(() => canfield.play(state, null as unknown as Move))).to.equal('notAMove');
  });

  it('Sun: a complete base, a base of the same row, an empty ray, a base card named by position', () => {
    const full = suitUpTo('C', 13);
    const state = sunPosition({ 'aces-1': full, 'kings-1': 'KC QC', 'aces-2': 'AD 2D', 'ray-1': '5C', 'ray-2': '' });
    expect(codeOf(() => sun.play(state, { from: 'ray-1', to: 'aces-1' }))).to.equal('baseComplete');
    expect(codeOf(() => sun.play(state, { from: 'aces-2', to: 'kings-1' }))).to.equal('otherBase');
    expect(codeOf(() => sun.play(state, { from: 'ray-2', to: 'aces-2' }))).to.equal('noCard');
    expect(codeOf(() => sun.play(state, { from: 'aces-2', to: 'kings-1', index: 1 }))).to.equal('notAMove');
  });
});
