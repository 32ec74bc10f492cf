// The move oracle: from many positions reached by play, every move that can be written down (each
// pile to each pile, each count, Sun's positions, the advance) is tried. What play() accepts must
// be exactly what moves() lists, and a game is playing exactly when some move exists.
import { expect } from 'chai';
import { games, nextRandom, sameMove, type BaseState, type Game, type GameName, type Move } from '../../src/engine/index.js';

/**
 * Every move that could be legal in `state`, and the nearest illegal ones: each pile to each pile,
 * each count up to one more than the pile holds (Sun: one and two), each of Sun's positions and
 * one past the end, and the advance.
 */
function candidates(state: BaseState): Move[] {
  const piles = Object.keys(state.piles);
  const moves: Move[] = [{ action: 'advance' }];
  for (const from of piles) {
    const length = state.piles[from].length;
    const most = state.game === 'sun' ? 2 : length + 1;
    for (const to of piles) {
      for (let count = 1; count <= most; count++) moves.push(count === 1 ? { from, to } : { from, to, count });
      if (state.game === 'sun') for (let index = 0; index <= length; index++) moves.push({ from, to, index });
    }
  }
  return moves;
}

/** Plays `game` from deal `seed` with random legal moves, calling `visit` on every `every`-th position. */
function walk(game: Game, seed: number, steps: number, every: number, visit: (state: BaseState) => void) {
  let state = game.deal(seed);
  let rng = seed;
  for (let step = 0; step < steps; step++) {
    if (step % every === 0) visit(state);
    const moves = game.moves(state);
    if (!moves.length) break;
    let value: number;
    [value, rng] = nextRandom(rng);
    state = game.play(state, moves[Math.floor(value * moves.length)]);
  }
  visit(state);
}

const plans: Record<GameName, { seeds: number; steps: number; every: number }> = {
  klondike: { seeds: 10, steps: 120, every: 6 },
  canfield: { seeds: 10, steps: 120, every: 6 },
  clock: { seeds: 10, steps: 52, every: 4 },
  sun: { seeds: 4, steps: 200, every: 16 },
};

describe('move oracle: play() accepts exactly what moves() lists', () => {
  for (const [name, { seeds, steps, every }] of Object.entries(plans)) {
    it(`${name}: over ${seeds} random games`, function () {
      this.timeout(180_000);
      const game = games[name as GameName] as unknown as Game;
      let positions = 0;
      let tried = 0;
      for (let seed = 1; seed <= seeds; seed++)
        walk(game, seed, steps, every, (state) => {
          positions++;
          const listed = game.moves(state);
          expect(game.status(state) === 'playing', `${name} ${seed}: playing exactly when a move exists`).to.equal(listed.length > 0);
          const accepted: Move[] = [];
          for (const move of candidates(state)) {
            tried++;
            try {
              game.play(state, move);
              accepted.push(move);
            } catch {
              // refused: it must not be listed (checked below)
            }
          }
          const missing = listed.filter((m) => !accepted.some((a) => sameMove(a, m)));
          const unlisted = accepted.filter((a) => !listed.some((m) => sameMove(a, m)));
          expect(missing, `${name} ${seed}: listed but refused`).to.deep.equal([]);
          expect(unlisted, `${name} ${seed}: accepted but not listed`).to.deep.equal([]);
        });
      expect(positions).to.be.greaterThan(10);
      expect(tried).to.be.greaterThan(1000);
    });
  }
});
