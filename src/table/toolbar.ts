// The toolbar: markup only, with what they show and do handed in.
import { html, nothing, type TemplateResult } from 'lit';
import type { MessageKey } from './i18n.js';

/** What the toolbar shows and what its buttons do. */
export interface ToolbarInput {
  text(key: MessageKey): string;
  canUndo: boolean;
  canRedo: boolean;
  playing: boolean;
  /** Whether foundation moves and draws alone finish the game: the Finish button shows. */
  canFinish: boolean;
  /** The statistics button shows unless no statistics are kept. */
  stats: boolean;
  statsOpen: boolean;
  helpOpen: boolean;
  /** The game's own controls (Sun's step button). */
  extras: unknown;
  act(action: 'newGame' | 'restart' | 'undo' | 'redo' | 'hint' | 'finish' | 'share' | 'stats' | 'help'): void;
}

export function toolbar(input: ToolbarInput): TemplateResult {
  const { text, act } = input;
  const button = (label: MessageKey, action: Parameters<ToolbarInput['act']>[0], disabled = false) =>
    html`<button @click=${() => act(action)} ?disabled=${disabled}>${text(label)}</button>`;
  return html`<div class="bar" part="toolbar" role="toolbar" aria-label=${text('toolbar')} tabindex="-1">
    ${button('newGame', 'newGame')} ${button('restart', 'restart')} ${button('undo', 'undo', !input.canUndo)}
    ${button('redo', 'redo', !input.canRedo)} ${button('hint', 'hint', !input.playing)} ${input.extras}
    ${input.playing && input.canFinish ? html`<button class="primary finish" @click=${() => act('finish')}>${text('finish')}</button>` : nothing}
    ${button('share', 'share')}
    ${
      input.stats
        ? html`<button class="stats-button" aria-expanded=${String(input.statsOpen)} @click=${() => act('stats')}>${text('stats')}</button>`
        : nothing
    }
    <button class="help-button" aria-label=${text('help')} aria-expanded=${String(input.helpOpen)} @click=${() => act('help')}>?</button>
  </div>`;
}
