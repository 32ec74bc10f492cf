// Opens the built Storybook (storybook-static/, from `npm run build-storybook`) in headless
// Chromium and checks every game story as an embedder meets it, one after another in one page: the
// game renders, and its play function plays, with no warning or error in the console; each control
// is an attribute of the element, one control per attribute; no function is written as an
// attribute; a control that does not change the deal (the theme) keeps the game in play; and an
// event's detail reaches the Actions panel. Exits 1 on a failure.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join } from 'node:path';
import { chromium } from 'playwright-core';

const root = 'storybook-static';
if (!existsSync(`${root}/index.json`)) {
  console.error('check-storybook: no storybook-static/index.json; run `npm run build-storybook` first.');
  process.exit(1);
}
const TYPES = { '.html': 'text/html', '.js': 'text/javascript', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };
const server = createServer((request, response) => {
  const path = join(root, decodeURIComponent(new URL(request.url, 'http://x').pathname));
  if (!existsSync(path) || path.endsWith('/')) return response.writeHead(404).end();
  response.writeHead(200, { 'Content-Type': TYPES[extname(path)] ?? 'application/octet-stream' });
  createReadStream(path).pipe(response);
}).listen(0);
const base = `http://localhost:${server.address().port}`;

const manifest = JSON.parse(readFileSync('custom-elements.json', 'utf8'));
const attributesOf = (tag) =>
  manifest.modules
    .flatMap((m) => m.declarations ?? [])
    .find((d) => d.tagName === tag)
    ?.attributes?.map((a) => a.name) ?? [];

const stories = Object.values(JSON.parse(readFileSync(`${root}/index.json`, 'utf8')).entries).filter(
  (entry) => entry.type === 'story' && entry.id.startsWith('games-'),
);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update'],
});
// One page, as a designer browses: the first story is loaded, each next one chosen as Storybook's
// sidebar chooses it (the preview is not loaded again: 24 loads took 45 of the check's 52 s).
const page = await browser.newPage();
let said = [];
// (A browser asks for /favicon.ico by itself; Storybook has none.)
page.on('console', (message) => {
  const where = message.location().url;
  if (['warning', 'error'].includes(message.type()) && !where.endsWith('/favicon.ico')) said.push(`${message.text()} ${where}`);
});
page.on('pageerror', (error) => said.push(error.message));
const failures = [];
for (const [index, story] of stories.entries()) {
  said = [];
  // A story is drawn once its play function, if any, has played (Sun's full game: 11 s).
  const rendered =
    index === 0
      ? await page.goto(`${base}/iframe.html?id=${story.id}&viewMode=story`).then(() => true)
      : await page.evaluate(
          (id) =>
            new Promise((resolve) => {
              const channel = window.__STORYBOOK_ADDONS_CHANNEL__;
              const done = (storyId) => storyId === id && (channel.off('storyRendered', done), resolve(true));
              channel.on('storyRendered', done);
              setTimeout(() => resolve(false), 30000);
              channel.emit('setCurrentStory', { storyId: id, viewMode: 'story' });
            }),
          story.id,
        );
  if (!rendered) said.push('not drawn within 30 s');
  const tag = await page
    .waitForFunction(() => document.querySelector('#storybook-root [seed]')?.localName, null, { timeout: 20000 })
    .then((h) => h.jsonValue());
  const report = await page.evaluate(async ({ id }) => {
    const preview = window.__STORYBOOK_PREVIEW__;
    const loaded = await (preview.storyStoreValue ?? preview.storyStore).loadStory({ storyId: id });
    const controls = Object.entries(loaded.argTypes)
      .filter(([, t]) => t.control && !t.table?.disable)
      .map(([name]) => name);
    /** Waits until `ready()` holds, for at most 20 s (the check that follows says what did not happen). */
    const until = async (ready) => {
      for (let tries = 0; tries < 200 && !ready(); tries++) await new Promise((resolve) => setTimeout(resolve, 100));
    };
    const current = () => document.querySelector('#storybook-root [seed]');
    const el = current();
    // A deal the solver is still looking for (winnable, daily) is not yet the game: wait, as a player does.
    await until(() => !el.shadowRoot.querySelector('.table[aria-busy="true"]'));
    const functions = [...el.attributes].filter((a) => /=>|function/.test(a.value)).map((a) => a.name);
    // A move, then a control that does not change the deal: the same game goes on.
    const move = el.moves().find((m) => m.from === 'stock' || 'action' in m) ?? el.moves()[0];
    el.play(move);
    // Moves so far, from the status line: a story's own play function may still be making more.
    const moves = (game) => Number(/\d+/.exec(game.shadowRoot.querySelector('[part="status"] span:nth-child(2)').textContent)[0]);
    await el.updateComplete;
    const before = { el, seed: el.state.seed, moves: moves(el) };
    window.__STORYBOOK_ADDONS_CHANNEL__.emit('updateStoryArgs', { storyId: id, updatedArgs: { theme: 'dark' } });
    // Storybook draws the story again with the new args, on the same element or a new one.
    await until(() => current()?.getAttribute('theme') === 'dark');
    const after = current();
    await after.updateComplete;
    const kept =
      after !== before.el ? 'new element' : after.state.seed === before.seed && moves(after) >= before.moves ? 'kept' : 'dealt again';
    return { controls, functions, kept, dark: after.getAttribute('theme') };
  }, story);
  const extra = report.controls.filter((name) => !attributesOf(tag).includes(name));
  const doubled = report.controls.filter(
    (name) => report.controls.includes(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`)) && /[A-Z]/.test(name),
  );
  const problems = [
    ...said.map((text) => `console: ${text}`),
    ...extra.map((name) => `control "${name}" is not an attribute of <${tag}>`),
    ...doubled.map((name) => `control "${name}" doubles an attribute`),
    ...report.functions.map((name) => `a function written as attribute "${name}"`),
    ...(report.kept === 'kept' ? [] : [`changing the theme dealt a new game (${report.kept})`]),
    ...(report.dark === 'dark' ? [] : ['the theme control did not reach the element']),
  ];
  console.log(`${problems.length ? 'FAIL' : 'ok  '} ${story.id} (${report.controls.length} controls)`);
  for (const problem of problems) console.log(`     ${problem}`);
  if (problems.length) failures.push(story.id);
}
await browser.close();
server.close();
console.log(`\nStorybook: ${stories.length - failures.length} of ${stories.length} game stories pass.`);
process.exit(failures.length ? 1 : 0);
