import { expect } from '@open-wc/testing';
import { embed } from './embed-frame.js';
import { pixelsIn } from './host-pages.js';
import { waitFor } from './helpers.js';

describe('embed page (dist/embed.html)', () => {
  it('shows the game and options its address names, under a strict CSP, full width without margins', async () => {
    const { iframe, game, violations, done } = await embed('game=canfield&draw=1&seed=42&lang=nb&theme=dark&no-stats');
    try {
      expect(game.localName).to.equal('canfield-solitaire');
      expect(game.state.seed).to.equal(42);
      expect(game.state.options).to.include({ draw: 1 });
      expect(game.getAttribute('theme')).to.equal('dark');
      expect(game.hasAttribute('no-stats')).to.equal(true);
      expect(iframe.contentDocument!.documentElement.lang).to.equal('nb');
      expect(getComputedStyle(iframe.contentDocument!.body).margin).to.equal('0px');
      expect(game.getBoundingClientRect().width).to.equal(iframe.contentDocument!.documentElement.clientWidth);
      expect(violations).to.deep.equal([]);
    } finally {
      done();
    }
  });

  it('shows the game when a parameter is no attribute name (an address whose "&" was escaped twice)', async () => {
    const { game, done } = await embed('game=clock&seed=7&amp;seed=9&a%20b=1&=2');
    try {
      expect(game.localName).to.equal('clock-solitaire');
      expect(game.state.seed).to.equal(7);
    } finally {
      done();
    }
  });

  it("sets the game's own attributes alone: an address's event handlers never reach the page", async () => {
    const { game, violations, done } = await embed(
      'game=klondike&seed=3&autofocus=true&tabindex=0&onfocus=parent.ran%3D1&onclick=parent.ran%3D1&style=display:none&readable',
    );
    try {
      expect([...game.attributes].map((a) => a.name).sort()).to.deep.equal(['readable', 'seed']);
      expect(violations).to.deep.equal([]);
    } finally {
      done();
    }
  });

  it('tells its parent its height, equal to its document height, and again when it changes', async () => {
    // A frame lower than the game: the document's height is the game's, not the frame's.
    const { iframe, messages, done } = await embed('game=klondike&seed=7', 100);
    try {
      const heights = () => messages.filter((m) => m.type === 'solitaire-elements:resize').map((m) => m.height);
      const docHeight = () => iframe.contentDocument!.documentElement.scrollHeight;
      await waitFor(() => heights().at(-1) === docHeight(), `heights ${heights()} against ${docHeight()}`, { timeout: 10000 });
      const before = docHeight();
      iframe.style.width = '360px';
      await waitFor(() => docHeight() !== before && heights().at(-1) === docHeight(), 'no new height after a resize', { timeout: 10000 });
    } finally {
      done();
    }
  });

  it('passes on every game event with its detail', async () => {
    const { game, messages, done } = await embed('game=klondike&seed=7&auto-foundation=off');
    try {
      const events = () => messages.filter((m) => m.type === 'solitaire-elements:event');
      game.play({ from: 'stock', to: 'waste' });
      game.play({ from: 'stock', to: 'stock' });
      game.undo();
      // Messages arrive a task later: wait for the last one, then compare the whole list.
      await waitFor(() => events().some((e) => e.event === 'solitaire-undo'), 'no undo passed on', { timeout: 5000 }).catch(() => {});
      expect(events().map((e) => e.event)).to.deep.equal(['solitaire-deal', 'solitaire-move', 'solitaire-invalid', 'solitaire-undo']);
      const [deal, move, invalid, undo] = events();
      expect(deal.event).to.equal('solitaire-deal');
      expect(deal.detail).to.deep.include({ game: 'klondike', seed: 7 });
      expect(move).to.deep.include({ event: 'solitaire-move' });
      expect(move.detail).to.deep.include({ move: { from: 'stock', to: 'waste' }, moveCount: 1 });
      expect(invalid.event).to.equal('solitaire-invalid');
      expect(invalid.detail!.reason).to.be.a('string');
      expect(undo).to.deep.include({ event: 'solitaire-undo' });
      expect(undo.detail).to.include({ redo: false, moveCount: 0 });
    } finally {
      done();
    }
  });

  it('closes its panels in a frame that allows scripts but not forms', async () => {
    // As sites and editors that show embeds often frame them: a form's submission is refused there.
    const { game, done } = await embed('game=klondike&seed=7', 600, 'allow-scripts allow-same-origin');
    try {
      const root = game.shadowRoot!;
      for (const button of ['button[aria-label="Help"]', '.stats-button']) {
        root.querySelector<HTMLButtonElement>(button)!.click();
        await waitFor(() => root.querySelector('dialog[open]'), `${button}: the panel opens`);
        [...root.querySelectorAll<HTMLButtonElement>('dialog button')].find((b) => b.textContent === 'Close')!.click();
        await waitFor(() => !root.querySelector('dialog'), `${button}: Close closes the panel`);
      }
    } finally {
      done();
    }
  });
});

describe('embed page in a dark page', () => {
  /** The colour the frame shows below the game, where a page with `color-scheme: dark` frames it. */
  async function belowTheGame(query: string) {
    document.documentElement.style.colorScheme = 'dark';
    document.documentElement.style.background = 'rgb(26, 26, 46)';
    const { iframe, game, done } = await embed(query, 900);
    try {
      const frame = iframe.getBoundingClientRect();
      const bottom = frame.top + game.getBoundingClientRect().bottom;
      expect(frame.bottom - bottom, 'the frame is taller than the game').to.be.above(40);
      const { data } = await pixelsIn({ left: frame.left + 10, top: bottom + 10, width: 20, height: 20 });
      return `rgb(${data[0]}, ${data[1]}, ${data[2]})`;
    } finally {
      done();
      document.documentElement.style.colorScheme = document.documentElement.style.background = '';
    }
  }

  it("shows the page's own background below a dark game, not a white block", async () => {
    expect(await belowTheGame('game=klondike&seed=3&theme=dark')).to.equal('rgb(26, 26, 46)');
  });

  it('shows a light background below a light game, the frame in the light scheme', async () => {
    const [r, g, b] = (await belowTheGame('game=klondike&seed=3&theme=light')).match(/\d+/g)!.map(Number);
    expect(Math.min(r, g, b), 'a light backdrop').to.be.above(200);
  });
});
