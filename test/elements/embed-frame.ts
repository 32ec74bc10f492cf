// The embed page (src/embed.html, dist/embed.html) in a frame of the test page, as a site frames it.

import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { waitFor } from './helpers.js';

/** Opens the embed page at `query` in an iframe, collecting what it posts and any CSP violation. */
export async function embed(query: string, height = 600, sandbox?: string) {
  const messages: { type: string; height?: number; event?: string; detail?: Record<string, unknown> }[] = [];
  const collect = (event: MessageEvent) => messages.push(event.data);
  window.addEventListener('message', collect);
  const iframe = document.createElement('iframe');
  iframe.style.width = '700px';
  iframe.style.height = `${height}px`;
  if (sandbox !== undefined) iframe.setAttribute('sandbox', sandbox);
  iframe.src = `/src/embed.html?${query}`;
  document.body.append(iframe);
  const violations: string[] = [];
  iframe.addEventListener('load', () =>
    iframe.contentDocument!.addEventListener('securitypolicyviolation', (e) => violations.push(e.violatedDirective)),
  );
  const game = () =>
    iframe.contentDocument?.querySelector<SolitaireElement>('klondike-solitaire, canfield-solitaire, clock-solitaire, sun-solitaire');
  await waitFor(() => game()?.shadowRoot?.querySelector('.card'), 'the game did not render', { timeout: 15000 });
  return { iframe, game: game()!, messages, violations, done: () => (window.removeEventListener('message', collect), iframe.remove()) };
}
