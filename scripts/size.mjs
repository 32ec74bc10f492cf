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

// The other languages load on demand, one module per area of strings.
const translations = readdirSync('dist/l10n').map((file) => readFileSync(`dist/l10n/${file}`));
const total = (f) => translations.reduce((n, bytes) => n + f(bytes), 0);
console.log(`${'l10n/ (nb, da, is, ht)'.padEnd(26)}${kb(total((b) => b.length))}${kb(total((b) => gzipSync(b, { level: 9 }).length))}   loaded only for those languages`);

const over = rows.filter((r) => r.budget && r.gzip > r.budget);
if (process.argv.includes('--check') && over.length) {
  console.error(`Over budget: ${over.map((r) => r.file).join(', ')}`);
  process.exit(1);
}
