// The page behind dist/embed.html: one game for a page that allows no script, only an iframe.
// `?game=klondike&draw=3&seed=42&lang=nb&theme=dark` picks the game and sets each other parameter
// that names one of the game's attributes (the element warns about a bad value and falls back, as
// always); any other name is ignored with a warning.
// It tells its parent its height whenever that changes, and passes on every event of the game.
import type { ReactiveElement } from 'lit';
import './index.js';

const GAMES = ['klondike', 'canfield', 'clock', 'sun'];
const EVENTS = ['solitaire-deal', 'solitaire-move', 'solitaire-undo', 'solitaire-invalid', 'solitaire-won', 'solitaire-lost'];

const params = new URLSearchParams(location.search);
const game = params.get('game') ?? 'klondike';
if (!GAMES.includes(game)) console.warn(`solitaire-elements embed: game="${game}" is not one of ${GAMES.join(', ')}; using klondike.`);
const tag = `${GAMES.includes(game) ? game : 'klondike'}-solitaire`;
const element = document.createElement(tag);
// Only the game's own attributes: an address is anyone's to write, and `onfocus` with `autofocus`
// or `onclick` would run its script in this page's origin.
const attributes = (element.constructor as typeof ReactiveElement).observedAttributes;
for (const [name, value] of params) {
  if (name === 'game') continue;
  // The page's language is the game's: its strings, and what a screen reader reads them as.
  if (name === 'lang') document.documentElement.lang = value;
  else if (!attributes.includes(name)) console.warn(`solitaire-elements embed: "${name}" is not an attribute of <${tag}>; ignoring it.`);
  // A boolean attribute may be written `?winnable`, `?winnable=` or `?winnable=true`; `false` leaves it off.
  else if (value !== 'false') element.setAttribute(name, value === 'true' ? '' : value);
}

// The frame's colour scheme is the game's theme (the system's without one). Where a frame's scheme
// differs from the page's around it, the browser paints the frame's background opaque in its own
// scheme: a dark game on a page with `color-scheme: dark` stood on a white block filling the frame
// below it. Now a frame's background is either the page's own or the game's colour.
const theme = element.getAttribute('theme');
document.documentElement.style.colorScheme = theme === 'light' || theme === 'dark' ? theme : 'light dark';

/** Sends `message` to the page that holds the iframe (any origin may embed the game). */
const tell = (message: object) => window.parent.postMessage(message, '*');

for (const type of EVENTS)
  element.addEventListener(type, (event) => tell({ type: 'solitaire-elements:event', event: type, detail: (event as CustomEvent).detail }));

// Full width, no margins: the iframe is the game's frame. Set through the CSSOM, which a strict
// Content Security Policy allows (no inline style).
document.documentElement.style.margin = document.body.style.margin = '0';
document.body.append(element);

let told = -1;
new ResizeObserver(() => {
  const height = document.documentElement.scrollHeight;
  if (height !== told) tell({ type: 'solitaire-elements:resize', height: (told = height) });
}).observe(document.documentElement);
