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

const numbers = ['2', '3', '4', '5', '6', '7', '8', '9', '10'];
/** Ranks named with the numbers 2 … 10 between the Ace and the court cards. */
const withNumbers = (ace: string, jack: string, queen: string, king: string) => [ace, ...numbers, jack, queen, king];

const en = withNumbers('Ace', 'Jack', 'Queen', 'King');
const enSuits = ['clubs', 'diamonds', 'hearts', 'spades'];
const nb = withNumbers('ess', 'knekt', 'dame', 'konge');
const nbSuits = ['kløver', 'ruter', 'hjerter', 'spar'];
const da = withNumbers('es', 'knægt', 'dame', 'konge');
const daSuits = ['klør', 'ruder', 'hjerter', 'spar'];
const is = withNumbers('ás', 'gosi', 'drottning', 'kóngur');
// Icelandic names a card in one word: the suit's stem and the card ("hjartadrottning", "spaðaás").
const isStems = ['lauf', 'tígul', 'hjarta', 'spaða'];
const isCards = ['ás', 'tvistur', 'þristur', 'fjarki', 'fimma', 'sexa', 'sjöa', 'átta', 'nía', 'tía', 'gosi', 'drottning', 'kóngur'];
const ht = withNumbers('as', 'valè', 'dam', 'wa');
const htSuits = ['trèf', 'kawo', 'kè', 'pik'];

/** Every shipped language's vocabulary. */
export const vocabulary: Record<Lang, Vocabulary> = {
  en: { ranks: en, suits: enSuits, colours: { red: 'red', black: 'black' }, card: (r, s) => `${en[r - 1]} of ${enSuits[s]}` },
  nb: { ranks: nb, suits: nbSuits, colours: { red: 'rød', black: 'svart' }, card: (r, s) => `${nbSuits[s]} ${nb[r - 1]}` },
  da: { ranks: da, suits: daSuits, colours: { red: 'rød', black: 'sort' }, card: (r, s) => `${daSuits[s]} ${da[r - 1]}` },
  is: {
    ranks: is,
    suits: ['lauf', 'tígull', 'hjarta', 'spaði'],
    colours: { red: 'rauð', black: 'svört' },
    card: (r, s) => `${isStems[s]}${isCards[r - 1]}`,
  },
  ht: { ranks: ht, suits: htSuits, colours: { red: 'wouj', black: 'nwa' }, card: (r, s) => `${ht[r - 1]} ${htSuits[s]}` },
};
