// The solver's Sun (src/engine/solver/sun-space.ts) against the engine's rules: at every position of
// random games through all three phases, the same moves in the same order, and each move played to
// the position the engine's move reaches. The solver's grades count its positions, so a move more,
// less or out of order would change them.
import { expect } from 'chai';
import { nextRandom, sun, type SunState } from '../../src/engine/index.js';
import { sunMoves, sunSpace } from '../../src/engine/solver/sun-space.js';

describe("the solver's Sun", () => {
  it("makes the engine's moves, in its order, to the engine's positions, in random games", () => {
    const reached = { phase3: 0, windBlown: 0, won: 0, lost: 0 };
    for (let seed = 1; seed <= 12; seed++) {
      let state: SunState = sun.deal(seed);
      const start = sunSpace(state);
      const { space } = start;
      let position = start.root;
      let rng = seed;
      for (let step = 0; step < 600; step++) {
        const steps = space.moves(position);
        expect(
          steps.flatMap((s) => sunMoves(state, s)),
          `deal ${seed}, move ${step}`,
        ).to.deep.equal(sun.moves(state));
        expect(space.won(position), `deal ${seed}, move ${step}`).to.equal(sun.status(state) === 'won');
        if (!steps.length) break;
        // Mostly a move to a base, so that games go on to the clouds and the wind.
        const [value, next] = nextRandom(rng);
        rng = next;
        const toBase = steps.filter((s) => s.to >= 0);
        const pool = toBase.length && value < 0.8 ? toBase : steps;
        const chosen = pool[Math.floor(nextRandom(rng)[0] * pool.length)];
        const [move] = sunMoves(state, chosen);
        state = sun.play(state, move);
        position = space.play(position, chosen);
        expect(position, `deal ${seed}, move ${step}: ${JSON.stringify(move)}`).to.deep.equal(sunSpace(state).root);
      }
      if (state.phase === 3) reached.phase3++;
      if (state.windBlown) reached.windBlown++;
      if (sun.status(state) !== 'playing') reached[sun.status(state) as 'won' | 'lost']++;
    }
    // The games went through every phase to their ends, both of them.
    expect(reached.phase3).to.equal(12);
    expect(reached.windBlown).to.be.above(0);
    expect(reached.won + reached.lost).to.equal(12);
    expect(reached.lost).to.be.above(0);
  });
});
