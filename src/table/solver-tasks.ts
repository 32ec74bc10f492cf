// The solver controller's questions, in the module loaded with the solver's client on the first
// question (solver-controller.ts keeps what is known, in the bundle every page loads).
import { gradeOf } from '../engine/difficulty.js';
import type { BaseState, Difficulty, Move } from '../engine/index.js';
import type { HistoryController } from './history-controller.js';
import { askFinish, askSolver } from './solver-client.js';
import { firstFrameShown } from './first-frame.js';
import { DAILY_ATTEMPTS, DAILY_FROM, DAILY_WITHIN, PROVEN_DEALS, PROVEN_WITHIN } from './proven-deals.js';
import type { DealSearch, SolverController } from './solver-controller.js';

/**
 * How far the solver may look (positions visited) for a hint, which the player waits for (a
 * fraction of a second), and for the status line and a deal's check, which nobody waits for (the
 * shipped proven deals were checked with it).
 */
const HINT_NODES = 20_000;
const CHECK_NODES = PROVEN_WITHIN;
/**
 * The budget of a first, quick look at each candidate of a search for a winnable deal: most deals
 * the solver wins are won within it, so the first proof comes after a few small searches rather
 * than after one long one on the first candidate that needs it (docs/solver.md, "Budgets"). The
 * shipped daily deals were found with it.
 */
const QUICK_NODES = DAILY_WITHIN;
/** How long a hint waits for the solver before the engine's own hint is shown. */
const HINT_WAIT_MS = 1000;
/**
 * Deals a listed proven deal when the search allows one and the variant has a list, or the daily
 * deal of a listed date (the one the search below would find); else asks the solver about the
 * search's candidates in turn, from the deal on the table, and deals the first it proves winnable
 * (of the grade asked for); the deal on the table stays when none is. A search that asks no grade
 * looks at each candidate quickly first, then again with the full budget. A deal started since
 * (`dealCount` moved on) ends the search.
 */
export async function findWinnable<S extends BaseState>(solver: SolverController<S>, search: DealSearch, dealCount: number): Promise<void> {
  // A deal started while this module loaded (a saved game resumed) is not replaced.
  if (dealCount !== solver.dealCount) return;
  const { callbacks } = solver;
  const settle = (announce: boolean) => {
    solver.findingDeal = false;
    solver.host.requestUpdate();
    callbacks.settled(announce);
  };
  const first = callbacks.state();
  const listed = search.tries > 1 && !search.date ? listedDeal(first, search.grade) : null;
  if (listed) {
    solver.proven = listed;
    callbacks.dealProven(listed.seed);
    return settle(false);
  }
  const daily = search.date ? listedDaily(first, search.date) : -1;
  if (daily >= 0) {
    solver.proven = { seed: search.candidate(daily), grade: null };
    // The first candidate is on the table already: its deal is announced now.
    if (daily) callbacks.dealProven(solver.proven.seed);
    return settle(!daily);
  }
  const waits = search.tries > 1;
  // Deals the quick look proved lost (a search that ran out of positions proves nothing).
  const lost = new Set<number>();
  for (const budget of waits && !search.grade ? [QUICK_NODES, CHECK_NODES] : [CHECK_NODES])
    for (let attempt = 0; attempt < search.tries; attempt++) {
      if (dealCount !== solver.dealCount) return;
      const state = attempt === 0 ? first : callbacks.game().deal(search.candidate(attempt), first.options);
      if (lost.has(state.seed)) continue;
      const answer = await askSolver(solver.channel, state, budget);
      if (dealCount !== solver.dealCount) return;
      // No solver can run here (a strict policy): the deal stays, and nothing is claimed of it.
      if (!answer) return settle(waits);
      if (answer.result === 'lost') lost.add(state.seed);
      // A quick proof's count of positions is not the full search's, which grades a deal.
      const grade = answer.result === 'won' && budget === CHECK_NODES ? gradeOf(state, answer.nodes) : null;
      if (answer.result !== 'won' || (search.grade && grade !== search.grade)) continue;
      solver.proven = { seed: state.seed, grade };
      // A deal put in place of the first is announced as it is dealt, its grade (if any) known.
      if (state !== first) callbacks.dealProven(state.seed);
      settle(waits && state === first);
      solver.verdict = { state: callbacks.state(), answer };
      return;
    }
  settle(waits);
  if (waits) callbacks.gaveUp();
}

/** The key of `state`'s variant in the shipped lists. */
const variantKey = (state: BaseState) => `${state.game}:${JSON.stringify(state.options)}`;

/** A deal of `state`'s variant (of `grade`, if asked) from the shipped list, at random; null when none is listed. */
function listedDeal(state: BaseState, grade?: Difficulty): { seed: number; grade: Difficulty } | null {
  const grades = PROVEN_DEALS[variantKey(state)];
  if (!grades) return null;
  const pool = (grade ? [grade] : (Object.keys(grades) as Difficulty[])).flatMap((g) => grades[g].map((seed) => ({ seed, grade: g })));
  return pool[Math.floor(Math.random() * pool.length)];
}

/** The attempt of the daily deal of `date` (`YYYY-MM-DD`) shipped for `state`'s variant; -1 when none is listed. */
function listedDaily(state: BaseState, date: string): number {
  const attempt = DAILY_ATTEMPTS[variantKey(state)]?.[(Date.parse(date) - Date.parse(DAILY_FROM)) / 864e5];
  return attempt && attempt !== '.' ? parseInt(attempt, 36) : -1;
}

/**
 * Asks the solver whether `state` can still be won; for a `hint`, which the player waits for,
 * within a smaller budget and for a moment at most. Questions nobody waits for wait for the page's
 * first frame to show.
 */
export async function verdict<S extends BaseState>(solver: SolverController<S>, state: S, hint = false): Promise<void> {
  if (!hint) {
    await firstFrameShown();
    if (state !== solver.callbacks.state()) return;
  }
  const asked = askSolver(solver.channel, state, hint ? HINT_NODES : CHECK_NODES);
  const answer = hint ? await Promise.race([asked, new Promise<null>((resolve) => setTimeout(resolve, HINT_WAIT_MS, null))]) : await asked;
  if (!answer || state !== solver.callbacks.state()) return;
  solver.verdict = { state, answer };
  solver.host.requestUpdate();
}

/** Gives the solver a moment to answer about `state`, unless it has or the game is over, before a hint is shown. */
export async function awaitHint<S extends BaseState>(solver: SolverController<S>, state: S): Promise<void> {
  if (solver.worthAsking(state)) await verdict(solver, state, true);
}

/**
 * Takes `history` back to the latest position the solver proves winnable: the move it stepped
 * back over; null when there is none to go to, or the game moved meanwhile.
 */
export async function rewind<S extends BaseState>(solver: SolverController<S>, history: HistoryController<S>): Promise<Move | null> {
  const { state, reached } = history;
  const index = await lastWinnable(solver, reached);
  if (state !== history.state || index < 0 || index === reached.length - 1) return null;
  const move = history.played[index];
  history.rewind(index);
  return move;
}

/**
 * The index of the latest of `states` (the deal first) the solver proves winnable, asked newest
 * first on a channel of its own; -1 when none is, or when no solver can run here.
 */
async function lastWinnable<S extends BaseState>(solver: SolverController<S>, states: S[]): Promise<number> {
  for (let i = states.length - 1; i >= 0; i--) {
    // The position the verdict is about (the one proved lost) is not asked again.
    const answer = solver.answerFor(states[i]) ?? (await askSolver(`${solver.channel}-rewind`, states[i], CHECK_NODES));
    if (!answer) return -1;
    if (answer.result === 'won') return i;
  }
  return -1;
}

/** Whether foundation moves and draws alone finish the game from `state`; the button follows. */
export async function finish<S extends BaseState>(solver: SolverController<S>, state: S): Promise<void> {
  await firstFrameShown();
  const shown = solver.offersFinishFrom(state);
  // A position proven lost is not finished by any moves: the Worker is not asked (nor sent the state).
  const moves =
    solver.answerFor(state)?.result === 'lost' ? null : await askFinish(`${solver.channel}-finish`, solver.callbacks.game(), state);
  if (moves === undefined || state !== solver.callbacks.state()) return;
  solver.finishing = { state, moves };
  if (Boolean(moves) !== shown) solver.host.requestUpdate();
}
