// What the host-page tests share: one deal's markup, where its visible things lie, the pixels it
// shows, and a drag with the real mouse.
import { expect, fixture, html } from '@open-wc/testing';
import { executeServerCommand, sendMouse } from '@web/test-runner-commands';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';
import { settled, webKit } from './helpers.js';

export const GAME = (tag: string) => `<${tag} seed="7" auto-foundation="off" speed="off" theme="light"></${tag}>`;

/** The game's box inside the element: the element has none of its own under `display: contents`. */
export const gameBox = (el: SolitaireElement) => el.shadowRoot!.querySelector<HTMLElement>('.game')!;

/** Where each visible thing of the game lies, relative to the game and in its own pixels. */
export function geometry(el: SolitaireElement, zoom = 1) {
  const origin = gameBox(el).getBoundingClientRect();
  const shown = el.shadowRoot!.querySelectorAll<HTMLElement>('.card, .slot, .card .index, .bar > *, .caption');
  return [...shown].map((node) => {
    const r = node.getBoundingClientRect();
    const round = (n: number) => Math.round((n / zoom) * 2) / 2;
    const style = getComputedStyle(node);
    return {
      what: `${node.className} ${node.dataset.pile ?? ''} ${node.dataset.index ?? ''}`.trim(),
      box: [r.left - origin.left, r.top - origin.top, r.width, r.height].map(round),
      text: [
        style.fontFamily,
        style.fontSize,
        style.fontStyle,
        style.fontWeight,
        style.textTransform,
        style.letterSpacing,
        style.textIndent,
        style.fontFeatureSettings,
        style.webkitTextFillColor,
        style.hyphens,
        style.overflowWrap,
      ].join('|'),
    };
  });
}

/** The pixels the page shows in `el`'s box, from a screenshot the browser takes. */
export const pixelsOf = (el: HTMLElement): Promise<ImageData> => pixelsIn(el.getBoundingClientRect());

/** `el`'s box (or a range's, its text's) in the viewport, widened by `margin` px on every side, in whole pixels. */
export function around(el: Element | Range, margin: number) {
  const r = el.getBoundingClientRect();
  return {
    left: Math.round(r.left) - margin,
    top: Math.round(r.top) - margin,
    width: Math.round(r.width) + 2 * margin,
    height: Math.round(r.height) + 2 * margin,
  };
}

/** The pixels the page shows in a rectangle of the viewport, from a screenshot the browser takes. */
export async function pixelsIn(r: { left: number; top: number; width: number; height: number }): Promise<ImageData> {
  const clip = { x: Math.round(r.left), y: Math.round(r.top), width: Math.round(r.width), height: Math.round(r.height) };
  // WebKit's driver pictures the viewport alone: a rectangle below it is scrolled to first (the
  // others picture what lies beyond).
  const scrolled = scrollY;
  if (webKit) scrollBy(0, Math.max(0, clip.y + clip.height - innerHeight));
  clip.y -= scrollY - scrolled;
  const png = await executeServerCommand<string, typeof clip>('screenshot-area', clip);
  scrollTo(scrollX, scrolled);
  const bitmap = await createImageBitmap(await (await fetch(`data:image/png;base64,${png}`)).blob());
  // WebKit's picture of the whole viewport is cut to the rectangle.
  const canvas = new OffscreenCanvas(clip.width, clip.height);
  const context = canvas.getContext('2d')!;
  context.drawImage(bitmap, webKit ? -clip.x : 0, webKit ? -clip.y : 0);
  return context.getImageData(0, 0, clip.width, clip.height);
}

/** The share of pixels that differ by more than anti-aliasing does (a channel off by over 48). */
export function differingShare(a: ImageData, b: ImageData): number {
  if (a.width !== b.width || a.height !== b.height) return 1;
  let differing = 0;
  for (let i = 0; i < a.data.length; i += 4) if ([0, 1, 2].some((c) => Math.abs(a.data[i + c] - b.data[i + c]) > 48)) differing++;
  return differing / (a.width * a.height);
}

/** Fails naming the first few things of `hostile` that lie elsewhere than in `neutral`. */
export function expectSameGeometry(hostile: Geometry, neutral: Geometry, tolerance: number) {
  expect(hostile.length).to.equal(neutral.length);
  const same = (a: Geometry[number], b: Geometry[number]) =>
    a.what === b.what && a.text === b.text && a.box.every((n, k) => Math.abs(n - b.box[k]) <= tolerance);
  const differences = hostile.filter((item, i) => !same(item, neutral[i]));
  expect(
    differences.map((d) => `${JSON.stringify(d)} vs ${JSON.stringify(neutral[hostile.indexOf(d)])}`).slice(0, 3),
    `${differences.length} differ`,
  ).to.deep.equal([]);
}
type Geometry = ReturnType<typeof geometry>;

export async function place(markup: string, open = false) {
  const root = await fixture<HTMLElement>(html`<div style="width: 600px"></div>`);
  root.innerHTML = markup;
  if (open) root.querySelector('details')!.open = true;
  const el = root.querySelector<SolitaireElement>('klondike-solitaire, canfield-solitaire, sun-solitaire, clock-solitaire')!;
  await settled(el);
  return el;
}

/**
 * Drags tableau-7's top card by (-120, 80) screen pixels, with the real mouse or with pointer
 * events dispatched at those screen points, and expects the card to have gone as far.
 */
export async function expectDragFollows(el: SolitaireElement, dispatched = false) {
  const card = el.shadowRoot!.querySelector<HTMLElement>('.card[data-pile="tableau-7"][data-index="6"]')!;
  const start = card.getBoundingClientRect();
  const x = Math.round(start.left + start.width / 2);
  const y = Math.round(start.top + 10);
  const pointer = async (type: 'move' | 'down' | 'up', position: [number, number]) => {
    if (!dispatched) return sendMouse(type === 'move' ? { type, position } : { type });
    const init = { bubbles: true, composed: true, pointerId: 1, isPrimary: true, clientX: position[0], clientY: position[1] };
    card.dispatchEvent(new PointerEvent(`pointer${type}`, init));
  };
  await pointer('move', [x, y]);
  await pointer('down', [x, y]);
  await pointer('move', [x - 60, y + 40]);
  await pointer('move', [x - 120, y + 80]);
  const moved = card.getBoundingClientRect();
  await pointer('up', [x - 120, y + 80]);
  expect(moved.left - start.left, 'across').to.be.closeTo(-120, 1);
  expect(moved.top - start.top, 'down').to.be.closeTo(80, 1);
}

/** WCAG's relative luminance of an sRGB pixel. */
export function luminance(data: Uint8ClampedArray, at: number): number {
  const [r, g, b] = [0, 1, 2].map((c) => {
    const v = data[at + c] / 255;
    return v <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

export const contrast = (a: number, b: number) => (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
