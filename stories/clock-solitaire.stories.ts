import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';
import { commonArgTypes, commonArgs, renderGame, type CommonArgs } from './common.js';

interface ClockArgs extends CommonArgs {
  autoplay: boolean;
}

const meta: Meta<ClockArgs> = {
  title: 'Games/Clock',
  component: 'clock-solitaire',
  args: { ...commonArgs, autoplay: false },
  argTypes: {
    ...commonArgTypes,
    autoplay: { control: 'boolean', description: 'The game plays itself at a readable pace' },
  },
  render: (args, context) => renderGame('clock-solitaire', args, context),
};

export default meta;
type Story = StoryObj<ClockArgs>;

/** Play by hand: drag or tap the card in hand to its hour. */
export const ManualPlay: Story = {};

/** The game plays itself; switch autoplay off at any time. */
export const Autoplay: Story = { args: { autoplay: true } };

/** Deal 0 comes out: every card face up before the fourth King comes home. */
export const WinningSeed: Story = { args: { seed: 0, autoplay: true } };

/** Deal 17 is lost: the fourth King comes home too soon. */
export const LosingSeed: Story = { args: { seed: 17, autoplay: true } };
