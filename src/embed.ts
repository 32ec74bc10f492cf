// The page behind dist/embed.html: one game for a page that allows no script, only an iframe.
// `?game=klondike&draw=3&seed=42&lang=nb&theme=dark` picks the game and sets every other parameter
// as the attribute of that name (the element warns about a bad value and falls back, as always).
// It tells its parent its height whenever that changes, and passes on every event of the game.
import './index.js';

const GAMES = ['klondike', 'canfield', 'clock', 'sun'];
const EVENTS = ['solitaire-deal', 'solitaire-move', 'solitaire-undo', 'solitaire-invalid', 'solitaire-won', 'solitaire-lost'];

const params = new URLSearchParams(location.search);
const game = params.get('game') ?? 'klondike';
if (!GAMES.includes(game)) console.warn(`solitaire-elements embed: game="${game}" is not one of ${GAMES.join(', ')}; using klondike.`);
const element = document.createElement(`${GAMES.includes(game) ? game : 'klondike'}-solitaire`);
for (const [name, value] of params) {
  if (name === 'game') continue;
  // The page's language is the game's: its strings, and what a screen reader reads them as.
  if (name === 'lang') document.documentElement.lang = value;
  // A boolean attribute may be written `?winnable`, `?winnable=` or `?winnable=true`; `false` leaves it off.
  else if (value !== 'false')
    try {
      element.setAttribute(name, value === 'true' ? '' : value);
    } catch {
      // A name no attribute can have (`amp;seed`, from an address whose "&" was escaped twice) would
      // throw, and leave the frame empty.
      console.warn(`solitaire-elements embed: "${name}" is not an attribute name; ignoring it.`);
    }
}

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
