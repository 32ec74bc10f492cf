import type { Difficulty, GameName, Move } from '../engine/index.js';

/** `solitaire-deal`: a game was dealt (new game, restart, resume). */
export interface DealDetail {
  game: GameName;
  seed: number;
  options: object;
  /** How hard the deal is, when the solver proved it winnable as it was dealt (not Clock). */
  difficulty?: Difficulty;
}

/** `solitaire-move`: a move was made by the player, `play()` or auto-foundation. */
export interface MoveDetail {
  move: Move;
  moveCount: number;
  score: number;
}

/** `solitaire-undo`: a move was undone, or redone when `redo` is true. */
export interface UndoDetail extends MoveDetail {
  redo: boolean;
}

/** `solitaire-invalid`: a move was refused; `reason` is a sentence for the player. */
export interface InvalidDetail {
  move: Move;
  reason: string;
}

/** `solitaire-lost`: the game can no longer be won. */
export interface LostDetail extends DealDetail {
  moveCount: number;
  score: number;
  elapsedMs: number;
}

/** `solitaire-won`: the game is won; `moves` replays the win with the engine's `replay`. */
export interface WonDetail extends LostDetail {
  moves: Move[];
}

/** Every event of a game element, by name: they bubble and cross shadow roots. */
export interface SolitaireEventMap {
  'solitaire-deal': CustomEvent<DealDetail>;
  'solitaire-move': CustomEvent<MoveDetail>;
  'solitaire-undo': CustomEvent<UndoDetail>;
  'solitaire-invalid': CustomEvent<InvalidDetail>;
  'solitaire-won': CustomEvent<WonDetail>;
  'solitaire-lost': CustomEvent<LostDetail>;
}

// Typed for a listener on the element, and on anything above it (a document, a window).
declare global {
  interface HTMLElementEventMap extends SolitaireEventMap {}
  interface GlobalEventHandlersEventMap extends SolitaireEventMap {}
}
