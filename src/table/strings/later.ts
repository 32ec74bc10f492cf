// English strings that nothing needs before the table's deferred parts are in (deferred.ts):
// keyboard play, the help and statistics panels, the solver's later words. They load with those
// parts; their translations are with the rest of every game's (common.l10n.ts).

/** The English of those strings. */
export const laterStrings = {
  confirmNew: 'Press N again to leave this game and deal a new one',
  picked: 'Picked up {card}. Choose a pile and press Enter.',
  putBack: 'Put back',
  helpTap: 'Tap or click a card: to its best place · drag it: to the pile you choose',
  helpSelect: 'Tap or click a card: pick it up · then a pile: put it there · the card again: its best place',
  helpArrows: 'Arrow keys: move between piles and cards',
  helpJump: '1–9, 0: that column, hour or ray · S stock · W waste · F foundations · R reserve · A, K bases · C clouds',
  helpEnter: 'Enter or Space: pick up and put down; twice: send the card to its best place',
  helpEscape: 'Escape: put back',
  helpUndo: 'U or Ctrl+Z: undo · Ctrl+Y or Shift+Ctrl+Z: redo',
  helpKeys: 'N: new game (in a game in progress, twice) · H: hint · D: draw or next step · P: read the position aloud · ?: this help',
  faceDownCount: '{n} face down',
  close: 'Close',
  played: 'Played',
  wonGames: 'Won',
  winRate: 'Win rate',
  streak: 'Streak',
  bestStreak: 'Best streak',
  dailyStreak: 'Daily deals won in a row',
  bestTime: 'Best time',
  bestScore: 'Best score',
  reset: 'Reset',
  linkCopied: 'Link to this deal copied',
  nowhere: 'The {card} has nowhere to go',
  noWinnable: 'No winnable deal found; this one may not be winnable',
  rewind: 'Back to the last winnable position',
  rewound: 'Back at the last winnable position',
};
