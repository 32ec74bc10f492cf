// The solver's Worker: answers "can this position be won?" off the page's main thread. Each game
// on the page asks on its own channels; a newer question replaces one not yet begun, whose asker
// hears nothing (undefined), so a player who moves quickly never waits behind stale searches.
import { solve } from './engine/solver/solve.js';
import { finishingMoves } from './engine/finish.js';
import { gameNamed } from './engine/games.js';
import type { BaseState } from './engine/index.js';

/**
 * A question from a game: `solve` `state` within `maxNodes` positions, or find the moves that
 * `finish` it by foundation moves and draws alone.
 */
export interface SolverQuestion {
  id: number;
  channel: string;
  kind: 'solve' | 'finish';
  state: BaseState;
  maxNodes: number;
}

const scope = globalThis as unknown as { postMessage(message: unknown): void; onmessage: ((event: MessageEvent) => void) | null };
const waiting = new Map<string, SolverQuestion>();
let scheduled = false;

scope.onmessage = ({ data }: MessageEvent<SolverQuestion>) => {
  const replaced = waiting.get(data.channel);
  if (replaced) scope.postMessage({ id: replaced.id, answer: undefined });
  waiting.delete(data.channel);
  waiting.set(data.channel, data);
  scheduleAnswer();
};

/** Answers in a later task, which lets newer questions arrive and replace older ones first. */
function scheduleAnswer() {
  if (scheduled || !waiting.size) return;
  scheduled = true;
  setTimeout(answerNext);
}

function answerNext() {
  scheduled = false;
  const [question] = waiting.values();
  if (!question) return;
  waiting.delete(question.channel);
  let answer = null;
  try {
    const { kind, state, maxNodes } = question;
    answer = kind === 'solve' ? solve(state, { maxNodes }) : finishingMoves(gameNamed(state.game), state);
  } catch (error) {
    console.warn('solitaire-elements solver:', error);
  }
  scope.postMessage({ id: question.id, answer });
  scheduleAnswer();
}
