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
    reasons: {
      onlyHand: 'Only the card in hand moves: the {rank} of {suit}',
      goesToHour: "A {rank} goes to {hour} o'clock",
      aceGoesToHour: "An {rank} goes to {hour} o'clock",
      kingToMiddle: 'A King goes to the middle',
    },
  },
  load: () => import('./clock.l10n.js'),
} satisfies Area;
