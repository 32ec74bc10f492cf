import { expect } from 'chai';
import { clock, difficulty, difficultyKey, DIFFICULTY_THRESHOLDS, klondike, solve, sun, type Difficulty } from '../../src/engine/index.js';

describe('difficulty', function () {
  // Each grade is a search of up to 200,000 positions: minutes on a loaded machine, not a hang.
  this.timeout(180_000);

  it('grades a proven deal by the positions solve() visits, against the measured thresholds', () => {
    for (const seed of [1, 2, 3, 4, 5]) {
      const state = klondike.deal(seed);
      const answer = solve(state);
      const [easy, medium] = DIFFICULTY_THRESHOLDS['klondike 1'];
      const expected = answer.result !== 'won' ? null : answer.nodes <= easy ? 'easy' : answer.nodes <= medium ? 'medium' : 'hard';
      expect(difficulty(state), `deal ${seed}: ${answer.result}, ${answer.nodes} positions`).to.equal(expected);
    }
  });

  it('gives every grade among the first deals, roughly a third each', () => {
    const grades: Record<string, number> = { easy: 0, medium: 0, hard: 0, null: 0 };
    for (let seed = 1; seed <= 36; seed++) grades[String(difficulty(klondike.deal(seed)))]++;
    for (const grade of ['easy', 'medium', 'hard'] as Difficulty[])
      expect(grades[grade], `${grade} in ${JSON.stringify(grades)}`).to.be.at.least(5);
  });

  it('has thresholds for each game and draw but Clock, rising, and null where not proven won', () => {
    for (const [key, [easy, medium]] of Object.entries(DIFFICULTY_THRESHOLDS)) expect(easy, key).to.be.greaterThan(0).and.lessThan(medium);
    expect(difficultyKey(klondike.deal(1, { draw: 3 }))).to.equal('klondike 3');
    expect(difficultyKey(sun.deal(1))).to.equal('sun');
    expect(difficulty(clock.deal(1))).to.equal(null);
    // A Klondike deal the solver proves lost (the first of deals 1 … 200).
    let lost = 0;
    for (let seed = 1; seed <= 200 && !lost; seed++)
      if (solve(klondike.deal(seed, { draw: 3 }), { maxNodes: 200_000 }).result === 'lost') lost = seed;
    expect(lost, 'a lost deal').to.be.greaterThan(0);
    expect(difficulty(klondike.deal(lost, { draw: 3 }))).to.equal(null);
  });
});
