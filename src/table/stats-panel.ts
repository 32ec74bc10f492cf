// The statistics panel: games played and won, streaks, best time and score of this game and
// variant, with Reset. Markup only; the figures are read by the element when the panel opens.
import { html, type TemplateResult } from 'lit';
import type { MessageKey } from './i18n.js';
import type { Stats } from './stats.js';
import { formatTime } from './timer-controller.js';
import { modalPanel } from './toolbar.js';

export function statsPanel(
  stats: Stats,
  text: (key: MessageKey) => string,
  formatScore: (score: number) => string,
  act: (action: 'reset' | 'close') => void,
): TemplateResult {
  const rows: [MessageKey, string | number][] = [
    ['played', stats.played],
    ['wonGames', stats.won],
    ['winRate', stats.played ? `${Math.round((100 * stats.won) / stats.played)} %` : '–'],
    ['streak', stats.streak],
    ['bestStreak', stats.bestStreak],
    ['dailyStreak', stats.dailyStreak],
    ['bestTime', stats.bestTimeMs ? formatTime(stats.bestTimeMs) : '–'],
    ['bestScore', stats.bestScore === null ? '–' : formatScore(stats.bestScore)],
  ];
  return modalPanel(
    'stats',
    text,
    () => act('close'),
    html`<dl>${rows.map(([label, value]) => html`<dt>${text(label)}</dt><dd>${value}</dd>`)}</dl>`,
    html`<button @click=${() => act('reset')}>${text('reset')}</button>`,
  );
}
