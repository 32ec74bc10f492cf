// What the table loads just after its bundle, in one request: the cards' slides, what the keys do,
// pointer play, saving and resuming under `persist`, what the toolbar and shortcut keys do with the panels they open, the position read aloud, the English words of what comes later (panels, keyboard play), and the styles of a card dragged, held or hinted. The first drawing needs none of them (docs/architecture.md, "What loads when").
// Nothing here may import a module the bundle has: a chunk that did would load the bundle again
// for a page that loads it under another address, and `npm run build` fails on it.
export { CardSlides } from './card-slides.js';
export { run as runCommand, runKey, selectByTap } from './keyboard-commands.js';
export { DragController } from './drag-controller.js';
export { laterStrings } from './strings/later.js';
export { loadGame, saveGame } from './saved-games.js';
export { TableActions } from './table-actions.js';
export { provideGame } from './game-parts.js';
export { styleLater } from './later-styles.js';
