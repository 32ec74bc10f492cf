// The toolbar and the keyboard help: markup only, with what they show and do handed in.
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

/**
 * A panel as a modal dialog (the element opens it with showModal once drawn): the focus moves in,
 * Escape or Close closes it and the focus goes back where it was; `closed` then says so. `actions`
 * are buttons of its own beside Close.
 */
export function modalPanel(
  kind: 'help' | 'stats',
  text: (key: MessageKey) => string,
  closed: () => void,
  content: unknown,
  actions: unknown = nothing,
): TemplateResult {
  return html`<dialog class="panel ${kind}" aria-label=${text(kind)} @close=${closed}>
    ${content}${actions}
    <form method="dialog"><button>${text('close')}</button></form>
  </dialog>`;
}

/** How to play by pointer (a tap that moves, or that selects) and by keys. */
export function helpPanel(text: (key: MessageKey) => string, closed: () => void, select: boolean): TemplateResult {
  const lines: MessageKey[] = [
    select ? 'helpSelect' : 'helpTap',
    'helpArrows',
    'helpJump',
    'helpEnter',
    'helpEscape',
    'helpUndo',
    'helpKeys',
  ];
  return modalPanel('help', text, closed, html`<ul>${lines.map((line) => html`<li>${text(line)}</li>`)}</ul>`);
}
