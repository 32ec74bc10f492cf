import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';
import { commonArgTypes, commonArgs, renderGame, type CommonArgs } from './common.js';
import type { SunSolitaire } from '../src/games/sun-solitaire.js';

/** Sun has no options of its own: the arguments every game shares. */
type SunArgs = CommonArgs;

/** The Sun element of a story's canvas, once it has rendered. */
async function sunIn(canvas: HTMLElement): Promise<SunSolitaire> {
  const el = canvas.querySelector('sun-solitaire')!;
  await el.updateComplete;
  return el;
}

/** Takes `steps` steps of the procedure (cards that fit go home by themselves between them). */
const advance =
  (steps: number) =>
  async ({ canvasElement }: { canvasElement: HTMLElement }) => {
    const el = await sunIn(canvasElement);
    for (let i = 0; i < steps && el.status === 'playing'; i++) el.play({ action: 'advance' });
  };

const meta: Meta<SunArgs> = {
  title: 'Games/Sun',
  component: 'sun-solitaire',
  args: { ...commonArgs },
  argTypes: {
    ...commonArgTypes,
  },
  render: (args, context) => renderGame('sun-solitaire', args, context),
};

export default meta;
type Story = StoryObj<SunArgs>;

/** Phase 1: the first arc is dealt; the button deals the next. */
export const Arcs: Story = { args: { seed: 8 } };

/** Phase 2: all eight arcs dealt, ray 1 open and spread under the sun. */
export const OpenRays: Story = { args: { seed: 8 }, play: advance(8) };

/** Phase 3: the rays have scattered into clouds beside the sun. */
export const Clouds: Story = { args: { seed: 8 }, play: advance(8 + 13 + 11) };

/** A whole game, played by the hint at a watchable pace. */
export const FullGame: Story = {
  args: { seed: 3 },
  play: async ({ canvasElement }) => {
    const el = await sunIn(canvasElement);
    while (el.isConnected && el.status === 'playing') {
      const move = el.hint();
      if (!move) break;
      el.play(move);
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  },
};
