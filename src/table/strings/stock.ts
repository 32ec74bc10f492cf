import type { Area } from './area.js';

/** What the games with a stock and waste say (Klondike, Canfield). */
export const stockStrings = {
  en: {
    ui: {
      foundationUpTo: 'Foundation {n}, {suit}, up to {rank}',
      stockEmpty: 'Stock, empty: turn the waste over',
      waste: 'Waste',
      foundation: 'Foundation {n}',
      column: 'Column {n}',
    },
    reasons: {
      needs: 'A {colour} {rank} needs a {other} {next}',
      faceDown: 'A face-down card cannot move',
      backToStock: 'Cards cannot go back to the stock',
      stockToWaste: 'Cards from the stock are drawn onto the waste',
      foundationStays: 'Cards on a foundation stay there',
      oneToFoundation: 'Only one card at a time goes to a foundation',
      onlyStockToWaste: 'Only the stock deals onto the waste',
      drawDecides: 'The draw option decides how many cards are drawn',
      stockHasCards: 'The stock still has cards',
      wasteEmpty: 'The waste is empty',
      stockEmpty: 'The stock is empty',
      noPasses: 'There are no passes left through the stock',
      turnNoCount: 'Turning the waste over takes no count',
      foundationComplete: 'This foundation is complete',
      nextOnFoundation: 'Next on this foundation: the {rank} of {suit}',
    },
  },
  load: () => import('./stock.l10n.js'),
} satisfies Area;
