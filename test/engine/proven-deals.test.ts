// The shipped list of proven deals (src/table/proven-deals.ts, written by `npm run proven-deals`):
// every listed deal is won within the budget and of the grade it is listed under, and the list
// covers each game's default variant and Klondike draw 3 as the games deal them today.
import { expect } from 'chai';
import { gameNamed, gradeOf, solve, type Difficulty } from '../../src/engine/index.js';
import { PROVEN_DEALS, PROVEN_WITHIN } from '../../src/table/proven-deals.js';

const variantKey = (name: string, options = {}) => `${name}:${JSON.stringify(gameNamed(name).deal(1, options).options)}`;

describe('proven deals shipped for winnable', function () {
  // Sun's sixty deals take about 40 s to prove again on one core.
  this.timeout(300_000);

  it('lists the variants as the games deal them', () => {
    const expected = [variantKey('klondike'), variantKey('klondike', { draw: 3 }), variantKey('canfield'), variantKey('sun')];
    expect(Object.keys(PROVEN_DEALS)).to.have.members(expected);
  });

  for (const [key, grades] of Object.entries(PROVEN_DEALS))
    it(`${key}: every deal is won, of its grade`, () => {
      const name = key.slice(0, key.indexOf(':'));
      const options = JSON.parse(key.slice(name.length + 1));
      for (const [grade, seeds] of Object.entries(grades) as [Difficulty, number[]][]) {
        expect(seeds, grade).to.have.length.above(0);
        for (const seed of seeds) {
          const state = gameNamed(name).deal(seed, options);
          const answer = solve(state, { maxNodes: PROVEN_WITHIN });
          expect(
            answer.result === 'won' && gradeOf(state, answer.nodes),
            `deal ${seed}: ${answer.result}, ${answer.nodes} positions`,
          ).to.equal(grade);
        }
      }
    });
});
