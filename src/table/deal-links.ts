// Deal links: `#deal=<game>:<seed>`, then `:<attribute>=<value>` for each option not at its
// default (README, the `deal-links` attribute). `shareLink()` writes one; an element with
// `deal-links` plays the one its page's address names, when connected and when the fragment changes.
import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** A deal link's fragment: deal `seed` of `game`, its options not at their defaults by attribute name. */
export function dealFragment(
  game: string,
  seed: number,
  options: object,
  defaults: object,
  attributeOf: (option: string) => string,
): string {
  const changed = Object.entries(options)
    .filter(([name, value]) => value !== (defaults as Record<string, unknown>)[name])
    .map(([name, value]) => `${attributeOf(name)}=${value}`);
  return `#deal=${[game, seed, ...changed].join(':')}`;
}

/** The deal a page's address names for `game`: its deal number as written, and attributes; null for none. */
export function readDealLink(hash: string, game: string): { seed: string; attributes: Record<string, string> } | null {
  // unescape, not decodeURIComponent, which throws on a stray "%" (from the element's
  // connectedCallback); a link's characters are all ASCII, which both read alike.
  const [name, seed = '', ...pairs] = unescape(/[#&]deal=([^&]*)/.exec(hash)?.[1] ?? '').split(':');
  return name === game ? { seed, attributes: Object.fromEntries(pairs.map((pair) => pair.split('='))) } : null;
}

/** What following deal links needs from the element. */
export interface DealLinkCallbacks {
  /** Whether the element has `deal-links`. */
  enabled(): boolean;
  /** The game's name, as links write it. */
  game(): string;
  /** The attributes of the game's options. */
  optionAttributes(): string[];
  /** Tells the page, once, what it got wrong. */
  warn(text: string): void;
}

/**
 * Follows the page's deal links while its host, which has `deal-links`, is connected: a link to a
 * deal of its game sets its `seed` and option attributes, an option the link leaves out at its default.
 */
export class DealLinkController implements ReactiveController {
  readonly #host: ReactiveControllerHost & Element;
  readonly #callbacks: DealLinkCallbacks;

  constructor(host: ReactiveControllerHost & Element, callbacks: DealLinkCallbacks) {
    this.#host = host;
    this.#callbacks = callbacks;
    host.addController(this);
  }

  hostConnected(): void {
    if (!this.#callbacks.enabled()) return;
    this.#follow();
    addEventListener('hashchange', this.#follow);
  }

  hostDisconnected(): void {
    removeEventListener('hashchange', this.#follow);
  }

  readonly #follow = () => {
    const link = readDealLink(location.hash, this.#callbacks.game());
    if (!link) return;
    // A broken link of this game is not followed: the game keeps its deal, and the page is told.
    if (!/^\d+$/.test(link.seed)) return this.#callbacks.warn(`${location.hash} names no deal; not followed`);
    const host = this.#host;
    for (const name of this.#callbacks.optionAttributes()) {
      const value = link.attributes[name];
      if (value === undefined || value === 'false') host.removeAttribute(name);
      else host.setAttribute(name, value === 'true' ? '' : value);
    }
    host.setAttribute('seed', link.seed);
  };
}
