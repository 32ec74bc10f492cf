// Runs the element tests in headless Chromium, Firefox and WebKit (the engine's run in Node, by
// mocha). Chromium is found through CHROME_PATH, or at Debian's /usr/bin/chromium.
import { existsSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import * as puppeteerCore from 'puppeteer-core';
import { minifyTemplates } from './scripts/minify-templates.mjs';
import {
  axTreePlugin,
  controlKeyPlugin,
  fontSizesPlugin,
  forcedColorsPlugin,
  screenshotPlugin,
  viewportPlugin,
} from './scripts/test-commands.mjs';
import { startWebKitDriver, webKitAvailable, webKitLauncher } from './scripts/webkit-driver.mjs';

const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium';
const firefoxPath = process.env.FIREFOX_PATH || '/usr/bin/firefox-esr';
// WebKit (the engine of Safari) as WebKitGTK's MiniBrowser, through its WebDriver in a virtual
// display: Debian's webkit2gtk-driver, xvfb and openbox.
const webkitDriverPath = process.env.WEBKIT_WEBDRIVER_PATH || '/usr/bin/WebKitWebDriver';
/**
 * BROWSERS=chromium, firefox or webkit runs one; by default all run, Firefox and WebKit where they
 * are installed.
 */
const only = process.env.BROWSERS;
const runs = (browser) => !only || only === browser;
if (runs('chromium') && !existsSync(chromePath)) {
  console.error(
    `No Chromium found at ${chromePath}. Install it (Debian: apt-get install chromium) ` +
      'or set CHROME_PATH to a Chrome or Chromium executable.',
  );
  process.exit(1);
}

/** Counts the results of a suite and its nested suites; each test's time goes to `times`. */
function count(suite, totals, times, failures, prefix) {
  for (const test of suite?.tests ?? []) {
    if (test.skipped) totals.skipped++;
    else if (test.passed) totals.passed++;
    else {
      totals.failed++;
      failures.push(`${prefix} ${test.name}: ${test.error?.message ?? 'failed'}`);
    }
    times.push([test.duration ?? 0, `${prefix} ${test.name}`]);
  }
  for (const child of suite?.suites ?? []) count(child, totals, times, failures, `${prefix} ${child.name} >`);
}

/**
 * Prints one plain closing line, "N passed, N failed", after everything else, with a "Failed:" line
 * before it for each failure: a CI log cut to its end still names what failed.
 */
function summaryLine() {
  return {
    stop({ sessions }) {
      const totals = { passed: 0, failed: 0, skipped: 0 };
      const times = [];
      const failures = [];
      for (const session of sessions) {
        const name = `${session.browser.name}: ${session.testFile.replace(/.*\/test\//, '')}:`;
        count(session.testResults, totals, times, failures, name);
        // A file that failed to load or threw outside a test has no failing test of its own.
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          totals.failed++;
          failures.push(`${name} ${session.errors[0].message}`);
        }
      }
      const skipped = totals.skipped ? `, ${totals.skipped} skipped` : '';
      // SLOWEST=N lists the N slowest tests, to see where the suite's time goes.
      const slowest = times.sort((a, b) => b[0] - a[0]).slice(0, Number(process.env.SLOWEST ?? 0));
      for (const [ms, name] of slowest) console.log(`${(ms / 1000).toFixed(1).padStart(6)} s  ${name}`);
      // Printed on exit so that it is the last line, after the runner's own closing words.
      const failed = failures.map((failure) => `\nFailed: ${failure.split('\n')[0]}`).join('');
      process.once('exit', () =>
        process.stdout.write(`${failed}\nElement tests: ${totals.passed} passed, ${totals.failed} failed${skipped}\n`),
      );
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
    runs('chromium') &&
      chromeLauncher({
        launchOptions: {
          executablePath: chromePath,
          headless: true,
          args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
        },
      }),
    // Firefox is driven through WebDriver BiDi by the same launcher, with puppeteer-core.
    runs('firefox') &&
      existsSync(firefoxPath) &&
      chromeLauncher({
        puppeteer: puppeteerCore,
        launchOptions: { browser: 'firefox', executablePath: firefoxPath, headless: true },
      }),
    runs('webkit') && webKitAvailable(webkitDriverPath) && webKitLauncher(await startWebKitDriver(webkitDriverPath)),
  ].filter(Boolean),
  plugins: [
    // The templates and styles as the build minifies them: what the package draws is what is tested.
    fromRollup(minifyTemplates)(),
    // TypeScript only: with a target set, the plugin would also rewrite every JavaScript file (mocha,
    // chai, Lit) with an inline source map, serving each test page 3.6 MB in place of 1.8.
    esbuildPlugin({ ts: true, target: 'es2022', tsconfig: './tsconfig.json', loaders: { '.js': undefined } }),
    screenshotPlugin(),
    viewportPlugin(),
    forcedColorsPlugin(),
    axTreePlugin(),
    fontSizesPlugin(),
    controlKeyPlugin(),
  ],
  reporters: [defaultReporter(), summaryLine()],
};
