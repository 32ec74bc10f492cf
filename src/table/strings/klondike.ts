import type { Area } from './area.js';

/** Klondike's own refusals, in the other languages (English is the engine's sentence). */
export const klondikeStrings = {
  en: {
    ui: {},
  },
  load: () => import('./klondike.l10n.js'),
} satisfies Area;
