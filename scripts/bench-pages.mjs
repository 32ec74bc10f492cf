// The bench's parts that load pages in headless Chromium, from the built bundle (`npm run build`):
//  input   A greedy game of each played through real input (mouse drags and clicks, the step
//          button), with the solver on (`solver-status`) and Chromium's CPU throttled 1× and 4×
//          (CDP Emulation.setCPUThrottlingRate): the time from navigation to the first table shown,
//          the interaction latency of the Event Timing API (INP as Chrome reports it: about the
//          98th percentile of interactions; and the worst) and the long animation frames (over
//          50 ms) of the play, and how many gestures of each kind took over 50 ms; and, at each
//          rate, the browser's part of each: when a page of text alone is first shown, and each
//          game's first table as a page with no script; the INP of a page of 104 bare cards, each
//          click sliding one elsewhere, and that of each game's table frozen as its first run left
//          it (no script). And Sun's slowest answers: each arc dealt in a row from the stock, the
//          latency of every click and the long frames.
//  proven  The time from navigation to the first `solitaire-deal` of a proven deal: `winnable`,
//          `winnable="hard"` and `seed="daily"`, in every game that proves deals, and to the start
//          of the first frame with its cards (the table shows none before); median and 90th
//          percentile over --loads page loads (10).
import { clicksInp, inp, latencies, launch, median, ms, nearestRank, page, perform, serve, readerTab } from './bench-browser.mjs';

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
    // The kind of pile a move is made from ("tableau", not "tableau-3"), for the figures by gesture.
    const from = 'action' in move ? 'step button' : move.from.replace(/-?\d+$/, '');
    // When the gesture begins, in the page's time: the interactions after it are its own.
    const start = performance.now();
    if ('action' in move) return { click: centre(root.querySelector('.advance')), kind: from, start };
    if (move.from === 'stock' || name === 'clock') return { click: centre(topOf(move.from)), kind: `click on ${from}`, start };
    // A card with others on it is picked up by its strip that shows; a top card by its middle.
    // (Sun may take a card from under others: the move names its index.)
    const index = move.index ?? state.piles[move.from].length - (move.count ?? 1);
    return { from: visiblePoint(topOf(move.from, index)), to: centre(topOf(move.to)), kind: `drag from ${from}`, start };
  }, name);
}

/** Moves played at most: greedy play may go round the stock for ever. */
const MOVES = 150;

/** A tab at CPU throttling `rate` once deal 3 of game `name` (solver on) is drawn; `query` adds to the page's address. */
async function drawnGame(browser, url, name, rate, query = '') {
  const tab = await readerTab(browser, rate);
  // Told through the console, not waited for with a script of the harness's own, which would take
  // the page's main thread about when the table is drawn.
  const drawn = tab.waitForEvent('console', { predicate: (message) => message.text() === 'bench: drawn', timeout: 60_000 });
  await tab.goto(`${page(url, `<${name}-solitaire seed="3" auto-foundation="off" solver-status></${name}-solitaire>`)}${query}`);
  await drawn;
  return tab;
}

/**
 * The game drawn as `drawnGame` draws it, then settled: the frames and interactions of play are
 * counted once the first drawing and its chunks are done.
 */
async function settledGame(browser, url, name, rate) {
  const tab = await drawnGame(browser, url, name, rate);
  if (Number.isNaN(await tab.evaluate(() => window.bench.drawn))) throw new Error(`${name}: the page showed content before the table`);
  await tab.waitForTimeout(1000);
  return tab;
}

/** How long each long animation frame (over 50 ms) that began after `start` lasted. */
const longFramesAfter = (frames, start) => frames.filter((f) => f.start > start && f.duration > 50).map((f) => f.duration);

/**
 * Each gesture's kind and latency: an event is the gesture's that began last before it (a gesture
 * answered within 16 ms has no event reported; its latency is 0).
 */
function gestureLatencies(gestures, events) {
  const timed = gestures.map(({ kind }) => ({ kind, latency: 0 }));
  for (const { start, duration } of events) {
    const gesture = timed[gestures.findLastIndex((g) => g.start <= start)];
    if (gesture) gesture.latency = Math.max(gesture.latency, duration);
  }
  return timed;
}

/**
 * One greedy game of `name` through the mouse at CPU throttling `rate`: its figures; with `freeze`,
 * the INP of its table frozen as the game left it too.
 */
async function playByInput(browser, url, name, rate, freeze) {
  const tab = await settledGame(browser, url, name, rate);
  const playStart = await tab.evaluate(() => performance.now());
  const gestures = [];
  let moves = 0;
  for (let gesture; moves < MOVES && (gesture = await nextGesture(tab, name)); moves++) {
    gestures.push(gesture);
    if (!(await perform(tab, gesture)))
      throw new Error(`${name}: the gesture for move ${moves + 1} made no move (${JSON.stringify(gesture)})`);
  }
  const { events, count, frames, ...figures } = await tab.evaluate(() => ({
    drawn: window.bench.drawn,
    events: window.bench.events,
    frames: window.bench.frames,
    count: performance.interactionCount,
    status: document.querySelector('[data-bench]').status,
  }));
  const frozen = freeze ? await frozenTableInp(tab) : 0;
  await tab.close();
  const interactions = latencies(events);
  const long = longFramesAfter(frames, playStart);
  return {
    ...figures,
    gestures: gestureLatencies(gestures, events),
    inp: inp(interactions, count),
    worst: Math.max(0, ...interactions),
    long: long.length,
    worstFrame: Math.max(0, ...long),
    frozen,
    moves,
  };
}

/**
 * The first table of game `name` as a page with no script: its shadow DOM as the game first drew
 * it, in a declarative shadow root with the game's styles as text (its custom properties not
 * registered, so they are inherited: a little more style work than the game's). What drawing that
 * table costs the browser alone, before any of our script.
 */
async function tableCopy(browser, url, name) {
  const tab = await drawnGame(browser, url, name, 1, '&sheets');
  const copy = await tab.evaluate(() => {
    const game = document.querySelector('[data-bench]');
    const styles = game.shadowRoot.adoptedStyleSheets.map((sheet) => `<style>${window.sheetTexts.get(sheet)}</style>`).join('');
    const attributes = [...game.attributes].map(({ name, value }) => (name === 'data-bench' ? '' : ` ${name}="${value}"`)).join('');
    return `<div${attributes}><template shadowrootmode="open">${styles}${game.shadowRoot.innerHTML}</template></div>`;
  });
  await tab.close();
  return `<!doctype html><meta charset="utf-8"><body style="margin:0;width:1000px">${copy}`;
}

/** The first contentful paint of the page at `path` at CPU throttling `rate`. */
async function firstPaintOf(browser, url, path, rate) {
  const tab = await readerTab(browser, rate);
  await tab.goto(`${url}${path}`);
  const paint = await tab.waitForFunction(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime, null, {
    timeout: 60_000,
  });
  const time = await paint.jsonValue();
  await tab.close();
  return time;
}

/** The INP of the page of bare cards at CPU throttling `rate`. */
async function interactionAlone(browser, url, rate) {
  const tab = await readerTab(browser, rate);
  await tab.goto(`${url}cards`);
  const figure = await clicksInp(tab, [500, 650]);
  await tab.close();
  return figure;
}

/**
 * The game's table as it was left, copied with its styles into an element with no script, where
 * a click slides one card that shows: the browser's part of a move of that very table.
 */
async function frozenTableInp(tab) {
  const point = await tab.evaluate(() => {
    const game = document.querySelector('[data-bench]');
    const copy = document.createElement('div');
    for (const { name, value } of game.attributes) copy.setAttribute(name, value);
    copy.attachShadow({ mode: 'open' }).adoptedStyleSheets = game.shadowRoot.adoptedStyleSheets;
    copy.shadowRoot.innerHTML = game.shadowRoot.innerHTML;
    game.replaceWith(copy);
    const cards = copy.shadowRoot.querySelectorAll('.card:not(.down, .buried)');
    let n = 0;
    copy.onclick = () => {
      const card = cards[n++ % cards.length];
      const from = getComputedStyle(card).translate;
      card.style.setProperty('--sol-dx', String((n % 5) * 0.3));
      card.animate([{ translate: from }, {}], 220);
    };
    const box = copy.getBoundingClientRect();
    return [box.left + box.width / 2, box.bottom - 10];
  });
  return clicksInp(tab, point);
}

/**
 * Sun's slowest answers, which a greedy game (moving cards between arcs) meets less often: each
 * arc dealt in a row, the stock clicked until it is empty, every ray growing by a card a click.
 * The latency of each click, and the long frames from the first click to a second after the last.
 */
async function arcsInARow(browser, url, rate) {
  const tab = await settledGame(browser, url, 'sun', rate);
  const start = await tab.evaluate(() => performance.now());
  let clicks = 0;
  const stock = () =>
    tab.evaluate(() => {
      const el = document.querySelector('[data-bench]');
      window.benchBefore = el.state;
      const box = el.state.piles.stock.length && el.shadowRoot.querySelector('.card[data-pile="stock"]').getBoundingClientRect();
      return box && [box.left + box.width / 2, box.top + box.height / 2];
    });
  for (let click; (click = await stock()); clicks++)
    if (!(await perform(tab, { click }))) throw new Error('sun: a click on the stock dealt no arc');
  await tab.waitForTimeout(1000);
  const { events, frames } = await tab.evaluate(() => window.bench);
  await tab.close();
  return { clicks, latencies: latencies(events), long: longFramesAfter(frames, start) };
}

/** `input`: INP, long frames and when each game is first shown at 1× and 4×, medians of `runs`. */
export async function benchInput(games, runs) {
  const { url, close, copies } = await serve();
  const copier = await launch();
  for (const name of games) copies.set(name, await tableCopy(copier, url, name));
  await copier.close();
  console.log(`\nPlayed through the mouse in Chromium, solver on (seed 3, greedy; medians of ${runs} runs):`);
  for (const rate of [1, 4]) {
    const alone = [];
    const bare = [];
    for (let run = 0; run < runs; run++) {
      const browser = await launch();
      alone.push(await firstPaintOf(browser, url, 'text', rate));
      bare.push(await interactionAlone(browser, url, rate));
      await browser.close();
    }
    console.log(`  ${rate}× no game, the browser's part of each game's figures:`);
    console.log(`     a page of text alone first shown ${ms(median(alone))}; 104 bare cards, one slid a click: INP ${ms(median(bare))}`);
    for (const name of games) {
      const results = [];
      const copyShown = [];
      // A fresh browser for each run, as a reader's first visit: no cache, and no long series in
      // one browser (one such series ended with the page closed under it, Sun at 4×).
      for (let run = 0; run < runs; run++) {
        const browser = await launch();
        results.push(await playByInput(browser, url, name, rate, run === 0));
        copyShown.push(await firstPaintOf(browser, url, `copy/${name}`, rate));
        await browser.close();
      }
      const inps = results.map((r) => r.inp);
      const worst = results.map((r) => r.worst);
      const { moves, status } = results[0];
      console.log(
        `  ${rate}× ${name.padEnd(9)} first shown ${ms(median(results.map((r) => r.drawn)))} (its first table with no script ` +
          `${ms(median(copyShown))}); ${moves} moves (${status}); ` +
          `INP ${ms(median(inps))} (runs ${inps.map(Math.round).join(', ')}), worst interaction ${ms(median(worst))}; ` +
          `long frames ${median(results.map((r) => r.long))} (runs ${results.map((r) => r.long).join(', ')}), worst ${ms(median(results.map((r) => r.worstFrame)))}; ` +
          `its table frozen (no script), one card slid a click: INP ${ms(results[0].frozen)}`,
      );
      const kinds = new Map();
      for (const { kind, latency } of results.flatMap((r) => r.gestures)) kinds.set(kind, [...(kinds.get(kind) ?? []), latency]);
      const over = (latencies) => latencies.filter((latency) => latency > 50).length;
      console.log(
        `     by gesture, all runs together: ` +
          [...kinds]
            .map(
              ([kind, l]) =>
                `${kind} ${l.length} (over 50 ms ${over(l)}, 90th percentile ${ms(nearestRank(l, 0.9))}, worst ${ms(Math.max(...l))})`,
            )
            .join('; '),
      );
    }
    if (games.includes('sun')) {
      const rows = [];
      for (let run = 0; run < runs; run++) {
        const browser = await launch();
        rows.push(await arcsInARow(browser, url, rate));
        await browser.close();
      }
      const clicks = rows.flatMap((r) => r.latencies);
      const long = rows.map((r) => r.long);
      console.log(
        `  ${rate}× sun, every arc dealt in a row (${rows[0].clicks} clicks a run): click latency median ${ms(median(clicks))}, ` +
          `worst ${ms(Math.max(0, ...clicks))}; long frames ${median(long.map((l) => l.length))} (runs ${long.map((l) => l.length).join(', ')}), ` +
          `worst ${ms(Math.max(0, ...long.flat()))}`,
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
    `\nNavigation to the first deal of a proven game, and to the start of the first frame with its cards, in Chromium at full speed, from a tab a second old\n` +
      `(median / 90th percentile of ${loads} loads):`,
  );
  for (const [variant, opening] of Object.entries(variants))
    for (const [kind, attribute] of Object.entries(kinds)) {
      const times = [];
      const drawn = [];
      for (let load = 0; load < loads; load++) {
        const tab = await readerTab(browser, 1);
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
