import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { loadTranslations, resolveLanguage } from './i18n.js';

/**
 * The `lang` that applies to `node`: its own or its nearest ancestor's, out through the shadow
 * roots it is in (a game drawn inside another component's shadow root speaks the page's language).
 */
const langOf = (node: Element | undefined): string | null | undefined =>
  node && (node.closest('[lang]')?.getAttribute('lang') ?? langOf((node.getRootNode() as ShadowRoot).host));

/**
 * The UI language: `lang` on the element or its nearest ancestor, else English. It follows
 * changes live: any `lang` attribute changing in the document re-renders the host if its
 * language changed (one changing inside another component's shadow root is read at the next
 * connection).
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
    const lang = resolveLanguage(langOf(this.#host));
    if (lang === this.lang) return;
    this.lang = lang;
    this.#host.requestUpdate();
    // Other languages arrive in a module of their own; the table speaks English until then.
    if (lang !== 'en') void loadTranslations().then(() => this.#host.requestUpdate());
  }
}
