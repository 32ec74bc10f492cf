import { finishingMoves } from '../engine/finish.js';
import type { BaseState, Game, Move, SolveResult } from '../engine/index.js';
import type { SolverQuestion } from '../solver-worker.js';

/** The one solver Worker of the page, started on the first question; null when it cannot run. */
let worker: Worker | null | undefined;
const answers = new Map<number, (answer: unknown) => void>();
let lastId = 0;

/**
 * Starts the Worker from `solver-worker.js` one folder up: from src/table/ in the sources, and
 * from the folder of chunks loaded on demand in dist/, which is where this module lands. A page
 * may start a Worker only from its own origin: one that loads us from another (a CDN), and one
 * whose origin is opaque (a frame sandboxed without allow-same-origin, a file:// page, whose
 * `location.origin` still names the server), start a Worker of their own that imports ours.
 * Under Trusted Types, a policy vouches for that one address.
 */
function startWorker(): Worker | null {
  // Written out whole, as bundlers (Vite, webpack) look for it: an app that bundles the package
  // copies the Worker's file (it imports nothing) beside its own and gets its address here.
  const url = new URL('../solver-worker.js', import.meta.url).href;
  const own = new URL(url).origin === globalThis.origin;
  const address = own ? url : URL.createObjectURL(new Blob([importer(url)], { type: 'text/javascript' }));
  const trusted = trustedScriptUrl(address);
  if (trusted === null) return null;
  let started: Worker;
  try {
    started = new Worker(trusted, own ? { type: 'module' } : {});
  } catch (error) {
    solverOff(`the solver's Worker cannot start here (${(error as Error).message})`);
    return null;
  }
  // A file missing (dist/ copied in part) or a Worker that failed: said, rather than let hints
  // and verdicts go quiet without a word.
  started.addEventListener('error', (event) => {
    solverOff(`the solver's Worker stopped (${(event as ErrorEvent).message || `${url} could not be loaded`})`);
    stopWorker();
  });
  return started;
}

/**
 * A classic Worker's script that imports the module at `url` and hands it the questions that came
 * meanwhile. Not a module Worker importing it: from an opaque origin, Chromium loads no module
 * Worker made from a blob at all. A failed import is reported as the Worker's error.
 */
const importer = (url: string) =>
  `const early=[];onmessage=e=>early.push(e);import(${JSON.stringify(url)}).then(()=>early.forEach(e=>onmessage(e)),reportError)`;

/** Says why the solver is off and what that leaves (once: the Worker is started once a page). */
function solverOff(why: string) {
  console.warn(`solitaire-elements: ${why}; hints fall back to simple ones, and winnable and solver-status are off.`);
}

/**
 * `address` as a TrustedScriptURL where the page enforces Trusted Types; null where the page's
 * policy names the policies it allows, and ours is not among them.
 */
function trustedScriptUrl(address: string): string | null {
  const types = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): { createScriptURL(url: string): string } } })
    .trustedTypes;
  try {
    return types ? types.createPolicy('solitaire-elements-solver', { createScriptURL: () => address }).createScriptURL(address) : address;
  } catch {
    solverOff("this page's Trusted Types policy does not allow 'solitaire-elements-solver'");
    return null;
  }
}

function stopWorker() {
  worker?.terminate();
  worker = null;
  for (const answer of answers.values()) answer(undefined);
  answers.clear();
}

/** Asks the Worker; undefined when no Worker runs here, or a newer question on `channel` took its place. */
function ask<T>(question: Omit<SolverQuestion, 'id'>): Promise<T | undefined> {
  if (worker === undefined) {
    worker = startWorker();
    worker?.addEventListener('message', ({ data }: MessageEvent<{ id: number; answer: unknown }>) => {
      answers.get(data.id)?.(data.answer);
      answers.delete(data.id);
    });
  }
  if (!worker) return Promise.resolve(undefined);
  const id = ++lastId;
  return new Promise((resolve) => {
    answers.set(id, resolve as (answer: unknown) => void);
    worker!.postMessage({ ...question, id });
  });
}

/**
 * Solves `state` in the Worker within `maxNodes` positions. Null when no Worker can run here
 * (a strict Content Security Policy), when the solver failed, or when a newer question on
 * `channel` took its place.
 */
export async function askSolver(channel: string, state: BaseState, maxNodes: number): Promise<SolveResult | null> {
  return (await ask<SolveResult | null>({ kind: 'solve', channel, state, maxNodes })) ?? null;
}

/**
 * The moves that finish the game by foundation moves and draws alone, or null; asked in the
 * Worker, or worked out here when no Worker runs. Undefined when a newer question took its place.
 */
export async function askFinish<S extends BaseState>(channel: string, game: Game<S, object>, state: S): Promise<Move[] | null | undefined> {
  const answer = await ask<Move[] | null>({ kind: 'finish', channel, state, maxNodes: 0 });
  return answer === undefined && worker === null ? finishingMoves(game, state) : answer;
}
