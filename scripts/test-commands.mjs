// The commands the element tests ask of the browser that runs them (executeServerCommand), beside
// web-test-runner's own: what they need in Chromium, Firefox and WebKit alike, or false where a
// browser's driver cannot do it, so that a test can skip.
import { setWebKitViewport } from './webkit-driver.mjs';

/** A command plugin: `run` answers the command `name`, and no other. */
const command = (name, run) => ({ name, executeCommand: (args) => (args.command === name ? run(args) : undefined) });

/** `run`'s answer, or false where the browser's driver refuses it (Firefox's and WebKit's lack CDP). */
const orFalse = (run) => (args) =>
  Promise.resolve(args)
    .then(run)
    .catch(() => false);

/**
 * `screenshot-area`: a PNG (base64) of a rectangle of the test page, from the browser itself, so
 * that a test can compare what two pages draw pixel by pixel (test/elements/hosts.test.ts). WebKit's
 * driver takes the whole viewport: the test cuts the rectangle out.
 */
export const screenshotPlugin = () =>
  command('screenshot-area', async ({ payload, session }) => {
    if (session.browser.type === 'webdriver') {
      // Its picture is of the page as last drawn, which may be a change or a scroll behind.
      const { driver } = session.browser;
      await driver.executeAsync('requestAnimationFrame(() => requestAnimationFrame(arguments[arguments.length - 1]))');
      return driver.takeScreenshot();
    }
    return session.browser.getPage(session.id).screenshot({ clip: payload, encoding: 'base64' });
  });

/**
 * `viewport`: sets the page's viewport (`{ width, height }`) in every browser (WebKit's through its
 * window); false when the browser cannot take that size, so that a test can skip. The page sees
 * the new size before the command returns.
 */
export const viewportPlugin = () =>
  command('viewport', async ({ payload, session }) => {
    if (session.browser.type === 'webdriver') return setWebKitViewport(session.browser.driver, payload.width, payload.height);
    await session.browser.getPage(session.id).setViewport(payload);
    return true;
  });

/**
 * `forced-colors`: Windows High Contrast, emulated (payload `active` or `none`); false where the
 * browser cannot (Firefox's WebDriver BiDi), so that a test can skip.
 */
export const forcedColorsPlugin = () =>
  command(
    'forced-colors',
    orFalse(async ({ payload, session }) => {
      // Through CDP: puppeteer's emulateMediaFeatures() knows no forced-colors.
      const cdp = await session.browser.getPage(session.id).createCDPSession();
      await cdp.send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: payload }] });
      return true;
    }),
  );

/**
 * `ax-tree`: the page's accessibility tree as a screen reader gets it (puppeteer's snapshot, the
 * whole tree: role, name, states, children); false where the browser cannot give it.
 */
export const axTreePlugin = () =>
  command(
    'ax-tree',
    orFalse(({ session }) => session.browser.getPage(session.id).accessibility.snapshot({ interestingOnly: false })),
  );

/**
 * `font-sizes`: the reader's default font size, as a browser's settings set it (payload
 * `{ standard }` in pixels); false where the browser cannot be told (Firefox's WebDriver BiDi).
 */
export function fontSizesPlugin() {
  // One CDP session a page: each session holds a setting of its own, and the page takes the
  // latest session's, so a second session could not set it back.
  const sessions = new Map();
  return command(
    'font-sizes',
    orFalse(async ({ payload, session }) => {
      if (!sessions.has(session.id)) sessions.set(session.id, await session.browser.getPage(session.id).createCDPSession());
      await sessions.get(session.id).send('Page.setFontSizes', { fontSizes: { standard: payload.standard } });
      return true;
    }),
  );
}

/** WebDriver's codes of the modifier keys. */
const WEBDRIVER_KEYS = { Control: '\uE009', Shift: '\uE008' };

/**
 * `control-key`: a key pressed with Control (and Shift: `{ key, shift }`) held down. WebKit's
 * driver holds no key down through web-test-runner's sendKeys.
 */
export const controlKeyPlugin = () =>
  command('control-key', async ({ payload, session }) => {
    const held = payload.shift ? ['Control', 'Shift'] : ['Control'];
    if (session.browser.type === 'webdriver') {
      const keys = [...held.map((key) => WEBDRIVER_KEYS[key]), payload.key];
      const actions = [...keys.map((value) => ({ type: 'keyDown', value })), ...keys.reverse().map((value) => ({ type: 'keyUp', value }))];
      await session.browser.driver.performActions([{ type: 'key', id: 'keyboard', actions }]);
      return true;
    }
    const { keyboard } = session.browser.getPage(session.id);
    for (const key of held) await keyboard.down(key);
    await keyboard.press(payload.key);
    for (const key of held.reverse()) await keyboard.up(key);
    return true;
  });
