// Shared deals: shareLink() names the deal and its variant; an element with deal-links plays it.
import { expect, fixture, html, oneEvent } from '@open-wc/testing';
import { canfield, klondike } from '../../src/engine/index.js';
import '../../src/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { waitFor, warningsDuring } from './helpers.js';

const make = (markup: string) => fixture<SolitaireElement>(markup as unknown as ReturnType<typeof html>);
const page = () => location.href.split('#')[0];
/** Sets the page's fragment without a navigation (a link opened in a fresh page), or fires hashchange. */
const setFragment = (fragment: string) => history.replaceState(null, '', `${page()}${fragment}`);

describe('deal links', () => {
  afterEach(() => setFragment(''));

  it('shareLink() names the game, the deal and each option not at its default, by attribute', async () => {
    const plain = await make('<klondike-solitaire seed="12345"></klondike-solitaire>');
    expect(plain.shareLink()).to.equal(`${page()}#deal=klondike:12345`);
    const variant = await make('<klondike-solitaire seed="7" draw="3" foundation-return redeal="shuffle"></klondike-solitaire>');
    expect(variant.shareLink()).to.equal(`${page()}#deal=klondike:7:draw=3:redeal=shuffle:foundation-return=true`);
    const canfieldGame = await make('<canfield-solitaire seed="42" draw="1"></canfield-solitaire>');
    expect(canfieldGame.shareLink()).to.equal(`${page()}#deal=canfield:42:draw=1`);
    const sunGame = await make('<sun-solitaire seed="3"></sun-solitaire>');
    expect(sunGame.shareLink()).to.equal(`${page()}#deal=sun:3`);
  });

  it('a shared link opened with deal-links deals the same cards with the same options', async () => {
    const shared = await make('<klondike-solitaire seed="99" draw="3" scoring="vegas"></klondike-solitaire>');
    setFragment(new URL(shared.shareLink()).hash);
    // The page's own attributes give way to the link's: its options, and the defaults of the rest.
    const opened = await make('<klondike-solitaire deal-links redeal="shuffle"></klondike-solitaire>');
    expect(opened.state).to.deep.equal(klondike.deal(99, { draw: 3, scoring: 'vegas' }));
    expect(opened.state.options).to.deep.equal(shared.state.options);
    expect(opened.getAttribute('seed')).to.equal('99');
    expect(opened.hasAttribute('redeal')).to.equal(false);
  });

  it('follows the fragment when it changes, ignores another game, and never reads it without the attribute', async () => {
    setFragment('#deal=canfield:5');
    const linked = await make('<canfield-solitaire deal-links seed="1"></canfield-solitaire>');
    const unlinked = await make('<canfield-solitaire seed="1"></canfield-solitaire>');
    let klondikeGame!: SolitaireElement;
    // Another game's link is no broken link: nothing is said of it.
    const warnings = await warningsDuring(async () => {
      klondikeGame = await make('<klondike-solitaire deal-links seed="1"></klondike-solitaire>');
    });
    expect(warnings).to.deep.equal([]);
    expect(linked.state.seed).to.equal(5);
    expect(unlinked.state.seed).to.equal(1);
    expect(klondikeGame.state.seed).to.equal(1);
    const redealt = oneEvent(linked, 'solitaire-deal');
    location.hash = '#deal=canfield:6:draw=1';
    await redealt;
    expect(linked.state).to.deep.equal(canfield.deal(6, { draw: 1 }));
    expect(unlinked.state.seed).to.equal(1);
    expect(klondikeGame.state.seed).to.equal(1);
  });

  it('reads a link whose colons a mail or chat app escaped; a stray "%" is no deal, breaks nothing and is said', async () => {
    setFragment('#deal=klondike%3A8%3Adraw%3D3');
    const escaped = await make('<klondike-solitaire deal-links></klondike-solitaire>');
    expect(escaped.state).to.deep.equal(klondike.deal(8, { draw: 3 }));
    const errors: string[] = [];
    const onError = (event: ErrorEvent) => {
      errors.push(event.message);
      event.preventDefault();
    };
    addEventListener('error', onError);
    try {
      setFragment('#deal=klondike:12%');
      let stray!: SolitaireElement;
      const warnings = await warningsDuring(async () => {
        stray = await make('<klondike-solitaire deal-links seed="4"></klondike-solitaire>');
      });
      expect(stray.state.seed).to.equal(4);
      expect(warnings).to.deep.equal(['<klondike-solitaire>: #deal=klondike:12% names no deal; not followed.']);
      // It still follows the page's next link.
      const redealt = oneEvent(stray, 'solitaire-deal');
      location.hash = '#deal=klondike:5';
      await redealt;
      expect(stray.state.seed).to.equal(5);
    } finally {
      removeEventListener('error', onError);
    }
    expect(errors).to.deep.equal([]);
  });

  it('the Share button copies the link where there is no share sheet, and says so', async () => {
    const el = await make('<klondike-solitaire seed="12345" draw="3"></klondike-solitaire>');
    const copied: string[] = [];
    // Own properties over the prototype's, taken away after.
    Object.defineProperty(navigator, 'share', { value: undefined, configurable: true });
    Object.defineProperty(navigator, 'clipboard', {
      value: { writeText: async (text: string) => void copied.push(text) },
      configurable: true,
    });
    try {
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[part="toolbar"] button')].find((b) => b.textContent === 'Share')!.click();
      await waitFor(() => copied.length, 'the link is copied');
      expect(copied).to.deep.equal([el.shareLink()]);
      await waitFor(() => el.shadowRoot!.querySelector('.toast')?.textContent === 'Link to this deal copied', 'it says so');
    } finally {
      delete (navigator as unknown as Record<string, unknown>).share;
      delete (navigator as unknown as Record<string, unknown>).clipboard;
    }
  });
});
