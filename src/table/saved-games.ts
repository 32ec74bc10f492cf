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
 * What this page last wrote or read under each key, and of which game, to tell at each save which
 * game's save the key holds. Two pages may give two games one key (`persist="solitaire"` on a
 * Klondike and on a Sun, perhaps open at once, in two frames or tabs): a game that saves over
 * another's puts that one aside first, under `key#game`, where that game resumes it from; so a
 * reader's game in progress on one page is not lost to the other's, and the key holds the game
 * played last.
 */
const lastSeen = new Map<string, { text: string; game: string }>();

const asideKey = (key: string, game: string) => `${key}#${game}`;

/** The game whose save `text` is, if it is a save of this version. */
function gameOf(text: string | null): string | undefined {
  try {
    const saved = JSON.parse(text ?? 'null') as Partial<SavedGame> | null;
    return saved?.version === 1 && typeof saved.game === 'string' ? saved.game : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Stores a game, first putting another game's save under the key aside for it; a full or disabled
 * storage is reported once per key and otherwise ignored (the key is not written then).
 */
export function saveGame(key: string, saved: SavedGame): void {
  try {
    // Read back, the key shows whether another page has saved under it since (a text compared, not
    // parsed: this runs at every move).
    const current = localStorage.getItem(key);
    const seen = lastSeen.get(key);
    const holder = current === seen?.text ? seen.game : gameOf(current);
    const other = holder !== undefined && holder !== saved.game;
    if (other) localStorage.setItem(asideKey(key, holder), current!);
    const text = JSON.stringify(saved);
    localStorage.setItem(key, text);
    lastSeen.set(key, { text, game: saved.game });
    // This game's own save, if it was put aside, is the one under the key now.
    if (other) localStorage.removeItem(asideKey(key, saved.game));
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
 * null with one warning. Nothing throws. Under a key that holds another game's save, this game's
 * own is the one put aside for it, if any (see `lastSeen`).
 */
export function loadGame<S extends BaseState>(key: string, game: Game<S>): ResumedGame<S> | null {
  let text: string | null;
  let from = key;
  /** Another game whose save the key holds. */
  let other: string | undefined;
  try {
    text = localStorage.getItem(key);
    const holder = gameOf(text);
    if (holder) lastSeen.set(key, { text: text!, game: holder });
    other = holder === game.name ? undefined : holder;
    const aside = other ? localStorage.getItem(asideKey(key, game.name)) : null;
    if (aside !== null) [text, from] = [aside, asideKey(key, game.name)];
  } catch {
    return null;
  }
  if (text === null) return null;
  try {
    return checkedGame(text, game);
  } catch (error) {
    const kept = other && from === key ? ` (the ${other} game stays saved for its own page)` : '';
    console.warn(`solitaire-elements: ignoring the saved game under "${from}" (${(error as Error).message}); dealing a new one${kept}.`);
    return null;
  }
}

/** A saved game's text checked and replayed; throws, saying what is wrong with it. */
function checkedGame<S extends BaseState>(text: string, game: Game<S>): ResumedGame<S> {
  const saved = JSON.parse(text) as SavedGame;
  if (saved?.version !== 1) throw new Error(`version ${String(saved?.version)} is not 1`);
  if (saved.game !== game.name) throw new Error(`it is a game of ${String(saved.game)}`);
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
}
