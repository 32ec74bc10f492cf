// The help and statistics panels: their markup, with what they show and do handed in, and their
// styles. They come with the deferred parts (a panel opens only on a button or key, which wait for
// them), and a deferred part imports nothing the bundle has: lit's `html` is handed in too.
import type { html as litHtml, TemplateResult } from 'lit';
import type { MessageKey, Translate } from './i18n.js';
import { isNumbered, jumpLetters, jumpTargets } from './keyboard-commands.js';
import type { Stats } from './stats.js';

/** What a panel needs from the element: lit's `html`, its words, and how it says figures. */
export interface PanelKit {
  html: typeof litHtml;
  text: Translate;
  formatScore(score: number): string;
  formatTime(ms: number): string;
}

// Named `css` for the build's minifier, which knows a style template by that name.
const css = String.raw;

/** The panels' styles (their dialog, the statistics' figures, the help's lists). */
const PANEL_STYLES = css`
  .panel {
    max-width: min(420px, 90vw);
    padding: 10px 16px 14px;
    /* Seen only in forced colours, where the panel would have no edge on the page. */
    border: 2px solid transparent;
    border-radius: 12px;
    background: var(--ui-bg);
    color: var(--ui-ink);
    font-size: 0.875em;
    box-shadow: 0 8px 24px rgb(0 0 0 / 0.35);
  }
  .panel::backdrop {
    background: rgb(0 0 0 / 0.35);
  }
  .panel > button {
    margin-right: 8px;
  }
  .stats dl {
    display: grid;
    grid-template-columns: auto auto;
    gap: 2px 16px;
    margin: 4px 0 10px;
  }
  .stats p {
    margin: 0 0 10px;
    max-width: 22em;
  }
  .stats p:empty {
    margin: 0;
  }
  .stats dd {
    margin: 0;
    font-weight: 700;
    text-align: right;
  }
  .panel ul {
    padding-left: 18px;
    margin: 4px 0 10px;
  }
  .panel h2 {
    margin: 6px 0 0;
    font-size: 1em;
  }
  .panel h2:focus {
    outline: none;
  }
`;
let panelSheet: CSSStyleSheet | undefined;

/**
 * Gives a game's shadow root the panels' styles. They come with the panels, not in the bundle's
 * first request, as a style sheet made by script and adopted: a page's Content Security Policy
 * may refuse a `<style>` element (`style-src` without 'unsafe-inline'), never such a sheet.
 */
export function adoptPanelStyles(root: ShadowRoot): void {
  if (!panelSheet) {
    panelSheet = new CSSStyleSheet();
    panelSheet.replaceSync(PANEL_STYLES);
  }
  if (!root.adoptedStyleSheets.includes(panelSheet)) root.adoptedStyleSheets = [...root.adoptedStyleSheets, panelSheet];
}

/**
 * Closes the dialog of the button clicked. Not by a `<form method="dialog">`: a frame sandboxed
 * without 'allow-forms', as sites often frame embeds, refuses its submission, and the panel stayed.
 */
const closeDialog = (event: Event) => (event.currentTarget as Element).closest('dialog')!.close();

/** A panel's parts: its kind, the heading it opens with, what it shows, its buttons beside Close. */
interface Panel {
  kind: 'help' | 'stats';
  heading: string;
  content: unknown;
  actions?: unknown;
  /** Called once the panel is closed (by Close or Escape). */
  closed(): void;
}

/**
 * A panel as a modal dialog (the element opens it with showModal once drawn): the focus moves in,
 * to its heading (table-actions.ts); Escape or Close closes it and the focus goes back where it was.
 */
function modalPanel({ html, text }: PanelKit, { kind, heading, content, actions, closed }: Panel) {
  return html`<dialog class="panel ${kind}" aria-label=${text(kind)} @close=${closed}>
    <h2 tabindex="-1">${heading}</h2>
    ${content}${actions}<button @click=${closeDialog}>${text('close')}</button>
  </dialog>`;
}

/** The help line's words for the piles a jump key leads to, by the piles' kind. */
const JUMP_WORDS: Record<string, MessageKey> = {
  tableau: 'jumpColumn',
  hour: 'jumpHour',
  ray: 'jumpRay',
  stock: 'jumpStock',
  waste: 'jumpWaste',
  foundation: 'jumpFoundations',
  reserve: 'jumpReserve',
  aces: 'jumpAces',
  kings: 'jumpKings',
  center: 'jumpMiddle',
  cloud: 'jumpClouds',
};

/**
 * The jump keys of the table whose piles are `piles` (in table order), as the keys find them
 * (`jumpTargets`): "1–7: that column · S stock · W waste · F foundations".
 */
function jumpLine(text: Translate, piles: string[]): string {
  const kindOf = (pile: string) => pile.replace(/-\d+$/, '');
  const reached = jumpLetters.map((letter) => ({ letter, targets: jumpTargets(letter, piles) })).filter(({ targets }) => targets.length);
  // A letter that reaches numbered piles (J, Q: Clock's hours, Sun's rays 11 and 12; K: Sun's ray 13)
  // joins the digits; one that reaches others too (Sun's K: its kings bases) is also named with them.
  const byNumber = reached.filter(({ targets }) => targets.some(isNumbered));
  const kinds = new Set(reached.flatMap(({ targets }) => targets.filter((pile) => !isNumbered(pile)).map(kindOf)));
  const letters = [...kinds].map((kind) => text(JUMP_WORDS[kind]));
  const numbered = piles.filter(isNumbered);
  if (!numbered.length) return letters.join(' · ');
  const keys = [numbered.length < 10 ? `1–${numbered.length}` : '1–9, 0', ...byNumber.map(({ letter }) => letter.toUpperCase())];
  return [`${keys.join(', ')}: ${text(JUMP_WORDS[kindOf(numbered[0])])}`, ...letters].join(' · ');
}

/** Each game's rules, told in a few lines. */
const RULES: Record<string, MessageKey> = { klondike: 'rulesKlondike', canfield: 'rulesCanfield', clock: 'rulesClock', sun: 'rulesSun' };

/** What the help tells of the table it is opened on. */
export interface HelpOf {
  /** The game's name (`state.game`), whose rules it tells. */
  game: string;
  /** Whether a tap picks a card up (`tap="select"`) rather than moving it. */
  select: boolean;
  /** The piles the table shows, in table order: the jump keys that lead to them. */
  piles: string[];
  /** What the stock does (draw, or Sun's next step), if the game has one. */
  stock?: 'helpStock' | 'helpStep' | 'helpStepButton';
}

/** How to play: the game's rules, then by pointer (a tap that moves, or that selects) and by keys. */
export function helpPanel(kit: PanelKit, closed: () => void, { game, select, piles, stock }: HelpOf): TemplateResult {
  const { html, text } = kit;
  const controls = [
    text(select ? 'helpSelect' : 'helpTap'),
    ...(stock ? [text(stock)] : []),
    text('helpArrows'),
    jumpLine(text, piles),
    ...(['helpEnter', 'helpEscape', 'helpUndo', 'helpKeys'] as const).map((key) => text(key)),
  ];
  const list = (kind: string, lines: string[]) => html`<ul class=${kind}>${lines.map((line) => html`<li>${line}</li>`)}</ul>`;
  return modalPanel(kit, {
    kind: 'help',
    heading: text('howToPlay'),
    content: html`${list('rules', text(RULES[game]).split('\n'))}
      <h2>${text('controls')}</h2>
      ${list('controls', controls)}`,
    closed,
  });
}

/**
 * The variant a record counts, in words, as the games with a stock have them ("Draw 3 · 3 passes ·
 * Vegas scoring": each variant is counted apart); empty for a game with no options.
 */
function variantLine(text: Translate, options: Record<string, unknown>): string {
  const { draw, passes, redeal, foundationReturn, scoring } = options;
  if (draw === undefined) return '';
  return [
    text('variantDraw', { n: String(draw) }),
    passes === 'unlimited' ? text('variantUnlimited') : text(passes === 1 ? 'variantPass' : 'variantPasses', { n: String(passes) }),
    redeal === 'shuffle' && text('variantShuffle'),
    foundationReturn === true && text('variantReturn'),
    scoring === 'vegas' ? text('variantVegas') : scoring === 'none' && text('variantNoScore'),
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What the statistics panel shows. */
export interface StatsOf {
  stats: Stats;
  /** The options of the variant counted (`state.options`). */
  options: object;
  /** Reset was pressed once: the panel says a second press resets. */
  resetAsked: boolean;
  /** Whether the browser lets the page keep them (not in a sandboxed frame, for one). */
  kept: boolean;
}

/** Games played and won, streaks, best time and score of this game and variant, with Reset. */
export function statsPanel(
  kit: PanelKit,
  { stats, options, resetAsked, kept }: StatsOf,
  act: (action: 'reset' | 'close') => void,
): TemplateResult {
  const { html, text } = kit;
  const variant = variantLine(text, options as Record<string, unknown>);
  const rows: [MessageKey, string | number][] = [
    ['played', stats.played],
    ['wonGames', stats.won],
    ['winRate', stats.played ? `${Math.round((100 * stats.won) / stats.played)} %` : '–'],
    ['streak', stats.streak],
    ['bestStreak', stats.bestStreak],
    ['dailyStreak', stats.dailyStreak],
    ['bestTime', stats.bestTimeMs ? kit.formatTime(stats.bestTimeMs) : '–'],
    ['bestScore', stats.bestScore === null ? '–' : kit.formatScore(stats.bestScore)],
  ];
  return modalPanel(kit, {
    kind: 'stats',
    heading: text('stats'),
    content: html`${variant ? html`<p class="variant">${variant}</p>` : ''}<dl>${rows.map(([label, value]) => html`<dt>${text(label)}</dt><dd>${value}</dd>`)}</dl>
      ${kept ? '' : html`<p class="not-kept">${text('statsNotKept')}</p>`}
      <p role="status">${resetAsked ? text('resetAsked') : ''}</p>`,
    actions: html`<button @click=${() => act('reset')}>${text('reset')}</button>`,
    closed: () => act('close'),
  });
}
