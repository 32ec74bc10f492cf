// Renders the README's screenshots (docs/*.png) from the demo page in headless Chromium.
// Needs the bundle (npm run build) and the demo served (npm start) at DEMO_URL. ONLY=name,name
// renders only those.
import { chromium } from 'playwright-core';

const url = process.env.DEMO_URL || 'http://localhost:8000/demo/';
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update'],
});

const only = process.env.ONLY?.split(',');

/**
 * Plays `moves` on the first element of `tag` after dealing `seed` (or, with `phase`, stops that
 * many moves after Sun's phase `phase` begins); `forcedColors` as Windows High Contrast.
 */
async function shoot(
  name,
  { width, height, colorScheme = 'light', tag = 'klondike-solitaire', seed, moves = 0, phase = 0, win = false, forcedColors = 'none' },
) {
  if (only && !only.includes(name)) return;
  const page = await browser.newPage({ viewport: { width, height }, colorScheme });
  await page.emulateMedia({ forcedColors });
  page.on('pageerror', (e) => console.error(`[${name}] ${e.message}`));
  await page.goto(url);
  await page.evaluate(
    async ({ tag, seed, moves, phase, win }) => {
      localStorage.clear();
      const el = document.querySelector(tag);
      const game = (await import('/dist/engine.js'))[tag.split('-')[0]];
      const greedy = (state) => game.autoMove(state, 'all') ?? game.hint(state);
      // For the won picture, the first deal from `seed` on that a greedy player wins.
      for (let deal = seed; win; deal++) {
        let state = game.deal(deal);
        for (let i = 0; i < 400 && game.status(state) === 'playing' && greedy(state); i++) state = game.play(state, greedy(state));
        if (game.status(state) === 'won') [seed, win] = [deal, false];
      }
      el.newGame(seed);
      for (let i = 0; i < 400 && el.status === 'playing' && phase && el.state.phase < phase; i++) el.play(greedy(el.state));
      for (let i = 0; i < moves && el.status === 'playing' && greedy(el.state); i++) el.play(greedy(el.state));
    },
    { tag, seed, moves, phase, win },
  );
  await page.waitForTimeout(700);
  await page
    .locator(tag)
    .first()
    .screenshot({ path: `docs/${name}.png` });
  await page.close();
}

await shoot('klondike-desktop', { width: 1280, height: 900, seed: 7, moves: 14 });
await shoot('klondike-phone', { width: 390, height: 844, seed: 7, moves: 14 });
await shoot('klondike-320-dark', { width: 320, height: 700, seed: 11, moves: 10, colorScheme: 'dark' });
await shoot('klondike-won', { width: 900, height: 900, seed: 2, moves: 400, win: true });
await shoot('sun-desktop', { width: 1280, height: 800, tag: 'sun-solitaire', seed: 8, moves: 16 });
await shoot('sun-phone', { width: 390, height: 844, tag: 'sun-solitaire', seed: 8, moves: 16 });
await shoot('sun-phase2', { width: 1280, height: 900, tag: 'sun-solitaire', seed: 8, phase: 2, moves: 1 });
await shoot('sun-phase3', { width: 1280, height: 1000, tag: 'sun-solitaire', seed: 8, phase: 3, moves: 12 });
await shoot('canfield-desktop', { width: 1280, height: 800, tag: 'canfield-solitaire', seed: 5, moves: 12 });
await shoot('canfield-phone', { width: 390, height: 844, tag: 'canfield-solitaire', seed: 5, moves: 12 });
await shoot('clock-desktop', { width: 1280, height: 800, tag: 'clock-solitaire', seed: 3, moves: 21 });
await shoot('clock-phone', { width: 390, height: 844, tag: 'clock-solitaire', seed: 3, moves: 21 });
await shoot('klondike-forced-colors', { width: 900, height: 800, seed: 7, moves: 14, colorScheme: 'dark', forcedColors: 'active' });
await shoot('clock-forced-colors', { width: 900, height: 800, tag: 'clock-solitaire', seed: 3, moves: 21, forcedColors: 'active' });
await shoot('clock-won', { width: 900, height: 800, tag: 'clock-solitaire', seed: 0, moves: 60, win: true });
await browser.close();
console.log('docs/*.png written');
