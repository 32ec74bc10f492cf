// Which key means what, and what it does on the table: arrow keys move the focus, Enter or Space
// picks cards up and puts them down, Escape puts them back, the rest are the game's shortcuts.
// Loaded just after the bundle (the first drawing needs only where the focus is:
// keyboard-controller.ts), so it imports nothing the bundle has and reaches the table through the
// controller.
import type { Move } from '../engine/index.js';
import type { Cursor } from './cursor.js';
import type { KeyboardController, Navigation, Shortcut } from './keyboard-controller.js';

/**
 * What a letter jumps to: the piles whose names begin so (Sun's `kings` bases, or Clock's `center`
 * for its Kings). A digit jumps to the column, Clock's hour or Sun's ray of that number (0: 10), and
 * J and Q to Clock's hours and Sun's rays 11 and 12, K to Sun's ray 13 after its kings bases. A key
 * whose piles the focus is on goes on to the next of them.
 */
const JUMP_LETTERS: Record<string, string[]> = {
  s: ['stock'],
  w: ['waste'],
  f: ['foundation'],
  r: ['reserve'],
  a: ['aces'],
  j: ['hour-11', 'ray-11'],
  q: ['hour-12', 'ray-12'],
  k: ['kings', 'center', 'ray-13'],
  c: ['cloud'],
};

/** The letters that jump to piles, in the order the help names them. */
export const jumpLetters = Object.keys(JUMP_LETTERS);

/** Whether a digit jumps to `pile`: a column, Clock's hour or Sun's ray. */
export const isNumbered = (pile: string): boolean => /^(tableau|hour|ray)-/.test(pile);

/** The piles key `key` jumps to, among `piles`: in the order of the key's names, each in table order. */
export function jumpTargets(key: string, piles: string[]): string[] {
  if (/\d/.test(key)) return piles.filter((pile) => isNumbered(pile) && pile.endsWith(`-${Number(key) || 10}`));
  return JUMP_LETTERS[key].flatMap((name) => piles.filter((pile) => pile.startsWith(name)));
}

const isJump = (command: string): command is `jump ${string}` => command.startsWith('jump ');

const NAVIGATION: Record<string, Navigation> = {
  ArrowLeft: 'left',
  ArrowRight: 'right',
  ArrowUp: 'up',
  ArrowDown: 'down',
  Enter: 'activate',
  ' ': 'activate',
  Escape: 'cancel',
};
const SHORTCUTS: Record<string, Shortcut> = { u: 'undo', n: 'newGame', h: 'hint', d: 'draw', p: 'read', '?': 'help' };

/** The command of a key press, or undefined. Navigation keys count only on the table's cards. */
function commandOf(event: KeyboardEvent, onCard: boolean): Navigation | Shortcut | undefined {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.ctrlKey || event.metaKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    return undefined;
  }
  if (event.altKey) return undefined;
  if (onCard && NAVIGATION[event.key]) return NAVIGATION[event.key];
  if (onCard && /^[0-9swfrakcjq]$/.test(key)) return `jump ${key}`;
  return SHORTCUTS[key === '/' && event.shiftKey ? '?' : key];
}

/** Runs what a key pressed on the game does, if anything (and takes the key from the page): whether the table is to be drawn again. */
export function runKey(keyboard: KeyboardController, event: KeyboardEvent): boolean {
  if (event.defaultPrevented) return false;
  const target = event.composedPath()[0] as HTMLElement;
  const onCard = target?.dataset?.pile !== undefined;
  // Keys typed into a button of the toolbar keep their own meaning (Enter, Space).
  if (!onCard && target?.tagName === 'BUTTON' && (event.key === 'Enter' || event.key === ' ')) return false;
  // An arrow key on the felt (where a click leaves the focus) goes to the keyboard's place.
  if (!onCard && target?.classList?.contains('table') && event.key.startsWith('Arrow')) {
    event.preventDefault();
    keyboard.placeElement()?.focus();
    return false;
  }
  const command = commandOf(event, onCard);
  if (!command) return false;
  event.preventDefault();
  run(keyboard, command);
  return true;
}

/** Runs a key's command on the table. */
export function run(keyboard: KeyboardController, command: Navigation | Shortcut): void {
  const cursor = keyboard.current();
  if (isJump(command)) {
    const targets = jumpTargets(command.slice(5), Object.keys(keyboard.callbacks.table().layout));
    const pile = targets[(targets.indexOf(cursor.pile) + 1) % targets.length];
    if (pile) keyboard.cursor = { pile, index: keyboard.stops(pile).at(-1)! };
    return;
  }
  switch (command) {
    case 'left':
    case 'right':
    case 'up':
    case 'down':
      keyboard.cursor = step(keyboard, cursor, command);
      return;
    case 'activate':
      keyboard.cursor = cursor;
      return activate(keyboard, cursor);
    case 'cancel':
      if (keyboard.held) keyboard.callbacks.said(null);
      keyboard.held = null;
      return;
    default:
      return keyboard.callbacks.shortcut(command);
  }
}

/** The cursor after an arrow key: left and right go round the piles, up and down along a pile. */
function step(keyboard: KeyboardController, cursor: Cursor, direction: 'left' | 'right' | 'up' | 'down'): Cursor {
  if (direction === 'left' || direction === 'right') {
    const order = Object.keys(keyboard.callbacks.table().layout);
    const onward = (direction === 'right') !== keyboard.callbacks.mirrored();
    const pile = order[(order.indexOf(cursor.pile) + (onward ? 1 : order.length - 1)) % order.length];
    const places = keyboard.stops(pile);
    return { pile, index: places[places.length - 1] };
  }
  const places = keyboard.stops(cursor.pile);
  const at = Math.max(0, places.indexOf(cursor.index));
  const next = Math.min(places.length - 1, Math.max(0, at + (direction === 'down' ? 1 : -1)));
  return { pile: cursor.pile, index: places[next] };
}

/** Enter or Space on the focused card: pick it up, put held cards down here, or send them on. */
function activate(keyboard: KeyboardController, cursor: Cursor) {
  const { held, callbacks } = keyboard;
  if (held) {
    keyboard.held = null;
    // No card goes onto the stock: there the held cards go back and the stock does what it does
    // (draw, turn the waste over, Sun's next step), as a player reaching for it means.
    if (cursor.pile === 'stock') {
      callbacks.said(null);
      return callbacks.tap(cursor.pile, cursor.index);
    }
    // A second Enter on the same pile sends the cards to their one obvious place.
    const move =
      held.pile === cursor.pile ? callbacks.tapMove(held.pile, held.index) : callbacks.moveTo(held.pile, cursor.pile, held.index);
    if (move && callbacks.play(move)) follow(keyboard, move);
    else if (move) keyboard.held = held;
    else callbacks.tap(held.pile, held.index);
    return;
  }
  if (callbacks.playing() && callbacks.canPickUp(cursor.pile, cursor.index)) {
    keyboard.held = cursor;
    callbacks.said(cursor);
  } else callbacks.tap(cursor.pile, cursor.index);
}

/**
 * `tap="select"`: a tap picks cards up as Enter does; with cards held, a tap on a pile puts them
 * there (or they spring back, the refusal said), a tap on them again sends them to their best place.
 */
export function selectByTap(keyboard: KeyboardController, pile: string, index: number): void {
  const held = keyboard.held;
  keyboard.moveTo(pile, index);
  run(keyboard, 'activate');
  if (held && keyboard.held === held) keyboard.held = null;
}

/** After a keyboard move the focus follows the cards to where they went. */
function follow(keyboard: KeyboardController, move: Move) {
  if ('to' in move) keyboard.moveTo(move.to, keyboard.callbacks.table().piles[move.to]?.length - 1);
}
