// The game under an ancestor's CSS `zoom: 1.5`: drawn as in a neutral page of two thirds the width,
// scaled alike, and a dragged card stays under the pointer. In a page of its own, with the zoomed
// game placed first: the sizes stay unregistered there (Firefox zooms a registered length twice).
import '../../src/index.js';
import { expectDragFollows, expectSameGeometry, GAME, geometry, place } from './host-pages.js';
import { firefox, setViewport, webKit } from './helpers.js';

const ZOOMED = (game: string) => `<div style="zoom: 1.5; width: 400px">${game}</div>`;
// WebKit (Safari) draws a game under an ancestor's CSS zoom wrongly: the cards' lengths are zoomed
// twice, the table overflows and a drag leaves its card in place (docs/architecture.md). Known,
// not fixed: these tests are skipped there.

describe('a zoomed host page', () => {
  before(() => setViewport({ width: 1000, height: 1400 }));

  for (const tag of ['klondike-solitaire', 'canfield-solitaire', 'sun-solitaire'])
    it(`<${tag}> zoomed ancestor: drawn as in a neutral page, 1.5 times as large`, async function () {
      if (webKit) this.skip();
      const hostile = geometry(await place(ZOOMED(GAME(tag))), 1.5);
      const neutral = geometry(await place(`<div style="width: 400px">${GAME(tag)}</div>`));
      // Text laid out at another scale has its own hinting: a zoomed button may be half a pixel
      // wider or narrower, and the seventh button of a toolbar row lies up to 3.5 px off.
      expectSameGeometry(hostile, neutral, 4);
    });

  // Firefox's driver sends no pointer events into a zoomed subtree (the mouse lands, nothing is
  // hit): there the same screen points are dispatched as pointer events.
  it('keeps the card under the pointer under zoom: 1.5', async function () {
    if (webKit) this.skip();
    await expectDragFollows(await place(ZOOMED(GAME('klondike-solitaire'))), firefox);
  });
});
