import { expect } from 'chai';
import fc from 'fast-check';
import {
  IllegalMoveError,
  cardCode,
  clock,
  formatCards,
  replay,
  shuffledPack,
  type ClockState,
  type Move,
} from '../../src/engine/index.js';
import { clockPosition } from './positions.js';

function refused(state: ClockState, move: unknown, reason: string) {
  const before = JSON.stringify(state);
  expect(() => clock.play(state, move as Move))
    .to.throw(IllegalMoveError)
    .with.property('reason', reason);
  expect(JSON.stringify(state)).to.equal(before);
}

/** Plays a deal to its end (Clock has one legal move at a time). */
function playOut(seed: number) {
  let state = clock.deal(seed);
  const moves: Move[] = [];
  for (let move; (move = clock.moves(state)[0]);) {
    moves.push(move);
    state = clock.play(state, move);
  }
  return { state, moves };
}

describe('clock deal', () => {
  it('deals pack card i to pile i mod 13, all face down but the centre top, which is in hand', () => {
    const pack = shuffledPack(42).pack;
    const state = clock.deal(42);
    expect(state.piles['hour-1'].map(cardCode)).to.deep.equal([0, 13, 26, 39].map((i) => cardCode(pack[i])));
    expect(state.piles['hour-12'].map(cardCode)).to.deep.equal([11, 24, 37, 50].map((i) => cardCode(pack[i])));
    expect(state.piles.center.map(cardCode)).to.deep.equal([12, 25, 38, 51].map((i) => cardCode(pack[i])));
    const faceUp = Object.values(state.piles)
      .flat()
      .filter((c) => c.faceUp);
    expect(faceUp.map(cardCode)).to.deep.equal([cardCode(pack[51])]);
    expect(state).to.include({ game: 'clock', seed: 42, score: 1, hand: 'center' });
    expect(Object.keys(state.piles)).to.have.members([...Array.from({ length: 12 }, (_, i) => `hour-${i + 1}`), 'center']);
  });

  it('takes no options', () => {
    expect(clock.deal(1, {}).options).to.deep.equal({});
    expect(() => clock.deal(1, { draw: 3 } as object)).to.throw(TypeError, /draw/);
    expect(() => clock.deal(-3)).to.throw(RangeError);
  });
});

describe('clock play', () => {
  it("tucks the card in hand face up under the pile of its rank and turns that pile's top card", () => {
    const s = clockPosition({ center: 'kc 5H', 'hour-5': '2c 3d 4s qh' }, 'center');
    expect(clock.moves(s)).to.deep.equal([{ from: 'center', to: 'hour-5' }]);
    const next = clock.play(s, { from: 'center', to: 'hour-5' });
    expect(formatCards(next.piles['hour-5'])).to.equal('5H 2c 3d 4s QH');
    expect(formatCards(next.piles.center)).to.equal('kc');
    expect(next.hand).to.equal('hour-5');
    expect(next.score).to.equal(2);
  });

  it('a card of its own pile is tucked under that same pile', () => {
    const s = clockPosition({ 'hour-5': '2c 3d 4s 5H' }, 'hour-5');
    const next = clock.play(s, { from: 'hour-5', to: 'hour-5' });
    expect(formatCards(next.piles['hour-5'])).to.equal('5H 2c 3d 4S');
    expect(next.hand).to.equal('hour-5');
  });

  it("Ace goes to 1 o'clock, Jack to 11, Queen to 12, King to the middle", () => {
    for (const [code, pile] of [
      ['AS', 'hour-1'],
      ['JD', 'hour-11'],
      ['QC', 'hour-12'],
      ['KH', 'center'],
    ]) {
      const s = clockPosition({ 'hour-7': `7c ${code}`, [pile]: '2c' }, 'hour-7');
      expect(clock.moves(s)).to.deep.equal([{ from: 'hour-7', to: pile }]);
    }
  });

  it('refuses every other destination with a reason a child understands', () => {
    refused(clockPosition({ center: '6H', 'hour-6': '2c' }, 'center'), { from: 'center', to: 'hour-5' }, "A 6 goes to 6 o'clock");
    refused(clockPosition({ 'hour-2': 'KH', center: '2c' }, 'hour-2'), { from: 'hour-2', to: 'hour-12' }, 'A King goes to the middle');
    refused(clockPosition({ 'hour-2': 'AH', 'hour-1': '2c' }, 'hour-2'), { from: 'hour-2', to: 'hour-2' }, "An Ace goes to 1 o'clock");
    refused(
      clockPosition({ 'hour-2': 'AH', 'hour-1': '2c' }, 'hour-2'),
      { from: 'hour-1', to: 'hour-1' },
      'Only the card in hand moves: the Ace of hearts',
    );
    refused(clockPosition({ 'hour-2': 'AH' }, 'hour-2'), { from: 'hour-2', to: 'hour-13' }, 'There is no pile called "hour-13"');
    refused(clockPosition({ 'hour-2': 'AH' }, 'hour-2'), 'advance', 'That is not a move');
  });

  it('ends when the fourth King is tucked under the centre: won only if every card is face up', () => {
    const won = clockPosition({ center: 'KC KD KH', 'hour-4': 'KS' }, 'hour-4', 51);
    const end = clock.play(won, { from: 'hour-4', to: 'center' });
    expect(end.hand).to.equal(null);
    expect(clock.status(end)).to.equal('won');
    expect(clock.moves(end)).to.deep.equal([]);
    refused(end, { from: 'center', to: 'center' }, 'The game is over');
    const lost = clock.play(clockPosition({ center: 'KC KD KH', 'hour-4': '3c KS' }, 'hour-4'), { from: 'hour-4', to: 'center' });
    expect(clock.status(lost)).to.equal('lost');
  });

  it('scores the cards face up', () => {
    const { state } = playOut(5);
    expect(state.score).to.equal(
      Object.values(state.piles)
        .flat()
        .filter((c) => c.faceUp).length,
    );
  });
});

describe('clock ground truth', () => {
  it('wins seeds 0 … 9,999 at a rate within 3 standard errors of exactly 1/13', () => {
    const n = 10000;
    let wins = 0;
    for (let seed = 0; seed < n; seed++) if (clock.status(playOut(seed).state) === 'won') wins++;
    const rate = wins / n;
    const p = 1 / 13;
    const se = Math.sqrt((p * (1 - p)) / n);
    console.log(`Clock: ${wins} of ${n} deals won, rate ${rate.toFixed(4)} (1/13 = ${p.toFixed(4)} ± ${(3 * se).toFixed(4)})`);
    expect(Math.abs(rate - p)).to.be.lessThan(3 * se);
  });

  it('turns one card up with every move but the last, and wins exactly at 52 turned up', () => {
    for (let seed = 0; seed < 300; seed++) {
      const { state, moves } = playOut(seed);
      const turnedUp = state.score;
      expect(clock.status(state) === 'won', `seed ${seed}`).to.equal(turnedUp === 52);
      expect(moves.length).to.equal(turnedUp);
    }
  });
});

describe('clock properties (fast-check)', () => {
  const seedArb = fc.integer({ min: 0, max: 4294967295 });

  it('holds 52 distinct cards, plays purely, survives JSON, and replays', () => {
    fc.assert(
      fc.property(seedArb, fc.nat({ max: 60 }), (seed, steps) => {
        let state = clock.deal(seed);
        const moves: Move[] = [];
        for (let i = 0; i < steps && clock.moves(state).length; i++) {
          const move = clock.moves(state)[0];
          const snapshot = JSON.stringify(state);
          const next = clock.play(state, move);
          expect(JSON.stringify(state)).to.equal(snapshot);
          const copy = JSON.parse(snapshot);
          expect(clock.play(copy, move)).to.deep.equal(next);
          moves.push(move);
          state = next;
          const cards = Object.values(state.piles).flat().map(cardCode);
          expect(new Set(cards).size).to.equal(52);
        }
        expect(replay('clock', seed, undefined, moves)).to.deep.equal(state);
      }),
      { numRuns: 60 },
    );
  });
});
