// The engine's corners outside Sun (sun-edges.test.ts): names and messages a page shows, moves of
// the wrong shape, the checks a later check would otherwise cover, the hint's ranking, and the
// finishing moves' bounds. Each test names the position that tells the rule from its near misses
// (docs/mutation.md).
import { expect } from 'chai';
import {
  bestMove,
  canfield,
  cardName,
  clock,
  colourName,
  finishingMoves,
  gameNamed,
  isAlternatingRun,
  klondike,
  parseCards,
  replay,
  sameMove,
  sun,
  type BaseState,
  type Game,
  type KlondikeState,
  type Move,
} from '../../src/engine/index.js';
import { canfieldPosition, clockPosition, klondikePosition, refusalIn } from './positions.js';

const K = klondike as unknown as Game<KlondikeState, object>;

describe('names and messages', () => {
  it('cards by name and colour, every rank', () => {
    const names = parseCards('AH 2H 3H 4H 5H 6H 7H 8H 9H TH JH QH KH').map(cardName);
    expect(names).to.deep.equal(
      ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'].map((r) => `${r} of hearts`),
    );
    expect(parseCards('AH AS').map(colourName)).to.deep.equal(['red', 'black']);
  });

  it('a bad card code is a SyntaxError that quotes it', () => {
    for (const code of ['1H', 'AX', 'AHX', 'A']) expect(() => parseCards(code), code).to.throw(SyntaxError, `Not a card code: "${code}"`);
  });

  it('each game by its name; an unknown name, or one that is no string, is a TypeError', () => {
    for (const game of [klondike, canfield, clock]) expect(gameNamed(game.name)).to.equal(game);
    expect(klondike.name).to.equal('klondike');
    expect(canfield.name).to.equal('canfield');
    expect(clock.name).to.equal('clock');
    expect(canfield.deal(0).game).to.equal('canfield');
    expect(() => gameNamed('toString')).to.throw(TypeError, 'There is no game called "toString"');
    expect(() => gameNamed(['klondike'])).to.throw(TypeError, 'There is no game called "klondike"');
    expect(() => replay('klondike', 1, undefined, 'DRAW' as unknown as Move[])).to.throw(TypeError, 'moves must be an array');
  });

  it('bad options name the game and what is wrong', () => {
    expect(() => klondike.deal(0, 5 as never)).to.throw(TypeError, 'klondike options must be a plain object');
    expect(() => klondike.deal(0, null as never)).to.throw(TypeError, 'klondike options must be a plain object');
    expect(() => klondike.deal(0, { draw: 2 } as never)).to.throw(RangeError, 'klondike option draw must be one of 1, 3, not 2');
    expect(() => klondike.deal(0, { x: 1 } as never)).to.throw(TypeError, 'klondike has no option "x"');
    expect(() => canfield.deal(0, { x: 1 } as never)).to.throw(TypeError, 'canfield has no option "x"');
    expect(() => clock.deal(0, { x: 1 } as never)).to.throw(TypeError, 'clock has no option "x"');
  });

  it('a refusal names a Queen and a King by name, and its own sentences', () => {
    const state = klondikePosition({ 'tableau-1': 'QS', 'tableau-2': '5D', 'tableau-3': 'KH', stock: 'kd' });
    expect(refusalIn(K, state, { from: 'tableau-1', to: 'tableau-2' }).reason).to.equal('A black Queen needs a red King');
    expect(refusalIn(K, state, { from: 'tableau-3', to: 'tableau-3' })).to.include({
      code: 'alreadyThere',
      reason: 'The cards are already there',
    });
  });
});

describe('moves of the wrong shape', () => {
  const state = klondikePosition({ 'tableau-1': 'kd 5S 4H', stock: 'kc' });

  it('a count that is not a whole number of cards', () => {
    for (const count of [1.5, '2', 0, -1])
      expect(refusalIn(K, state, { from: 'tableau-1', to: 'tableau-2', count }).code, `${count}`).to.equal('notCount');
  });

  it('Sun: a position that is not a whole number from the bottom', () => {
    const sunState = sun.deal(1);
    for (const index of [1.5, '0', -1]) {
      const error = refusalIn(sun as unknown as Game<BaseState, object>, sunState, { from: 'ray-1', to: 'aces-1', index });
      expect(error, `${index}`).to.include({ code: 'notPosition', reason: 'That is not a position in the pile' });
    }
  });

  it('sameMove tells actions apart by name', () => {
    expect(sameMove({ action: 'advance' }, { action: 'wind' } as unknown as Move)).to.equal(false);
    expect(sameMove({ action: 'advance' }, { action: 'advance' })).to.equal(true);
  });

  it('bestMove: the first of equals, nothing worth zero', () => {
    const a = { from: 'a', to: 'b' };
    const b = { from: 'c', to: 'd' };
    expect(bestMove([a, b], () => 1)).to.equal(a);
    expect(bestMove([a, b], () => 0)).to.equal(null);
  });
});

describe('Klondike corners', () => {
  it('a run alternates colour and falls one rank a card', () => {
    expect(isAlternatingRun(parseCards('7S 6H 5C'))).to.equal(true);
    for (const cards of ['7S 6S', '7S 5H', '7S 6H 5H', '7S 8H']) expect(isAlternatingRun(parseCards(cards)), cards).to.equal(false);
  });

  it('Vegas takes nothing for turning the waste over; auto-foundation off sends nothing', () => {
    const state = klondikePosition({ waste: '5C 9D', 'tableau-1': 'AH' }, { scoring: 'vegas', passes: 3 });
    expect(klondike.play(state, { from: 'waste', to: 'stock' }).score).to.equal(state.score);
    expect(klondike.autoMove(state, 'off')).to.equal(null);
    expect(klondike.autoMove(state, 'all')).to.deep.equal({ from: 'tableau-1', to: 'foundation-1' });
  });

  it('turning over an empty waste is refused as such; a count for it too', () => {
    const empty = klondikePosition({ 'tableau-1': 'kd 5S', 'tableau-2': '6H' });
    expect(refusalIn(K, empty, { from: 'waste', to: 'stock' })).to.include({ code: 'wasteEmpty', reason: 'The waste is empty' });
    const full = klondikePosition({ waste: '5C', 'tableau-1': 'kd 5S', 'tableau-2': '6H' });
    expect(refusalIn(K, full, { from: 'waste', to: 'stock', count: 2 }).reason).to.equal('Turning the waste over takes no count');
  });

  /** Seven columns whose tops lie on nothing and take nothing. */
  const stuck = {
    'tableau-1': '2S',
    'tableau-2': '2C',
    'tableau-3': '3S',
    'tableau-4': '3C',
    'tableau-5': '4S',
    'tableau-6': '4C',
    'tableau-7': '5S',
  };

  it('a card under the waste top that comes up after turning over keeps the game going', () => {
    expect(klondike.status(klondikePosition({ ...stuck, waste: 'AH KD' }))).to.equal('playing');
    expect(klondike.status(klondikePosition({ ...stuck, waste: '9H KD' }))).to.equal('lost');
  });

  it('with redeal="shuffle", the game goes on only while some card of the stock or waste fits', () => {
    expect(klondike.status(klondikePosition({ ...stuck, waste: '9H KD' }, { redeal: 'shuffle' }))).to.equal('lost');
    expect(klondike.status(klondikePosition({ ...stuck, waste: 'AH KD' }, { redeal: 'shuffle' }))).to.equal('playing');
  });

  it('a move between columns that is no King shuffle keeps the game going', () => {
    expect(klondike.status(klondikePosition({ 'tableau-1': 'kd 5S', 'tableau-2': '6H' }))).to.equal('playing');
    // A King that leaves face-down cards for an empty column turns one up: no shuffle.
    expect(klondike.status(klondikePosition({ 'tableau-1': 'kd KS' }))).to.equal('playing');
  });

  it('hints: a column emptied before turning the waste over; a card back from a foundation is no hint', () => {
    const turnOver = klondikePosition({ 'tableau-1': '5C', 'tableau-2': '6D', waste: '9H' });
    expect(klondike.hint(turnOver)).to.deep.equal({ from: 'tableau-1', to: 'tableau-2' });
    const back = klondikePosition({ 'foundation-1': 'AH 2H', 'tableau-1': '3S' }, { foundationReturn: true });
    expect(klondike.status(back)).to.equal('playing');
    expect(klondike.hint(back)).to.equal(null);
  });

  it('hints: a foundation over a turned-up card, a draw when nothing else, never a shuffle or a sideways run', () => {
    const up = klondikePosition({ 'tableau-1': 'kd 5S', 'tableau-2': '6H', waste: 'AH' });
    expect(klondike.hint(up)).to.deep.equal({ from: 'waste', to: 'foundation-1' });
    expect(klondike.hint(klondikePosition({ ...stuck, stock: 'ah kd' }))).to.deep.equal({ from: 'stock', to: 'waste' });
    expect(klondike.hint(klondikePosition({ 'tableau-1': 'KS' }))).to.equal(null);
    expect(klondike.hint(klondikePosition({ 'tableau-1': '6D 5S', 'tableau-2': '6H' }))).to.equal(null);
  });

  it('safe auto-foundation weighs a 3 against foundations not yet started', () => {
    const state = klondikePosition({ 'foundation-2': 'AH 2H', 'tableau-1': '3H', stock: 'kd' });
    expect(klondike.autoMove(state, 'safe')).to.equal(null);
    expect(klondike.autoMove(state, 'all')).to.deep.equal({ from: 'tableau-1', to: 'foundation-2' });
  });
});

describe('Canfield corners', () => {
  it('a card of the right rank and the same colour is refused', () => {
    const state = canfieldPosition({ 'tableau-1': '7C', 'tableau-2': '6S', stock: '9s kc' });
    expect(refusalIn(canfield as unknown as Game<BaseState, object>, state, { from: 'tableau-2', to: 'tableau-1' }).reason).to.equal(
      'A black 6 needs a red 7',
    );
  });

  it('auto-foundation: off sends nothing; a base card goes to an empty foundation, not the first', () => {
    const state = canfieldPosition({ 'tableau-1': '8H', reserve: '2d', stock: 'kc' });
    expect(canfield.autoMove(state, 'off')).to.equal(null);
    expect(canfield.autoMove(state, 'all')).to.deep.equal({ from: 'tableau-1', to: 'foundation-2' });
  });

  it('hints: the waste before a column, a column before a draw', () => {
    const state = canfieldPosition({ 'tableau-1': '5C', 'tableau-2': '4D', 'tableau-3': '5S', waste: '4H', stock: 'kc' });
    expect(canfield.hint(state)).to.deep.equal({ from: 'waste', to: 'tableau-1' });
    const drawOrColumn = canfieldPosition({ 'tableau-1': '5C', 'tableau-2': '4D', stock: 'kd' });
    expect(canfield.hint(drawOrColumn)).to.deep.equal({ from: 'tableau-2', to: 'tableau-1' });
    const turnOverOrColumn = canfieldPosition({ 'tableau-1': '5C', 'tableau-2': '4D', 'tableau-3': '7S', 'tableau-4': '7C', waste: 'KD' });
    expect(canfield.hint(turnOverOrColumn)).to.deep.equal({ from: 'tableau-2', to: 'tableau-1' });
  });

  it('the last waste card played leaves the waste empty: only a column is filled from the reserve', () => {
    const state = canfieldPosition({ 'tableau-1': '5C', waste: '4H', reserve: '9d 2S' });
    const played = canfield.play(state, { from: 'waste', to: 'tableau-1' });
    expect(played.piles.waste).to.deep.equal([]);
    expect(played.piles.reserve).to.have.length(2);
  });
});

describe('Clock corners', () => {
  it('sends nothing by itself: its only moves are the card in hand', () => {
    expect(clock.autoMove(clockPosition({ 'hour-1': 'AC' }, 'hour-1'), 'all')).to.equal(null);
  });
});

/**
 * A made-up game for finishingMoves: its position is a step in `script`, each step the one kind of
 * move it offers (`up` to a foundation, `draw`, `slide` between columns, or none), won after the
 * last; it holds two cards.
 */
function scripted(script: ('up' | 'draw' | 'slide' | 'none')[]) {
  type State = BaseState & { step: number };
  const plays: Move[] = [];
  const moveOf = (kind: string): Move | null =>
    kind === 'up'
      ? { from: 't', to: 'f' }
      : kind === 'draw'
        ? { from: 'stock', to: 'waste' }
        : kind === 'slide'
          ? { from: 't', to: 'u' }
          : null;
  const game: Game<State, object> = {
    name: 'scripted' as never,
    optionSpecs: {},
    deal: () => ({ game: 'scripted' as never, seed: 0, options: {}, piles: { t: parseCards('AH 2H') }, score: 0, rng: 0, step: 0 }),
    status: (state) => (state.step >= script.length ? 'won' : 'playing'),
    moves: (state) => [moveOf(script[state.step])].filter((move): move is Move => move !== null),
    autoMove: (state, mode) => (mode === 'all' && script[state.step] === 'up' ? moveOf('up') : null),
    hint: () => null,
    play: (state, move) => {
      plays.push(move);
      return { ...state, step: state.step + 1 };
    },
  };
  return { game, state: game.deal(0), plays };
}

describe('finishingMoves', () => {
  it('plays foundation moves and draws to the win', () => {
    const { game, state } = scripted(['draw', 'up', 'draw', 'draw', 'up']);
    expect(finishingMoves(game, state)).to.have.length(5);
  });

  it('never plays any other move, and none where none is offered', () => {
    for (const kind of ['slide', 'none'] as const) {
      const { game, state, plays } = scripted(['up', kind, 'up']);
      expect(finishingMoves(game, state), kind).to.equal(null);
      expect(plays, kind).to.have.length(1);
    }
  });

  it('gives up after more draws in a row than there are cards, and counts again after a foundation move', () => {
    // Two cards: three draws in a row send nothing up, so the third ends the search.
    const endless = scripted(Array(50).fill('draw'));
    expect(finishingMoves(endless.game, endless.state)).to.equal(null);
    expect(endless.plays).to.have.length(2);
    const { game, state } = scripted(['draw', 'draw', 'up', 'draw', 'draw', 'up']);
    expect(finishingMoves(game, state)).to.have.length(6);
  });

  it('stops at 400 moves', () => {
    const { game, state, plays } = scripted(Array(500).fill('up'));
    expect(finishingMoves(game, state)).to.equal(null);
    expect(plays).to.have.length(400);
  });
});
