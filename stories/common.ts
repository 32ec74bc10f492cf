import type { ArgTypes } from '@storybook/web-components-vite';

/** The controls every game shares: the deal, saving, auto-foundation and the looks. */
export const commonArgTypes: ArgTypes = {
  seed: { control: { type: 'number', min: 0, max: 4294967295 }, description: 'Deal number; random when empty' },
  persist: { control: 'text', description: 'localStorage key to save and resume the game under' },
  theme: { control: 'inline-radio', options: ['', 'light', 'dark'], description: 'Empty: follow the system' },
  fourColor: { control: 'boolean', description: 'Clubs green, diamonds blue' },
  cardBack: { control: 'inline-radio', options: ['classic', 'ruby', 'forest'] },
  winnable: { control: 'boolean', description: 'Deal only deals the solver proves winnable' },
  solverStatus: { control: 'boolean', description: 'Say after each move whether the game can still be won' },
  speed: { control: 'inline-radio', options: ['slow', 'normal', 'fast', 'off'], description: 'How fast cards slide and Finish plays' },
};

/** The args every game shares. */
export interface CommonArgs {
  seed?: number;
  persist?: string;
  theme: string;
  fourColor: boolean;
  cardBack: string;
  winnable: boolean;
  solverStatus: boolean;
  speed: 'slow' | 'normal' | 'fast' | 'off';
}

/** The defaults of those controls. */
export const commonArgs: CommonArgs = { theme: '', fourColor: false, cardBack: 'classic', winnable: false, solverStatus: false, speed: 'normal' };

/**
 * A game element with the story's args as attributes (camelCase args become kebab-case
 * attributes; true booleans are present, false ones and empty values absent).
 */
export function renderGame(tag: string, args: object): HTMLElement {
  const el = document.createElement(tag);
  for (const [name, value] of Object.entries(args)) {
    if (value === undefined || value === '' || value === false || value === null) continue;
    el.setAttribute(name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`), value === true ? '' : String(value));
  }
  return el;
}
