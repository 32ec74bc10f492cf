// The shipped list of proven deals (src/table/proven-deals.ts, written by `npm run proven-deals`):
// every listed deal is won within the budget and of the grade it is listed under, and the list
// covers each game's default variant and Klondike draw 3 as the games deal them today. The daily
// deals listed are the ones the search would find.
import { expect } from 'chai';
import { dailySeed, gameNamed, gradeOf, solve, type Difficulty } from '../../src/engine/index.js';
import { DAILY_ATTEMPTS, DAILY_FROM, DAILY_WITHIN, PROVEN_DEALS, PROVEN_WITHIN } from '../../src/table/proven-deals.js';

const variantKey = (name: string, options = {}) => `${name}:${JSON.stringify(gameNamed(name).deal(1, options).options)}`;

describe('proven deals shipped for winnable', function () {
  // Sun's sixty deals take about 25 s to prove again on one core.
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

describe('daily deals shipped', function () {
  // Sun's 400 days take about 5 s to prove again on one core.
  this.timeout(300_000);
  const dateOf = (day: number) => new Date(Date.parse(DAILY_FROM) + day * 864e5).toISOString().slice(0, 10);

  it('lists the variants of the proven deals, a year and more from its first date', () => {
    expect(Object.keys(DAILY_ATTEMPTS)).to.have.members(Object.keys(PROVEN_DEALS));
    for (const days of Object.values(DAILY_ATTEMPTS)) expect(days).to.match(/^[0-9a-j.]{366,}$/);
  });

  for (const [key, days] of Object.entries(DAILY_ATTEMPTS))
    it(`${key}: each listed day's deal is proven within the quick look, and is the day's first (every tenth day)`, () => {
      const name = key.slice(0, key.indexOf(':'));
      const options = JSON.parse(key.slice(name.length + 1));
      const wins = (date: string, attempt: number) =>
        solve(gameNamed(name).deal(dailySeed(date, name, options, attempt), options), { maxNodes: DAILY_WITHIN }).result === 'won';
      [...days].forEach((mark, day) => {
        const date = dateOf(day);
        const attempt = mark === '.' ? 20 : parseInt(mark, 36);
        if (mark !== '.') expect(wins(date, attempt), `${date}: attempt ${attempt}`).to.equal(true);
        // The search's rule read again: no earlier candidate is proven within the quick look.
        if (day % 10 === 0 || mark === '.')
          for (let earlier = 0; earlier < attempt; earlier++) expect(wins(date, earlier), `${date}: attempt ${earlier}`).to.equal(false);
      });
    });
});
