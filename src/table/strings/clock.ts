import type { Area } from './area.js';

/** Clock's strings. */
export const clockStrings = {
  en: {
    ui: {
      oclock: "{n} o'clock",
      middle: 'The middle',
      kings: 'Kings: {n} of 4',
      clockWon: 'Every card is face up: you won!',
      clockLost: 'The fourth King came home too soon. Try again!',
    },
  },
  load: () => import('./clock.l10n.js'),
} satisfies Area;
