import { noChange } from 'lit';
import { Directive, directive, type AttributePart } from 'lit/directive.js';

/**
 * Sets an element's inline styles through the CSSOM only (`style.setProperty`), the first time
 * too. Lit's styleMap writes the first styles as a `style` attribute, which a Content Security
 * Policy without 'unsafe-inline' blocks (lit/lit#4719); this never writes the attribute.
 */
class StyleProperties extends Directive {
  /** The values set last, so that only changes touch the style (each write costs a recalc). */
  #previous = new Map<string, string>();

  render(_properties: Record<string, string | null>) {
    return noChange;
  }

  override update(part: AttributePart, [properties]: [Record<string, string | null>]) {
    const { style } = part.element as HTMLElement;
    for (const name of this.#previous.keys())
      if (properties[name] == null) {
        style.removeProperty(name);
        this.#previous.delete(name);
      }
    for (const [name, value] of Object.entries(properties))
      if (value != null && this.#previous.get(name) !== value) {
        style.setProperty(name, value);
        this.#previous.set(name, value);
      }
    return noChange;
  }
}

/** Inline styles, by CSS property name (custom properties too), set without a `style` attribute. */
export const styleProperties = directive(StyleProperties);
