// Served with a strict Content Security Policy and Trusted Types (web-test-runner.config.mjs):
// plays every game and reports what the policy blocked.
import '../../src/index.js';
import type { Move } from '../../src/engine/index.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';

const violations: string[] = [];
document.addEventListener('securitypolicyviolation', (event) => violations.push(`${event.violatedDirective} ${event.blockedURI}`));

/** `found()` once it is truthy, or null after 5 s. */
async function until<T>(found: () => T): Promise<T | null> {
  for (let i = 0; i < 100; i++) {
    const value = found();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return null;
}

/**
 * Plays each game for a while through its public API, pointer taps, undo and redo. With
 * `solver: false` (a policy that refuses the solver's Worker), Clock's verdict must not come: it is
 * looked for once Clock has been played, by when a working solver has long answered (a verdict on a
 * Clock deal takes milliseconds).
 */
async function playEveryGame({ solver = true } = {}): Promise<string[]> {
  for (const tag of ['klondike-solitaire', 'canfield-solitaire', 'clock-solitaire', 'sun-solitaire']) {
    const el = document.createElement(tag) as SolitaireElement;
    el.setAttribute('seed', '5');
    // The solver's Worker runs under the policy too.
    el.setAttribute('solver-status', '');
    document.body.append(el);
    await el.updateComplete;
    const verdict = () => el.shadowRoot!.querySelector('.solver')!.textContent;
    if (tag === 'clock-solitaire' && solver && !(await until(verdict))) violations.push('the solver did not answer');
    for (let i = 0; i < 40 && el.status === 'playing'; i++) {
      const move: Move | null = el.hint() ?? el.moves()[0] ?? null;
      if (!move) break;
      el.play(move);
      await el.updateComplete;
    }
    const card = el.shadowRoot!.querySelector('.card')!;
    const { left, top } = card.getBoundingClientRect();
    for (const type of ['pointerdown', 'pointerup'])
      card.dispatchEvent(new PointerEvent(type, { clientX: left + 5, clientY: top + 5, bubbles: true, composed: true }));
    // The help and statistics panels, opened and closed by their buttons.
    for (const button of ['button[aria-label="Help"]', '.stats-button']) {
      el.shadowRoot!.querySelector<HTMLButtonElement>(button)!.click();
      const panel = await until(() => el.shadowRoot!.querySelector('dialog[open]'));
      if (!panel) violations.push(`${button} opened no panel`);
      panel?.querySelector<HTMLButtonElement>(':scope > button:last-of-type')!.click();
      await until(() => !el.shadowRoot!.querySelector('dialog'));
    }
    el.play({ from: 'nowhere', to: 'anywhere' });
    el.undo();
    el.redo();
    await el.updateComplete;
    if (tag === 'clock-solitaire' && !solver && verdict()) violations.push('the solver answered');
  }
  // Reports of violations arrive as events, after the fact: give them time to come in.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return violations;
}

Object.assign(window, { playEveryGame });
