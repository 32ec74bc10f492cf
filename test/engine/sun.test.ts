import { expect } from 'chai';
import fc from 'fast-check';
import {
  IllegalMoveError,
  cardCode,
  formatCards,
  replay,
  shuffle,
  shuffledPack,
  sun,
  sunStep,
  type Move,
  type SunState,
} from '../../src/engine/index.js';
import { suitDown, sunBasesBarSpadesDown, sunPosition as position } from './positions.js';

const ADVANCE = { action: 'advance' } as const;
const play = (state: SunState, move: Move) => sun.play(state, move);
const text = (state: SunState, pile: string) => formatCards(state.piles[pile]);
const advance = (state: SunState, times = 1) => {
  for (let i = 0; i < times; i++) state = play(state, ADVANCE);
  return state;
};

function refused(state: SunState, move: unknown, reason: string) {
  const before = JSON.stringify(state);
  expect(() => sun.play(state, move as Move))
    .to.throw(IllegalMoveError)
    .with.property('reason', reason);
  expect(JSON.stringify(state)).to.equal(before);
}

const cardsOf = (state: SunState) => Object.values(state.piles).flat().map(cardCode);

describe('sun deal and phase 1: the arcs', () => {
  const pack = shuffledPack(42, 2).pack;
  const state = sun.deal(42);

  it('uses two decks and starts with the first arc dealt, one card a ray', () => {
    for (let k = 1; k <= 13; k++) expect(text(state, `ray-${k}`)).to.equal(cardCode(pack[k - 1]));
    expect(state.piles.stock).to.have.length(91);
    expect(cardCode(state.piles.stock[90])).to.equal(cardCode(pack[13]));
    expect(state.piles.stock.every((c) => !c.faceUp)).to.equal(true);
    expect(state).to.include({ game: 'sun', phase: 1, score: 0, windBlown: false });
    const counts = new Map<string, number>();
    for (const code of cardsOf(state)) counts.set(code, (counts.get(code) ?? 0) + 1);
    expect(counts.size).to.equal(52);
    expect([...counts.values()].every((n) => n === 2)).to.equal(true);
    expect(Object.keys(state.piles)).to.deep.equal([
      'stock',
      ...Array.from({ length: 13 }, (_, i) => `ray-${i + 1}`),
      'aces-1',
      'aces-2',
      'aces-3',
      'aces-4',
      'kings-1',
      'kings-2',
      'kings-3',
      'kings-4',
    ]);
    expect(() => sun.deal(1, { draw: 3 } as object)).to.throw(TypeError);
  });

  it('each advance deals the next arc onto every ray, empty ones included; eight arcs in all', () => {
    expect(sunStep(state)).to.deep.equal({ kind: 'arc', arc: 2 });
    const two = advance(state);
    for (let k = 1; k <= 13; k++) expect(text(two, `ray-${k}`)).to.equal(`${cardCode(pack[k - 1])} ${cardCode(pack[12 + k])}`);
    const emptied = { ...state, piles: { ...state.piles, 'ray-5': [] } };
    expect(advance(emptied).piles['ray-5'].map(cardCode)).to.deep.equal([cardCode(pack[17])]);
    const eight = advance(state, 7);
    expect(eight.piles.stock).to.have.length(0);
    expect(eight.phase).to.equal(1);
    expect(sunStep(eight)).to.deep.equal({ kind: 'open', ray: 1 });
    expect(advance(eight)).to.include({ phase: 2, pointer: 1 });
  });

  it('plays only ray tops, and only onto bases', () => {
    const s = position({ 'ray-1': 'AH 5C', 'ray-2': '2S AS', stock: 'kc' }, { phase: 1 });
    expect(sun.moves(s)).to.deep.include({ from: 'ray-2', to: 'aces-1' });
    expect(sun.moves(s).filter((m) => 'from' in m && m.from === 'ray-1')).to.deep.equal([]);
    refused(s, { from: 'ray-1', to: 'aces-1', index: 0 }, 'Only the top card of a ray can move');
    refused(s, { from: 'ray-2', to: 'ray-1' }, 'Cards only go to the bases');
    refused(s, { from: 'stock', to: 'aces-1' }, 'The stock is dealt with the advance button');
    refused(s, { from: 'ray-2', to: 'aces-1', count: 2 }, 'Cards move one at a time');
    expect(sun.moves(s)).to.deep.include(ADVANCE);
  });
});

describe('sun bases', () => {
  it('an Ace starts an aces base of a suit not yet in that row; a King a kings base', () => {
    const s = position({ 'ray-1': 'AH', 'ray-2': 'KH', 'ray-3': 'AS', 'aces-1': 'AS', stock: 'qc' }, { phase: 1 });
    const aceMoves = sun.moves(s).filter((m) => 'from' in m && m.from === 'ray-1');
    expect(aceMoves).to.deep.equal([2, 3, 4].map((i) => ({ from: 'ray-1', to: `aces-${i}` })));
    refused(s, { from: 'ray-3', to: 'aces-2' }, 'The aces row already has spades');
    refused(s, { from: 'ray-2', to: 'aces-2' }, 'An empty aces base takes only an Ace');
    refused(s, { from: 'ray-1', to: 'kings-1' }, 'An empty kings base takes only a King');
    expect(text(play(s, { from: 'ray-2', to: 'kings-4' }), 'kings-4')).to.equal('KH');
  });

  it('aces build up and kings down, in suit', () => {
    const s = position({ 'aces-1': 'AH 2H', 'kings-1': 'KH QH', 'ray-1': '3H', 'ray-2': 'JH', 'ray-3': '3D', stock: 'qc' }, { phase: 1 });
    expect(text(play(s, { from: 'ray-1', to: 'aces-1' }), 'aces-1')).to.equal('AH 2H 3H');
    expect(text(play(s, { from: 'ray-2', to: 'kings-1' }), 'kings-1')).to.equal('KH QH JH');
    refused(s, { from: 'ray-3', to: 'aces-1' }, 'Next on this base: the 3 of hearts');
    refused(s, { from: 'ray-1', to: 'kings-1' }, 'Next on this base: the Jack of hearts');
  });

  it('a base top moves onto the other base of its suit when it continues it; never a first card', () => {
    const s = position(
      { 'aces-1': 'AH 2H 3H 4H 5H', 'kings-2': 'KH QH JH TH 9H 8H 7H 6H', 'aces-3': 'AS', 'kings-3': 'KS', stock: 'qc' },
      { phase: 1 },
    );
    const next = play(s, { from: 'aces-1', to: 'kings-2' });
    expect(text(next, 'kings-2')).to.equal('KH QH JH TH 9H 8H 7H 6H 5H');
    expect(next.score).to.equal(s.score);
    expect(text(play(s, { from: 'kings-2', to: 'aces-1' }), 'aces-1')).to.equal('AH 2H 3H 4H 5H 6H');
    refused(s, { from: 'aces-3', to: 'kings-3' }, "A base's first card never moves");
    refused(s, { from: 'aces-1', to: 'kings-3' }, 'A card moves only to the other base of its suit');
    refused(s, { from: 'aces-1', to: 'aces-2' }, 'A card moves only to the other base of its suit');
    const apart = position({ 'aces-1': 'AH 2H 3H', 'kings-2': 'KH QH', stock: 'qc' }, { phase: 1 });
    refused(apart, { from: 'aces-1', to: 'kings-2' }, 'Next on this base: the Jack of hearts');
    refused(
      position({ 'aces-1': 'AH 2H', stock: 'qc' }, { phase: 1 }),
      { from: 'aces-1', to: 'kings-1' },
      'A card moves only to the other base of its suit',
    );
  });

  it('scores the cards on the bases', () => {
    const s = position({ 'ray-1': 'AH', stock: 'qc' }, { phase: 1 });
    expect(play(s, { from: 'ray-1', to: 'aces-1' }).score).to.equal(1);
  });
});

describe('sun phase 2: open rays', () => {
  const s = position({ 'ray-3': 'AH 7C 2H', 'ray-4': '9D AS' }, { phase: 2, pointer: 3 });

  it('every card of the open ray plays, named by its index (the top too); other rays only their top', () => {
    const moves = sun.moves(s);
    expect(moves).to.deep.include({ from: 'ray-3', to: 'aces-1', index: 0 });
    expect(moves).to.deep.include({ from: 'ray-4', to: 'aces-1' });
    const next = play(s, { from: 'ray-3', to: 'aces-2', index: 0 });
    expect(text(next, 'ray-3')).to.equal('7C 2H');
    expect(sun.moves(next)).to.deep.include({ from: 'ray-3', to: 'aces-2', index: 1 });
    refused(s, { from: 'ray-3', to: 'aces-1' }, 'Name the card of the open ray by its position');
    refused(s, { from: 'ray-3', to: 'aces-1', index: 5 }, 'There is no card there');
    refused(s, { from: 'ray-4', to: 'aces-1', index: 0 }, 'Only the top card of a ray can move');
  });

  it('advance moves the pointer on, empty rays included; from ray 13 it starts phase 3 and scatters nothing', () => {
    expect(sunStep(s)).to.deep.equal({ kind: 'open', ray: 4 });
    expect(advance(s)).to.include({ phase: 2, pointer: 4 });
    const last = { ...s, pointer: 13 };
    expect(sunStep(last)).to.deep.equal({ kind: 'close' });
    const three = advance(last);
    expect(three).to.include({ phase: 3, scattered: 0 });
    expect(three.piles).to.deep.equal(last.piles);
  });
});

describe('sun phase 3: scattering and clouds', () => {
  it('scatters the next ray with cards: nearest-the-sun card first, one onto each ray to its right, leftovers a cloud', () => {
    const s = position({ 'ray-2': '', 'ray-11': '2C 3D 4S 5H', 'ray-12': '9C', 'ray-13': '' }, { scattered: 1 });
    expect(sunStep(s)).to.deep.equal({ kind: 'scatter', ray: 11 });
    const next = advance(s);
    expect(text(next, 'ray-11')).to.equal('');
    expect(text(next, 'ray-12')).to.equal('9C 2C');
    expect(text(next, 'ray-13')).to.equal('3D');
    expect(text(next, 'cloud-1')).to.equal('4S 5H');
    expect(next.scattered).to.equal(11);
  });

  it('ray 13 scatters wholly into a cloud; clouds are numbered as they form', () => {
    const s = position({ 'ray-13': '6C 7C', 'cloud-1': '2D 3D' }, { scattered: 12 });
    const next = advance(s);
    expect(text(next, 'cloud-2')).to.equal('6C 7C');
    expect(Object.keys(next.piles).filter((id) => id.startsWith('cloud'))).to.deep.equal(['cloud-1', 'cloud-2']);
  });

  it('plays both ends of a cloud, never the middle; a one-card cloud by its top only', () => {
    const s = position({ 'cloud-1': 'AH 9C 2S', 'cloud-2': 'KD', 'aces-1': 'AS', 'ray-5': '8C' }, { scattered: 1 });
    const moves = sun.moves(s);
    expect(moves).to.deep.include({ from: 'cloud-1', to: 'aces-1' });
    expect(moves).to.deep.include({ from: 'cloud-1', to: 'aces-2', index: 0 });
    expect(moves).to.deep.include({ from: 'cloud-2', to: 'kings-1' });
    expect(text(play(s, { from: 'cloud-1', to: 'aces-2', index: 0 }), 'cloud-1')).to.equal('9C 2S');
    refused(s, { from: 'cloud-1', to: 'aces-1', index: 1 }, 'Only the two end cards of a cloud can move');
    refused(s, { from: 'cloud-2', to: 'kings-1', index: 0 }, 'Only the two end cards of a cloud can move');
    const emptied = play(s, { from: 'cloud-2', to: 'kings-1' });
    expect(emptied.piles['cloud-2']).to.deep.equal([]);
  });

  it('the wind, once: gathers the clouds in order, shuffles them with the deal generator, lays one row', () => {
    const s = position({ 'cloud-1': '5C 9D', 'cloud-2': '', 'cloud-3': 'QH 3S 7D', 'aces-1': 'AS' }, { scattered: 13, rng: 12345 });
    expect(sunStep(s)).to.deep.equal({ kind: 'wind' });
    const next = advance(s);
    const expected = shuffle([...s.piles['cloud-1'], ...s.piles['cloud-3']], 12345);
    expect(text(next, 'cloud-1')).to.equal(formatCards(expected.items));
    expect(next.rng).to.equal(expected.rng);
    expect(Object.keys(next.piles).filter((id) => id.startsWith('cloud'))).to.deep.equal(['cloud-1']);
    expect(next.windBlown).to.equal(true);
    expect(advance(s)).to.deep.equal(next);
  });

  it('refuses the wind while a playable card fits a base, after it has blown, or before all rays are scattered', () => {
    refused(position({ 'cloud-1': '5C 2S', 'aces-1': 'AS' }, { scattered: 13 }), ADVANCE, 'A card still fits a base: play it first');
    refused(
      position(
        { 'cloud-1': '5C 9D 2H', 'aces-1': 'AS', 'aces-2': 'AH 2H 3H 4H', 'kings-2': 'KH QH JH TH 9H 8H 7H 6H 5H' },
        { scattered: 13, windBlown: true },
      ),
      ADVANCE,
      'The wind has already blown',
    );
    const notYet = position({ 'cloud-1': '5C 9D', 'ray-12': '8D' }, { scattered: 11 });
    expect(sunStep(notYet)).to.deep.equal({ kind: 'scatter', ray: 12 });
  });

  it('is lost after the wind when no end card can reach a base, even between bases', () => {
    const lost = position({ 'cloud-1': '5C 7D 9D', 'aces-1': 'AS' }, { scattered: 13, windBlown: true });
    expect(sun.status(lost)).to.equal('lost');
    expect(sun.moves(lost)).to.deep.equal([]);
    refused(lost, ADVANCE, 'The game is over');
    // The hearts bases meet (kings 6, aces 5): any heart can reach them by moves between them.
    const meeting = position(
      { 'cloud-1': '5C 7D 3H', 'aces-2': 'AH 2H 3H 4H 5H', 'kings-2': 'KH QH JH TH 9H 8H 7H 6H' },
      { scattered: 13, windBlown: true },
    );
    expect(sun.status(meeting)).to.equal('playing');
    let path = meeting;
    for (let i = 0; i < 2; i++) {
      expect(sun.hint(path)).to.deep.equal({ from: 'aces-2', to: 'kings-2' });
      path = play(path, sun.hint(path)!);
    }
    expect(sun.hint(path)).to.deep.equal({ from: 'cloud-1', to: 'kings-2' });
  });

  it('is won with all 104 cards on the bases', () => {
    const s = position(
      {
        ...sunBasesBarSpadesDown,
        'kings-4': suitDown('S').slice(0, -3),
        'cloud-1': 'AS',
      },
      { scattered: 13, score: 103 },
    );
    const won = play(s, { from: 'cloud-1', to: 'kings-4' });
    expect(sun.status(won)).to.equal('won');
    expect(won.score).to.equal(104);
  });
});

describe('sun auto-foundation and hints', () => {
  it('moves direct fits only (the aces base first), never between bases, never advance', () => {
    const s = position({ 'ray-1': '6H', 'aces-1': 'AH 2H 3H 4H 5H', 'kings-1': 'KH QH JH TH 9H 8H 7H', stock: 'qc' }, { phase: 1 });
    expect(sun.autoMove(s, 'safe')).to.deep.equal({ from: 'ray-1', to: 'aces-1' });
    const none = position({ 'aces-1': 'AH 2H 3H 4H 5H', 'kings-1': 'KH QH JH TH 9H 8H 7H 6H', stock: 'qc' }, { phase: 1 });
    expect(sun.autoMove(none, 'all')).to.equal(null);
    expect(sun.hint(none)).to.deep.equal(ADVANCE);
  });
});

describe('sun properties (fast-check)', () => {
  it('104 cards, each exactly twice; pure play; JSON round trip; replay reproduces the game and its wind', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 4294967295 }), fc.array(fc.nat(), { maxLength: 220 }), (seed, choices) => {
        let state = sun.deal(seed);
        const played: Move[] = [];
        for (const choice of choices) {
          const moves = sun.moves(state);
          if (!moves.length) break;
          // Lean on advance so that games reach the clouds and the wind.
          const move = choice % 3 === 0 ? moves[moves.length - 1] : moves[choice % moves.length];
          const snapshot = JSON.stringify(state);
          const next = play(state, move);
          expect(JSON.stringify(state)).to.equal(snapshot);
          expect(play(JSON.parse(snapshot), move)).to.deep.equal(next);
          played.push(move);
          state = next;
        }
        const cards = cardsOf(state);
        expect(cards).to.have.length(104);
        const counts = new Map<string, number>();
        for (const code of cards) counts.set(code, (counts.get(code) ?? 0) + 1);
        expect([...counts.values()].every((n) => n === 2)).to.equal(true);
        expect(replay('sun', seed, undefined, played)).to.deep.equal(state);
      }),
      { numRuns: 40 },
    );
  });

  it('a greedy player reaches the wind in some deals, and replay reproduces its shuffle', () => {
    let winds = 0;
    for (let seed = 1; seed <= 40; seed++) {
      let state = sun.deal(seed);
      const moves: Move[] = [];
      for (let move; sun.status(state) === 'playing' && (move = sun.hint(state));) {
        moves.push(move);
        state = play(state, move);
      }
      if (state.windBlown) {
        winds++;
        expect(replay('sun', seed, {}, moves)).to.deep.equal(state);
      }
    }
    expect(winds).to.be.greaterThan(0);
  });
});
