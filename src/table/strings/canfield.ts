import type { Area } from './area.js';

/** Canfield's own strings: the reserve and its refusals. */
export const canfieldStrings = {
  en: {
    ui: {
      reserve: 'Reserve, {n} cards',
      reserveLeft: '{n} left',
    },
  },
  load: () => import('./canfield.l10n.js'),
} satisfies Area;
