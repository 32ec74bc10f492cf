import type { Meta, StoryObj } from '@storybook/web-components-vite';
import '../src/index.js';
import { klondike, type KlondikeState } from '../src/engine/index.js';
import type { KlondikeSolitaire } from '../src/games/klondike-solitaire.js';
import { commonArgTypes, commonArgs, optionControls, renderGame, type CommonArgs } from './common.js';

interface KlondikeArgs extends CommonArgs {
  draw: 1 | 3;
  passes?: string;
  redeal: 'keep' | 'shuffle';
  'foundation-return': boolean;
  scoring: 'standard' | 'vegas' | 'none';
}

const options = optionControls(klondike, 'klondike-solitaire');

const meta: Meta<KlondikeArgs> = {
  title: 'Games/Klondike',
  component: 'klondike-solitaire',
  args: { ...commonArgs, ...options.args },
  argTypes: { ...commonArgTypes, ...options.argTypes },
  render: (args, context) => renderGame('klondike-solitaire', args, context),
};

export default meta;
type Story = StoryObj<KlondikeArgs>;

/** Draw one card at a time, unlimited passes, standard scoring. */
export const DrawOne: Story = {};

/** Draw three at a time. */
export const DrawThree: Story = { args: { draw: 3 } };

/** Vegas scoring: starts at −52, one pass in draw 1 (three in draw 3). */
export const Vegas: Story = { args: { scoring: 'vegas' } };

/** Cards may come back from a foundation to the tableau. */
export const FoundationReturn: Story = { args: { 'foundation-return': true } };

/** A fixed deal: the same cards for everyone. */
export const FixedSeed: Story = { args: { seed: 12345 } };

/** Only deals the solver proves winnable, and a status line that says whether it still is. */
export const WinnableDeals: Story = { args: { draw: 3, winnable: true, 'solver-status': true } };

/** Only deals the solver proves winnable and grades hard (`winnable="hard"`; also `easy`, `medium`). */
export const HardDeals: Story = { args: { winnable: 'hard' } };

/** The deal of the day: the same cards for every reader today, proven winnable; the status line shows the date. */
export const DailyDeal: Story = { args: { seed: 'daily' } };

/**
 * Share sends a link to this deal (`shareLink()`); with `deal-links`, the game plays the deal the
 * page's `#deal=klondike:12345:draw=3` fragment names.
 */
export const SharedDeals: Story = { args: { 'deal-links': true, seed: 12345, draw: 3 } };

/**
 * Deal 1 played into a lost position by the engine's plain hints (63 moves): the status line says
 * it can no longer be won and offers the way back, `rewind()`, to the last winnable position.
 */
export const BackToWinnable: Story = {
  args: { seed: 1, 'auto-foundation': 'off', 'solver-status': true },
  play: async ({ canvasElement }) => {
    const el = canvasElement.querySelector<KlondikeSolitaire>('klondike-solitaire')!;
    await el.updateComplete;
    for (let i = 0, move; i < 63 && (move = klondike.hint(el.state as KlondikeState)); i++) el.play(move);
  },
};

/** The table mirrored for the left hand: stock and waste on the right, foundations on the left. */
export const LeftHanded: Story = { args: { 'left-handed': true, draw: 3 } };

/** Cards slide in half the time, and Finish plays out faster (`speed="fast"`; `off` moves them at once). */
export const FastCards: Story = { args: { speed: 'fast' } };
