import type { ArgTypes, StoryContext } from '@storybook/web-components-vite';
import type { LitElement } from 'lit';
import type { Game } from '../src/engine/index.js';
import { action } from 'storybook/actions';

/**
 * The controls every game shares, one per attribute and named as the attribute is: the manifest's
 * entries of the same names take these controls (the property, event and method entries the
 * manifest also lists are left out in .storybook/preview.ts).
 */
export const commonArgTypes: ArgTypes = {
  seed: { control: 'text', description: 'Deal number 0 … 4294967295, or `daily` for the deal of the day; random when empty' },
  persist: { control: 'text', description: 'localStorage key to save and resume the game under' },
  'auto-foundation': { control: 'inline-radio', options: ['off', 'safe', 'all'] },
  theme: { control: 'inline-radio', options: ['', 'light', 'dark'], description: 'Empty: follow the system' },
  'four-color': { control: 'boolean', description: 'Clubs green, diamonds blue' },
  'card-back': { control: 'inline-radio', options: ['classic', 'ruby', 'forest'] },
  winnable: {
    control: 'select',
    options: ['off', 'any', 'easy', 'medium', 'hard'],
    mapping: { off: false, any: true },
    description: 'Deal only deals the solver proves winnable, of any grade or of one',
  },
  'solver-status': { control: 'boolean', description: 'Say after each move whether the game can still be won' },
  'no-stats': { control: 'boolean', description: 'Keep no statistics' },
  'left-handed': { control: 'boolean', description: 'Mirror the table: stock and waste on the right (not Clock)' },
  tap: {
    control: 'inline-radio',
    options: ['move', 'select'],
    description: 'A tap sends a card to its best place (move), or picks it up for the next tap on a pile (select)',
  },
  verbosity: {
    control: 'inline-radio',
    options: ['full', 'brief'],
    description: 'A screen reader hears each card with its pile and place (full), or the card alone (brief); P reads the position',
  },
  readable: { control: 'boolean', description: 'Large corner indices, for low vision (columns spread further to show them)' },
  'deal-links': { control: 'boolean', description: "Play the deal the page's #deal=… fragment names (shareLink() makes one)" },
  speed: { control: 'inline-radio', options: ['slow', 'normal', 'fast', 'off'], description: 'How fast cards slide and Finish plays' },
};

/**
 * A game's own controls and their defaults, from the engine's option specs (the same specs its
 * element `tag` reads its attributes by, named as the element names them): a choice of values, a
 * switch, or the passes' text.
 */
export function optionControls(game: Pick<Game, 'optionSpecs'>, tag: string): { argTypes: ArgTypes; args: Record<string, unknown> } {
  const element = customElements.get(tag) as unknown as typeof LitElement;
  const argTypes: ArgTypes = {};
  const args: Record<string, unknown> = {};
  for (const [option, spec] of Object.entries(game.optionSpecs)) {
    const { attribute } = element.getPropertyOptions(option);
    const name = typeof attribute === 'string' ? attribute : option;
    argTypes[name] =
      spec.type === 'boolean'
        ? { control: 'boolean' }
        : spec.values
          ? { control: 'inline-radio', options: [...spec.values] }
          : { control: 'text', description: 'A positive integer or "unlimited"' };
    if (spec.default !== undefined) args[name] = spec.default;
  }
  return { argTypes, args };
}

/** The args every game shares. */
export interface CommonArgs {
  seed?: number | 'daily';
  persist?: string;
  'auto-foundation': 'off' | 'safe' | 'all';
  theme: string;
  'four-color': boolean;
  'card-back': string;
  winnable: boolean | 'easy' | 'medium' | 'hard';
  'solver-status': boolean;
  'no-stats': boolean;
  'deal-links': boolean;
  'left-handed': boolean;
  tap: 'move' | 'select';
  verbosity: 'full' | 'brief';
  readable: boolean;
  speed: 'slow' | 'normal' | 'fast' | 'off';
}

/** The defaults of those controls. */
export const commonArgs: CommonArgs = {
  'auto-foundation': 'safe',
  theme: '',
  'four-color': false,
  'card-back': 'classic',
  winnable: false,
  'solver-status': false,
  'no-stats': false,
  'deal-links': false,
  'left-handed': false,
  tap: 'move',
  verbosity: 'full',
  readable: false,
  speed: 'normal',
};

const EVENTS = ['solitaire-deal', 'solitaire-move', 'solitaire-undo', 'solitaire-invalid', 'solitaire-won', 'solitaire-lost'];
/** Each story's element, kept while the story is shown, so that a control only changes an attribute. */
const shown = new Map<string, HTMLElement>();

/**
 * The game element of a story with its args as attributes (true booleans present, false ones and
 * empty values absent). The same element is kept while its story is shown: a control that does not
 * change the deal (the theme, the card back, the speed) leaves the game in play, and one that does
 * (the seed, the draw) deals as the attribute asks. Each event's detail goes to the Actions panel.
 */
export function renderGame(tag: string, args: object, context?: Pick<StoryContext, 'id'>): HTMLElement {
  const key = `${tag}|${context?.id ?? ''}`;
  let el = shown.get(key);
  if (!el) {
    el = document.createElement(tag);
    for (const type of EVENTS) el.addEventListener(type, (event) => action(type)((event as CustomEvent).detail));
    shown.clear();
    shown.set(key, el);
  }
  for (const [name, value] of Object.entries(args)) {
    // Functions (handlers Storybook may add for events) are never attributes.
    if (typeof value === 'function') continue;
    if (value === undefined || value === '' || value === false || value === null) el.removeAttribute(name);
    else el.setAttribute(name, value === true ? '' : String(value));
  }
  return el;
}
