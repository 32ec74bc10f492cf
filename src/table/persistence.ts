// Storage keys every page needs at once: the statistics' key of a variant, and which game saves
// under a `persist` key. Saving and resuming themselves load just after the bundle (saved-games.ts).
/** The statistics' storage key of a game's variant: options in, so draw 1 and draw 3 keep their own records. */
export const statsKey = (game: string, options: object): string => `solitaire-stats:${game}:${JSON.stringify(options)}`;

/** The game that saves under each key: the first on the page to use it. */
const owners = new Map<string, Element>();

/**
 * Whether `owner` may save and resume under `key`: no other game in the page holds it. Two games
 * saving under one key would overwrite each other's game at every move.
 */
export function claimKey(key: string, owner: Element): boolean {
  const current = owners.get(key);
  if (current && current !== owner && current.isConnected) return false;
  owners.set(key, owner);
  return true;
}
