/** The languages we ship: those of the games' source texts. */
export const LANGUAGES = ['en', 'nb', 'da', 'is', 'ht'] as const;

/** A shipped language. */
export type Lang = (typeof LANGUAGES)[number];

/** Interface strings by key, and refusals by the engine's refusal code. */
export interface Texts {
  ui: Record<string, string>;
  reasons: Record<string, string>;
}

/** The languages other than English, each with every text of an area. */
export type Translations = Record<Exclude<Lang, 'en'>, Texts>;

/**
 * Strings of one part of the product (every game, the stock games, one game): English in the
 * bundle, the other languages in a module of their own, loaded only for a page that uses one.
 */
export interface Area {
  /** English refusals are the engine's own sentences (IllegalMoveError.reason). */
  en: Pick<Texts, 'ui'>;
  load: () => Promise<{ default: Translations }>;
}
