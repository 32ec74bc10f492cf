// Why a move is refused: a stable code that a table of any language is keyed by, the values the
// refusal names, and the English sentence made from them. Rewording a sentence changes no code.
import { rankName, type Suit } from './cards.js';

/** The values a refusal names: ranks as numbers (1 is the Ace), suits, colours, hours, piles. */
export interface RefusalParams {
  rank?: number;
  /** The rank a card needs below or above it. */
  next?: number;
  suit?: Suit;
  colour?: 'red' | 'black';
  /** The colour a card needs to lie on. */
  other?: 'red' | 'black';
  hour?: number;
  pile?: string;
}

/** A refusal before it is thrown: its code, its values and the English template they fill. */
export interface Refusal<C extends string = string> {
  code: C;
  params: RefusalParams;
  template: string;
}

/** Makes a refusal of each code of a table of English templates ("A {colour} {rank} needs …"). */
export function refusals<T extends Record<string, string>>(
  templates: T,
): { [C in keyof T & string]: (params?: RefusalParams) => Refusal<C> } {
  const make = {} as Record<string, (params?: RefusalParams) => Refusal>;
  for (const code of Object.keys(templates)) make[code] = (params = {}) => ({ code, params, template: templates[code] });
  return make as { [C in keyof T & string]: (params?: RefusalParams) => Refusal<C> };
}

/** A refusal's English sentence: ranks by name, everything else as it is. */
export function englishReason({ template, params }: Refusal): string {
  return template.replace(/\{(\w+)\}/g, (_, name: keyof RefusalParams) => {
    const value = params[name];
    return name === 'rank' || name === 'next' ? rankName(value as number) : String(value);
  });
}

/**
 * A move that is not legal now: `reason` is an English sentence a player understands, `code`
 * and `params` say the same for a table of another language.
 */
export class IllegalMoveError extends Error {
  override name = 'IllegalMoveError';
  readonly reason: string;
  readonly code: string;
  readonly params: RefusalParams;
  constructor(
    refusal: Refusal,
    readonly move?: unknown,
  ) {
    const reason = englishReason(refusal);
    super(reason);
    this.reason = reason;
    this.code = refusal.code;
    this.params = refusal.params;
  }
}

/** The refusals every game gives. */
export const COMMON = refusals({
  notAMove: 'That is not a move',
  noPile: 'There is no pile called "{pile}"',
  notCount: 'That is not a number of cards',
  notPosition: 'That is not a position in the pile',
  gameOver: 'The game is over',
  noCard: 'There is no card there',
  notThatMany: 'There are not that many cards there',
  topOnly: 'Only the top card can move from there',
  alreadyThere: 'The cards are already there',
});
