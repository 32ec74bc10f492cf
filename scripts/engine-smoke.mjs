// Checks that the built engine imports in plain Node (no DOM), deals deal 0 as docs/engine.md's test
// vector says, and that Node prints a refusal by its class's name (minifying must not rename it).
import { inspect } from 'node:util';
import { cardCode, klondike, replay, shuffledPack } from '../dist/engine.js';

const first = shuffledPack(0).pack.slice(0, 10).map(cardCode).join(' ');
if (first !== '5S QS KH 2C KS 5H 6H JD 7C 3S') throw new Error(`dist/engine.js deals deal 0 wrongly: ${first}`);
const state = replay('klondike', 0, {}, [{ from: 'stock', to: 'waste' }]);
if (klondike.status(state) !== 'playing' || state.piles.waste.length !== 1) throw new Error('dist/engine.js replay failed');
let refusal;
try {
  klondike.play(state, { from: 'waste', to: 'stock' });
} catch (error) {
  refusal = inspect(error).split('\n')[0];
}
if (refusal !== 'IllegalMoveError: The stock still has cards') throw new Error(`dist/engine.js prints a refusal as "${refusal}"`);
console.log('dist/engine.js imports and plays in Node', process.version);
