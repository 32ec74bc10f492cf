// Plays N deals of a game with a simple greedy player and prints the win rate and the mean score
// (for Sun, the cards on the bases): a sanity figure for the rules, never a test.
//   npm run stats -- sun [N]
import { build } from 'esbuild';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

const [name = 'sun', count = '1000'] = process.argv.slice(2);
const { outputFiles } = await build({ entryPoints: ['src/engine/index.ts'], bundle: true, format: 'esm', write: false });
const file = join(mkdtempSync(join(tmpdir(), 'solitaire-stats-')), 'engine.mjs');
writeFileSync(file, outputFiles[0].text);
const engine = await import(pathToFileURL(file).href);

const game = engine.games[name];
if (!game) {
  console.error(`No game called "${name}"; try ${Object.keys(engine.games).join(', ')}`);
  process.exit(1);
}

/** Foundations first (never between Sun's bases), then the procedure or the game's hint. */
function greedyMove(state) {
  const up = game.autoMove(state, 'all');
  if (up) return up;
  if (name === 'sun') return game.moves(state).find((move) => move.action === 'advance') ?? null;
  return game.hint(state);
}

const n = Number(count);
let won = 0;
let scoreSum = 0;
let moveSum = 0;
const started = performance.now();
for (let seed = 1; seed <= n; seed++) {
  let state = game.deal(seed);
  let moves = 0;
  for (let move; moves < 2000 && game.status(state) === 'playing' && (move = greedyMove(state)); moves++) state = game.play(state, move);
  if (game.status(state) === 'won') won++;
  scoreSum += state.score;
  moveSum += moves;
}
const seconds = (performance.now() - started) / 1000;
console.log(`${name}: ${n} deals (seeds 1 … ${n}), greedy player`);
console.log(`  won        ${won} (${((100 * won) / n).toFixed(1)} %)`);
console.log(`  mean score ${(scoreSum / n).toFixed(1)}${name === 'sun' ? ' cards on the bases' : ''}`);
console.log(`  mean moves ${(moveSum / n).toFixed(1)}`);
console.log(`  time       ${seconds.toFixed(1)} s (${((1000 * seconds) / n).toFixed(2)} ms a deal)`);
