// Starts WebKitWebDriver (Debian's webkit2gtk-driver: WebKitGTK's MiniBrowser, the engine of
// Safari) for the element tests, in a virtual X display (xvfb): MiniBrowser has no headless mode.
// A window manager (openbox) gives the browser's window the focus, without which WebKit's page
// matches no :focus and draws no focus ring; it leaves the window the size the tests set. The
// driver, the display and the browser are stopped when the test run ends.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import { WebdriverLauncher } from '@web/test-runner-webdriver';

/** What the driver needs besides itself. */
const NEEDS = ['/usr/bin/xvfb-run', '/usr/bin/xauth', '/usr/bin/openbox'];

/** Whether WebKit can run here: its driver at `path`, a virtual display and a window manager. */
export const webKitAvailable = (path) => [path, ...NEEDS].every((file) => existsSync(file));

/** A port no one listens on now. */
const freePort = () =>
  new Promise((resolve) => {
    const server = createServer().listen(0, () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/**
 * Gives the page a viewport of `width` × `height` px through the window's size, bars included:
 * false where the window can be no narrower (MiniBrowser's toolbar: 447 px) or no lower.
 */
export async function setWebKitViewport(driver, width, height) {
  const [across, down] = await driver.execute('return [outerWidth - innerWidth, outerHeight - innerHeight]');
  // The window as the driver left it: larger than asked where it can be no smaller.
  const window = await driver.setWindowRect(null, null, width + across, height + down);
  if (window.width !== width + across || window.height !== height + down) return false;
  const resized = `return innerWidth === ${width} && innerHeight === ${height}`;
  return driver.waitUntil(() => driver.execute(resized), { timeout: 2000 }).catch(() => false);
}

/**
 * WebKit's driver keeps one window for every test file: each file starts in a viewport of 800 × 600
 * px, as a new page does in the other browsers.
 */
class WebKitLauncher extends WebdriverLauncher {
  async startSession(id, url) {
    await this.ensureManagerInitialized();
    await setWebKitViewport(this.driver, 800, 600);
    return super.startSession(id, url);
  }
}

/** The launcher of WebKit's MiniBrowser, through the driver that listens on `port`. */
export const webKitLauncher = (port) =>
  new WebKitLauncher({
    hostname: 'localhost',
    port,
    logLevel: 'error',
    // WebKit's driver speaks WebDriver, not WebDriver BiDi.
    capabilities: { browserName: 'MiniBrowser', 'wdio:enforceWebDriverClassic': true },
  });

/** Starts the driver at `path` and resolves to its port once it answers. */
export async function startWebKitDriver(path) {
  const port = await freePort();
  // Large enough for the tests' widest and tallest viewport with MiniBrowser's window around it.
  const display = ['-a', '-s', '-screen 0 1600x1700x24'];
  const command = 'openbox & exec "$0" --port="$1"';
  const child = spawn('xvfb-run', [...display, 'sh', '-c', command, path, String(port)], { detached: true, stdio: 'ignore' });
  // Its own process group: the display, the driver and the browser it starts end together.
  process.once('exit', () => {
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      // Already gone.
    }
  });
  for (let tries = 0; tries < 100; tries++) {
    try {
      if ((await fetch(`http://localhost:${port}/status`)).ok) return port;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`WebKitWebDriver (${path}) did not answer on port ${port} within 10 s`);
}
