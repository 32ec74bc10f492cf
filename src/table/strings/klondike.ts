import type { Area } from './area.js';

/** Klondike's own refusals. */
export const klondikeStrings = {
  en: {
    ui: {},
    reasons: {
      kingOnlyEmpty: 'A King can only go to an empty column',
      onlyKingEmpty: 'Only a King can go to an empty column',
      foundationToColumn: 'A card from a foundation can only go back to a column',
      runOnly: 'Only a run in alternating colours moves together',
      foundationAce: 'A foundation starts with an Ace',
    },
  },
  load: () => import('./klondike.l10n.js'),
} satisfies Area;
