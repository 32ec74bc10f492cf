import type { ReactiveElement } from 'lit';

/**
 * A page's `--solitaire-card-width` that is no length (`80` without its unit, `abc`, a negative
 * or a percentage) would leave every card 0 px wide: the table takes the width that fits instead,
 * and the page is told. Asked once the table is drawn, when reading the styles costs nothing.
 */
export async function checkCardWidth(host: ReactiveElement): Promise<void> {
  await host.updateComplete;
  const width = getComputedStyle(host).getPropertyValue('--solitaire-card-width').trim();
  const table = host.renderRoot.querySelector<HTMLElement>('.table');
  // Registered, the table's size is 0px for what is no length; unregistered (under zoom), it holds the text.
  if (!width || !table || (CSS.supports('width', width) && parseFloat(getComputedStyle(table).getPropertyValue('--sol-cw')) !== 0)) return;
  console.warn(`<${host.localName}>: --solitaire-card-width: ${width} is no width; the cards take the width that fits the table.`);
  table.style.setProperty('--solitaire-card-width', 'var(--fit)');
}
