// rewind(): back to the latest position the solver proves winnable, in one step Redo reverses.
import { expect, fixture, html, waitUntil } from '@open-wc/testing';
import { klondike, solve, type KlondikeState, type Move } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';

const CHECK = { maxNodes: 150_000 };

/**
 * Deal 1 played by the engine's hints until the solver proves it lost, and five moves on (the way
 * back is then several moves long): every state on the way.
 */
function roadToLoss(): { moves: Move[]; states: KlondikeState[] } {
  const states = [klondike.deal(1)];
  const moves: Move[] = [];
  const play = () => {
    const move = klondike.hint(states.at(-1)!)!;
    moves.push(move);
    states.push(klondike.play(states.at(-1)!, move));
  };
  for (let i = 0; i < 80 && solve(states.at(-1)!, CHECK).result !== 'lost'; i++) play();
  for (let i = 0; i < 5; i++) play();
  return { moves, states };
}

describe('rewind()', function () {
  this.timeout(60_000);

  it('offers the way back once the game is lost, rewinds to the latest winnable position, and Redo returns', async () => {
    const { moves, states } = roadToLoss();
    expect(solve(states.at(-1)!, CHECK).result, 'deal 1 is lost after the hints').to.equal('lost');
    let latest = states.length - 1;
    while (latest >= 0 && solve(states[latest], CHECK).result !== 'won') latest--;
    expect(latest, 'an earlier position is winnable, more than a move back').to.be.within(0, states.length - 3);

    const el = await fixture<SolitaireElement>(
      html`<klondike-solitaire seed="1" auto-foundation="off" solver-status></klondike-solitaire>`,
    );
    expect(await el.rewind(), 'nothing to rewind at the deal').to.equal(false);
    for (const move of moves) expect(el.play(move)).to.equal(true);
    const button = () => el.shadowRoot!.querySelector<HTMLButtonElement>('[part="status"] button.rewind');
    await waitUntil(button, 'the status line offers the way back', { timeout: 30_000 });
    expect(el.shadowRoot!.querySelector('[part="status"] .solver')!.textContent).to.contain('This game can no longer be won');
    const undone: CustomEvent[] = [];
    el.addEventListener('solitaire-undo', (e) => undone.push(e as CustomEvent));

    button()!.click();
    await waitUntil(() => undone.length, 'rewound', { timeout: 30_000 });
    expect(el.state.piles).to.deep.equal(states[latest].piles);
    expect(solve(el.state, CHECK).result).to.equal('won');
    expect(undone[0].detail).to.include({ redo: false, moveCount: latest });
    expect(undone[0].detail.move).to.deep.equal(moves[latest]);
    expect(el.shadowRoot!.querySelector('[role="status"][aria-live]')!.textContent).to.contain('Back at the last winnable position');

    expect(el.redo()).to.equal(true);
    expect(el.state.piles, 'one redo returns').to.deep.equal(states.at(-1)!.piles);
    expect(undone[1].detail).to.include({ redo: true, moveCount: moves.length });
    expect(await el.rewind()).to.equal(true);
    expect(el.undo()).to.equal(true);
    expect(el.state.piles, 'undo goes on back one move').to.deep.equal(states[latest - 1].piles);
    expect(el.redo()).to.equal(true);
    expect(el.redo()).to.equal(true);
    expect(el.state.piles, 'after an undo, redo is a move at a time again').to.deep.equal(states[latest + 1].piles);

    // An undo as the way back is asked for: it is sought from the position then on the table (the
    // latest winnable one), so nothing is rewound and the history is left as the undo left it.
    const asked = el.rewind();
    expect(el.undo()).to.equal(true);
    expect(await asked, 'already winnable').to.equal(false);
    expect(el.state.piles).to.deep.equal(states[latest].piles);
    expect(el.redo()).to.equal(true);
    expect(el.state.piles, 'redo is the move undone').to.deep.equal(states[latest + 1].piles);
  });
});
