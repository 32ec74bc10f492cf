import type { Lang } from './area.js';

/**
 * How the statistics panel names the variant it counts, in the other shipped languages: part of
 * the common area's translations (common.l10n.ts), kept apart as the help's rules are.
 */
export const variant: Record<Exclude<Lang, 'en'>, Record<string, string>> = {
  nb: {
    variantDraw: 'Trekk {n}',
    variantUnlimited: 'ubegrensede runder',
    variantPass: 'én runde',
    variantPasses: '{n} runder',
    variantShuffle: 'avleggsbunken stokkes før hver runde',
    variantReturn: 'kort kan tas tilbake fra grunnbunkene',
    variantVegas: 'Vegas-poeng',
    variantNoScore: 'uten poeng',
  },
  da: {
    variantDraw: 'Træk {n}',
    variantUnlimited: 'ubegrænsede runder',
    variantPass: 'én runde',
    variantPasses: '{n} runder',
    variantShuffle: 'affaldsbunken blandes før hver runde',
    variantReturn: 'kort kan tages tilbage fra grundbunkerne',
    variantVegas: 'Vegas-point',
    variantNoScore: 'uden point',
  },
  is: {
    variantDraw: 'Draga {n}',
    variantUnlimited: 'ótakmarkaðar umferðir',
    variantPass: 'ein umferð',
    variantPasses: '{n} umferðir',
    variantShuffle: 'afgangsbunkinn stokkaður fyrir hverja umferð',
    variantReturn: 'spil mega fara aftur af grunnunum',
    variantVegas: 'Vegas-stig',
    variantNoScore: 'án stiga',
  },
  ht: {
    variantDraw: 'Tire {n}',
    variantUnlimited: 'tou san limit',
    variantPass: 'yon sèl tou',
    variantPasses: '{n} tou',
    variantShuffle: 'pil jete a melanje anvan chak tou',
    variantReturn: 'kat ka tounen sot nan fondasyon yo',
    variantVegas: 'pwen Vegas',
    variantNoScore: 'san pwen',
  },
};
