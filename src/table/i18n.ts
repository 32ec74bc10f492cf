// The player's language: interface strings, refusals and card names in the five languages of our
// source texts. The engine speaks English; the table says it again in the player's language.
// Strings come in areas (every game, the stock games, Clock, Sun) that each game adds, so a bundle
// of one game carries only its own.
import type { Card } from '../engine/index.js';
import { SUITS } from '../engine/index.js';
import { LANGUAGES, type Area, type Lang } from './strings/area.js';
import type { clockStrings } from './strings/clock.js';
import { commonStrings } from './strings/common.js';
import type { stockStrings } from './strings/stock.js';
import type { sunStrings } from './strings/sun.js';
import { vocabulary } from './strings/vocabulary.js';

type UiKeys<A> = A extends { en: { ui: infer U } } ? keyof U : never;
/** The keys of the interface strings. */
export type MessageKey = UiKeys<typeof commonStrings | typeof stockStrings | typeof clockStrings | typeof sunStrings>;

const ui = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}])) as Record<Lang, Record<string, string>>;
const reasons = Object.fromEntries(LANGUAGES.map((lang) => [lang, {}])) as Record<Lang, Record<string, string>>;
/** The English refusals as patterns that give back their values, made on first use. */
let reasonPatterns: { key: string; pattern: RegExp }[] | undefined;

/** Adds an area's strings in every language. */
export function addStrings(area: Area): void {
  for (const lang of LANGUAGES) {
    Object.assign(ui[lang], area[lang].ui);
    Object.assign(reasons[lang], area[lang].reasons);
  }
  reasonPatterns = undefined;
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
    const sentence = fill(reasons[target][key], values);
    return sentence[0].toUpperCase() + sentence.slice(1);
  }
  return reason;
}
