// A page whose solver Worker file is missing (dist/ copied in part): the game says so once in the
// console and plays on without the solver. Its own file: the solver's Worker is started once a page.
import { expect, fixture, html } from '@open-wc/testing';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { painted, solverLine, waitFor, warningsDuring } from './helpers.js';

describe('a missing solver Worker', () => {
  it('is said once in the console; the game plays on, with simple hints and no verdict', async () => {
    const RealWorker = window.Worker;
    // The address the game gives, but of a file that is not there: the browser's own 404.
    window.Worker = class extends RealWorker {
      constructor(url: string | URL, options?: WorkerOptions) {
        super(String(url).replace('solver-worker.js', 'no-such-worker.js'), options);
      }
    };
    try {
      let el!: SolitaireElement;
      const said = await warningsDuring(async (warnings) => {
        el = await fixture<SolitaireElement>(html`<klondike-solitaire seed="2" auto-foundation="off" solver-status></klondike-solitaire>`);
        await waitFor(() => warnings.length > 0, 'a warning', { timeout: 10000 });
        el.play({ from: 'stock', to: 'waste' });
        await el.updateComplete;
        await painted();
      });
      expect(said, said.join('\n')).to.have.length(1);
      expect(said[0]).to.match(/solver's Worker stopped \(http.*\/solver-worker\.js could not be loaded\); hints fall back to simple ones/);
      expect(solverLine(el)).to.equal('');
      expect(el.hint(), 'a simple hint').to.not.equal(null);
    } finally {
      window.Worker = RealWorker;
    }
  });
});
