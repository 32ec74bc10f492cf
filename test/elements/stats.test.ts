import { expect, fixture } from '@open-wc/testing';
import { klondike } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { loadTranslations } from '../../src/table/i18n.js';
import { statsKey } from '../../src/table/persistence.js';
import { readStats } from '../../src/table/stats.js';
import { klondikeEl, klondikeWith, waitFor, winnable } from './helpers.js';

describe('statistics', () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => localStorage.clear());

  it('counts wins, losses and streaks per variant, shows them, resets, and keeps none under no-stats', async () => {
    const { seed, moves } = winnable(klondike);
    const el = await klondikeEl(seed);
    for (const move of moves) el.play(move);
    const key = statsKey('klondike', el.state.options);
    // Games are counted as the statistics' module loads: in the order they ended.
    const counted = (played: number) => waitFor(() => readStats(key).played === played, `${played} games counted`);
    await counted(1);
    expect(readStats(key)).to.include({ played: 1, won: 1, streak: 1, bestStreak: 1 });
    el.newGame(1);
    el.play({ from: 'stock', to: 'waste' });
    el.newGame(2); // the game left after a move counts as lost
    await counted(2);
    expect(readStats(key)).to.include({ played: 2, won: 1, streak: 0, bestStreak: 1 });
    expect(readStats(statsKey('klondike', { ...el.state.options, draw: 3 })).played).to.equal(0);
    el.shadowRoot!.querySelector<HTMLButtonElement>('.stats-button')!.click();
    await waitFor(() => el.shadowRoot!.querySelector('.stats'), 'the panel opens');
    const panel = el.shadowRoot!.querySelector('.stats')!;
    expect(panel.textContent).to.contain('Played').and.contain('50 %');
    await expect(el).to.be.accessible();
    // Reset asks first: a slip of the finger beside Close would lose the record for good.
    const reset = () => [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('.stats button')].find((b) => b.textContent === 'Reset')!;
    const said = () => el.shadowRoot!.querySelector('.stats [role="status"]')!.textContent!.trim();
    expect(said()).to.equal('');
    reset().click();
    await el.updateComplete;
    expect(said()).to.equal('Press Reset again to clear these statistics for good');
    expect(readStats(key).played, 'nothing reset yet').to.equal(2);
    // Closed and opened again, the panel has forgotten the first press.
    el.shadowRoot!.querySelector<HTMLButtonElement>('.stats > button:last-of-type')!.click();
    await waitFor(() => !el.shadowRoot!.querySelector('.stats'), 'the panel closes');
    el.shadowRoot!.querySelector<HTMLButtonElement>('.stats-button')!.click();
    await waitFor(() => el.shadowRoot!.querySelector('.stats'), 'the panel opens again');
    expect(said()).to.equal('');
    reset().click();
    await el.updateComplete;
    await expect(el).to.be.accessible();
    reset().click();
    await counted(0);
    await waitFor(() => said() === '', 'the panel shows the record reset');
    const quiet = await klondikeWith('seed="3" no-stats');
    expect(quiet.shadowRoot!.querySelector('.stats-button')).to.equal(null);
    quiet.play({ from: 'stock', to: 'waste' });
    quiet.newGame(4);
    // A game counted after the quiet one is recorded after it: one game, not two, shows it was not.
    el.play({ from: 'stock', to: 'waste' });
    el.newGame(5);
    await counted(1);
    expect(readStats(key).played).to.equal(1);
  });

  it('names the variant it counts under its heading, which takes the focus, in the game’s language', async () => {
    const opened = async (attributes: string, tag = 'klondike-solitaire') => {
      const el = await fixture<SolitaireElement>(`<${tag} ${attributes}></${tag}>`);
      await loadTranslations();
      el.shadowRoot!.querySelector<HTMLButtonElement>('.stats-button')!.click();
      const panel = await waitFor(() => el.shadowRoot!.querySelector('.stats'), 'the panel opens').then(() =>
        el.shadowRoot!.querySelector('.stats')!,
      );
      const heading = panel.querySelector('h2')!;
      const seen = {
        heading: heading.textContent,
        variant: panel.querySelector('.variant')?.textContent ?? null,
        focused: el.shadowRoot!.activeElement === heading,
      };
      el.remove();
      return seen;
    };
    expect(await opened('seed="1"')).to.deep.equal({ heading: 'Statistics', variant: 'Draw 1 · unlimited passes', focused: true });
    expect((await opened('seed="1" draw="3" scoring="vegas"')).variant).to.equal('Draw 3 · 3 passes · Vegas scoring');
    expect((await opened('seed="1" passes="1" redeal="shuffle" foundation-return scoring="none"')).variant).to.equal(
      'Draw 1 · one pass · waste shuffled before each pass · cards may come back from the foundations · no score',
    );
    expect((await opened('seed="1"', 'canfield-solitaire')).variant).to.equal('Draw 3 · unlimited passes');
    expect(await opened('seed="1"', 'sun-solitaire')).to.deep.equal({ heading: 'Statistics', variant: null, focused: true });
    expect(await opened('seed="1" lang="nb" draw="3" passes="2"')).to.deep.equal({
      heading: 'Statistikk',
      variant: 'Trekk 3 · 2 runder',
      focused: true,
    });
  });

  it('says so where the browser lets the page keep no statistics (a sandboxed frame, storage off)', async () => {
    const notKept = async () => {
      const el = await fixture<SolitaireElement>(`<klondike-solitaire seed="1"></klondike-solitaire>`);
      el.shadowRoot!.querySelector<HTMLButtonElement>('.stats-button')!.click();
      await waitFor(() => el.shadowRoot!.querySelector('.stats'), 'the panel opens');
      const said = el.shadowRoot!.querySelector('.stats .not-kept')?.textContent ?? null;
      el.remove();
      return said;
    };
    expect(await notKept(), 'storage that works').to.equal(null);
    // As in a frame sandboxed without allow-same-origin, where the storage refuses every write.
    const { setItem } = Storage.prototype;
    Storage.prototype.setItem = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    try {
      expect(await notKept()).to.equal('This page keeps no statistics: the browser does not let it store them.');
    } finally {
      Storage.prototype.setItem = setItem;
    }
  });
});
