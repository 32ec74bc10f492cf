import { LitElement, nothing } from 'lit';
import { optionFits, sameMove, type BaseState, type CardMove, type Game, type Move, type PileId } from '../engine/index.js';
import { cardNameIn, msg, type MessageKey } from './i18n.js';
import { LanguageController } from './language-controller.js';
import type { PileSpot } from './layout.js';

const MAX_SEED = 0xffffffff;

const isDealNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= MAX_SEED;

/** A random deal number. */
export const randomSeed = () => crypto.getRandomValues(new Uint32Array(1))[0];

/**
 * What a game element tells the table it is played on: its rules and options, where its piles
 * lie, how its moves are named and chosen, and what it adds to the toolbar, status line and felt.
 * Defaults suit a game with foundations; each game overrides what differs. The language and the
 * reading of attributes (bad values warn once and fall back) are here too.
 */
export abstract class GameElement<S extends BaseState = BaseState> extends LitElement {
  protected abstract readonly game: Game<S, object>;
  /** Where each pile of `state` lies, in the order piles are drawn and the keyboard visits them. */
  protected abstract layout(state: S): Record<PileId, PileSpot>;
  /** Whether the cards from `index` up in `pile` may be picked up together. */
  protected abstract canPickUp(state: S, pile: PileId, index: number): boolean;
  /** The accessible name of a pile. */
  protected abstract pileName(pile: PileId, state: S): string;
  /** The least height of the table, in card widths, so it does not jump as columns grow. */
  protected readonly minTableHeight: number = 3;
  /**
   * Whether the game is one of pure chance (Clock): every move is forced, so it offers no Finish
   * and its daily deal is not proven winnable.
   */
  protected readonly ofChance: boolean = false;
  /**
   * The columns `left-handed` mirrors the table across: its CSS `--columns`. 0 leaves the table as
   * it is (Clock's dial, whose hours run clockwise).
   */
  protected readonly mirrorColumns: number = 7;

  readonly #language = new LanguageController(this);
  readonly #warned = new Set<string>();

  // ——— Attributes and language ———

  /** The UI language: `lang` here or on the nearest ancestor, else English. */
  protected get language(): string {
    return this.#language.lang;
  }

  /** A string of the UI language. */
  protected t(key: MessageKey, values?: Record<string, string | number>): string {
    return msg(key, this.language, values);
  }

  /**
   * An attribute's value if `valid`, else its default with one warning naming the attribute, the
   * value and what was used instead.
   */
  protected option<T>(
    attribute: string,
    value: unknown,
    valid: (value: unknown) => boolean,
    fallback: T,
    shown = () => String(fallback),
  ): T {
    if (value === undefined || value === null) return fallback;
    if (valid(value)) return value as T;
    this.warn(`${attribute}="${String(value)}" is not valid; using ${shown()}`);
    return fallback;
  }

  /** The option properties of this game: its engine's options, named alike; a change deals anew. */
  protected get optionProperties(): string[] {
    return Object.keys(this.game.optionSpecs);
  }

  /**
   * The engine options the attributes ask for. A value the engine's spec does not accept warns once,
   * naming what the engine fills in instead (which may depend on the others: Vegas's passes).
   */
  protected gameOptions(): object {
    const options: Record<string, unknown> = {};
    const refused: [string, unknown][] = [];
    for (const [name, spec] of Object.entries(this.game.optionSpecs)) {
      const value = (this as unknown as Record<string, unknown>)[name];
      if (value === undefined || value === null) continue;
      if (optionFits(spec, value)) options[name] = value;
      else refused.push([name, value]);
    }
    const filled = refused.length ? this.game.deal(0, options).options : {};
    for (const [name, value] of refused)
      this.warn(`${this.attributeOf(name)}="${String(value)}" is not valid; using ${String((filled as Record<string, unknown>)[name])}`);
    return options;
  }

  /** The attribute of a property: `foundationReturn` is `foundation-return`. */
  protected attributeOf(property: string): string {
    const { attribute } = (this.constructor as typeof LitElement).getPropertyOptions(property);
    return typeof attribute === 'string' ? attribute : property;
  }

  /** A deal number as given, or a random one with a warning naming what was given. */
  protected checkedSeed(seed: unknown, attribute: string): number {
    if (isDealNumber(seed)) return seed;
    const chosen = randomSeed();
    this.warn(`${attribute}="${String(seed)}" is not a deal number (0 … 4294967295); using the random deal ${chosen}`);
    return chosen;
  }

  /** Warns once about `text`, naming the element. */
  protected warn(text: string) {
    if (this.#warned.has(text)) return;
    this.#warned.add(text);
    console.warn(`<${this.localName}>: ${text}.`);
  }

  // ——— What games may change ———

  /** What taking back a turned-up card costs in `state`'s scoring; nothing unless a game says so. */
  protected peekCost(_state: S): number {
    return 0;
  }

  /** `state`'s score less a penalty, as the game's scoring counts it. */
  protected scoreAfterPenalty(state: S, penalty: number): number {
    return state.score - penalty;
  }

  /** Whether `pile` is one that auto-foundation sends cards to. */
  protected isFoundation(pile: PileId): boolean {
    return pile.startsWith('foundation');
  }

  /** What a move does, for the screen reader: "Queen of hearts to Column 3". */
  protected describeMove(state: S, move: Move): string {
    if (typeof move !== 'object' || move === null || !('from' in move)) return '';
    const cards = state.piles[move.from];
    const card = cards?.[move.index ?? cards.length - (move.count ?? 1)];
    // The destination is named as it is once the card lies there (Sun's names an empty base so).
    const after = { ...state, piles: { ...state.piles, [move.to]: [card] } };
    return card && state.piles[move.to]
      ? this.t('movedTo', { card: cardNameIn(card, this.language), pile: this.pileName(move.to, after) })
      : '';
  }

  /** The move that takes the cards picked up at `index` of `from` to `to`: all the cards above it. */
  protected cardMoveFor(state: S, from: PileId, to: PileId, index: number): Move {
    const count = state.piles[from].length - index;
    return count === 1 ? { from, to } : { from, to, count };
  }

  /** The order in which a tap tries destinations: foundations first, then cards to build on. */
  protected destinationRank(state: S, to: PileId): number {
    return to.startsWith('foundation') ? 0 : state.piles[to].length ? 1 : 2;
  }

  /**
   * What a tap on the card at `index` of `pile` does: the legal move of the cards picked up there
   * to the best destination (`destinationRank`). Games override this for the stock.
   */
  protected tapMove(state: S, pile: PileId, index: number): Move | null {
    if (index < 0 || index >= state.piles[pile].length) return null;
    const candidates = this.game
      .moves(state)
      .filter((m): m is CardMove => 'from' in m && sameMove(m, this.cardMoveFor(state, pile, m.to, index)));
    return candidates.sort((a, b) => this.destinationRank(state, a.to) - this.destinationRank(state, b.to))[0] ?? null;
  }

  /** The move of the D key: draw from the stock (Sun: its next step), or nothing. */
  protected drawMove(state: S): Move | null {
    return state.piles.stock ? this.tapMove(state, 'stock', state.piles.stock.length - 1) : null;
  }

  /** The card elements a drag from `index` of `pile` carries: all from there up, bottom first (the nodes lie by card). */
  protected dragElements(pile: PileId, index: number): HTMLElement[] {
    const at = (card: HTMLElement) => Number(card.dataset.index);
    return [...this.renderRoot.querySelectorAll<HTMLElement>(`.card[data-pile="${pile}"]`)]
      .filter((card) => at(card) >= index)
      .sort((a, b) => at(a) - at(b));
  }

  /** Anything drawn on the felt behind the piles (Clock's dial). */
  protected renderDecor(_state: S): unknown {
    return nothing;
  }

  /** More controls for the toolbar (Sun's procedure button). */
  protected renderToolbarExtras(_state: S): unknown {
    return nothing;
  }

  /** More figures for the status line (Clock's Kings). */
  protected renderStatusExtras(_state: S): unknown {
    return nothing;
  }

  /** Extra classes of a card (Clock's card in hand). */
  protected cardClass(_state: S, _pile: PileId, _index: number): string {
    return '';
  }

  /** What the status line says for a hint that moves no card (Sun's next step), or when there is none. */
  protected hintMessage(_move: Move | null): string {
    return this.t('noHint');
  }

  /** The score as the status line shows it. */
  protected formatScore(score: number): string {
    return String(score);
  }

  /** What the banner says at the end of the game. */
  protected endMessage(status: 'won' | 'lost'): string {
    return this.t(status);
  }
}
