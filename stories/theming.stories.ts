import type { Meta, StoryObj } from '@storybook/web-components-vite';
import { html } from 'lit';
import '../src/index.js';

interface ThemingArgs {
  theme: 'system' | 'light' | 'dark';
  fourColor: boolean;
  cardBack: 'classic' | 'ruby' | 'forest';
  felt: string;
  cardWidth: string;
  red: string;
  black: string;
  accent: string;
  font: string;
}

/**
 * Every look a page can give a game: the CSS custom properties the README names, the `theme`,
 * `four-color` and `card-back` attributes. Parts (`::part(table)`, `card`, `pile`, `toolbar`,
 * `status`) style the rest.
 */
const meta: Meta<ThemingArgs> = {
  title: 'Docs/Theming',
  args: {
    theme: 'system',
    fourColor: false,
    cardBack: 'classic',
    felt: '',
    cardWidth: '',
    red: '',
    black: '',
    accent: '',
    font: '',
  },
  argTypes: {
    theme: { control: 'inline-radio', options: ['system', 'light', 'dark'] },
    cardBack: { control: 'inline-radio', options: ['classic', 'ruby', 'forest'] },
    felt: { control: 'color', description: '--solitaire-felt' },
    cardWidth: { control: 'text', description: '--solitaire-card-width, e.g. 64px' },
    red: { control: 'color', description: '--solitaire-red' },
    black: { control: 'color', description: '--solitaire-black' },
    accent: { control: 'color', description: '--solitaire-accent' },
    font: { control: 'text', description: '--solitaire-font' },
  },
  render: (args) => {
    const style = [
      ['--solitaire-felt', args.felt],
      ['--solitaire-card-width', args.cardWidth],
      ['--solitaire-red', args.red],
      ['--solitaire-black', args.black],
      ['--solitaire-accent', args.accent],
      ['--solitaire-font', args.font],
    ]
      .filter(([, value]) => value)
      .map(([name, value]) => `${name}: ${value}`)
      .join('; ');
    return html`<klondike-solitaire
      seed="7"
      theme=${args.theme === 'system' ? '' : args.theme}
      ?four-color=${args.fourColor}
      card-back=${args.cardBack}
      style=${style}
    ></klondike-solitaire>`;
  },
};

export default meta;
type Story = StoryObj<ThemingArgs>;

/** The defaults: green felt, following the system's light or dark scheme. */
export const Default: Story = {};

/** Forced dark, four colours, the ruby back. */
export const DarkFourColour: Story = { args: { theme: 'dark', fourColor: true, cardBack: 'ruby' } };

/** A site's own palette and font through the custom properties. */
export const SiteColours: Story = {
  args: { felt: '#30415d', red: '#d1495b', black: '#20232a', accent: '#edae49', font: 'Georgia, serif', cardBack: 'forest' },
};

/** Smaller cards, for a narrow sidebar. */
export const SmallCards: Story = { args: { cardWidth: '48px' } };

/**
 * A part placed in the game: `<solitaire-status slot="footer">` reads the game it is in through
 * `@lit/context` and shows its score, moves and time, styled by the page through its parts.
 */
export const StatusPart: Story = {
  render: () =>
    html`<style>
        solitaire-status::part(moves) {
          color: #b3261e;
        }
      </style>
      <klondike-solitaire seed="7">
        <solitaire-status slot="footer"></solitaire-status>
      </klondike-solitaire>`,
};
