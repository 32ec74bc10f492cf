/** The languages we ship: those of the games' source texts. */
export const LANGUAGES = ['en', 'nb', 'da', 'is', 'ht'] as const;

/** A shipped language. */
export type Lang = (typeof LANGUAGES)[number];

/** Strings of one part of the product (every game, the stock games, Clock, Sun) in every language. */
export type Area = Record<Lang, { ui: Record<string, string>; reasons: Record<string, string> }>;
