// `npm run proven-deals`: writes src/table/proven-deals.ts, the deals a page under `winnable` deals
// at once instead of waiting for the solver. For each common variant it solves deals 1, 2, 3 …
// with the budget the table checks a deal with, and keeps the first PER_GRADE proven won of each
// grade. Deterministic: the same engine writes the same file (test/engine/proven-deals.test.ts
// solves every listed deal again). Needs `npm run build` first (dist/engine.js).
import { fork } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** Deals listed per grade and variant. */
const PER_GRADE = 20;
/** The solver's budget for a deal's check (as the table's, in solver-tasks.ts). */
const CHECK_NODES = 150_000;
/** The variants a page is most likely to ask for: each game's defaults, and Klondike draw 3. */
const VARIANTS = [
  ['klondike', {}],
  ['klondike', { draw: 3 }],
  ['canfield', {}],
  ['sun', {}],
];

if (process.argv[2] === '--variant') {
  // A child: one variant's deals, sent back to the parent.
  const { games, solve, gradeOf } = await import('../dist/engine.js');
  const [name, options] = JSON.parse(process.argv[3]);
  const found = { easy: [], medium: [], hard: [] };
  let key;
  for (let seed = 1; Object.values(found).some((list) => list.length < PER_GRADE); seed++) {
    const state = games[name].deal(seed, options);
    key ??= `${name}:${JSON.stringify(state.options)}`;
    const answer = solve(state, { maxNodes: CHECK_NODES });
    const grade = answer.result === 'won' ? gradeOf(state, answer.nodes) : null;
    if (grade && found[grade].length < PER_GRADE) found[grade].push(seed);
  }
  process.send({ key, found });
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
          .join(', ')}`,
      );
    }
  };
  await Promise.all([lane(), lane()]);
  return results;
}

const results = await solveAll();
const lines = results.map(({ key, found }) => `  ${JSON.stringify(key)}: ${JSON.stringify(found)},`);
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
`,
);
