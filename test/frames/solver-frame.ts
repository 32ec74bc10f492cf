// Framed by test/elements/solver-origins.test.ts, sandboxed or not: tells the page around it what
// the solver said of the game (its verdict, or nothing within 10 s) and every warning of the game's.
import '../../src/games/clock-solitaire.js';

const warnings: string[] = [];
const warn = console.warn.bind(console);
console.warn = (...args: unknown[]) => {
  if (String(args[0]).startsWith('solitaire-elements')) warnings.push(args.join(' '));
  warn(...args);
};

const game = document.querySelector('clock-solitaire')!;
let verdict = '';
for (let i = 0; i < 200 && !verdict; i++) {
  await new Promise((resolve) => setTimeout(resolve, 50));
  verdict = game.shadowRoot?.querySelector('.solver')?.textContent?.trim() ?? '';
}
parent.postMessage({ origin: self.origin, verdict, warnings }, '*');
