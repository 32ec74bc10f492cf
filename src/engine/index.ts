/**
 * solitaire-elements/engine: the rules of every game as pure functions over plain JSON states.
 * No DOM, no timers: it runs in Node, in a browser and in a Worker.
 */
export * from './cards.js';
export * from './game.js';
export { nextRandom, shuffle, shuffledPack } from './random.js';
export { DRAW, TURN_OVER, canTurnOver, type StockOptions, type StockState } from './stock.js';
export { klondike, isAlternatingRun, type KlondikeOptions, type KlondikeState } from './klondike.js';
export { clock, pileOfRank, type ClockState } from './clock.js';
export { canfield, baseRank, type CanfieldOptions, type CanfieldState } from './canfield.js';
export { sun, sunStep, cloudIds, type SunState, type SunStep } from './sun.js';
export { games, gameNamed, replay, type GameStates } from './games.js';
export { solve, DEFAULT_MAX_NODES, type SolveOptions, type SolveResult } from './solver/solve.js';
export { finishingMoves } from './finish.js';
export { difficulty, difficultyKey, gradeOf, DIFFICULTY_THRESHOLDS, type Difficulty } from './difficulty.js';
export { calendarDate, dailySeed } from './daily.js';
