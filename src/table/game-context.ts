// The game as the parts placed inside a game element read it, through `@lit/context`: the element
// provides it, a part such as <solitaire-status> consumes it (docs/architecture.md, "Parts of a game").
import { createContext } from '@lit/context';
import type { BaseState } from '../engine/index.js';
import type { Translate } from './i18n.js';

/** The game on a table, in its player's words: what a part inside the element shows. */
export interface GameView {
  state: BaseState;
  status: 'playing' | 'won' | 'lost';
  moveCount: number;
  /** The score and the time played, as the status line writes them. */
  score: string;
  time: string;
  /** A string of the game's language. */
  t: Translate;
}

/**
 * The context's key. A global symbol: two bundles on one page (each with its own copy of this
 * module) provide and consume the same context.
 */
export const gameContext = createContext<GameView>(Symbol.for('solitaire-elements.game'));
