// Prints the minified and gzip size of each bundle in dist/. With --check, fails when a bundle
// is over its budget (bytes are stable, so a budget can fail the build; timings never do).
import { readFileSync, readdirSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const KB = 1024;
/** Gzip budgets, by bundle: every game in one file, or one game alone (Lit included in each). */
const budgets = {
  'solitaire-elements.js': 35 * KB,
  'klondike-solitaire.js': 25 * KB,
  'canfield-solitaire.js': 25 * KB,
  'clock-solitaire.js': 25 * KB,
  'sun-solitaire.js': 25 * KB,
};

const rows = readdirSync('dist')
  .filter((file) => file.endsWith('.js'))
  .map((file) => {
    const bytes = readFileSync(`dist/${file}`);
    return { file, min: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length, budget: budgets[file] };
  });

const kb = (n) => `${(n / KB).toFixed(1)} KB`.padStart(9);
console.log(`${'bundle'.padEnd(26)}${'min'.padStart(9)}${'gzip'.padStart(9)}   budget (gzip)`);
for (const { file, min, gzip, budget } of rows)
  console.log(`${file.padEnd(26)}${kb(min)}${kb(gzip)}   ${budget ? `${kb(budget).trim()}${gzip > budget ? '  OVER' : ''}` : '-'}`);

// Loaded on demand, from dist/chunks (one copy per bundle; the sizes below are the largest): the
// cards' slides, the keys' commands and pointer play (right after the bundle), the statistics, the solver's questions and client (the Worker itself is
// solver-worker.js), and the other languages, one module per area of strings.
const chunks = readdirSync('dist/chunks').map((file) => ({ file, bytes: readFileSync(`dist/chunks/${file}`) }));
const largest = (prefix) =>
  chunks
    .filter((c) => c.file.startsWith(prefix))
    .sort((a, b) => b.bytes.length - a.bytes.length)
    .slice(0, 1);
const total = (files, f) => files.reduce((n, { bytes }) => n + f(bytes), 0);
for (const [label, files, note] of [
  ['chunks: slides, keys, drag', largest('deferred-'), 'loaded right after the bundle'],
  ['chunks: statistics', largest('stats-'), 'loaded when a game is first counted or shown'],
  ['chunks: solver questions', largest('solver-tasks-'), 'loaded on the first hint or check'],
  ['chunks: nb, da, is, ht', chunks.filter((c) => c.file.includes('.l10n-')), 'loaded only for those languages'],
])
  console.log(
    `${label.padEnd(26)}${kb(total(files, (b) => b.length))}${kb(total(files, (b) => gzipSync(b, { level: 9 }).length))}   ${note}`,
  );

// A chunk imports nothing from a bundle: a page that loads a bundle under another address
// (`?ver=2`, as WordPress adds) would otherwise run a second copy of it. Rollup would also turn
// the bundle into a facade of a shared chunk, which the budgets above would not see.
const leaning = [
  ...chunks.filter(({ bytes }) => /from\s*["']\.\.\//.test(bytes.toString())),
  ...rows.filter((r) => r.budget && r.min < 10 * KB),
].map((c) => c.file);
const over = rows.filter((r) => r.budget && r.gzip > r.budget);
if (process.argv.includes('--check') && (over.length || leaning.length)) {
  if (over.length) console.error(`Over budget: ${over.map((r) => r.file).join(', ')}`);
  if (leaning.length) console.error(`A chunk imports from a bundle, or a bundle is a facade: ${leaning.join(', ')}`);
  process.exit(1);
}
