// Statistics per game and variant, kept in localStorage: games played and won, streaks, best
// time and best score. A storage that fails is ignored: statistics are a nicety, never a blocker.
// Loaded on demand: when a game is first counted or the panel first opens.

/** What a player's record of one game and variant holds. */
export interface Stats {
  played: number;
  won: number;
  streak: number;
  bestStreak: number;
  /** Fastest win, in ms; 0 before the first. */
  bestTimeMs: number;
  /** Best score of a won game; null before the first. */
  bestScore: number | null;
  /** Days in a row with the daily deal won, up to `lastDaily` (`YYYY-MM-DD`). */
  dailyStreak: number;
  lastDaily: string | null;
}

const EMPTY: Stats = { played: 0, won: 0, streak: 0, bestStreak: 0, bestTimeMs: 0, bestScore: null, dailyStreak: 0, lastDaily: null };

/** The calendar day before `date` (`YYYY-MM-DD`): calendar arithmetic, done in UTC to be free of time zones. */
function dayBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** The daily streak as of `today`: a day missed since the last daily win ends it. */
export function dailyStreakOn(stats: Stats, today: string): number {
  return stats.lastDaily === today || stats.lastDaily === dayBefore(today) ? stats.dailyStreak : 0;
}

/** The record under `key`, or an empty one. */
export function readStats(key: string): Stats {
  try {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null');
    return stored && typeof stored.played === 'number' ? { ...EMPTY, ...stored } : { ...EMPTY };
  } catch {
    return { ...EMPTY };
  }
}

/**
 * Whether the browser lets this page keep statistics: not in a frame sandboxed without
 * allow-same-origin, nor where the reader turned storage off or it is full.
 */
export function statsKept(): boolean {
  try {
    localStorage.setItem('solitaire-stats:', '');
    localStorage.removeItem('solitaire-stats:');
    return true;
  } catch {
    return false;
  }
}

function write(key: string, stats: Stats | null) {
  try {
    if (stats) localStorage.setItem(key, JSON.stringify(stats));
    else localStorage.removeItem(key);
  } catch {
    // A full or disabled storage: the game goes on without statistics.
  }
}

/**
 * Counts one finished game: won, or lost (also a game abandoned after a move). A won `daily` deal
 * (its date) adds a day to the daily streak, once a day.
 */
export function recordGame(key: string, won: boolean, elapsedMs: number, score: number, daily: string | null = null): Stats {
  const stats = readStats(key);
  stats.played++;
  if (won && daily && stats.lastDaily !== daily) {
    stats.dailyStreak = dailyStreakOn(stats, daily) + 1;
    stats.lastDaily = daily;
  }
  if (won) {
    stats.won++;
    stats.streak++;
    stats.bestStreak = Math.max(stats.bestStreak, stats.streak);
    stats.bestTimeMs = stats.bestTimeMs ? Math.min(stats.bestTimeMs, elapsedMs) : elapsedMs;
    stats.bestScore = stats.bestScore === null ? score : Math.max(stats.bestScore, score);
  } else stats.streak = 0;
  write(key, stats);
  return stats;
}

/** Forgets a record. */
export const resetStats = (key: string): void => write(key, null);
