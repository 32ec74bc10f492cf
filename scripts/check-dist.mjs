// Plays the built bundles (dist/, from `npm run build`) in headless Chromium, as a page that
// embeds them does: the element tests run on the sources, so this is where what terser and the
// bundler made of them is played. For each bundle: no warning or error in the console, the table
// drawn with every card, a move and its undo, arrow keys (the deferred chunk), the help panel, and
// for Klondike the solver's verdict (the Worker) and Norwegian (a language chunk); the same of
// dist/embed.html (on its own, and in a frame sandboxed without allow-same-origin, as sites frame
// embeds), and of a bundle loaded from another origin, as from a CDN. Exits 1 on a failure.
import { createReadStream, existsSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';

if (!existsSync('dist/solitaire-elements.js')) {
  console.error('check-dist: no dist/; run `npm run build` first.');
  process.exit(1);
}
const TYPES = { '.html': 'text/html', '.js': 'text/javascript' };
const server = createServer((request, response) => {
  const { pathname, searchParams } = new URL(request.url, 'http://x');
  if (pathname === '/page') {
    response.writeHead(200, { 'Content-Type': 'text/html' });
    return response.end(`<!doctype html><html lang="en"><body>${searchParams.get('body')}</body></html>`);
  }
  const path = join('.', decodeURIComponent(pathname));
  if (!existsSync(path) || !path.startsWith('dist')) return response.writeHead(404).end();
  // As unpkg and jsDelivr serve them: to pages of any origin.
  response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream', 'Access-Control-Allow-Origin': '*' });
  createReadStream(path).pipe(response);
}).listen(0);
const base = `http://localhost:${server.address().port}`;
/** The same files from another origin, as from a CDN. */
const cdn = `http://127.0.0.1:${server.address().port}`;
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update'],
});

/**
 * What goes wrong in a page of `markup` and `bundle` (from `origin`), played by `playGame`; with
 * `sandbox`, dist/embed.html in a frame of a page, sandboxed so.
 */
async function check(bundle, markup, origin = base, sandbox = undefined) {
  const page = await browser.newPage();
  const said = [];
  // (A browser asks for /favicon.ico by itself.)
  page.on('console', (message) => {
    const where = message.location().url;
    if (['warning', 'error'].includes(message.type()) && !where.endsWith('/favicon.ico')) said.push(`console: ${message.text()} ${where}`);
  });
  page.on('pageerror', (error) => said.push(`error: ${error.message}`));
  // dist/embed.html takes its game from its address (`markup`: the query); the bundles, a page's markup.
  const embed = `${base}/dist/embed.html?${markup}`;
  const body =
    bundle !== 'embed'
      ? `${markup}<script type="module" src="${origin}/dist/${bundle}.js"></script>`
      : `<iframe sandbox="${sandbox}" src="${embed}" style="width: 800px; height: 700px"></iframe>`;
  await page.goto(bundle === 'embed' && !sandbox ? embed : `${base}/page?body=${encodeURIComponent(body)}`);
  const frame = sandbox ? await (await page.$('iframe')).contentFrame() : page.mainFrame();
  const problems = await frame.evaluate(playGame).catch((error) => [error.message]);
  await page.close();
  return [...said, ...problems];
}

/** In the page: plays the game and says what went wrong. */
async function playGame() {
  const problems = [];
  const until = async (what, ready) => {
    for (let tries = 0; tries < 100 && !ready(); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    if (!ready()) problems.push(`no ${what} within 10 s`);
  };
  const el = document.querySelector('[seed]');
  await until('element', () => el.shadowRoot?.querySelector('.card'));
  await el.updateComplete;
  const root = el.shadowRoot;
  if (el.lang === 'nb') await until('Norwegian words ("Nytt spill")', () => root.textContent.includes('Nytt spill'));
  const cardCount = () => Object.values(el.state.piles).flat().length;
  if (root.querySelectorAll('.card').length !== cardCount())
    problems.push(`${root.querySelectorAll('.card').length} cards drawn of ${cardCount()}`);
  const before = JSON.stringify(el.state);
  if (!el.play(el.moves()[0])) problems.push('the first legal move was refused');
  await el.updateComplete;
  if (!el.undo() || JSON.stringify(el.state) !== before) problems.push('undo did not bring the deal back');
  await el.updateComplete;
  const focused = () => root.activeElement?.dataset.pile + ' ' + root.activeElement?.dataset.index;
  root.querySelector('[tabindex="0"][data-pile]').focus();
  const start = focused();
  root.activeElement.dispatchEvent(new KeyboardEvent('keydown', { key: 'ArrowRight', bubbles: true, composed: true }));
  await until('focus moved by an arrow key', () => focused() !== start);
  [...root.querySelectorAll('button')].find((button) => button.textContent.trim() === '?').click();
  await until('help panel', () => root.querySelector('dialog[open] h2, dialog[open] [tabindex="-1"]'));
  root.querySelector('dialog[open]')?.close();
  if (el.localName === 'klondike-solitaire') {
    el.setAttribute('solver-status', '');
    const status = () => root.querySelector('[part="status"]').textContent;
    await until('verdict of the solver', () => /won|vinnes/.test(status()));
  }
  return problems;
}

const runs = [
  ...['klondike', 'canfield', 'clock', 'sun'].map((game) => [
    `${game}-solitaire`,
    `<${game}-solitaire seed="3" speed="off" auto-foundation="off"></${game}-solitaire>`,
  ]),
  ['solitaire-elements', '<sun-solitaire seed="3" speed="off" auto-foundation="off"></sun-solitaire>'],
  ['solitaire-elements', '<klondike-solitaire seed="3" speed="off" auto-foundation="off" lang="nb"></klondike-solitaire>'],
  ['embed', 'game=klondike&seed=3&speed=off&auto-foundation=off&lang=nb'],
  // An opaque origin: the page fetches its modules with CORS, and its Worker imports ours.
  ['embed', 'game=klondike&seed=3&speed=off&auto-foundation=off', base, 'allow-scripts'],
  // From another origin, the Worker is started through a module of the page's own that imports it.
  ['klondike-solitaire', '<klondike-solitaire seed="3" speed="off" auto-foundation="off"></klondike-solitaire>', cdn],
];
let failed = 0;
for (const [bundle, markup, origin, sandbox] of runs) {
  const problems = await check(bundle, markup, origin, sandbox);
  const from = origin ? ` (from ${origin})` : '';
  const framed = sandbox ? ` (in a frame, sandbox="${sandbox}")` : '';
  const what = bundle === 'embed' ? `dist/embed.html?${markup}${framed}` : `dist/${bundle}.js${from}: ${markup.replace(/><\/.*/, '>')}`;
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${what}`);
  for (const problem of problems) console.log(`     ${problem}`);
  failed += problems.length ? 1 : 0;
}
await browser.close();
server.close();
console.log(`\nBuilt bundles: ${runs.length - failed} of ${runs.length} pages play.`);
process.exit(failed ? 1 : 0);
