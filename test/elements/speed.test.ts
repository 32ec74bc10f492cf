import { expect } from '@open-wc/testing';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { klondikeWith, warningsDuring } from './helpers.js';

const make = (attrs: string) => klondikeWith(`seed="0" auto-foundation="off" ${attrs}`);

/** The durations of the slides a draw starts. */
async function slideDurations(el: SolitaireElement): Promise<number[]> {
  el.play({ from: 'stock', to: 'waste' });
  await el.updateComplete;
  return el.shadowRoot!.getAnimations().map((a) => Number(a.effect!.getTiming().duration));
}

describe('speed', () => {
  for (const [speed, ms] of [
    ['slow', 352],
    ['normal', 220],
    ['fast', 110],
  ] as const)
    it(`speed="${speed}" slides a drawn card in ${ms} ms`, async () => {
      const el = await make(`speed="${speed}"`);
      expect(await slideDurations(el)).to.deep.equal([ms]);
    });

  it('speed="off" moves cards at once', async () => {
    expect(await slideDurations(await make('speed="off"'))).to.deep.equal([]);
  });

  it('a bad speed warns, names what it uses and slides at normal speed', async () => {
    let el!: SolitaireElement;
    const warnings = await warningsDuring(async () => {
      el = await make('speed="warp"');
    });
    expect(warnings).to.deep.equal(['<klondike-solitaire>: speed="warp" is not valid; using normal.']);
    expect(await slideDurations(el)).to.deep.equal([220]);
  });

  it('follows a change of the attribute mid-game', async () => {
    const el = await make('');
    el.setAttribute('speed', 'fast');
    await el.updateComplete;
    expect(await slideDurations(el)).to.deep.equal([110]);
  });
});
