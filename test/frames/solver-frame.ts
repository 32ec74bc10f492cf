// Framed by test/elements/solver-origins.test.ts, sandboxed or not: tells the page around it what
// the solver said of the game (its verdict, or nothing within 10 s) and every warning of the game's.
import '../../src/games/clock-solitaire.js';
import { warningsDuring } from '../elements/helpers.js';

const game = document.querySelector('clock-solitaire')!;
let verdict = '';
const warnings = await warningsDuring(async () => {
  for (let i = 0; i < 200 && !verdict; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    verdict = game.shadowRoot?.querySelector('.solver')?.textContent?.trim() ?? '';
  }
});
const ours = warnings.filter((warning) => warning.startsWith('solitaire-elements'));
parent.postMessage({ origin: self.origin, verdict, warnings: ours }, '*');
