// The variant picker of the demo page: every attribute of every game as a form, a live game, and
// the two snippets that embed exactly that game: by script, and by iframe (dist/embed.html). Elements are built with the DOM, never from markup.
const form = document.querySelector('#picker');
const stage = document.querySelector('#picked');
const snippet = document.querySelector('#snippet');
const frame = document.querySelector('#frame');

/** The attributes each game takes, beyond those all games share. */
const GAME_ATTRIBUTES = {
  'klondike-solitaire': ['draw', 'passes', 'scoring', 'redeal', 'foundation-return'],
  'canfield-solitaire': ['draw', 'passes', 'scoring'],
  'clock-solitaire': ['autoplay'],
  'sun-solitaire': [],
};
const SHARED = ['seed', 'winnable', 'solver-status', 'auto-foundation', 'theme', 'four-color', 'speed', 'card-back', 'lang'];

/** The attributes the form asks for now, as [name, value] ('' for a boolean that is on). */
function chosenAttributes(tag) {
  const data = new FormData(form);
  const attributes = [];
  for (const name of [...GAME_ATTRIBUTES[tag], ...SHARED]) {
    const field = form.elements[name];
    if (field.type === 'checkbox') {
      if (field.checked) attributes.push([name, '']);
    } else {
      const value = String(data.get(name) ?? '').trim();
      if (value && !(name === 'scoring' && !fitsGame(field.selectedOptions[0], tag))) attributes.push([name, value]);
    }
  }
  return attributes;
}

/** Scoring names differ between the games: an option marked `data-klondike` is Klondike's. */
const fitsGame = (option, tag) => !option.value || tag.split('-')[0] in option.dataset;

/** Shows only the fields (and scoring names) the chosen game takes. */
function showFields(tag) {
  for (const label of form.querySelectorAll('[data-attribute]')) {
    const name = label.dataset.attribute;
    label.hidden = !(GAME_ATTRIBUTES[tag].includes(name) || SHARED.includes(name));
  }
  for (const option of form.elements.scoring.options) option.hidden = !fitsGame(option, tag);
  if (!fitsGame(form.elements.scoring.selectedOptions[0], tag)) form.elements.scoring.value = '';
}

function update() {
  const tag = form.elements.game.value;
  showFields(tag);
  const attributes = chosenAttributes(tag);
  const game = document.createElement(tag);
  for (const [name, value] of attributes) game.setAttribute(name, value);
  stage.replaceChildren(game);
  const written = attributes.map(([name, value]) => (value === '' ? ` ${name}` : ` ${name}="${value}"`)).join('');
  snippet.textContent = `<script type="module" src="https://unpkg.com/solitaire-elements/dist/${tag}.js"></script>\n<${tag}${written}></${tag}>`;
  // The same game by iframe: the game and each attribute as a parameter of dist/embed.html.
  const query = new URLSearchParams([['game', tag.split('-')[0]], ...attributes]).toString().replace(/=(?=&|$)/g, '');
  const title = form.elements.game.selectedOptions[0].textContent;
  frame.textContent = `<iframe src="https://unpkg.com/solitaire-elements/dist/embed.html?${query}"\n        title="${title}" style="width: 100%; height: 640px; border: 0"></iframe>`;
}

form.addEventListener('input', update);
form.addEventListener('submit', (event) => event.preventDefault());
for (const button of document.querySelectorAll('[data-copy]'))
  button.addEventListener('click', async () => {
    await navigator.clipboard?.writeText(document.getElementById(button.dataset.copy).textContent);
    button.textContent = 'Copied';
    setTimeout(() => (button.textContent = 'Copy'), 1500);
  });
update();
