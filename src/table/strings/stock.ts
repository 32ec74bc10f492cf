import type { Area } from './area.js';

/** What the games with a stock and waste say (Klondike, Canfield). */
export const stockStrings = {
  en: {
    ui: {
      stockDraw: 'Stock, {n} cards, draw',
      stockEmpty: 'Stock, empty: turn the waste over',
      waste: 'Waste',
      foundation: 'Foundation {n}',
      column: 'Column {n}',
    },
  },
  load: () => import('./stock.l10n.js'),
} satisfies Area;
