import type { Area } from './area.js';

// The English refusals are the engine's, word for word: the table finds a refusal's key and values
// by matching them, then says it again in the player's language (src/table/i18n.ts).

/** What every game says. */
export const commonStrings = {
  en: {
    ui: {
      cardAt: '{card}, {pile}, card {i} of {n}',
      picked: 'Picked up {card}. Choose a pile and press Enter.',
      putBack: 'Put back',
      movedTo: '{card} to {pile}',
      undone: 'Undone',
      redone: 'Redone',
      help: 'Keyboard help',
      helpArrows: 'Arrow keys: move between piles and cards',
      helpEnter: 'Enter or Space: pick up and put down; twice: send the card to its best place',
      helpEscape: 'Escape: put back',
      helpUndo: 'U or Ctrl+Z: undo · Ctrl+Y or Shift+Ctrl+Z: redo',
      helpKeys: 'N: new game · H: hint · D: draw or next step · ?: this help',
      close: 'Close',
      finish: 'Finish',
      newGame: 'New game',
      restart: 'Restart',
      undo: 'Undo',
      redo: 'Redo',
      hint: 'Hint',
      score: 'Score',
      moves: 'Moves',
      time: 'Time',
      won: 'You won!',
      lost: 'No more moves. The game is lost.',
      playAgain: 'Play again',
      faceDown: 'Face-down card',
      nowhere: 'The {card} has nowhere to go',
      toolbar: 'Game controls',
      table: 'Card table',
      noHint: 'No useful move left',
      empty: 'empty',
      stock: 'Stock, {n} cards',
    },
    reasons: {
      notAMove: 'That is not a move',
      noPile: 'There is no pile called "{pile}"',
      notCount: 'That is not a number of cards',
      notPosition: 'That is not a position in the pile',
      gameOver: 'The game is over',
      noCard: 'There is no card there',
      notThatMany: 'There are not that many cards there',
      topOnly: 'Only the top card can move from there',
      alreadyThere: 'The cards are already there',
    },
  },
  load: () => import('./common.l10n.js'),
} satisfies Area;
