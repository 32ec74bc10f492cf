// `npm run proven-deals`: writes src/table/proven-deals.ts, the deals a page under `winnable` or
// `seed="daily"` deals at once instead of waiting for the solver. For each common variant it
// solves deals 1, 2, 3 … with the budget the table checks a deal with, and keeps the first
// PER_GRADE proven won of each grade; and for each date of DAILY_DAYS from DAILY_FROM, it finds
// the daily deal as the table's search would (the first candidate proven within QUICK_NODES).
// Deterministic: the same engine writes the same file (test/engine/proven-deals.test.ts solves
// the listed deals again). Needs `npm run build` first (dist/engine.js).
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Deals listed per grade and variant. */
const PER_GRADE = 20;
/** The solver's budget for a deal's check; written as PROVEN_WITHIN, which the table checks with (solver-tasks.ts). */
const CHECK_NODES = 150_000;
/** The daily search's first look at each candidate, and how many candidates (solver-tasks.ts, game-session.ts). */
const QUICK_NODES = 2_000;
const DAILY_TRIES = 20;
/** The daily deals listed: DAILY_DAYS dates from DAILY_FROM on, a year and a month. */
const DAILY_FROM = '2026-12-01';
const DAILY_DAYS = 400;
/** The variants a page is most likely to ask for: each game's defaults, and Klondike draw 3. */
const VARIANTS = [
  ['klondike', {}],
  ['klondike', { draw: 3 }],
  ['canfield', {}],
  ['sun', {}],
];

if (process.argv[2] === '--variant') {
  // A child: one variant's deals, sent back to the parent.
  const { games, solve, gradeOf, dailySeed } = await import('../dist/engine.js');
  const [name, options] = JSON.parse(process.argv[3]);
  const found = { easy: [], medium: [], hard: [] };
  const dealt = games[name].deal(0, options).options;
  const key = `${name}:${JSON.stringify(dealt)}`;
  for (let seed = 1; Object.values(found).some((list) => list.length < PER_GRADE); seed++) {
    const state = games[name].deal(seed, options);
    const answer = solve(state, { maxNodes: CHECK_NODES });
    const grade = answer.result === 'won' ? gradeOf(state, answer.nodes) : null;
    if (grade && found[grade].length < PER_GRADE) found[grade].push(seed);
  }
  // A day's attempt in base 36, or '.' where no candidate is proven within the quick look.
  let daily = '';
  for (let day = 0; day < DAILY_DAYS; day++) {
    const date = new Date(Date.parse(DAILY_FROM) + day * 864e5).toISOString().slice(0, 10);
    const wins = (attempt) =>
      solve(games[name].deal(dailySeed(date, name, dealt, attempt), dealt), { maxNodes: QUICK_NODES }).result === 'won';
    const attempt = Array.from({ length: DAILY_TRIES }, (_, i) => i).find(wins);
    daily += attempt === undefined ? '.' : attempt.toString(36);
  }
  process.send({ key, found, daily });
  process.exit(0);
}

const script = fileURLToPath(import.meta.url);
/** Runs the variants two at a time, one child process each. */
async function solveAll() {
  const results = new Array(VARIANTS.length);
  let next = 0;
  const lane = async () => {
    while (next < VARIANTS.length) {
      const i = next++;
      results[i] = await new Promise((resolve, reject) => {
        const child = fork(script, ['--variant', JSON.stringify(VARIANTS[i])]);
        child.once('message', resolve);
        child.once('exit', (code) => code && reject(new Error(`variant ${JSON.stringify(VARIANTS[i])} failed`)));
      });
      console.log(
        `${results[i].key}: ${Object.entries(results[i].found)
          .map(([grade, seeds]) => `${grade} up to deal ${seeds.at(-1)}`)
          .join(', ')}; daily deals ${results[i].daily.replace(/\./g, '').length} of ${DAILY_DAYS} days`,
      );
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}

const results = await solveAll();
const lines = results.map(({ key, found }) => `  ${JSON.stringify(key)}: ${JSON.stringify(found)},`);
const dailyLines = results.map(({ key, daily }) => `  ${JSON.stringify(key)}:\n    '${daily}',`);
writeFileSync(
  new URL('../src/table/proven-deals.ts', import.meta.url),
  `// Written by \`npm run proven-deals\` (scripts/proven-deals.mjs); not edited by hand.
import type { Difficulty } from '../engine/index.js';

/** The solver's budget a listed deal was proven won within, and graded by. */
export const PROVEN_WITHIN = ${CHECK_NODES};

/**
 * Deals proven won, by variant (the game's name and its options in full, as dealt) and grade: the
 * first ${PER_GRADE} of each grade from deal 1 on.
 */
export const PROVEN_DEALS: Record<string, Record<Difficulty, number[]>> = {
${lines.join('\n')}
};

/** The budget of the daily search's first look at each candidate (solver-tasks.ts). */
export const DAILY_WITHIN = ${QUICK_NODES};
/** The date of the first daily deal listed. */
export const DAILY_FROM = '${DAILY_FROM}';

/**
 * The daily deals of ${DAILY_DAYS} dates from DAILY_FROM on, by variant: a character a day, the attempt
 * (base 36) of the first of the day's candidates that \`solve\` proves won within DAILY_WITHIN
 * positions, as the search finds it; '.' where none of the ${DAILY_TRIES} is, and the search decides.
 */
export const DAILY_ATTEMPTS: Record<string, string> = {
${dailyLines.join('\n')}
};
`,
);
