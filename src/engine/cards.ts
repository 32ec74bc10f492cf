/** The four suits, in the order of a fresh deck (docs/engine.md, "Deal numbers"). */
export const SUITS = ['clubs', 'diamonds', 'hearts', 'spades'] as const;

/** A suit of a standard deck. */
export type Suit = (typeof SUITS)[number];

/** A playing card: exactly these three keys, so states stay plain JSON. */
export interface Card {
  rank: number;
  suit: Suit;
  faceUp: boolean;
}

const RANK_CODES = 'A23456789TJQK';
const SUIT_CODES = 'CDHS';
const RANK_NAMES = ['Ace', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'Jack', 'Queen', 'King'];

/** True for diamonds and hearts. */
export const isRed = (card: Card): boolean => card.suit === 'diamonds' || card.suit === 'hearts';

/** "red" or "black", as a player says it. */
export const colourName = (card: Card): string => (isRed(card) ? 'red' : 'black');

/** "Ace", "7", "Queen". */
export const rankName = (rank: number): string => RANK_NAMES[rank - 1];

/** "Queen of hearts". */
export const cardName = (card: Card): string => `${rankName(card.rank)} of ${card.suit}`;

/** The two-letter code of a card: rank `A 2 … 9 T J Q K` and suit `C D H S` ("TS"). */
export const cardCode = (card: Card): string => RANK_CODES[card.rank - 1] + SUIT_CODES[SUITS.indexOf(card.suit)];

/** A fresh face-down deck, clubs to spades, each suit Ace to King; `decks` decks one after another. */
export function freshDeck(decks = 1): Card[] {
  const deck: Card[] = [];
  for (let d = 0; d < decks; d++) for (const suit of SUITS) for (let rank = 1; rank <= 13; rank++) deck.push({ rank, suit, faceUp: false });
  return deck;
}

/**
 * Reads cards written as codes separated by spaces, bottom first: "kh QS" is a face-down King of
 * hearts under a face-up Queen of spades (lower case means face down).
 */
export function parseCards(text: string): Card[] {
  return text
    .split(/\s+/)
    .filter(Boolean)
    .map((code) => {
      const rank = RANK_CODES.indexOf(code[0].toUpperCase()) + 1;
      const suit = SUITS[SUIT_CODES.indexOf(code[1]?.toUpperCase())];
      if (code.length !== 2 || rank < 1 || !suit) throw new SyntaxError(`Not a card code: "${code}"`);
      return { rank, suit, faceUp: code !== code.toLowerCase() };
    });
}

/** Writes cards in the notation `parseCards` reads. */
export const formatCards = (cards: readonly Card[]): string =>
  cards.map((card) => (card.faceUp ? cardCode(card) : cardCode(card).toLowerCase())).join(' ');

/** The card on top of a pile (the last one), if any. */
export const topCard = (pile: readonly Card[]): Card | undefined => pile[pile.length - 1];

/** The same card face up or face down. */
export const turned = (card: Card, faceUp: boolean): Card => ({ rank: card.rank, suit: card.suit, faceUp });
