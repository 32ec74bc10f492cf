// Sun's corners: the checks a later check would otherwise cover, the order auto-foundation and the
// hint choose in, the last steps of the procedure and moves of the wrong shape. Each test names the
// position that tells the rule from its near misses (docs/mutation.md).
import { expect } from 'chai';
import { IllegalMoveError, sun, sunStep, type Game, type SunState } from '../../src/engine/index.js';
import { refusalIn, suitDown, suitUpTo, sunPosition as position } from './positions.js';

const ADVANCE = { action: 'advance' } as const;

/** The code of the refusal `move` gets, the state unchanged. */
const codeOf = (state: SunState, move: unknown) => refusalIn(sun as unknown as Game<SunState, object>, state, move).code;

/** The Kings base of a suit from the King down to `bottom`. */
const kingsDownTo = (suit: 'C' | 'D' | 'H' | 'S', bottom: number) =>
  suitDown(suit)
    .split(' ')
    .slice(0, 14 - bottom)
    .join(' ');

describe('sun: bases', () => {
  it('a base one card from complete names the last card; a complete one says so', () => {
    // Aces up to the Queen want the King; Kings down to the 2 want the Ace.
    const state = position({ 'aces-1': suitUpTo('C', 12), 'kings-1': kingsDownTo('D', 2), 'ray-1': '5C', 'ray-2': '5D' });
    const queenUp = () => sun.play(state, { from: 'ray-1', to: 'aces-1' });
    expect(queenUp).to.throw(IllegalMoveError).with.property('reason', 'Next on this base: the King of clubs');
    expect(() => sun.play(state, { from: 'ray-2', to: 'kings-1' }))
      .to.throw(IllegalMoveError)
      .with.property('reason', 'Next on this base: the Ace of diamonds');
    const complete = position({ 'aces-1': suitUpTo('C', 13), 'kings-1': suitDown('D'), 'ray-1': '5C', 'ray-2': '5D' });
    expect(() => sun.play(complete, { from: 'ray-1', to: 'aces-1' }))
      .to.throw(IllegalMoveError)
      .with.property('reason', 'This base is complete');
    expect(codeOf(complete, { from: 'ray-2', to: 'kings-1' })).to.equal('baseComplete');
  });

  it('a King for a Kings base whose row has its suit is refused by name', () => {
    const state = position({ 'kings-1': 'KC', 'ray-1': 'KC' });
    expect(() => sun.play(state, { from: 'ray-1', to: 'kings-2' }))
      .to.throw(IllegalMoveError)
      .with.property('reason', 'The kings row already has clubs');
  });

  it('a base card moves between bases only to the other base of its suit', () => {
    const state = position({ 'aces-1': 'AC 2C', 'kings-1': 'KD QD', 'kings-2': 'KC QC JC TC 9C 8C 7C 6C 5C 4C 3C' });
    expect(codeOf(state, { from: 'aces-1', to: 'kings-1' })).to.equal('otherBase');
    expect(sun.play(state, { from: 'kings-2', to: 'aces-1' }).piles['aces-1']).to.have.length(3);
  });
});

describe('sun: auto-foundation and the hint', () => {
  it('auto-foundation takes a fit to an aces base before an earlier fit to a kings base; off takes none', () => {
    // Ray 1's Queen fits the Kings base of diamonds; Ray 2's 3 fits the Aces base of clubs.
    const state = position({ 'ray-1': 'QD', 'ray-2': '3C', 'aces-1': 'AC 2C', 'kings-1': 'KD' });
    expect(sun.autoMove(state, 'safe')).to.deep.equal({ from: 'ray-2', to: 'aces-1' });
    expect(sun.autoMove(state, 'off')).to.equal(null);
  });

  it('a card above the aces top brings the kings base up; one below it takes the aces base down', () => {
    // Clubs meet at 3 (aces) and 4 (kings); the wind has blown, so only moves between bases help.
    const bases = { 'aces-1': 'AC 2C 3C', 'kings-1': kingsDownTo('C', 4) };
    const above = position({ ...bases, 'cloud-1': '9C 8D' }, { windBlown: true });
    expect(sun.hint(above)).to.deep.equal({ from: 'kings-1', to: 'aces-1' });
    const below = position({ ...bases, 'cloud-1': '2C 8D' }, { windBlown: true });
    expect(sun.hint(below)).to.deep.equal({ from: 'aces-1', to: 'kings-1' });
  });

  it('after the wind, a direct fit keeps the game going; a suit with one base started never meets', () => {
    const fits = position({ 'aces-1': 'AC 2C', 'cloud-1': '3C 8D' }, { windBlown: true });
    expect(sun.status(fits)).to.equal('playing');
    const lone = position({ 'aces-1': 'AC 2C', 'cloud-1': '9C 8D' }, { windBlown: true });
    expect(sun.status(lone)).to.equal('lost');
  });
});

describe('sun: the last steps and the open ray', () => {
  it('with every ray scattered and no cloud, the advance is refused: every card is on the bases', () => {
    const state = position({ 'aces-1': 'AC' }, { scattered: 13 });
    expect(() => sun.play(state, ADVANCE))
      .to.throw(IllegalMoveError)
      .with.property('reason', 'Every card is on the bases');
    expect(sunStep(state)).to.equal(null);
  });

  it('a scatter that deals its whole packet makes no cloud', () => {
    const state = position({ 'ray-12': '5C', 'ray-13': '9D' }, { scattered: 11 });
    const scattered = sun.play(state, ADVANCE);
    expect(Object.keys(scattered.piles).filter((id) => id.startsWith('cloud-'))).to.deep.equal([]);
    expect(scattered.piles['ray-13']).to.have.length(2);
  });

  it('only the open ray lets a lower card go; its positions end at its top', () => {
    const closed = position({ 'ray-1': 'AC 5D' });
    expect(sun.moves(closed)).to.not.deep.include({ from: 'ray-1', to: 'aces-1', index: 0 });
    const open = position({ 'ray-1': 'AC 5D' }, { phase: 2, pointer: 1 });
    expect(sun.moves(open)).to.deep.include({ from: 'ray-1', to: 'aces-1', index: 0 });
    expect(codeOf(open, { from: 'ray-1', to: 'aces-1', index: 2 })).to.equal('noCard');
  });
});

describe('sun: moves of the wrong shape', () => {
  const state = position({ 'ray-1': 'AC' });

  it('are refused as no move, the advance included', () => {
    expect(codeOf(state, null)).to.equal('notAMove');
    expect(codeOf(state, { from: 'ray-1' })).to.equal('notAMove');
    expect(codeOf(state, { action: 'advance', from: 'ray-1' })).to.equal('notAMove');
    expect(codeOf(state, { action: 'jump' })).to.equal('notAMove');
    expect(
      codeOf(
        state,
        Object.assign(() => {}, { action: 'advance' }),
      ),
    ).to.equal('notAMove');
  });

  it('name the game and its options', () => {
    expect(sun.name).to.equal('sun');
    expect(() => sun.deal(0, { draw: 3 } as never)).to.throw(TypeError, 'sun has no option "draw"');
  });
});
