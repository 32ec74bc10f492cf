import type { Area } from './area.js';

/** Sun's strings. */
export const sunStrings = {
  en: {
    ui: {
      rayPile: 'Ray {n}',
      acesPile: 'Aces base {n}',
      kingsPile: 'Kings base {n}',
      cloudPile: 'Cloud {n}',
      stock: 'Stock, {n} cards',
      acesRow: 'A ↑',
      kingsRow: 'K ↓',
      arcsLeft: '{n} arcs left',
      dealArc: 'Deal arc {n} of 8',
      openRay: 'Open ray {n}',
      closeRays: 'Close ray 13',
      scatterRay: 'Scatter ray {n}',
      wind: 'Wind',
      noStep: 'No step left',
      next: 'Next: {step}',
      phase1: 'Phase 1: arcs',
      phase2: 'Phase 2: open rays',
      phase3: 'Phase 3: clouds',
      windBlown: 'the wind has blown',
    },
  },
  load: () => import('./sun.l10n.js'),
} satisfies Area;
