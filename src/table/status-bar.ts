// The status line: markup only, with what it shows handed in.
import { html, nothing, type TemplateResult } from 'lit';
import type { MessageKey, Translate } from './i18n.js';

/** What the status line shows. */
export interface StatusInput {
  text: Translate;
  score: string;
  moveCount: number;
  time: string;
  /** The game's own figures (Sun's steps). */
  extras: unknown;
  /** The date (YYYY-MM-DD) of the daily deal on the table, if it is one; Clock's is a deal of chance. */
  daily: string | null;
  ofChance: boolean;
  /** The solver's word on the game, and the way back once it is lost (null: none). */
  solverLine: MessageKey | null;
  /** The solver's word is of an earlier position: the new one's is being asked. */
  checking: boolean;
  rewind: (() => void) | null;
  /** The passing message. */
  message: string;
}

export function statusBar(input: StatusInput): TemplateResult {
  const { text, daily, rewind } = input;
  // The day in the language's own words, not Intl's: the first use of Intl in a page takes 30–50 ms.
  const [year, month, day] = daily?.split('-') ?? [];
  return html`<div class="bar status" part="status" tabindex="-1">
    <span>${text('score')}: <b>${input.score}</b></span>
    <span>${text('moves')}: <b>${input.moveCount}</b></span>
    <span>${text('time')}: <b>${input.time}</b></span>
    ${input.extras}
    <span class="daily">${daily ? text(input.ofChance ? 'dailyChance' : 'daily', { year, month: text('months').split(' ')[+month - 1], day: +day }) : ''}</span>
    <span class="solver ${input.checking ? 'checking' : ''}">${input.solverLine ? text(input.solverLine) : ''}</span>
    ${rewind ? html`<button class="rewind" @click=${rewind}>${text('rewind')}</button>` : nothing}
    <span class="message">${input.message}</span>
  </div>`;
}
