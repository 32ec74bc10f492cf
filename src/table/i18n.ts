// The player's language: interface strings, refusals and card names in the five languages of our
// source texts. The engine speaks English; the table says it again in the player's language.
// Strings come in areas (every game, the stock games, Clock, Sun) that each game adds, so a bundle
// of one game carries only its own.
import type { Card } from '../engine/index.js';
import { SUITS } from '../engine/index.js';
import { LANGUAGES, type Area, type Lang, type Translations } from './strings/area.js';
import type { clockStrings } from './strings/clock.js';
import { commonStrings } from './strings/common.js';
import type { canfieldStrings } from './strings/canfield.js';
import type { stockStrings } from './strings/stock.js';
import type { sunStrings } from './strings/sun.js';
import { vocabulary } from './strings/vocabulary.js';

type UiKeys<A> = A extends { en: { ui: infer U } } ? keyof U : never;
/** The keys of the interface strings. */
export type MessageKey = UiKeys<typeof commonStrings | typeof stockStrings | typeof canfieldStrings | typeof clockStrings | typeof sunStrings>;

const ui = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}])) as Record<Lang, Record<string, string>>;
const reasons = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}])) as Record<Lang, Record<string, string>>;
/** The English refusals as patterns that give back their values, made on first use. */
let reasonPatterns: { key: string; pattern: RegExp }[] | undefined;

/** The areas added so far, whose translations load together when a page first needs them. */
const areas: Area[] = [];
let translations: Promise<unknown> | undefined;

const merge = (lang: Lang, texts: Translations[keyof Translations] | Area['en']) => {
  Object.assign(ui[lang], texts.ui);
  Object.assign(reasons[lang], texts.reasons);
};

const loadArea = (area: Area) =>
  area.load().then(({ default: byLanguage }) => {
    for (const [lang, texts] of Object.entries(byLanguage)) merge(lang as Lang, texts);
  });

/** Adds an area's strings: English now, the other languages with the rest when they are loaded. */
export function addStrings(area: Area): void {
  areas.push(area);
  merge('en', area.en);
  reasonPatterns = undefined;
  if (translations) translations = Promise.all([translations, loadArea(area)]);
}

/**
 * Loads the strings of every language but English (one request for each area in use), once;
 * until then the table speaks English.
 */
export function loadTranslations(): Promise<unknown> {
  translations ??= Promise.all(areas.map(loadArea));
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

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));

/** The interface string `key` in `lang` (English where missing), with `{name}` filled from `values`. */
export function msg(key: MessageKey, lang = 'en', values: Record<string, string | number> = {}): string {
  return fill(ui[resolveLanguage(lang)][key] ?? ui.en[key] ?? key, values);
}

/** A card's name in `lang`: "Queen of hearts", "hjerter dame", "hjartadrottning", "dam kè". */
export const cardNameIn = (card: Card, lang: string): string =>
  vocabulary[resolveLanguage(lang)].card(card.rank, SUITS.indexOf(card.suit));

function patterns() {
  reasonPatterns ??= Object.entries(reasons.en).map(([key, template]) => {
    const source = template
      .split(/(\{\w+\})/)
      .map((part) => (/^\{\w+\}$/.test(part) ? `(?<${part.slice(1, -1)}>.+?)` : part.replace(/[.*+?^$()|[\]\\]/g, '\\$&')))
      .join('');
    return { key, pattern: new RegExp(`^${source}$`) };
  });
  return reasonPatterns;
}

/**
 * An engine refusal said in `lang`: found among the English refusals, its values (ranks, suits,
 * colours) translated, and the sentence made anew. An unknown sentence is kept as it is.
 */
export function translateReason(reason: string, lang: string): string {
  const target = resolveLanguage(lang);
  if (target === 'en') return reason;
  const english = vocabulary.en;
  const words = vocabulary[target];
  for (const { key, pattern } of patterns()) {
    const groups = pattern.exec(reason)?.groups;
    if (!groups && !pattern.test(reason)) continue;
    const values: Record<string, string> = { ...groups };
    const rankOf = (name: string | undefined) => (name === undefined ? -1 : english.ranks.indexOf(name));
    for (const name of ['rank', 'next']) if (rankOf(values[name]) >= 0) values[name] = words.ranks[rankOf(values[name])];
    for (const name of ['colour', 'other'])
      if (values[name] === 'red' || values[name] === 'black') values[name] = words.colours[values[name] as 'red' | 'black'];
    const suit = groups?.suit ? english.suits.indexOf(groups.suit) : -1;
    if (suit >= 0) values.suit = words.suits[suit];
    if (suit >= 0 && rankOf(groups?.rank) >= 0) values.card = words.card(rankOf(groups?.rank) + 1, suit);
    const template = reasons[target][key];
    if (!template) return reason; // its language is still loading
    const sentence = fill(template, values);
    return sentence[0].toUpperCase() + sentence.slice(1);
  }
  return reason;
}
