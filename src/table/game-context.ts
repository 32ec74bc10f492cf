// The game on the table as its parts see it, provided once by the game element with @lit/context:
// the status bar and the statistics panel consume it, in the game's shadow root or, placed there
// by a page author, in its light DOM.
import { createContext } from '@lit/context';
import type { BaseState, Status } from '../engine/index.js';
import type { MessageKey } from './i18n.js';

/** What a part of a game element can read of it, and do with it. */
export interface GameView {
  state: BaseState;
  status: Status;
  moveCount: number;
  elapsedMs: number;
  /** A string of the player's language. */
  text(key: MessageKey, values?: Record<string, string | number>): string;
  /** A score as this game shows it ("$25", "40 / 104"). */
  formatScore(score: number): string;
  /** What the solver has found out, for the status line ("Winnable deal"), or ''. */
  solverLine: string;
  /** The passing message, or ''. */
  message: string;
  /** The game's own figures for the status line (Sun's phase, Clock's Kings). */
  extras: unknown;
  /** The statistics key of this game and variant, or null when none are kept. */
  statsKey: string | null;
  /** Closes the statistics panel. */
  closeStats(): void;
}

export const gameContext = createContext<GameView | undefined>(Symbol('solitaire-game'));
