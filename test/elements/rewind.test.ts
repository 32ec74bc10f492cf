// rewind(): back to the latest position the solver proves winnable, in one step Redo reverses.
import { expect, fixture, html } from '@open-wc/testing';
import { klondike, solve, type KlondikeState, type Move } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { painted, solverLine, waitFor, workerQuestionsDuring } from './helpers.js';

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
  // Worked out once: each position on the way is solved.
  let road: ReturnType<typeof roadToLoss>;
  before(() => (road = roadToLoss()));

  it('offers the way back once the game is lost, rewinds to the latest winnable position, and Redo returns', async () => {
    const { moves, states } = road;
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
    await waitFor(button, 'the status line offers the way back', { timeout: 30_000 });
    expect(solverLine(el)).to.equal('This game can no longer be won');
    const undone: CustomEvent[] = [];
    el.addEventListener('solitaire-undo', (e) => undone.push(e as CustomEvent));

    button()!.click();
    await waitFor(() => undone.length, 'rewound', { timeout: 30_000 });
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

  it('rewinds nothing when a move is made while the solver looks for the way back', async () => {
    const { moves } = road;
    const el = await fixture<SolitaireElement>(
      html`<klondike-solitaire seed="1" auto-foundation="off" solver-status></klondike-solitaire>`,
    );
    for (const move of moves) el.play(move);
    await waitFor(() => el.shadowRoot!.querySelector('[part="status"] button.rewind'), 'the game is lost', { timeout: 30_000 });
    const lost = el.state as KlondikeState;
    const draw = klondike.moves(lost).find((move) => 'from' in move && (move.from === 'stock' || move.to === 'stock'))!;
    // A draw, or the waste turned over, made as the first position on the way back is asked about:
    // after the search began from the lost position, before any answer can come back.
    const post = Worker.prototype.postMessage;
    let drawn = false;
    Worker.prototype.postMessage = function (this: Worker, message: { channel?: string }, ...rest: never[]) {
      post.call(this, message, ...rest);
      if (!drawn && message.channel?.endsWith('-rewind')) drawn = el.play(draw);
    };
    try {
      expect(await el.rewind(), 'nothing rewound').to.equal(false);
    } finally {
      Worker.prototype.postMessage = post;
    }
    expect(drawn, 'it was made during the search').to.equal(true);
    expect(el.state, 'the position after it stays').to.deep.equal(klondike.play(lost, draw));
    expect(el.undo()).to.equal(true);
    expect(el.state, 'the history is as it left it').to.equal(lost);
  });

  it('keeps a lost verdict across a move, asking the Worker nothing', async () => {
    const el = await fixture<SolitaireElement>(
      html`<klondike-solitaire seed="1" auto-foundation="off" solver-status></klondike-solitaire>`,
    );
    for (const move of road.moves) expect(el.play(move)).to.equal(true);
    await waitFor(() => solverLine(el) === 'This game can no longer be won', solverLine(el), { timeout: 30_000 });
    const frames = async (n: number) => {
      for (let i = 0; i < n; i++) await painted();
    };
    await frames(3);
    // Every question the page sends its Worker from here on: none for the next move.
    await workerQuestionsDuring(async (questions) => {
      expect(el.play(klondike.hint(el.state as KlondikeState)!)).to.equal(true);
      await el.updateComplete;
      expect(solverLine(el), 'said at once: every move from a lost position leads to a lost one').to.equal(
        'This game can no longer be won',
      );
      expect(el.shadowRoot!.querySelector('[part="status"] button.rewind'), 'the way back stays').to.exist;
      await frames(5);
      expect(questions, 'neither the verdict nor the Finish check is asked').to.deep.equal([]);
    });
  });
});
