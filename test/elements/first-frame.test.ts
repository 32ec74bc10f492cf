import { expect, fixture, html } from '@open-wc/testing';
import { firstFrameShown, paintReported } from '../../src/table/first-frame.js';

/** Resolves in a task after `count` more frames. */
const frames = (count: number) =>
  new Promise((done) => {
    const next = (left: number) => (left ? requestAnimationFrame(() => next(left - 1)) : setTimeout(done));
    next(count);
  });

describe('the first frame', () => {
  it('is awaited until the page shows content, not a mere background', async () => {
    expect(performance.getEntriesByName('first-contentful-paint'), 'the test page showed content already').to.deep.equal([]);
    let resolved = false;
    const shown = firstFrameShown().then(() => (resolved = true));
    // A box of colour: Chromium reports it as the page's first paint, which is not content
    // (Firefox reports no first paint: there, twenty frames pass).
    await fixture(html`<div style="height: 40px; background: #eee"></div>`);
    await Promise.race([paintReported('first-paint'), frames(20)]);
    await frames(1);
    expect(resolved, 'resolved before any content was shown').to.equal(false);
    await fixture(html`<p>Shown</p>`);
    await shown;
    expect(performance.getEntriesByName('first-contentful-paint')).to.have.length(1);
  });
});
