// The bench's parts that load pages in headless Chromium, from the built bundle (`npm run build`):
//  input   A greedy game of each played through real input (mouse drags and clicks, the step
//          button), with the solver on (`solver-status`) and Chromium's CPU throttled 1× and 4×
//          (CDP Emulation.setCPUThrottlingRate): the time from navigation to the first table shown,
//          the interaction latency of the Event Timing API (INP as Chrome reports it: about the
//          98th percentile of interactions; and the worst) and the long animation frames (over
//          50 ms) of the play;
//          and, at each rate, the browser's part of each: when a page of text alone is first
//          shown, and the INP of a page of 104 bare cards, each click sliding one elsewhere.
//  proven  The time from navigation to the first `solitaire-deal` of a proven deal: `winnable`,
//          `winnable="hard"` and `seed="daily"`, in every game that proves deals, and to the start
//          of the first frame with its cards (the table shows none before); median and 90th
//          percentile over --loads page loads (10).
import { createServer } from 'node:http';
import { readFile } from 'node:fs/promises';
import { extname, join, normalize } from 'node:path';
import { chromium } from 'playwright-core';

const TYPES = { '.js': 'text/javascript', '.html': 'text/html' };
const PAGE = `<!doctype html><meta charset="utf-8"><script type="module" src="/dist/solitaire-elements.js"></script><body style="margin:0;width:1000px">`;

/**
 * What every page records from its first moment, before the bundle runs: when the table is first
 * shown, when the first deal is announced, when the first frame with cards begins, every
 * interaction's latency and every long frame.
 */
const RECORDER = `
window.bench = { events: [], frames: [], drawn: 0, deal: 0, cards: 0 };
new PerformanceObserver((list) => bench.events.push(...list.getEntries().filter((e) => e.interactionId).map((e) => ({ id: e.interactionId, duration: e.duration, name: e.name }))))
  .observe({ type: 'event', durationThreshold: 16, buffered: true });
new PerformanceObserver((list) => bench.frames.push(...list.getEntries().map((e) => ({ start: e.startTime, duration: e.duration }))))
  .observe({ type: 'long-animation-frame', buffered: true });
document.addEventListener('solitaire-deal', () => {
  if (bench.deal) return;
  bench.deal = performance.now();
  // Said once the table is drawn: a console message costs the page 4–7 ms at 4× (DevTools
  // protocol), which would otherwise count in the first drawing the bench measures.
  requestAnimationFrame(() => setTimeout(() => console.log('bench: deal')));
});
const game = document.querySelector('[data-bench]');
// Drawn: the first frame with cards on the table is on screen. The frame that first has cards is
// found by its start; when it shows is the first contentful paint, a presentation time, which
// comes after the compositor has rastered it (tens of ms after the main thread painted it). The
// table is the page's first content: a first contentful paint before that frame began is an error.
let cardsFrame = 0;
let shown = 0;
const drawnIfBoth = () => {
  if (!cardsFrame || !shown) return;
  bench.drawn = shown >= cardsFrame ? shown : NaN;
  console.log('bench: drawn');
};
requestAnimationFrame(function drawn(start) {
  if (!game.shadowRoot?.querySelector('.card')) return requestAnimationFrame(drawn);
  bench.cards = cardsFrame = start;
  drawnIfBoth();
});
new PerformanceObserver((list) => {
  const paint = list.getEntriesByName('first-contentful-paint')[0];
  if (!paint) return;
  shown = paint.startTime;
  drawnIfBoth();
}).observe({ type: 'paint', buffered: true });`;

/** The page with no game: a line of text, no bundle. */
const TEXT_PAGE = `<!doctype html><meta charset="utf-8"><body style="margin:0;width:1000px"><p>Solitaire</p>`;

/**
 * The page with no game whose clicks cost the least a game's can: 104 cards, each on a compositor
 * layer of its own as the game's are, a click sliding one of them to a new place. Its INP is what
 * any interaction costs with such a table on this machine at a given rate, before any of our work.
 */
const CARDS_PAGE = `<!doctype html><meta charset="utf-8"><body style="margin:0;width:1000px"><div id="t" style="position:relative;height:700px;background:#145c30">${Array.from(
  { length: 104 },
  (_, i) =>
    `<div style="position:absolute;width:60px;height:84px;background:#fff;border:1px solid #999;border-radius:5px;will-change:translate;translate:${(i % 13) * 70}px ${Math.floor(i / 13) * 60}px">${i}</div>`,
).join('')}</div><script>
window.events = [];
new PerformanceObserver((list) => events.push(...list.getEntries().filter((e) => e.interactionId).map((e) => ({ id: e.interactionId, duration: e.duration })))).observe({ type: 'event', durationThreshold: 16 });
let n = 0;
t.onclick = () => {
  const card = t.children[n++ % 104];
  const from = getComputedStyle(card).translate;
  card.style.translate = \`\${(n * 37) % 900}px \${(n * 53) % 600}px\`;
  card.animate([{ translate: from }, {}], 220);
};</script>`;

/**
 * Serves this checkout: `/` is a page that loads the bundle, `/page?game=<markup>` one that holds
 * the markup and the recorder too, `/text` one with a line of text alone, `/cards` the bare cards.
 */
export async function serve() {
  const server = createServer(async (request, response) => {
    const address = new URL(request.url, 'http://localhost');
    if (address.pathname === '/') return response.end(PAGE);
    if (address.pathname === '/text') return response.end(TEXT_PAGE);
    if (address.pathname === '/cards') return response.end(CARDS_PAGE);
    if (address.pathname === '/page') {
      response.setHeader('Content-Type', 'text/html');
      return response.end(
        `<!doctype html><meta charset="utf-8"><body style="margin:0;width:1000px">${address.searchParams.get('game')}` +
          `<script type="module">${RECORDER}</script><script type="module" src="/dist/solitaire-elements.js"></script>`,
      );
    }
    try {
      const file = normalize(join(process.cwd(), decodeURIComponent(address.pathname)));
      response.setHeader('Content-Type', TYPES[extname(file)] ?? 'application/octet-stream');
      response.end(await readFile(file));
    } catch {
      response.statusCode = 404;
      response.end();
    }
  }).listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close() };
}

export const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update'],
  });

const page = (url, markup) => `${url}page?game=${encodeURIComponent(markup.replace('>', ' data-bench>'))}`;
const median = (values) => nearestRank(values, 0.5);
/** The nearest-rank percentile `p` of `values`. */
const nearestRank = (values, p) => values.slice().sort((a, b) => a - b)[Math.max(0, Math.ceil(p * values.length) - 1)];
const ms = (n) => `${Math.round(n)} ms`;

/** A page of `browser` whose main thread runs `rate` times slower (CDP throttling). */
async function throttledPage(browser, rate) {
  const tab = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return tab;
}

/**
 * Where the next move of a greedy game is made with the mouse: a click on the stock or the step
 * button, a click on Clock's card in hand, or a drag of the move's cards onto their pile.
 */
async function nextGesture(tab, name) {
  return tab.evaluate(async (name) => {
    const { games } = await import('/dist/engine.js');
    const game = games[name];
    const el = document.querySelector('[data-bench]');
    const state = (window.benchBefore = el.state);
    if (game.status(state) !== 'playing') return null;
    const move = game.autoMove(state, 'all') ?? game.hint(state);
    if (!move) return null;
    const root = el.shadowRoot;
    // Where a card lies once its slide is over, as a player waits to see it.
    await Promise.all(root.getAnimations().map((animation) => animation.finished.catch(() => {})));
    const centre = (node) => {
      const r = node.getBoundingClientRect();
      return [r.left + r.width / 2, r.top + r.height / 2];
    };
    // A card with others on it is picked up by the part that shows: its middle, or an edge.
    const visiblePoint = (card) => {
      const r = card.getBoundingClientRect();
      const points = [
        centre(card),
        [r.left + r.width / 2, r.top + 6],
        [r.left + 6, r.top + r.height / 2],
        [r.right - 6, r.top + r.height / 2],
        [r.left + r.width / 2, r.bottom - 6],
      ];
      return points.find((point) => root.elementFromPoint(...point)?.closest('.card') === card) ?? points[0];
    };
    const topOf = (pile, index = state.piles[pile].length - 1) =>
      root.querySelector(`.card[data-pile="${pile}"][data-index="${index}"]`) ?? root.querySelector(`.slot[data-pile="${pile}"]`);
    if ('action' in move) return { click: centre(root.querySelector('.advance')) };
    if (move.from === 'stock' || name === 'clock') return { click: centre(topOf(move.from)) };
    // A card with others on it is picked up by its strip that shows; a top card by its middle.
    // (Sun may take a card from under others: the move names its index.)
    const index = move.index ?? state.piles[move.from].length - (move.count ?? 1);
    return { from: visiblePoint(topOf(move.from, index)), to: centre(topOf(move.to)) };
  }, name);
}

let lastClick = 0;

/**
 * Plays a gesture with the mouse, then waits until the table has drawn what it did; whether it
 * made a move. Clicks come at least 400 ms apart: quicker, a second click on one pile would be
 * the end of a double click.
 */
async function perform(tab, gesture) {
  const { mouse } = tab;
  if (gesture.click) {
    await tab.waitForTimeout(Math.max(0, lastClick + 400 - Date.now()));
    await mouse.click(...gesture.click);
    lastClick = Date.now();
  } else {
    await mouse.move(...gesture.from);
    await mouse.down();
    await mouse.move((gesture.from[0] + gesture.to[0]) / 2, (gesture.from[1] + gesture.to[1]) / 2, { steps: 4 });
    await mouse.move(...gesture.to, { steps: 4 });
    await mouse.up();
  }
  return tab.evaluate(async () => {
    // (The page of bare cards has no game.)
    const el = document.querySelector('[data-bench]');
    await el?.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    return el?.state !== window.benchBefore;
  });
}

/** Moves played at most: greedy play may go round the stock for ever. */
const MOVES = 150;

/** One greedy game of `name` through the mouse at CPU throttling `rate`: its figures. */
async function playByInput(browser, url, name, rate) {
  const tab = await throttledPage(browser, rate);
  // Told through the console, not waited for with a script of the harness's own, which would take
  // the page's main thread about when the table is drawn.
  const drawn = tab.waitForEvent('console', { predicate: (message) => message.text() === 'bench: drawn', timeout: 60_000 });
  await tab.goto(page(url, `<${name}-solitaire seed="3" auto-foundation="off" solver-status></${name}-solitaire>`));
  await drawn;
  if (Number.isNaN(await tab.evaluate(() => window.bench.drawn))) throw new Error(`${name}: the page showed content before the table`);
  // The frames and interactions of play are counted once the first drawing and its chunks settle.
  await tab.waitForTimeout(1000);
  const playStart = await tab.evaluate(() => performance.now());
  let moves = 0;
  for (let gesture; moves < MOVES && (gesture = await nextGesture(tab, name)); moves++)
    if (!(await perform(tab, gesture)))
      throw new Error(`${name}: the gesture for move ${moves + 1} made no move (${JSON.stringify(gesture)})`);
  const { events, count, ...figures } = await tab.evaluate((playStart) => {
    const long = window.bench.frames.filter((f) => f.start > playStart && f.duration > 50);
    return {
      drawn: window.bench.drawn,
      events: window.bench.events,
      count: performance.interactionCount,
      long: long.length,
      worstFrame: Math.max(0, ...long.map((f) => f.duration)),
      status: document.querySelector('[data-bench]').status,
    };
  }, playStart);
  await tab.close();
  const interactions = latencies(events);
  return { ...figures, inp: inp(interactions, count), worst: Math.max(0, ...interactions), moves };
}

/**
 * The first contentful paint of a page of text alone at CPU throttling `rate`: what a page costs
 * the browser before any game's script runs, the part of "first shown" that is not the game's.
 */
async function firstPaintAlone(browser, url, rate) {
  const tab = await throttledPage(browser, rate);
  await tab.goto(`${url}text`);
  const paint = await tab.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, {
    timeout: 60_000,
  });
  const time = await paint.jsonValue();
  await tab.close();
  return time;
}

/** Each interaction's latency: the longest of its events (pointerdown, pointerup, click). */
function latencies(events) {
  const worstOf = new Map();
  for (const { id, duration } of events) worstOf.set(id, Math.max(worstOf.get(id) ?? 0, duration));
  return [...worstOf.values()];
}

/**
 * INP as Chrome reports it (and web-vitals): of the interactions' latencies, the worst but one for
 * every 50 interactions of the page, `count` (performance.interactionCount). Those answered within
 * 16 ms are not reported, but they count: 2 % of all interactions, not of the slow ones, are let go.
 */
function inp(interactions, count) {
  const slowest = interactions.slice().sort((a, b) => b - a);
  return slowest[Math.min(slowest.length - 1, Math.floor(count / 50))] ?? 0;
}

/** The INP of 50 clicks on the page of bare cards at CPU throttling `rate`, once it has settled for a second. */
async function interactionAlone(browser, url, rate) {
  const tab = await throttledPage(browser, rate);
  await tab.goto(`${url}cards`);
  await tab.waitForTimeout(1000);
  for (let click = 0; click < 50; click++) await perform(tab, { click: [500, 650] });
  const { events, count } = await tab.evaluate(() => ({ events: window.events, count: performance.interactionCount }));
  await tab.close();
  return inp(latencies(events), count);
}

/** `input`: INP, long frames and when each game is first shown at 1× and 4×, medians of `runs`. */
export async function benchInput(games, runs) {
  const { url, close } = await serve();
  console.log(`\nPlayed through the mouse in Chromium, solver on (seed 3, greedy; medians of ${runs} runs):`);
  for (const rate of [1, 4]) {
    const alone = [];
    const bare = [];
    for (let run = 0; run < runs; run++) {
      const browser = await launch();
      alone.push(await firstPaintAlone(browser, url, rate));
      bare.push(await interactionAlone(browser, url, rate));
      await browser.close();
    }
    console.log(`  ${rate}× no game, the browser's part of each game's figures:`);
    console.log(`     a page of text alone first shown ${ms(median(alone))}; 104 bare cards, one slid a click: INP ${ms(median(bare))}`);
    for (const name of games) {
      const results = [];
      // A fresh browser for each run, as a reader's first visit: no cache, and no long series in
      // one browser (one such series ended with the page closed under it, Sun at 4×).
      for (let run = 0; run < runs; run++) {
        const browser = await launch();
        results.push(await playByInput(browser, url, name, rate));
        await browser.close();
      }
      const inps = results.map((r) => r.inp);
      const worst = results.map((r) => r.worst);
      const { moves, status } = results[0];
      console.log(
        `  ${rate}× ${name.padEnd(9)} first shown ${ms(median(results.map((r) => r.drawn)))}; ${moves} moves (${status}); ` +
          `INP ${ms(median(inps))} (runs ${inps.map(Math.round).join(', ')}), worst interaction ${ms(median(worst))}; ` +
          `long frames ${median(results.map((r) => r.long))} (runs ${results.map((r) => r.long).join(', ')}), worst ${ms(median(results.map((r) => r.worstFrame)))}`,
      );
    }
  }
  close();
}

/** `proven`: navigation to the first proven deal, per game and kind, over `loads` page loads. */
export async function benchProven(loads) {
  const { url, close } = await serve();
  const browser = await launch();
  const kinds = { winnable: 'winnable', 'winnable="hard"': 'winnable="hard"', 'seed="daily"': 'seed="daily"' };
  const variants = {
    'klondike draw 1': 'klondike-solitaire',
    'klondike draw 3': 'klondike-solitaire draw="3"',
    canfield: 'canfield-solitaire',
    sun: 'sun-solitaire',
  };
  console.log(
    `\nNavigation to the first deal of a proven game, and to the start of the first frame with its cards, in Chromium at full speed\n` +
      `(median / 90th percentile of ${loads} loads):`,
  );
  for (const [variant, opening] of Object.entries(variants))
    for (const [kind, attribute] of Object.entries(kinds)) {
      const times = [];
      const drawn = [];
      for (let load = 0; load < loads; load++) {
        const tab = await browser.newPage({ viewport: { width: 1000, height: 900 } });
        const tag = opening.split(' ')[0];
        const deal = tab.waitForEvent('console', { predicate: (message) => message.text() === 'bench: deal', timeout: 60_000 });
        await tab.goto(page(url, `<${opening} ${attribute}></${tag}>`));
        await deal;
        times.push(await tab.evaluate(() => window.bench.deal));
        // Under `winnable` and the daily deal the table shows no card until the deal is settled.
        drawn.push(await (await tab.waitForFunction(() => window.bench.cards, null, { timeout: 60_000 })).jsonValue());
        await tab.close();
      }
      console.log(
        `  ${variant.padEnd(16)} ${kind.padEnd(16)} deal ${ms(median(times)).padStart(8)} / ${ms(nearestRank(times, 0.9)).padStart(8)}; ` +
          `its cards' frame ${ms(median(drawn)).padStart(8)} / ${ms(nearestRank(drawn, 0.9)).padStart(8)}`,
      );
    }
  await browser.close();
  close();
}
