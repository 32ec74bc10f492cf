// The parts of a game element that only show what the game provides (see game-context.ts): the
// status bar and the statistics panel. They render into the light DOM of where they are placed,
// so the game's styles reach them inside its shadow root, and a page's styles outside it.
import { consume } from '@lit/context';
import { LitElement, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import { defineElement } from './define.js';
import { gameContext, type GameView } from './game-context.js';
import type { MessageKey } from './i18n.js';
import { readStats, resetStats, type Stats } from './stats.js';
import { formatTime } from './timer-controller.js';

/** Score, moves, time, the game's own figures, the solver's finding and the passing message. */
export class SolitaireStatus extends LitElement {
  @consume({ context: gameContext, subscribe: true }) @state() game?: GameView;

  protected override createRenderRoot() {
    return this;
  }

  protected override render() {
    const game = this.game;
    if (!game) return nothing;
    return html`<span>${game.text('score')}: <b>${game.formatScore(game.state.score)}</b></span>
      <span>${game.text('moves')}: <b>${game.moveCount}</b></span>
      <span>${game.text('time')}: <b>${formatTime(game.elapsedMs)}</b></span>
      ${game.extras}
      <span class="solver">${game.solverLine}</span>
      <span class="message">${game.message}</span>`;
  }
}

/** Games played and won, streaks, best time and score of this game and variant, with Reset. */
export class SolitaireStats extends LitElement {
  @consume({ context: gameContext, subscribe: true }) @state() game?: GameView;
  /** The figures shown, read when the game or variant changes and after a game is counted. */
  @state() private stats?: Stats;
  #readFor?: string;

  protected override createRenderRoot() {
    return this;
  }

  protected override willUpdate(): void {
    const key = this.game?.statsKey ?? null;
    // A game is counted as it ends, so the figures are read again when the status or key changes.
    const reading = key && `${key}|${this.game!.status}`;
    if (key && reading !== this.#readFor) this.stats = readStats(key);
    this.#readFor = reading || undefined;
  }

  protected override render() {
    const game = this.game;
    const stats = this.stats;
    if (!game?.statsKey || !stats) return nothing;
    const rows: [MessageKey, string | number][] = [
      ['played', stats.played],
      ['wonGames', stats.won],
      ['winRate', stats.played ? `${Math.round((100 * stats.won) / stats.played)} %` : '–'],
      ['streak', stats.streak],
      ['bestStreak', stats.bestStreak],
      ['bestTime', stats.bestTimeMs ? formatTime(stats.bestTimeMs) : '–'],
      ['bestScore', stats.bestScore === null ? '–' : game.formatScore(stats.bestScore)],
    ];
    return html`<dl>${rows.map(([label, value]) => html`<dt>${game.text(label)}</dt><dd>${value}</dd>`)}</dl>
      <button @click=${() => {
        resetStats(game.statsKey!);
        this.stats = readStats(game.statsKey!);
      }}>${game.text('reset')}</button>
      <button @click=${() => game.closeStats()}>${game.text('close')}</button>`;
  }
}

defineElement('solitaire-status', SolitaireStatus);
defineElement('solitaire-stats', SolitaireStats);

declare global {
  interface HTMLElementTagNameMap {
    'solitaire-status': SolitaireStatus;
    'solitaire-stats': SolitaireStats;
  }
}
