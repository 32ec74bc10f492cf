import type { Area } from './area.js';

/** Canfield's own strings: the reserve and its refusals. */
export const canfieldStrings = {
  en: {
    ui: {
      reserve: 'Reserve, {n} cards',
      reserveLeft: '{n} left',
    },
    reasons: {
      buildsFrom: 'This foundation builds up from {rank}',
      wholePiles: 'Only whole piles move between columns',
      reserveFills: 'The reserve fills empty columns',
      emptyFromWaste: 'An empty column takes only the top card of the waste',
      nothingOnReserve: 'Nothing goes onto the reserve',
    },
  },
  load: () => import('./canfield.l10n.js'),
} satisfies Area;
