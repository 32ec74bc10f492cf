// Takes screenshots of a page in headless Chromium: node scripts/screenshot.mjs URL OUT.png [width] [height]
import { chromium } from 'playwright-core';

const [url, out, width = '1280', height = '800'] = process.argv.slice(2);
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH || '/usr/bin/chromium',
  args: ['--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage({ viewport: { width: Number(width), height: Number(height) } });
page.on('console', (m) => m.type() !== 'log' && console.log(`[${m.type()}] ${m.text()}`));
page.on('pageerror', (e) => console.log(`[pageerror] ${e.message}`));
await page.goto(url);
await page.waitForTimeout(Number(process.env.WAIT ?? 800));
await page.screenshot({ path: out, fullPage: process.env.FULL === '1' });
await browser.close();
