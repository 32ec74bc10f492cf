// How the bench's browser parts (bench-pages.mjs) serve and drive their pages: this checkout's
// files and the pages that record what a game does, headless Chromium with its CPU throttled, the
// mouse, and interaction latencies worked out as Chrome reports them.
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
new PerformanceObserver((list) => bench.events.push(...list.getEntries().filter((e) => e.interactionId).map((e) => ({ id: e.interactionId, start: e.startTime, duration: e.duration, name: e.name }))))
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

/**
 * Put before the recorder in a page made only to copy its table: each style sheet keeps the text
 * it was made of, which its rules' `cssText` does not always give back (a shorthand of `var()`s is
 * lost).
 */
const SHEET_TEXTS = `
window.sheetTexts = new WeakMap();
const replaceSync = CSSStyleSheet.prototype.replaceSync;
CSSStyleSheet.prototype.replaceSync = function (text) {
  sheetTexts.set(this, text);
  return replaceSync.call(this, text);
};`;

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
let n = 0;
t.onclick = () => {
  const card = t.children[n++ % 104];
  const from = getComputedStyle(card).translate;
  card.style.translate = \`\${(n * 37) % 900}px \${(n * 53) % 600}px\`;
  card.animate([{ translate: from }, {}], 220);
};</script>`;

/**
 * Serves this checkout: `/` is a page that loads the bundle, `/page?game=<markup>` one that holds
 * the markup and the recorder too (`&sheets` and the sheets' texts), `/text` one with a line of
 * text alone, `/cards` the bare cards, `/copy/<name>` the page put in `copies` under that name.
 */
export async function serve() {
  const copies = new Map();
  const server = createServer(async (request, response) => {
    const address = new URL(request.url, 'http://localhost');
    if (address.pathname === '/') return response.end(PAGE);
    if (address.pathname === '/text') return response.end(TEXT_PAGE);
    if (address.pathname === '/cards') return response.end(CARDS_PAGE);
    if (address.pathname.startsWith('/copy/')) return response.end(copies.get(address.pathname.slice(6)));
    if (address.pathname === '/page') {
      response.setHeader('Content-Type', 'text/html');
      const sheets = address.searchParams.has('sheets') ? `<script>${SHEET_TEXTS}</script>` : '';
      return response.end(
        `<!doctype html><meta charset="utf-8"><body style="margin:0;width:1000px">${address.searchParams.get('game')}${sheets}` +
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
  return { url: `http://127.0.0.1:${server.address().port}/`, close: () => server.close(), copies };
}

export const launch = () =>
  chromium.launch({
    executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
    args: ['--disable-background-networking', '--disable-component-update'],
  });

export const page = (url, markup) => `${url}page?game=${encodeURIComponent(markup.replace('>', ' data-bench>'))}`;
export const median = (values) => nearestRank(values, 0.5);
/** The nearest-rank percentile `p` of `values`. */
export const nearestRank = (values, p) => values.slice().sort((a, b) => a - b)[Math.max(0, Math.ceil(p * values.length) - 1)];
export const ms = (n) => `${Math.round(n)} ms`;

/**
 * A tab of `browser` whose main thread runs `rate` times slower (CDP throttling), ready for a
 * navigation as a reader's tab is when a link is followed: a new tab's window starts Chromium's own
 * interface for about a second (its address bar's popup is a page of script) on the same two
 * cores, which a navigation at once shared (Klondike `winnable`, 10 loads: the deal at a median of
 * 207 ms and a 90th percentile of 273 from a new tab, 125 and 151 from one a second old).
 */
export async function readerTab(browser, rate) {
  const tab = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  await tab.goto('about:blank');
  await tab.waitForTimeout(1000);
  const cdp = await tab.context().newCDPSession(tab);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return tab;
}

let lastClick = 0;

/**
 * Plays a gesture with the mouse, then waits until the table has drawn what it did; whether it
 * made a move. Clicks come at least 400 ms apart: quicker, a second click on one pile would be
 * the end of a double click.
 */
export async function perform(tab, gesture) {
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
    // (The bare cards and a frozen table have no game element to wait for.)
    const el = document.querySelector('[data-bench]');
    await el?.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
    return el?.state !== window.benchBefore;
  });
}

/** Each interaction's latency: the longest of its events (pointerdown, pointerup, click). */
export function latencies(events) {
  const worstOf = new Map();
  for (const { id, duration } of events) worstOf.set(id, Math.max(worstOf.get(id) ?? 0, duration));
  return [...worstOf.values()];
}

/**
 * INP as Chrome reports it (and web-vitals): of the interactions' latencies, the worst but one for
 * every 50 interactions of the page, `count` (performance.interactionCount). Those answered within
 * 16 ms are not reported, but they count: 2 % of all interactions, not of the slow ones, are let go.
 */
export function inp(interactions, count) {
  const slowest = interactions.slice().sort((a, b) => b - a);
  return slowest[Math.min(slowest.length - 1, Math.floor(count / 50))] ?? 0;
}

/** The INP of 50 clicks at `point` of the page in `tab`, once it has settled for a second. */
export async function clicksInp(tab, point) {
  await tab.evaluate(() => {
    window.clicks = { events: [], from: performance.interactionCount };
    new PerformanceObserver((list) =>
      window.clicks.events.push(
        ...list
          .getEntries()
          .filter((e) => e.interactionId)
          .map((e) => ({ id: e.interactionId, duration: e.duration })),
      ),
    ).observe({ type: 'event', durationThreshold: 16 });
  });
  await tab.waitForTimeout(1000);
  for (let click = 0; click < 50; click++) await perform(tab, { click: point });
  const { events, count } = await tab.evaluate(() => ({
    events: window.clicks.events,
    count: performance.interactionCount - window.clicks.from,
  }));
  return inp(latencies(events), count);
}
