/**
 * `css` of css.ts for the Node build (dist/node/, rollup.config.mjs), which a framework imports to
 * render a page on its server: Node has no `CSSStyleSheet`, so the styles stay text, as Lit's own
 * `css` keeps them there. Nothing draws on a server; the browser loads the bundles of dist/.
 */
import { unsafeCSS, type CSSResult } from 'lit';

export function css(strings: TemplateStringsArray, ...values: number[]): CSSResult {
  return unsafeCSS(strings.reduce((text, part, i) => text + values[i - 1] + part));
}
