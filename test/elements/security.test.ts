import { expect } from '@open-wc/testing';

/** Loads a page in an iframe and waits for it. */
async function frame(src: string): Promise<HTMLIFrameElement> {
  const iframe = document.createElement('iframe');
  iframe.style.width = '900px';
  iframe.style.height = '700px';
  const loaded = new Promise((resolve) => iframe.addEventListener('load', resolve, { once: true }));
  iframe.src = src;
  document.body.append(iframe);
  await loaded;
  // The page's module script runs after load on a slow machine; wait for what it defines.
  for (let i = 0; i < 100 && !(iframe.contentWindow as unknown as { playEveryGame?: unknown }).playEveryGame; i++)
    await new Promise((resolve) => setTimeout(resolve, 50));
  return iframe;
}

describe('safe on any page', () => {
  let iframe: HTMLIFrameElement;
  before(async () => {
    iframe = await frame('/test/csp/page.html');
  });
  after(() => iframe.remove());

  it('plays every game under a strict CSP with Trusted Types, with no violation', async () => {
    const win = iframe.contentWindow as unknown as Window & { playEveryGame(): Promise<string[]> };
    const violations = await win.playEveryGame();
    expect(violations).to.deep.equal([]);
    // The policy is really in force: markup from a string is refused (where the browser has
    // Trusted Types: Firefox ESR 140 had not, ESR 153 has; one without checks the rest alone).
    if ('trustedTypes' in win) expect(() => (win.document.body.innerHTML = '<b>x</b>')).to.throw();
    expect(win.document.querySelectorAll('.card, [part]').length).to.equal(0); // all inside shadow roots
    expect(win.document.querySelectorAll('klondike-solitaire, canfield-solitaire, clock-solitaire, sun-solitaire')).to.have.length(4);
  });

  it("plays on where the page's Trusted Types allow Lit's policy only, and says once that the solver is off", async function () {
    const litOnly = await frame('/test/csp/page.html?trusted-types=lit-html');
    const win = litOnly.contentWindow as unknown as typeof window & { playEveryGame(options: { solver: boolean }): Promise<string[]> };
    try {
      // A browser without Trusted Types (Firefox ESR 140) has nothing here to enforce.
      if (!('trustedTypes' in win)) return this.skip();
      const said: string[] = [];
      win.console.warn = (...args: unknown[]) => said.push(args.join(' '));
      const violations = await win.playEveryGame({ solver: false });
      expect(said, said.join('\n')).to.have.length(1);
      expect(said[0]).to.contain("Trusted Types policy does not allow 'solitaire-elements-solver'; hints fall back to simple ones");
      // The policy refused ours, once, and nothing was tried under it; Clock's verdict never came.
      expect(violations).to.deep.equal(['trusted-types trusted-types-policy']);
    } finally {
      litOnly.remove();
    }
  });

  it('makes no network request and sets no cookie while playing', async () => {
    const win = iframe.contentWindow as unknown as Window & { playEveryGame(): Promise<string[]> };
    const before = win.performance.getEntriesByType('resource').length;
    await win.playEveryGame();
    expect(win.performance.getEntriesByType('resource').length).to.equal(before);
    expect(win.document.cookie).to.equal('');
  });
});
