// The same deal in a neutral page and in hostile hosts: a blog theme's text styles (small capitals
// by font feature and text filled in another colour among them), a CSS framework's reset, a reset
// of every element that leaves the game's element inline with all the page passes down, an element
// with no box of its own (display: contents), inside <p>, <li>, <blockquote>, a flex or grid item,
// a <details> opened later, a transformed ancestor, a right-to-left page. The game area must come
// out the same: every card, pile, corner index and bar item at the same place and size, the same
// text in the same font.
import { expect } from '@open-wc/testing';
import '../../src/index.js';
import { differingShare, expectDragFollows, expectSameGeometry, GAME, gameBox, geometry, pixelsOf, place } from './host-pages.js';
import { setViewport, webKit } from './helpers.js';

const THEME = `text-indent: 3em; text-transform: uppercase; letter-spacing: 0.2em; word-spacing: 6px; text-align: justify;
  line-height: 2.4; font: italic small-caps 700 21px/2.4 Georgia, serif; white-space: pre; word-break: break-all; hyphens: auto;
  text-shadow: 2px 2px 2px red; color: rgb(200, 0, 0); cursor: crosshair; font-feature-settings: "smcp", "onum";
  -webkit-text-fill-color: rgb(0, 120, 0); overflow-wrap: anywhere;`;
/** A framework's global reset (Tailwind's preflight, Bootstrap's reboot, in their spirit). */
const RESET = `<style>*, ::before, ::after { box-sizing: border-box; margin: 0; padding: 0; border: 0 solid; }
  button { font: inherit; color: inherit; background: transparent; text-transform: uppercase; }
  html { line-height: 1.5; -webkit-text-size-adjust: 100%; font-family: ui-serif, serif; } svg { display: block; vertical-align: middle; }</style>`;
/**
 * A reset of every element itself, the game's too (The New CSS Reset): the element is inline and
 * takes everything the page passes down.
 */
const UNSET = `<style>*:where(:not(html, iframe, canvas, img, svg, video, audio):not(svg *, symbol *)) { all: unset; display: revert; }</style>`;

/** A page that takes the element's own box away: the game lies in its parent's flow. */
const CONTENTS = '<style>[seed] { display: contents; }</style>';

/** Each host: its markup around the game (a zoomed ancestor is in hosts-zoom.test.ts). */
const hosts: Record<string, { wrap: (game: string) => string; open?: boolean; markerInWebKitBox?: true }> = {
  'blog theme column': { wrap: (g) => `<article style="${THEME}">${g}</article>` },
  'framework reset': { wrap: (g) => `${RESET}<main>${g}</main>` },
  'reset of every element (all: unset)': { wrap: (g) => `${UNSET}<article style="${THEME}">${g}</article>` },
  'element with display: contents': { wrap: (g) => `${CONTENTS}<div style="${THEME}">${g}</div>` },
  'inside <p>': { wrap: (g) => `<p style="${THEME}">Play: ${g}</p>` },
  // WebKit draws the marker on a line of its own above the game, as the others do, but gives the
  // game's box and its toolbar's as starting on that line (getBoundingClientRect): 40 px taller.
  'inside <li>': {
    wrap: (g) => `<ul style="padding: 0; margin: 0; list-style: square inside"><li style="${THEME}">${g}</li></ul>`,
    markerInWebKitBox: true,
  },
  'inside <blockquote>': { wrap: (g) => `<blockquote style="margin: 0; font-style: italic; ${THEME}">${g}</blockquote>` },
  'flex item': { wrap: (g) => `<div style="display: flex; ${THEME}">${g}</div>` },
  'grid item': { wrap: (g) => `<div style="display: grid; grid-template-columns: auto; ${THEME}">${g}</div>` },
  '<details> opened later': { wrap: (g) => `<details style="${THEME}"><summary>Game</summary>${g}</details>`, open: true },
  'transformed ancestor': { wrap: (g) => `<div style="transform: translate(0px, 0px); ${THEME}">${g}</div>` },
  'right-to-left page': { wrap: (g) => `<div dir="rtl" lang="en" style="${THEME}">${g}</div>` },
};

/** Each game as a neutral page draws it, measured once for all the hosts. */
const neutrals = new Map<string, Promise<{ geometry: ReturnType<typeof geometry>; pixels: ImageData }>>();
function neutralOf(tag: string) {
  if (!neutrals.has(tag))
    neutrals.set(
      tag,
      place(GAME(tag)).then(async (game) => ({ geometry: geometry(game), pixels: await pixelsOf(gameBox(game)) })),
    );
  return neutrals.get(tag)!;
}

describe('any host page', () => {
  before(() => setViewport({ width: 1000, height: 1400 }));

  for (const tag of ['klondike-solitaire', 'canfield-solitaire', 'sun-solitaire'])
    for (const [name, host] of Object.entries(hosts))
      it(`<${tag}> ${name}: drawn the same as in a neutral page`, async function () {
        if (host.markerInWebKitBox && webKit) this.skip();
        const neutral = await neutralOf(tag);
        const hostileGame = await place(host.wrap(GAME(tag)), host.open);
        // A host that places the game at a fraction of a pixel (after a line of text) re-rasterises
        // card edges and text: about 0.5 % of pixels then differ, every one of them on an edge.
        expect(differingShare(await pixelsOf(gameBox(hostileGame)), neutral.pixels), 'share of pixels that differ').to.be.below(0.01);
        expectSameGeometry(geometry(hostileGame), neutral.geometry, 0.5);
      });
});

describe('dragging in a scaled host', () => {
  it('keeps the card under the pointer under transform: scale(1.5)', async () => {
    await expectDragFollows(
      await place(`<div style="transform: scale(1.5); transform-origin: 0 0; width: 400px">${GAME('klondike-solitaire')}</div>`),
    );
  });

  it('keeps the card under the pointer when the element has display: contents', async () => {
    await expectDragFollows(await place(`${CONTENTS}${GAME('klondike-solitaire')}`));
  });
});
