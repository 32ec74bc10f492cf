import type { Lang } from './area.js';

/** How a language names ranks, suits, colours and whole cards. */
export interface Vocabulary {
  /** Ace … King, as refusals say them. */
  ranks: readonly string[];
  /** Clubs, diamonds, hearts, spades. */
  suits: readonly string[];
  colours: { red: string; black: string };
  /** A card's name: "Queen of hearts", "hjerter dame". */
  card(rank: number, suit: number): string;
}

const en = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];
const enSuits = ['clubs', 'diamonds', 'hearts', 'spades'];
/** The vocabulary of each language loaded so far: English now, the others with their strings. */
export const vocabulary: Partial<Record<Lang, Vocabulary>> & { en: Vocabulary } = {
  en: { ranks: en, suits: enSuits, colours: { red: 'red', black: 'black' }, card: (r, s) => `${en[r - 1]} of ${enSuits[s]}` },
};
