import type { Lang } from './area.js';
import type { Vocabulary } from './vocabulary.js';

// Its own copy of the rank list's shape: a chunk that imported it from the bundle would make the
// bundle a facade over a chunk of everything.
const withNumbers = (ace: string, jack: string, queen: string, king: string) => [
  ace,
  '2',
  '3',
  '4',
  '5',
  '6',
  '7',
  '8',
  '9',
  '10',
  jack,
  queen,
  king,
];

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

/** The vocabularies of the other shipped languages, loaded when one of them is first used. */
const vocabularies: Record<Exclude<Lang, 'en'>, Vocabulary> = {
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
export default vocabularies;
