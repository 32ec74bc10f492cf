/**
 * Registers a custom element once. A second copy of the library on the same page (or a hot
 * reload) warns instead of throwing, and the first definition stays.
 */
export function defineElement(tag: string, element: CustomElementConstructor): void {
  if (customElements.get(tag)) console.warn(`solitaire-elements: <${tag}> is already defined; keeping the first definition.`);
  else customElements.define(tag, element);
}
