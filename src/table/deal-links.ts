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

/** The deal a page's address names for `game`: its deal number and attributes; null for none. */
export function readDealLink(hash: string, game: string): { seed: string; attributes: Record<string, string> } | null {
  const [name, seed, ...pairs] = decodeURIComponent(/[#&]deal=([^&]*)/.exec(hash)?.[1] ?? '').split(':');
  if (name !== game || !/^\d+$/.test(seed ?? '')) return null;
  return { seed, attributes: Object.fromEntries(pairs.map((pair) => pair.split('='))) };
}

/** Follows the page's deal links while its host, which has `deal-links`, is connected. */
export class DealLinkController implements ReactiveController {
  readonly #enabled: () => boolean;
  readonly #follow: () => void;

  constructor(host: ReactiveControllerHost, enabled: () => boolean, follow: () => void) {
    this.#enabled = enabled;
    this.#follow = follow;
    host.addController(this);
  }

  hostConnected(): void {
    if (!this.#enabled()) return;
    this.#follow();
    addEventListener('hashchange', this.#follow);
  }

  hostDisconnected(): void {
    removeEventListener('hashchange', this.#follow);
  }
}
