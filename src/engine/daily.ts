// The deal of the day: a deal number worked out from a calendar date, a game and its variant, so
// that every reader's browser, on the same date, deals the same cards (docs/engine.md, "Daily deal").

/** A date as the daily deal names it, `YYYY-MM-DD`, in the calendar of `date`'s local time zone. */
export function calendarDate(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The `attempt`-th candidate deal number of `date` (`YYYY-MM-DD`) for `game` with `options` (the
 * options as a state holds them, defaults filled in): the 32-bit FNV-1a hash of the UTF-16 code
 * units of `<date>:<game>:<name>=<value>,…:<attempt>`, the options' names in alphabetical order.
 * Games that prove their daily deal winnable take the first candidate the solver proves won.
 */
export function dailySeed(date: string, game: string, options: object, attempt = 0): number {
  const variant = Object.entries(options)
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}=${String(value)}`)
    .join(',');
  let hash = 0x811c9dc5;
  for (const char of `${date}:${game}:${variant}:${attempt}`) hash = Math.imul(hash ^ char.charCodeAt(0), 0x01000193);
  return hash >>> 0;
}
