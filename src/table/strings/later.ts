// English strings that nothing needs before the table's deferred parts are in (deferred.ts):
// keyboard play, the help and statistics panels, the solver's later words. They load with those
// parts; their translations are with the rest of every game's (common.l10n.ts).

/** The English of those strings. */
export const laterStrings = {
  confirmNew: 'Press N again to leave this game and deal a new one',
  picked: 'Picked up {card}. Choose a pile and press Enter.',
  putBack: 'Put back',
  howToPlay: 'How to play',
  controls: 'Pointer and keys',
  rulesKlondike:
    'Move every card to the four foundations, each built up in one suit from Ace to King.\nThe columns build down in alternating colours (a red 6 on a black 7); a run moves as one, and an empty column takes only a King.\nThe stock turns onto the waste, whose top card plays.',
  rulesCanfield:
    "Move every card to the four foundations, each built up in one suit from the rank of the card dealt to the first one, going on from King to Ace.\nThe columns build down in alternating colours, a King on an Ace too; only a whole column moves onto another.\nThe reserve's top card plays, and fills an empty column at once; with the reserve gone, the waste's top card may fill one.\nThe stock turns onto the waste, whose top card plays.",
  rulesClock:
    'The card turned up goes under its hour (Ace at 1, Jack at 11, Queen at 12; a King under the middle), and the top card there turns up next.\nThe game ends when the fourth King comes home: won if every card is face up by then.',
  rulesSun:
    "Two decks: move all 104 cards to the bases, four built up in one suit from Ace to King, four down from King to Ace. Cards never go from ray to ray.\nPhase 1: eight arcs deal the stock around the 13 rays; each ray's outer card plays.\nPhase 2: the rays open one at a time, from ray 1: every card of the open ray plays, until the next step moves on.\nPhase 3: each step scatters the next ray, a card onto each ray to its right; the rest makes a cloud, whose two end cards play. Once, when nothing fits, the wind shuffles the clouds into one.",
  helpTap: 'Tap or click a card: to its best place · drag it: to the pile you choose',
  helpSelect: 'Tap or click a card: pick it up · then a pile: put it there · the card again: its best place',
  helpArrows: 'Arrow keys: move between piles and cards',
  helpStock: 'Tap or click the stock, or press D: draw · on an empty stock: turn the waste over',
  helpStep: 'Tap or click the stock or the step button, or press D: the next step',
  helpStepButton: 'Tap or click the step button, or press D: the next step',
  jumpColumn: 'that column',
  jumpHour: 'that hour',
  jumpRay: 'that ray',
  jumpStock: 'S stock',
  jumpWaste: 'W waste',
  jumpFoundations: 'F foundations',
  jumpReserve: 'R reserve',
  jumpAces: 'A aces bases',
  jumpKings: 'K kings bases',
  jumpMiddle: 'K the middle',
  jumpClouds: 'C clouds',
  helpEnter: 'Enter or Space: pick up and put down; twice: send the card to its best place',
  helpEscape: 'Escape: put back',
  helpUndo: 'U or Ctrl+Z: undo · Ctrl+Y or Shift+Ctrl+Z: redo',
  helpKeys: 'N: new game (in a game in progress, twice) · H: hint · P: read the position aloud · ?: this help',
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
  resetAsked: 'Press Reset again to clear these statistics for good',
  linkCopied: 'Link to this deal copied',
  nowhere: 'The {card} has nowhere to go',
  noWinnable: 'No winnable deal found; this one may not be winnable',
  rewind: 'Back to the last winnable position',
  rewound: 'Back at the last winnable position',
};
