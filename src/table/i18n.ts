// The player's language: interface strings, refusals and card names in the five languages of our
// source texts. The engine refuses a move with a code and values beside its English sentence; the
// table says it again from the player's language's sentence for that code.
// Strings come in areas (every game, the stock games, Clock, Sun) that each game adds, so a bundle
// of one game carries only its own.
import type { Card, IllegalMoveError } from '../engine/index.js';
import { SUITS } from '../engine/index.js';
import { LANGUAGES, type Area, type Lang, type Texts } from './strings/area.js';
import type { clockStrings } from './strings/clock.js';
import { commonStrings } from './strings/common.js';
import type { canfieldStrings } from './strings/canfield.js';
import type { stockStrings } from './strings/stock.js';
import type { laterStrings } from './strings/later.js';
import type { sunStrings } from './strings/sun.js';
import { vocabulary } from './strings/vocabulary.js';

type UiKeys<A> = A extends { en: { ui: infer U } } ? keyof U : never;
/** The keys of the interface strings. */
export type MessageKey =
  | UiKeys<typeof commonStrings | typeof stockStrings | typeof canfieldStrings | typeof clockStrings | typeof sunStrings>
  | keyof typeof laterStrings;

const ui = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}])) as Record<Lang, Record<string, string>>;
const reasons = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}])) as Record<Lang, Record<string, string>>;

/** The areas added so far, whose translations load together when a page first needs them. */
const areas: Area[] = [];
let translations: Promise<unknown> | undefined;

const merge = (lang: Lang, texts: Partial<Texts>) => {
  Object.assign(ui[lang], texts.ui);
  Object.assign(reasons[lang], texts.reasons);
};

const loadArea = (area: Area) =>
  area.load().then(({ default: byLanguage }) => {
    for (const [lang, texts] of Object.entries(byLanguage)) merge(lang as Lang, texts);
  });

/** Adds English strings that load later than the bundle; their translations come with their areas'. */
export const addEnglish = (strings: Record<string, string>): void => void Object.assign(ui.en, strings);

/** Adds an area's strings: English now, the other languages with the rest when they are loaded. */
export function addStrings(area: Area): void {
  areas.push(area);
  merge('en', area.en);
  if (translations) translations = Promise.all([translations, loadArea(area)]);
}

/**
 * Loads the strings of every language but English (one request for each area in use), once;
 * until then the table speaks English.
 */
export function loadTranslations(): Promise<unknown> {
  translations ??= Promise.all([
    import('./strings/vocabulary.l10n.js').then(({ default: byLanguage }) => Object.assign(vocabulary, byLanguage)),
    ...areas.map(loadArea),
  ]);
  return translations;
}

addStrings(commonStrings);

// Norwegian pages often say "no" or "nn"; Bokmål is the nearest we ship.
const aliases: Record<string, Lang> = { no: 'nb', nn: 'nb' };

/** The shipped language nearest to a `lang` value: its primary subtag, else English. */
export function resolveLanguage(lang: string | null | undefined): Lang {
  const primary = (lang ?? '').toLowerCase().split('-')[0];
  const code = aliases[primary] ?? primary;
  return (LANGUAGES as readonly string[]).includes(code) ? (code as Lang) : 'en';
}

/** An interface string by its key, with `{name}` filled from `values`. */
export type Translate = (key: MessageKey, values?: Record<string, string | number>) => string;

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** The interface string `key` in `lang` (English where missing), with `{name}` filled from `values`. */
export function msg(key: MessageKey, lang = 'en', values: Record<string, string | number> = {}): string {
  return fill(ui[resolveLanguage(lang)][key] ?? ui.en[key] ?? key, values);
}

/** How `lang` names cards, once loaded; English until then. */
const wordsOf = (lang: string) => vocabulary[resolveLanguage(lang)] ?? vocabulary.en;

/** A card's name in `lang`: "Queen of hearts", "hjerter dame", "hjartadrottning", "dam kè". */
export const cardNameIn = (card: Card, lang: string): string => wordsOf(lang).card(card.rank, SUITS.indexOf(card.suit));

/**
 * An engine refusal said in `lang`: that language's sentence for its code, filled with its values
 * (ranks, suits, colours, whole cards) in that language. English, and a language still loading,
 * get the engine's own sentence.
 */
export function translateRefusal(refusal: Pick<IllegalMoveError, 'code' | 'params' | 'reason'>, lang: string): string {
  const template = reasons[resolveLanguage(lang)][refusal.code];
  if (!template) return refusal.reason;
  const words = wordsOf(lang);
  const { rank, next, suit, colour, other, hour, pile } = refusal.params;
  const suitIndex = suit ? SUITS.indexOf(suit) : -1;
  const values: Record<string, string | number> = {
    rank: rank ? words.ranks[rank - 1] : '',
    next: next ? words.ranks[next - 1] : '',
    suit: suitIndex >= 0 ? words.suits[suitIndex] : '',
    card: rank && suitIndex >= 0 ? words.card(rank, suitIndex) : '',
    colour: colour ? words.colours[colour] : '',
    other: other ? words.colours[other] : '',
    hour: hour ?? '',
    pile: pile ?? '',
  };
  const sentence = fill(template, values);
  return sentence[0].toUpperCase() + sentence.slice(1);
}
