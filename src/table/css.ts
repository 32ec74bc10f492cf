/**
 * A style sheet of a template literal, for an element's `static styles`: numbers may be
 * interpolated, nothing else. Lit's own `css` weighs more for checks of what is interpolated; the
 * name `css` is what the build's minifier knows a style template by (rollup.config.mjs).
 */
export function css(strings: TemplateStringsArray, ...values: number[]): CSSStyleSheet {
  const sheet = new CSSStyleSheet();
  sheet.replaceSync(strings.reduce((text, part, i) => text + values[i - 1] + part));
  return sheet;
}
