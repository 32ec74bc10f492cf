import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { PileId } from '../engine/index.js';

/** A hinted move: cards `first` … `last` of `from`, and `to`. */
export interface Highlight {
  from: PileId;
  to: PileId;
  first: number;
  last: number;
}

/** How long a message stays on the table, and a hint's highlight. */
const MESSAGE_MS = 3000;
const HIGHLIGHT_MS = 1800;

/**
 * What the game tells the player besides the cards: the live region a screen reader reads, a
 * passing message on the table and status line, and the highlight of a hint. Each changes the
 * host's rendering; timers end with the host.
 */
export class Announcer implements ReactiveController {
  /** What the screen reader hears next (a polite live region). */
  announcement = '';
  /** The passing message shown on the table and in the status line. */
  message = '';
  highlight: Highlight | null = null;
  #joining = false;
  #messageTimer?: ReturnType<typeof setTimeout>;
  #highlightTimer?: ReturnType<typeof setTimeout>;

  readonly #host: ReactiveControllerHost;
  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  hostDisconnected(): void {
    clearTimeout(this.#messageTimer);
    clearTimeout(this.#highlightTimer);
  }

  /** Adds to what the live region says: a move and the automatic moves after it are read together. */
  say(text: string): void {
    if (text) this.announcement = this.#joining ? `${this.announcement}. ${text}` : text;
    this.#joining = true;
    // A new sentence starts with the next task: the next thing the player does.
    queueMicrotask(() => (this.#joining = false));
    this.#host.requestUpdate();
  }

  /** Replaces what the live region says; the same words again are read again (a screen reader skips an unchanged region). */
  sayOnly(text: string): void {
    this.announcement = text === this.announcement ? `${text}\u00a0` : text;
    this.#host.requestUpdate();
  }

  /** Shows `text` for a moment, and says it. */
  show(text: string): void {
    this.message = text;
    this.sayOnly(text);
    clearTimeout(this.#messageTimer);
    this.#messageTimer = setTimeout(() => {
      this.message = '';
      this.#host.requestUpdate();
    }, MESSAGE_MS);
  }

  /** Takes the message and the highlight away (a new deal, a move). */
  clear(): void {
    this.message = '';
    this.highlight = null;
    this.#host.requestUpdate();
  }

  /** Highlights a hinted move for a moment. */
  flash(highlight: Highlight): void {
    this.highlight = highlight;
    clearTimeout(this.#highlightTimer);
    this.#highlightTimer = setTimeout(() => {
      this.highlight = null;
      this.#host.requestUpdate();
    }, HIGHLIGHT_MS);
    this.#host.requestUpdate();
  }
}
