import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';
import { canfield } from '../src/engine/index.js';
import { commonArgTypes, commonArgs, optionControls, renderGame, type CommonArgs } from './common.js';

interface CanfieldArgs extends CommonArgs {
  draw: 1 | 3;
  passes?: string;
  scoring: 'casino' | 'none';
}

const options = optionControls(canfield, 'canfield-solitaire');

const meta: Meta<CanfieldArgs> = {
  title: 'Games/Canfield',
  component: 'canfield-solitaire',
  args: { ...commonArgs, ...options.args },
  argTypes: { ...commonArgTypes, ...options.argTypes },
  render: (args, context) => renderGame('canfield-solitaire', args, context),
};

export default meta;
type Story = StoryObj<CanfieldArgs>;

/** The casino game: three cards at a time, as often through the stock as you like. */
export const DrawThree: Story = {};

/** One card at a time: an easier game. */
export const DrawOne: Story = { args: { draw: 1 } };

/** Three trips through the stock, as some casinos dealt it. */
export const LimitedPasses: Story = { args: { passes: '3' } };

/** A fixed deal: the same cards for everyone. */
export const FixedSeed: Story = { args: { seed: 2024 } };
