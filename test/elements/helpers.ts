// Shared helpers of the element tests: reading the shadow DOM and driving pointers.
import { fixture, waitUntil } from '@open-wc/testing';
import { executeServerCommand } from '@web/test-runner-commands';
import { klondike, type BaseState, type Game, type KlondikeState, type Move } from '../../src/engine/index.js';
import type { KlondikeSolitaire } from '../../src/games/klondike-solitaire.js';
import { afterPaint } from '../../src/table/after-paint.js';
import type { SolitaireElement } from '../../src/table/solitaire-element.js';

/**
 * `waitUntil` with ten seconds, not one, before it fails: what a test waits for is often drawn after
 * a chunk loads (a language's words, the statistics, a panel), whose first request a cold test
 * server, on a busy machine, can take seconds to answer.
 */
export const waitFor = (predicate: () => unknown, message: string, options: { timeout?: number } = {}) =>
  waitUntil(predicate, message, { timeout: 10_000, ...options });

/** The card elements of a pile, bottom first. */
export const cardsOf = (el: SolitaireElement, pile: string): HTMLElement[] =>
  [...el.shadowRoot!.querySelectorAll<HTMLElement>(`.card[data-pile="${pile}"]`)].sort(
    (a, b) => Number(a.dataset.index) - Number(b.dataset.index),
  );

/** The place of a pile on the table. */
export const slotOf = (el: SolitaireElement, pile: string): HTMLElement =>
  el.shadowRoot!.querySelector<HTMLElement>(`.slot[data-pile="${pile}"]`)!;

/** The centre of an element, in viewport coordinates. */
export function centre(target: Element): { x: number; y: number } {
  const r = target.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + Math.min(r.height / 2, 12) };
}

/** Dispatches a synthetic pointer event of `pointerType` at (x, y) on `target`. */
export function pointer(target: Element, type: string, x: number, y: number, pointerType = 'mouse') {
  target.dispatchEvent(
    new PointerEvent(type, {
      clientX: x,
      clientY: y,
      pointerId: 7,
      pointerType,
      button: 0,
      bubbles: true,
      composed: true,
      isPrimary: true,
    }),
  );
}

/** Drags `from` to the centre of `to` with synthetic pointer events, in several steps. */
export function drag(from: Element, to: Element, pointerType = 'mouse') {
  const a = centre(from);
  const b = centre(to);
  pointer(from, 'pointerdown', a.x, a.y, pointerType);
  for (let i = 1; i <= 5; i++) pointer(from, 'pointermove', a.x + ((b.x - a.x) * i) / 5, a.y + ((b.y - a.y) * i) / 5, pointerType);
  pointer(from, 'pointerup', b.x, b.y, pointerType);
}

/** Picks `card` up with synthetic pointer events: a press on its middle, and a move past the drag's threshold. */
export function pickUp(card: Element) {
  const { x, y } = centre(card);
  pointer(card, 'pointerdown', x, y);
  pointer(card, 'pointermove', x, y + 20);
}

/** Takes the cards picked up at `card` to (x, y) and lets them go there. */
export function letGo(card: Element, { x, y }: { x: number; y: number }) {
  pointer(card, 'pointermove', x, y);
  pointer(card, 'pointerup', x, y);
}

/** A tap: down and up at the same place. */
export function tap(target: Element, pointerType = 'mouse') {
  const { x, y } = centre(target);
  pointer(target, 'pointerdown', x, y, pointerType);
  pointer(target, 'pointerup', x, y, pointerType);
}

/** What a slide moves a card by: the placing properties its first keyframe sets. */
export const slidProperties = (slide: Animation) =>
  Object.keys((slide.effect as KeyframeEffect).getKeyframes()[0]).filter((key) =>
    ['translate', 'rotate', 'transform', 'scale'].includes(key),
  );

/** Collects the events of `types` that `el` fires. */
export function recordEvents(el: EventTarget, types: string[]) {
  const events: CustomEvent[] = [];
  for (const type of types) el.addEventListener(type, (e) => events.push(e as CustomEvent));
  return events;
}

/** Collects console warnings while `fn` runs (it may watch them come in). */
export async function warningsDuring(fn: (warnings: string[]) => unknown): Promise<string[]> {
  const original = console.warn;
  const warnings: string[] = [];
  console.warn = (...args: unknown[]) => warnings.push(args.join(' '));
  try {
    await fn(warnings);
  } finally {
    console.warn = original;
  }
  return warnings;
}

/** The status line's element that says the solver's word. */
export const solverLineElement = (el: SolitaireElement) => el.shadowRoot!.querySelector<HTMLElement>('[part="status"] .solver')!;

/** What the status line says of the solver's findings. */
export const solverLine = (el: SolitaireElement) => solverLineElement(el).textContent!.trim();

/** A question the page sends its solver Worker: its kind and the state it copies. */
export type WorkerQuestion = { kind: string; state: unknown };

/** Runs `fn` with every question the page's Worker is sent meanwhile, collected as they go. */
export async function workerQuestionsDuring(fn: (questions: WorkerQuestion[]) => unknown): Promise<void> {
  const questions: WorkerQuestion[] = [];
  const post = Worker.prototype.postMessage;
  Worker.prototype.postMessage = function (this: Worker, message: WorkerQuestion) {
    questions.push(message);
    return post.call(this, message);
  } as typeof post;
  try {
    await fn(questions);
  } finally {
    Worker.prototype.postMessage = post;
  }
}

/** Waits until the browser has shown a frame and is ready for the next task (a won game's hops are made then). */
export const painted = afterPaint;

/** Waits until the table has rendered and its cards have slid (and a won game's have hopped) to their places. */
export async function settled(el: SolitaireElement) {
  await el.updateComplete;
  await painted();
  // getAnimations() brings styles up to date first, so transitions just begun are among them.
  await Promise.all(el.shadowRoot!.getAnimations().map((animation) => animation.finished.catch(() => undefined)));
}

/** A deal that foundations-first play (or the hint) wins, and its moves. */
export function winnable<S extends BaseState, O extends object>(
  game: Game<S, O>,
  options: Partial<O> = {},
  from = 1,
): { seed: number; moves: Move[] } {
  for (let seed = from; seed < from + 3000; seed++) {
    let state = game.deal(seed, options);
    const moves: Move[] = [];
    for (let move; moves.length < 600 && game.status(state) === 'playing' && (move = game.autoMove(state, 'all') ?? game.hint(state));) {
      moves.push(move);
      state = game.play(state, move);
    }
    if (game.status(state) === 'won') return { seed, moves };
  }
  throw new Error(`no winnable deal of ${game.name} found`);
}

/** A `<klondike-solitaire>` with these attributes, on the test page. */
export const klondikeWith = (attributes = 'seed="0" auto-foundation="off"') =>
  fixture<KlondikeSolitaire>(`<klondike-solitaire ${attributes}></klondike-solitaire>` as never);

/** Klondike deal `seed` with nothing sent home by itself, rendered. */
export async function klondikeEl(seed = 0, extra = '') {
  const el = await klondikeWith(`seed="${seed}" auto-foundation="off" ${extra}`);
  await el.updateComplete;
  return el;
}

/** A Klondike game of deal `seed` played `count` moves on by the engine's hints, as `persist` saves it. */
export function savedKlondike(seed: number, count: number, elapsedMs: number) {
  const states: KlondikeState[] = [klondike.deal(seed)];
  const moves: Move[] = [];
  for (let i = 0; i < count; i++) {
    moves.push(klondike.hint(states[i])!);
    states.push(klondike.play(states[i], moves[i]));
  }
  return {
    version: 1,
    game: 'klondike',
    state: states[count],
    history: { moves, cursor: count, elapsedMs, scores: states.map((s) => s.score) },
  };
}

/**
 * Sets the page's viewport in every browser the tests run in (WebKit's through its window:
 * scripts/test-commands.mjs): false where the browser cannot take that size (WebKit's narrowest
 * is 447 px), for a test to skip.
 */
export const setViewport = (viewport: { width: number; height: number }) =>
  executeServerCommand<boolean, typeof viewport>('viewport', viewport);

/**
 * A phone-sized test's start: sets the viewport, or skips the test where the browser cannot take
 * that size (WebKit's MiniBrowser is no narrower than 447 px).
 */
export async function phoneViewport(test: Mocha.Context, viewport: { width: number; height: number }) {
  if (!(await setViewport(viewport))) test.skip();
}

/** Whether the tests run in WebKit (MiniBrowser), whose driver does less than the others'. */
export const webKit = !/Chrome|Firefox/.test(navigator.userAgent);
/** Whether they run in Firefox. */
export const firefox = navigator.userAgent.includes('Firefox');

/**
 * A suite's `before`: skips it in WebKit. What it tests (rules, dates, storage, many moves) is alike
 * in every engine and runs in Chromium and Firefox; in WebKit, whose driver answers slowly, it
 * would add its time to CI's.
 */
export function notInWebKit(this: Mocha.Context) {
  if (webKit) this.skip();
}
