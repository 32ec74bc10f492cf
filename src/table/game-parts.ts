// The parts a page may place inside a game element, and the providing of the game they read
// (`@lit/context`; docs/architecture.md, "Parts of a game"). They come with the deferred parts:
// like every deferred part, this module imports nothing the bundle has, so Lit is handed in.
import { ContextConsumer, ContextProvider, ContextRoot } from '@lit/context';
import type { LitElement, ReactiveControllerHost, TemplateResult, html as litHtml } from 'lit';
import type { css as sheet } from './css.js';
import type { BaseState } from '../engine/index.js';
import { gameContext, type GameView } from './game-context.js';
import type { GameSession } from './game-session.js';

/** What the parts need of Lit: the bundle's own copy. */
export interface LitKit {
  LitElement: typeof LitElement;
  html: typeof litHtml;
  css: typeof sheet;
}

let rooted = false;

/** How the element writes the score and the time, and its words. */
export type GameWords = Pick<GameView, 't'> & { score(score: number): string; time(ms: number): string };

/**
 * Provides the game of `session` to the parts inside `host`, as its status line says it, and
 * defines the parts. Returns what provides it anew: the element calls it after each update.
 */
export function provideGame<S extends BaseState>(
  host: ReactiveControllerHost & HTMLElement,
  session: GameSession<S>,
  words: GameWords,
  lit: LitKit,
): () => void {
  const view = (): GameView => {
    const state = session.state;
    return {
      state,
      status: session.status,
      moveCount: session.history.moveCount,
      score: words.score(state.score),
      time: words.time(session.timer.elapsedMs),
      t: words.t,
    };
  };
  // A part defined by another game's bundle may have asked before this provider was made: the
  // root keeps such requests and replays them when a provider appears above them.
  if (!rooted) new ContextRoot().attach(document.documentElement);
  rooted = true;
  const provider = new ContextProvider(host, { context: gameContext, initialValue: view() });
  if (!customElements.get('solitaire-status')) customElements.define('solitaire-status', statusPart(lit));
  return () => provider.setValue(view());
}

/** `<solitaire-status>`, made of the bundle's Lit. */
function statusPart({ LitElement, html, css }: LitKit) {
  /**
   * The score, moves and time of the game element it is placed in with `slot="footer"` (below
   * the status line), in the game's language; updated as the game goes.
   *
   * @tag solitaire-status
   * @csspart score - The score.
   * @csspart moves - The number of moves.
   * @csspart time - The time played.
   */
  return class SolitaireStatus extends LitElement {
    // Placed in a game, it looks like one more bar of it: the game's colours reach it as the
    // custom properties of its slot; a page's own styles for it win over these.
    static override styles = css`
      :host {
        display: flex;
        flex-wrap: wrap;
        gap: 6px 14px;
        padding: 6px var(--pad, 12px);
        background: var(--ui-bg, transparent);
        color: var(--ui-ink, inherit);
        font-size: 0.875em;
      }
    `;

    readonly #game = new ContextConsumer(this, { context: gameContext, subscribe: true });

    protected override render(): TemplateResult {
      const game = this.#game.value;
      if (!game) return html``;
      const { t } = game;
      return html`<span part="score">${t('score')}: <b>${game.score}</b></span>
        <span part="moves">${t('moves')}: <b>${game.moveCount}</b></span>
        <span part="time">${t('time')}: <b>${game.time}</b></span>`;
    }
  };
}
