import type { BaseState, SolveResult } from '../engine/index.js';
import type { SolverQuestion } from '../solver-worker.js';

/** The one solver Worker of the page, started on the first question; null when it cannot run. */
let worker: Worker | null | undefined;
const answers = new Map<number, (answer: SolveResult | null) => void>();
let lastId = 0;

/**
 * Starts the Worker from `solver-worker.js` one folder up: from src/table/ in the sources, and
 * from the folder of chunks loaded on demand in dist/, which is where this module lands. A page
 * that loads us from another origin (a CDN) may not start a Worker from there, but a module
 * Worker of its own may import one. Under Trusted Types, a policy vouches for that one address.
 */
function startWorker(): Worker | null {
  const url = new URL('../solver-worker.js', import.meta.url).href;
  const trusted = trustedScriptUrl(url);
  try {
    return new Worker(trusted, { type: 'module' });
  } catch {
    try {
      const source = new Blob([`import ${JSON.stringify(url)};`], { type: 'text/javascript' });
      return new Worker(trustedScriptUrl(URL.createObjectURL(source)), { type: 'module' });
    } catch {
      return null;
    }
  }
}

/** `url` as a TrustedScriptURL where the page enforces Trusted Types (and allows our policy). */
function trustedScriptUrl(url: string): string {
  const types = (globalThis as { trustedTypes?: { createPolicy(name: string, rules: object): { createScriptURL(url: string): string } } }).trustedTypes;
  try {
    return types ? types.createPolicy('solitaire-elements-solver', { createScriptURL: () => url }).createScriptURL(url) : url;
  } catch {
    return url;
  }
}

function stopWorker() {
  worker?.terminate();
  worker = null;
  for (const answer of answers.values()) answer(null);
  answers.clear();
}

/**
 * Solves `state` in the Worker within `maxNodes` positions. Null when no Worker can run here
 * (a strict Content Security Policy), or when a newer question on `channel` took its place.
 */
export function askSolver(channel: string, state: BaseState, maxNodes: number): Promise<SolveResult | null> {
  if (worker === undefined) {
    worker = startWorker();
    worker?.addEventListener('message', ({ data }: MessageEvent<{ id: number; answer: SolveResult | null }>) => {
      answers.get(data.id)?.(data.answer);
      answers.delete(data.id);
    });
    worker?.addEventListener('error', stopWorker);
  }
  if (!worker) return Promise.resolve(null);
  const question: SolverQuestion = { id: ++lastId, channel, state, maxNodes };
  return new Promise((resolve) => {
    answers.set(question.id, resolve);
    worker!.postMessage(question);
  });
}
