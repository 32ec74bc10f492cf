// How hard a deal is: graded by how hard the solver has to search before it proves the deal won.
import type { BaseState } from './game.js';
import { solve } from './solver/solve.js';

/** A deal's grade, by the positions `solve` visits before it proves the deal won. */
export type Difficulty = 'easy' | 'medium' | 'hard';

/** The budget of a grading: the solver's default, as the thresholds were measured with. */
const GRADING_NODES = 200_000;

/**
 * The positions that end `easy` and `medium` for each game and draw: the tertiles of the won deals
 * among deals 1 … 1000 (Sun: 1 … 200), so that each grade holds about a third of the winnable
 * deals. Printed again by `npm run bench -- difficulty`; docs/solver.md has the figures.
 */
export const DIFFICULTY_THRESHOLDS: Record<string, [easy: number, medium: number]> = {
  'klondike 1': [259, 316],
  'klondike 3': [217, 465],
  'canfield 1': [388, 506],
  'canfield 3': [285, 1105],
  sun: [386, 41_151],
};

/** The thresholds' key of a state: its game, and its draw where it has one. */
export const difficultyKey = (state: BaseState): string => {
  const draw = (state.options as { draw?: number }).draw;
  return draw ? `${state.game} ${draw}` : state.game;
};

/**
 * How hard `state` is to win: `easy`, `medium` or `hard`, or null when the solver does not prove it
 * winnable within its budget. Clock has no grades (null): it is all chance, every move forced.
 */
export function difficulty(state: BaseState): Difficulty | null {
  if (!DIFFICULTY_THRESHOLDS[difficultyKey(state)]) return null;
  const answer = solve(state, { maxNodes: GRADING_NODES });
  return answer.result === 'won' ? gradeOf(state, answer.nodes) : null;
}

/**
 * The grade of `state` that `solve` proved won after visiting `nodes` positions (the same search
 * with any budget it fits in visits the same positions); null for Clock.
 */
export function gradeOf(state: BaseState, nodes: number): Difficulty | null {
  const thresholds = DIFFICULTY_THRESHOLDS[difficultyKey(state)];
  if (!thresholds) return null;
  return nodes <= thresholds[0] ? 'easy' : nodes <= thresholds[1] ? 'medium' : 'hard';
}
