// `npm run bench`: prints figures, never fails on them.
//  engine  Engine throughput per game in Node: legal moves generated and moves played per second.
//  solver  The solver over Klondike and Canfield deals 1 … N (N = 1000, --seeds N), and a tenth
//          as many Sun deals: won / lost / unknown, median and 90th-percentile time and nodes,
//          with at most --nodes positions (200000) a deal.
//  frames  A scripted full game per game in headless Chromium, from the built bundle: how long
//          the first render takes, then the long animation frames of the game (PerformanceObserver
//          'long-animation-frame'): count and worst, and how many of them held up input (their
//          blockingDuration: a task over 50 ms) rather than waited for the compositor, and the
//          moves they followed ("(step)": a move that is no card's, such as Sun's next step).
//  difficulty  The positions solve() visits before it proves each won deal of 1 … N (Sun: N / 5),
//          per game and draw: the tertiles that difficulty() grades by, beside the shipped ones.
//  input, proven  In headless Chromium through real input, and the wait for a proven deal: see
//          scripts/bench-pages.mjs.
// `npm run bench` runs them all; `npm run bench -- solver --seeds 100` one of them, and
// `--only "draw 3, foundation" --nodes 1000000` one configuration with a larger budget;
// `npm run bench -- frames --runs 5` plays each game five times.
// Needs `npm run build` first (dist/) and Chromium (CHROME_PATH or /usr/bin/chromium).
import * as engine from '../dist/engine.js';
import { launch, serve } from './bench-browser.mjs';
import { benchInput, benchProven } from './bench-pages.mjs';

const GAMES = ['klondike', 'canfield', 'clock', 'sun'];
const args = process.argv.slice(2);
const flag = (name, fallback) => (args.includes(name) ? Number(args[args.indexOf(name) + 1]) : fallback);
const sections = ['engine', 'solver', 'difficulty', 'frames', 'input', 'proven'].filter((name) => args.includes(name));
const runs = (name) => sections.length === 0 || sections.includes(name);

/** Foundations first, then the game's hint: a player that finishes games without thinking. */
const greedy = (game, state) => game.autoMove(state, 'all') ?? game.hint(state);

if (runs('engine')) {
  console.log('Engine throughput (Node, seeds 1 … 50, greedy play):');
  for (const name of GAMES) {
    const game = engine.games[name];
    let generated = 0;
    let played = 0;
    const started = performance.now();
    for (let seed = 1; seed <= 50; seed++) {
      let state = game.deal(seed);
      for (let i = 0; i < 300 && game.status(state) === 'playing'; i++) {
        generated += game.moves(state).length;
        const move = greedy(game, state);
        if (!move) break;
        state = game.play(state, move);
        played++;
      }
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `  ${name.padEnd(9)} ${Math.round(generated / seconds)
        .toLocaleString('en')
        .padStart(9)} moves generated/s  ${Math.round(played / seconds)
        .toLocaleString('en')
        .padStart(7)} moves played/s`,
    );
  }
}

/** The value below which a share `p` of the sorted `values` lie. */
const percentile = (values, p) => values.slice().sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(p * values.length))];

if (runs('solver')) {
  const seeds = flag('--seeds', 1000);
  const maxNodes = flag('--nodes', 200_000);
  const configs = [
    ['klondike', { draw: 1 }, 'draw 1'],
    ['klondike', { draw: 1, foundationReturn: true }, 'draw 1, foundation return'],
    ['klondike', { draw: 3 }, 'draw 3'],
    ['klondike', { draw: 3, foundationReturn: true }, 'draw 3, foundation return', seeds, 81.945],
    ['canfield', { draw: 3 }, 'draw 3'],
    ['sun', {}, 'two decks', Math.ceil(seeds / 10)],
  ];
  console.log(`\nSolver (Node, all cards known, unlimited passes, at most ${maxNodes.toLocaleString('en')} positions a deal):`);
  // --only TEXT: the configurations whose name and label contain TEXT ("draw 3, foundation").
  const only = args.includes('--only') ? args[args.indexOf('--only') + 1] : '';
  // `published`: the winnable share found by Blake & Gent, ± 0.084 points.
  for (const [name, options, label, count = seeds, published] of configs.filter(([name, , label]) => `${name} ${label}`.includes(only))) {
    const tally = { won: 0, lost: 0, unknown: 0 };
    const times = [];
    const nodes = [];
    for (let seed = 1; seed <= count; seed++) {
      const started = performance.now();
      const answer = engine.solve(engine.games[name].deal(seed, options), { maxNodes });
      times.push(performance.now() - started);
      nodes.push(answer.nodes);
      tally[answer.result]++;
    }
    const share = (n) => `${((100 * n) / count).toFixed(1)} %`.padStart(7);
    console.log(`  ${name} ${label}, seeds 1 … ${count}:`);
    console.log(
      `    won ${share(tally.won)}  lost ${share(tally.lost)}  unknown ${share(tally.unknown)}   ` +
        `time median ${Math.round(percentile(times, 0.5))} ms, p90 ${Math.round(percentile(times, 0.9))} ms   ` +
        `nodes median ${percentile(nodes, 0.5).toLocaleString('en')}, p90 ${percentile(nodes, 0.9).toLocaleString('en')}`,
    );
    if (published) {
      // How far the share of `count` deals may stray from the share over all deals: one standard error.
      const error = 100 * Math.sqrt(((published / 100) * (1 - published / 100)) / count);
      console.log(
        `    published: ${published} % ± 0.084 % winnable (Blake & Gent); over ${count} deals a share strays from it by ±${error.toFixed(1)} points (one standard error)`,
      );
    }
  }
}

if (runs('difficulty')) {
  const seeds = flag('--seeds', 1000);
  console.log(
    `\nDifficulty (positions solve() visits to prove a deal won, ${(200_000).toLocaleString('en')} at most; thirds of the won deals):`,
  );
  for (const key of Object.keys(engine.DIFFICULTY_THRESHOLDS)) {
    const [name, draw] = key.split(' ');
    const count = name === 'sun' ? Math.ceil(seeds / 5) : seeds;
    const nodes = [];
    for (let seed = 1; seed <= count; seed++) {
      const answer = engine.solve(engine.games[name].deal(seed, draw ? { draw: Number(draw) } : {}), { maxNodes: 200_000 });
      if (answer.result === 'won') nodes.push(answer.nodes);
    }
    const [easy, medium] = engine.DIFFICULTY_THRESHOLDS[key];
    const grade = (n) => (n <= easy ? 0 : n <= medium ? 1 : 2);
    const counts = [0, 1, 2].map((g) => nodes.filter((n) => grade(n) === g).length);
    console.log(
      `  ${key.padEnd(11)} seeds 1 … ${count}: ${nodes.length} won; tertiles ${percentile(nodes, 1 / 3).toLocaleString('en')} / ${percentile(nodes, 2 / 3).toLocaleString('en')} positions ` +
        `(shipped ${easy.toLocaleString('en')} / ${medium.toLocaleString('en')}: easy ${counts[0]}, medium ${counts[1]}, hard ${counts[2]})`,
    );
  }
}

if (runs('input')) await benchInput(GAMES, flag('--runs', 3));
if (runs('proven')) await benchProven(flag('--loads', 10));
if (!runs('frames')) process.exit(0);

const { url, close } = await serve();
const browser = await launch();
console.log('\nA full game in Chromium (1000 px wide, animations on): the first render, then one move per frame after it settles:');
// --runs N: each game N times (a shared machine's figures swing from run to run), with the median.
const runCount = flag('--runs', 1);
for (const name of GAMES) {
  const longFrames = [];
  for (let run = 1; run <= runCount; run++) {
    const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
    await page.goto(url);
    const result = await page.evaluate(async (name) => {
      const frames = [];
      // Each frame's length, and how much of it was main-thread work that would have held up input
      // (blockingDuration); the rest of a long frame is waiting for the compositor to draw.
      new PerformanceObserver((list) =>
        frames.push(
          ...list.getEntries().map((e) => ({ end: e.startTime + e.duration, duration: e.duration, blocking: e.blockingDuration })),
        ),
      ).observe({ type: 'long-animation-frame', buffered: false });
      const { games } = await import('/dist/engine.js');
      const game = games[name];
      const el = document.createElement(`${name}-solitaire`);
      el.setAttribute('seed', '3');
      el.setAttribute('auto-foundation', 'off');
      const shown = performance.now();
      document.body.append(el);
      await el.updateComplete;
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));
      const firstRender = performance.now() - shown;
      await new Promise((resolve) => setTimeout(resolve, 500));
      const firstFrames = frames.splice(0);
      // The game is worked out beforehand (greedy play, as above), so that the frames counted are the element's alone.
      const script = [];
      for (
        let state = el.state, move;
        script.length < 300 && game.status(state) === 'playing' && (move = game.autoMove(state, 'all') ?? game.hint(state));
      ) {
        script.push(move);
        state = game.play(state, move);
      }
      // The game's frames are counted once all that has settled.
      await new Promise((resolve) => setTimeout(resolve, 1000));
      frames.splice(0);
      const started = performance.now();
      let moves = 0;
      // When each move was made, to name the move a long frame drew.
      const madeAt = [];
      for (const move of script) {
        madeAt.push(performance.now());
        el.play(move);
        moves++;
        await el.updateComplete;
        await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 30)));
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const long = frames.filter((f) => f.duration > 50);
      const drawn = (frame) => {
        const at = madeAt.findLastIndex((time) => time < frame.end);
        const move = script[at];
        return `${at + 1}${'action' in move ? ' (step)' : ''}`;
      };
      const worst = (list, key = 'duration') => Math.max(0, ...list.map((f) => f[key]));
      return {
        moves,
        status: el.status,
        ms: performance.now() - started,
        long: long.length,
        worst: worst(frames),
        blocking: worst(frames, 'blocking'),
        blocked: long.filter((f) => f.blocking > 0).length,
        firstRender,
        firstWorst: worst(firstFrames),
        after: long.map(drawn),
      };
    }, name);
    console.log(
      `  ${name.padEnd(9)} first render ${Math.round(result.firstRender)} ms (longest frame ${Math.round(result.firstWorst)} ms); ` +
        `${String(result.moves).padStart(3)} moves (${result.status.padEnd(7)}) in ${(result.ms / 1000).toFixed(1)} s: ${result.long} frames over 50 ms, worst frame ${Math.round(result.worst)} ms; ` +
        `${result.blocked} of them blocking input, ${Math.round(result.blocking)} ms at most` +
        (result.after.length ? `; after moves ${result.after.join(', ')}` : ''),
    );
    await page.close();
    longFrames.push(result.long);
  }
  if (runCount > 1)
    console.log(
      `  ${name.padEnd(9)} frames over 50 ms in ${runCount} runs: ${longFrames.join(', ')}; median ${percentile(longFrames, 0.5)}`,
    );
}
await browser.close();
close();
