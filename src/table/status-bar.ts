// The status line: markup only, with what it shows handed in.
import { html, nothing, type TemplateResult } from 'lit';
import type { MessageKey } from './i18n.js';

/** What the status line shows. */
export interface StatusInput {
  text(key: MessageKey, values?: Record<string, string | number>): string;
  language: string;
  score: string;
  moveCount: number;
  time: string;
  /** The game's own figures (Sun's steps). */
  extras: unknown;
  /** The date of the daily deal on the table, if it is one; Clock's is a deal of chance. */
  daily: string | null;
  ofChance: boolean;
  /** The solver's word on the game, and the way back once it is lost (null: none). */
  solverLine: MessageKey | null;
  rewind: (() => void) | null;
  /** The passing message. */
  message: string;
}

export function statusBar(input: StatusInput): TemplateResult {
  const { text, daily, rewind } = input;
  // A date and time without a zone is local time: the reader's calendar day.
  const date = daily && new Date(`${daily}T00:00`).toLocaleDateString(input.language, { dateStyle: 'long' });
  return html`<div class="bar status" part="status" tabindex="-1">
    <span>${text('score')}: <b>${input.score}</b></span>
    <span>${text('moves')}: <b>${input.moveCount}</b></span>
    <span>${text('time')}: <b>${input.time}</b></span>
    ${input.extras}
    <span class="daily">${date ? text(input.ofChance ? 'dailyChance' : 'daily', { date }) : ''}</span>
    <span class="solver">${input.solverLine ? text(input.solverLine) : ''}</span>
    ${rewind ? html`<button class="rewind" @click=${rewind}>${text('rewind')}</button>` : nothing}
    <span class="message">${input.message}</span>
  </div>`;
}
