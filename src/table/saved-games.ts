// Saving and resuming a game under `persist`, loaded just after the bundle with the table's other
// deferred parts (deferred.ts): the first drawing of a game waits for it only when it has a key.
import type { BaseState, Game, Move } from '../engine/index.js';

/** What `persist` keeps in localStorage (docs/engine.md, "Saved games"). */
export interface SavedGame {
  version: 1;
  game: string;
  state: BaseState;
  /**
   * The moves from the deal, how many of them are played (the rest can be redone), the time
   * played, and the score of each position: an undo that took back a turned-up card cost points,
   * so a score can differ from what the moves alone give.
   */
  history: { moves: Move[]; cursor: number; elapsedMs: number; scores: number[] };
}

/** A resumed game: every state from the deal on, rebuilt by playing the saved moves. */
export interface ResumedGame<S> {
  states: S[];
  moves: Move[];
  cursor: number;
  elapsedMs: number;
}

/** Keys whose failure to save has been reported: once is enough, play goes on. */
const unsaved = new Set<string>();

/**
 * Keys found holding another game's save (two pages giving two games one key): that game is kept,
 * and the game here plays unsaved, rather than a reader's game in progress being lost to the other.
 */
const othersSaves = new Set<string>();

/** Stores a game; a full or disabled storage is reported once per key and otherwise ignored. */
export function saveGame(key: string, saved: SavedGame): void {
  if (othersSaves.has(key)) return;
  try {
    localStorage.setItem(key, JSON.stringify(saved));
    unsaved.delete(key);
  } catch (error) {
    if (unsaved.has(key)) return;
    unsaved.add(key);
    console.warn(`solitaire-elements: could not save the game under "${key}" (${(error as Error).message}); play goes on unsaved.`);
  }
}

/**
 * Reads a saved game and checks it by replaying its moves from the deal: a saved game that is
 * missing gives null silently; one that is of another version, corrupt or not a legal state gives
 * null with one warning. Nothing throws. Another game's save is kept: this game is not saved there.
 */
export function loadGame<S extends BaseState>(key: string, game: Game<S>): ResumedGame<S> | null {
  let text: string | null;
  othersSaves.delete(key);
  try {
    text = localStorage.getItem(key);
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    const saved = JSON.parse(text) as SavedGame;
    if (saved?.version !== 1) throw new Error(`version ${String(saved?.version)} is not 1`);
    if (saved.game !== game.name) {
      if (typeof saved.game === 'string') othersSaves.add(key);
      throw new Error(`it is a game of ${String(saved.game)}`);
    }
    if (typeof saved.state !== 'object' || saved.state === null) throw new Error('it holds no state');
    const { moves, cursor, elapsedMs, scores } = saved.history ?? {};
    const damaged = !Array.isArray(moves) || !Number.isInteger(cursor) || cursor < 0 || cursor > moves.length;
    if (damaged || !Array.isArray(scores) || scores.length !== moves.length + 1 || !scores.every(Number.isFinite))
      throw new Error('its history is damaged');
    const withScore = (state: S, i: number): S => ({ ...state, score: scores[i] });
    const states = [withScore(game.deal(saved.state.seed, saved.state.options), 0)];
    moves.forEach((move, i) => {
      try {
        states.push(withScore(game.play(states[i], move), i + 1));
      } catch (error) {
        throw new Error(`its move ${i + 1} is refused: ${(error as Error).message}`, { cause: error });
      }
    });
    if (JSON.stringify(states[cursor]) !== JSON.stringify(saved.state)) throw new Error('its state does not follow from its moves');
    return { states, moves, cursor, elapsedMs: Number.isFinite(elapsedMs) && elapsedMs > 0 ? elapsedMs : 0 };
  } catch (error) {
    const kept = othersSaves.has(key) ? `, which is not saved there: that game is kept` : '';
    console.warn(`solitaire-elements: ignoring the saved game under "${key}" (${(error as Error).message}); dealing a new one${kept}.`);
    return null;
  }
}
