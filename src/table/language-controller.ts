import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadTranslations, resolveLanguage } from './i18n.js';

/**
 * The UI language: `lang` on the element or its nearest ancestor, else English. It follows
 * changes live: any `lang` attribute changing in the document re-renders the host if its
 * language changed.
 */
export class LanguageController implements ReactiveController {
  /** The shipped language in use. */
  lang = 'en';
  #observer?: MutationObserver;

  readonly #host: ReactiveControllerHost & HTMLElement;
  constructor(host: ReactiveControllerHost & HTMLElement) {
    this.#host = host;
    host.addController(this);
  }

  hostConnected(): void {
    this.#refresh();
    this.#observer = new MutationObserver(() => this.#refresh());
    this.#observer.observe(document.documentElement, { attributes: true, attributeFilter: ['lang'], subtree: true });
  }

  hostDisconnected(): void {
    this.#observer?.disconnect();
    this.#observer = undefined;
  }

  #refresh() {
    const lang = resolveLanguage(this.#host.closest('[lang]')?.getAttribute('lang'));
    if (lang === this.lang) return;
    this.lang = lang;
    this.#host.requestUpdate();
    // Other languages arrive in a module of their own; the table speaks English until then.
    if (lang !== 'en') void loadTranslations().then(() => this.#host.requestUpdate());
  }
}
