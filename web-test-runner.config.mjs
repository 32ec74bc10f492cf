// Runs the element tests in headless Chromium and Firefox (the engine's run in Node, by mocha).
// Chromium is found through CHROME_PATH, or at Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import * as puppeteerCore from 'puppeteer-core';
import { minifyTemplates } from './scripts/minify-templates.mjs';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
/** BROWSERS=chromium or BROWSERS=firefox runs one; by default both run, Firefox where it is installed. */
const only = process.env.BROWSERS;
if (!existsSync(chromePath)) {
  console.error(
    `No Chromium found at ${chromePath}. Install it (Debian: apt-get install chromium) ` +
      'or set CHROME_PATH to a Chrome or Chromium executable.',
  );
  process.exit(1);
}

/**
 * A Firefox page whose viewport can be set though its WebDriver BiDi has no screen orientation
 * emulation (Debian's Firefox ESR 140): puppeteer sends both commands at once, and the viewport is
 * set all the same; only the orientation's refusal is let pass, once the page has the new width.
 */
async function firefoxPage({ context }) {
  const page = await context.newPage();
  const setViewport = page.setViewport.bind(page);
  page.setViewport = async (viewport) => {
    try {
      await setViewport(viewport);
    } catch (error) {
      if (!String(error?.message).includes('emulation.setScreenOrientationOverride')) throw error;
      // The refusal may come back before the viewport is set: a test would measure the old one.
      if (viewport) await page.waitForFunction((width) => window.innerWidth === width, {}, viewport.width);
    }
  };
  return page;
}

/** Counts the results of a suite and its nested suites; each test's time goes to `times`. */
function count(suite, totals, times, prefix) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else totals.failed++;
    times.push([test.duration ?? 0, `${prefix} ${test.name}`]);
  }
  for (const child of suite?.suites ?? []) count(child, totals, times, `${prefix} ${child.name} >`);
}

/** Prints one plain closing line, "N passed, N failed", after everything else. */
function summaryLine() {
  return {
    stop({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      const times = [];
      for (const session of sessions) {
        count(session.testResults, totals, times, `${session.browser.name}: ${session.testFile.replace(/.*\/test\//, '')}:`);
        // A file that failed to load or threw outside a test has no failing test of its own.
        if (!session.passed && (session.errors?.length ?? 0) > 0) totals.failed++;
      }
      const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
      // SLOWEST=N lists the N slowest tests, to see where the suite's time goes.
      const slowest = times.sort((a, b) => b[0] - a[0]).slice(0, Number(process.env.SLOWEST ?? 0));
      for (const [ms, name] of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
      // Printed on exit so that it is the last line, after the runner's own closing words.
      process.once('exit', () => process.stdout.write(`\nElement tests: ${totals.passed} passed, ${totals.failed} failed${skipped}\n`));
    },
  };
}

/**
 * `screenshot-area`: a PNG (base64) of a rectangle of the test page, from the browser itself, so
 * that a test can compare what two pages draw pixel by pixel (test/elements/hosts.test.ts).
 */
function screenshotPlugin() {
  return {
    name: 'screenshot-area',
    async executeCommand({ command, payload, session }) {
      if (command !== 'screenshot-area') return undefined;
      return session.browser.getPage(session.id).screenshot({ clip: payload, encoding: 'base64' });
    },
  };
}

/**
 * `forced-colors`: Windows High Contrast, emulated (payload `active` or `none`); false where the
 * browser cannot (Firefox's WebDriver BiDi), so that a test can skip.
 */
function forcedColorsPlugin() {
  return {
    name: 'forced-colors',
    async executeCommand({ command, payload, session }) {
      if (command !== 'forced-colors') return undefined;
      try {
        // Through CDP: puppeteer's emulateMediaFeatures() knows no forced-colors.
        const cdp = await session.browser.getPage(session.id).createCDPSession();
        await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload }] });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/**
 * `ax-tree`: the page's accessibility tree as a screen reader gets it (puppeteer's snapshot, the
 * whole tree: role, name, states, children); false where the browser cannot give it.
 */
function axTreePlugin() {
  return {
    name: 'ax-tree',
    async executeCommand({ command, session }) {
      if (command !== 'ax-tree') return undefined;
      try {
        return await session.browser.getPage(session.id).accessibility.snapshot({ interestingOnly: false });
      } catch {
        return false;
      }
    },
  };
}

/**
 * `font-sizes`: the reader's default font size, as a browser's settings set it (payload
 * `{ standard }` in pixels); false where the browser cannot be told (Firefox's WebDriver BiDi).
 */
function fontSizesPlugin() {
  // One CDP session a page: each session holds a setting of its own, and the page takes the
  // latest session's, so a second session could not set it back.
  const sessions = new Map();
  return {
    name: 'font-sizes',
    async executeCommand({ command, payload, session }) {
      if (command !== 'font-sizes') return undefined;
      try {
        if (!sessions.has(session.id)) sessions.set(session.id, await session.browser.getPage(session.id).createCDPSession());
        await sessions.get(session.id).send('Page.setFontSizes', { fontSizes: { standard: payload.standard } });
        return true;
      } catch {
        return false;
      }
    },
  };
}

/** The strict policy of the "safe on any page" test: no inline script or style, Trusted Types. */
const STRICT_POLICY = "default-src 'self'; script-src 'self'; style-src 'self'; require-trusted-types-for 'script'";

export default {
  middleware: [
    // A Worker is started from `new URL('./solver-worker.js', import.meta.url)`, as in the built
    // package; here that file is still TypeScript.
    async (context, next) => {
      if (/^\/src\/.*\.js$/.test(context.path)) {
        const source = `.${context.path.replace(/\.js$/, '.ts')}`;
        if (!existsSync(`.${context.path}`) && existsSync(source)) context.url = context.url.replace(/\.js(?=$|\?)/, '.ts');
      }
      return next();
    },
    async (context, next) => {
      await next();
      // As unpkg and jsDelivr serve files: to pages of any origin, an opaque one too (a sandboxed
      // frame fetches even its own modules with CORS).
      context.set('Access-Control-Allow-Origin', '*');
      // `?trusted-types=<names>`: the policy names only those Trusted Types policies.
      const names = context.query['trusted-types'];
      if (context.path.startsWith('/test/csp/') || context.path === '/src/embed.html')
        context.set('Content-Security-Policy', names ? `${STRICT_POLICY}; trusted-types ${names}` : STRICT_POLICY);
    },
  ],
  files: ['test/elements/**/*.test.ts'],
  nodeResolve: true,
  // One test file at a time in each browser: a second page would be a background tab, whose
  // animation frames do not run (two at a time: 11 tests failed waiting for a frame, 11 minutes).
  concurrency: 1,
  testFramework: { config: { timeout: 20000 } },
  testsFinishTimeout: 600000,
  browsers: [
    only !== 'firefox' &&
      chromeLauncher({
        launchOptions: {
          executablePath: chromePath,
          headless: true,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
        },
      }),
    // Firefox is driven through WebDriver BiDi by the same launcher, with puppeteer-core.
    only !== 'chromium' &&
      existsSync(firefoxPath) &&
      chromeLauncher({
        puppeteer: puppeteerCore,
        launchOptions: { browser: 'firefox', executablePath: firefoxPath, headless: true },
        createPage: firefoxPage,
      }),
  ].filter(Boolean),
  plugins: [
    // The templates and styles as the build minifies them: what the package draws is what is tested.
    fromRollup(minifyTemplates)(),
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json' }),
    screenshotPlugin(),
    forcedColorsPlugin(),
    axTreePlugin(),
    fontSizesPlugin(),
  ],
  reporters: [defaultReporter(), summaryLine()],
};
