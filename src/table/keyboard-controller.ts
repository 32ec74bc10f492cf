import type { ReactiveController, ReactiveControllerHost } from 'lit';

/** What a key asks the table to do. */
export type KeyCommand =
  | 'left' | 'right' | 'up' | 'down' | 'activate' | 'cancel'
  | 'undo' | 'redo' | 'newGame' | 'hint' | 'draw' | 'help';

/** What the keyboard controller needs from the table it serves. */
export interface KeyboardHost extends ReactiveControllerHost, HTMLElement {
  keyCommand(command: KeyCommand): void;
}

const NAVIGATION: Record<string, KeyCommand> = {
  ArrowLeft: 'left', ArrowRight: 'right', ArrowUp: 'up', ArrowDown: 'down', Enter: 'activate', ' ': 'activate', Escape: 'cancel',
};
const SHORTCUTS: Record<string, KeyCommand> = { u: 'undo', n: 'newGame', h: 'hint', d: 'draw', '?': 'help' };

/** The command of a key press, or undefined. Navigation keys count only on the table's cards. */
function commandOf(event: KeyboardEvent, onCard: boolean): KeyCommand | undefined {
  const key = event.key.length === 1 ? event.key.toLowerCase() : event.key;
  if (event.ctrlKey || event.metaKey) {
    if (key === 'z') return event.shiftKey ? 'redo' : 'undo';
    if (key === 'y') return 'redo';
    return undefined;
  }
  if (event.altKey) return undefined;
  if (onCard && NAVIGATION[event.key]) return NAVIGATION[event.key];
  return SHORTCUTS[key === '/' && event.shiftKey ? '?' : key];
}

/**
 * Keyboard play: arrow keys move the focus between piles and along a pile's cards, Enter or
 * Space picks cards up and puts them down, Escape puts them back; U or Ctrl+Z undo, Ctrl+Y or
 * Shift+Ctrl+Z redo, N new game, H hint, D draw (or Sun's next step), ? help.
 */
export class KeyboardController implements ReactiveController {
  constructor(private readonly host: KeyboardHost) {
    host.addController(this);
  }

  hostConnected(): void {
    this.host.addEventListener('keydown', this.#onKeyDown);
  }

  hostDisconnected(): void {
    this.host.removeEventListener('keydown', this.#onKeyDown);
  }

  #onKeyDown = (event: KeyboardEvent) => {
    if (event.defaultPrevented) return;
    const target = event.composedPath()[0] as HTMLElement;
    const onCard = target?.dataset?.pile !== undefined;
    // Keys typed into a button of the toolbar keep their own meaning (Enter, Space).
    if (!onCard && target?.tagName === 'BUTTON' && (event.key === 'Enter' || event.key === ' ')) return;
    const command = commandOf(event, onCard);
    if (!command) return;
    event.preventDefault();
    this.host.keyCommand(command);
  };
}
