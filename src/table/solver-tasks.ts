// The solver controller's questions, in the module loaded with the solver's client on the first
// question (solver-controller.ts keeps what is known, in the bundle every page loads).
import type { BaseState } from '../engine/index.js';
import { askFinish, askSolver } from './solver-client.js';
import type { SolverController } from './solver-controller.js';

/**
 * How far the solver may look (positions visited) for a hint, which the player waits for (a
 * fraction of a second), and for the status line and a deal's check, which nobody waits for.
 */
const HINT_NODES = 20_000;
const CHECK_NODES = 150_000;
/** How long a hint waits for the solver before the engine's own hint is shown. */
const HINT_WAIT_MS = 1000;
/** Random deals tried for `winnable` before it gives up. */
const WINNABLE_TRIES = 20;
const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/**
 * Asks the solver about the deal on the table and, if it cannot prove it winnable and the deal
 * was `random`, about other random deals, at most WINNABLE_TRIES; the first proven one is dealt.
 * A deal started since (`dealCount` moved on) ends the search.
 */
export async function findWinnable<S extends BaseState>(solver: SolverController<S>, random: boolean, dealCount: number): Promise<void> {
  const { callbacks } = solver;
  const settle = (announce: boolean) => {
    solver.findingDeal = false;
    solver.host.requestUpdate();
    callbacks.settled(announce);
  };
  const first = callbacks.state();
  for (let tries = 0; tries < (random ? WINNABLE_TRIES : 1); tries++) {
    if (dealCount !== solver.dealCount) return;
    const state = tries === 0 ? first : callbacks.game().deal(randomSeed(), first.options);
    const answer = await askSolver(solver.channel, state, CHECK_NODES);
    if (dealCount !== solver.dealCount) return;
    // No solver can run here (a strict policy): the deal stays, and nothing is claimed of it.
    if (!answer) return settle(random);
    if (answer.result !== 'won') continue;
    // A deal put in place of the first is announced as it is dealt.
    const replaced = state !== first;
    if (replaced) callbacks.dealProven(state.seed);
    settle(random && !replaced);
    solver.provenSeed = state.seed;
    solver.verdict = { state: callbacks.state(), answer };
    return;
  }
  settle(random);
  if (random) callbacks.gaveUp();
}

/**
 * Asks the solver whether `state` can still be won; for a `hint`, which the player waits for,
 * within a smaller budget and for a moment at most.
 */
export async function verdict<S extends BaseState>(solver: SolverController<S>, state: S, hint = false): Promise<void> {
  const asked = askSolver(solver.channel, state, hint ? HINT_NODES : CHECK_NODES);
  const answer = hint ? await Promise.race([asked, new Promise<null>((resolve) => setTimeout(resolve, HINT_WAIT_MS, null))]) : await asked;
  if (!answer || state !== solver.callbacks.state()) return;
  solver.verdict = { state, answer };
  solver.host.requestUpdate();
}

/** Whether foundation moves and draws alone finish the game from `state`; the button follows. */
export async function finish<S extends BaseState>(solver: SolverController<S>, state: S): Promise<void> {
  const shown = solver.offersFinishFrom(state);
  const moves = await askFinish(`${solver.channel}-finish`, solver.callbacks.game(), state);
  if (moves === undefined || state !== solver.callbacks.state()) return;
  solver.finishing = { state, moves };
  if (Boolean(moves) !== shown) solver.host.requestUpdate();
}
