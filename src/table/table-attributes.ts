// The attributes every game element shares, each with what it does, and the reading of those whose
// bad values warn once and fall back. The element (solitaire-element.ts) acts on them.
import type { PropertyDeclarations, PropertyValues } from 'lit';
import type { AutoFoundation, BaseState, Difficulty } from '../engine/index.js';
import { SPEEDS, type Speed } from './card-motion.js';
import { GameElement } from './game-element.js';

const GRADES: readonly unknown[] = ['easy', 'medium', 'hard'];

/** Reads a deal-number attribute strictly: digits only, in range; anything else is kept for a warning. */
const seedConverter = {
  fromAttribute: (value: string | null) => (value !== null && /^\d+$/.test(value.trim()) ? Number(value) : (value ?? undefined)),
  toAttribute: (value: unknown) => (value === undefined ? null : String(value)),
};

/** `winnable` bare is any winnable deal; with a value, a grade. */
const winnableConverter = (value: string | null) => value !== null && (value || true);

/** The shared attributes of the game elements (the games add their options). */
export abstract class TableAttributes<S extends BaseState = BaseState> extends GameElement<S> {
  // Attributes are declared in `static properties`, Lit's other way: decorators would add their
  // code to every bundle (0.35 KB gzip). Each field below says what its attribute does.
  static override properties: PropertyDeclarations = {
    seed: { reflect: true, converter: seedConverter },
    persist: {},
    autoFoundation: { attribute: 'auto-foundation' },
    theme: { reflect: true },
    cardBack: { reflect: true, attribute: 'card-back' },
    winnable: { converter: winnableConverter },
    speed: {},
    noStats: { type: Boolean, attribute: 'no-stats' },
    fourColor: { type: Boolean, reflect: true, attribute: 'four-color' },
    solverStatus: { type: Boolean, attribute: 'solver-status' },
    dealLinks: { type: Boolean, attribute: 'deal-links' },
    leftHanded: { type: Boolean, attribute: 'left-handed' },
    tap: {},
    verbosity: {},
    readable: { type: Boolean, reflect: true },
  };

  /**
   * The deal number; a random one is chosen (and reflected here) when none is given. `daily` is
   * the deal of the day, the same for every reader on one date (the attribute stays `daily`).
   */
  seed?: number | 'daily';
  /** A localStorage key: the game is saved there after every move and resumed on load. */
  persist?: string;
  /** How the element sends cards to the foundations by itself. */
  autoFoundation: AutoFoundation = 'safe';
  /** Forces a theme; otherwise the system's colour scheme decides. */
  theme?: 'light' | 'dark';
  /** Keeps no statistics (and shows no statistics button). */
  noStats = false;
  /** A four-colour deck: clubs green, diamonds blue. */
  fourColor = false;
  /** The design of card backs. */
  cardBack?: 'classic' | 'ruby' | 'forest';
  /**
   * New random deals are drawn until the solver proves one winnable (`easy`, `medium`, `hard`:
   * of that difficulty); the status line says so.
   */
  winnable: boolean | Difficulty = false;
  /** The status line says, after each move, whether the game can still be won. */
  solverStatus = false;
  /** How fast cards slide and Finish plays; reduced motion still wins. */
  speed: Speed = 'normal';
  /** Plays the deal the page's `#deal=…` fragment names (`shareLink()` makes one), on load and when it changes. */
  dealLinks = false;
  /** The table mirrored: Klondike's and Canfield's stock and waste on the right, foundations on the left. */
  leftHanded = false;
  /**
   * What a tap or click on a card does: `move` sends it to its best place (drag it to choose
   * another); `select` picks it up, and the next tap on a pile puts it there.
   */
  tap: 'move' | 'select' = 'move';
  /**
   * How much a screen reader hears: `full` names each card with its pile and place ("5 of spades,
   * Column 3, card 4 of 5") and P reads every card that shows; `brief` names the card alone (its
   * pile's name is read on entering the pile) and P reads each pile's top card.
   */
  verbosity: 'full' | 'brief' = 'full';
  /** Large corner indices, for players with low vision; a column's cards lie further apart to show them. */
  readable = false;

  protected override willUpdate(changed: PropertyValues): void {
    // Looks: a bad value warns once and shows the default (the attribute stays as written).
    if (changed.has('theme')) this.option('theme', this.theme, (v) => v === 'light' || v === 'dark', 'the system theme');
    if (changed.has('cardBack'))
      this.option('card-back', this.cardBack, (v) => ['classic', 'ruby', 'forest'].includes(v as string), 'classic');
  }

  /** `speed`, or `normal` (a bad value warns). */
  protected speedRead(): Speed {
    return this.option('speed', this.speed, (v) => Object.hasOwn(SPEEDS, v as string), 'normal');
  }

  /** `auto-foundation`, or `safe` (a bad value warns). */
  protected autoFoundationRead(): AutoFoundation {
    return this.option('auto-foundation', this.autoFoundation, (v) => ['off', 'safe', 'all'].includes(v as string), 'safe');
  }

  /** Whether a tap picks cards up (`tap="select"`); a bad value warns and taps move. */
  protected selectsOnTap(): boolean {
    return this.option<string>('tap', this.tap, (v) => v === 'move' || v === 'select', 'move') === 'select';
  }

  /** The columns the table is drawn mirrored across: the game's `mirrorColumns` when left-handed, else 0. */
  protected mirror(): number {
    return this.leftHanded ? this.mirrorColumns : 0;
  }

  /** Whether `verbosity` is `brief`; a bad value warns and reads in full. */
  protected brief(): boolean {
    return this.option<string>('verbosity', this.verbosity, (v) => v === 'full' || v === 'brief', 'full') === 'brief';
  }

  /** The grade `winnable` asks for: undefined for any winnable deal (a bad grade warns and takes any). */
  protected winnableGrade(): Difficulty | undefined {
    if (this.winnable === true) return undefined;
    return this.option<Difficulty | undefined>(
      'winnable',
      this.winnable,
      (v) => GRADES.includes(v),
      undefined,
      () => 'any winnable deal',
    );
  }
}
