import type { Translations } from './area.js';

/** The canfield area's strings in the other shipped languages, loaded when one of them is first used. */
const translations: Translations = {
  nb: {
    ui: {
      reserve: 'Reserve, {n} kort',
      reserveLeft: '{n} igjen',
    },
    reasons: {
      buildsFrom: 'Denne grunnbunken bygges fra {rank}',
      wholePiles: 'Bare hele bunker flyttes mellom kolonnene',
      reserveFills: 'Reserven fyller tomme kolonner',
      emptyFromWaste: 'En tom kolonne tar bare det øverste kortet i avleggsbunken',
      nothingOnReserve: 'Ingenting legges på reserven',
    },
  },
  da: {
    ui: {
      reserve: 'Reserve, {n} kort',
      reserveLeft: '{n} tilbage',
    },
    reasons: {
      buildsFrom: 'Denne grundbunke bygges fra {rank}',
      wholePiles: 'Kun hele bunker flyttes mellem kolonnerne',
      reserveFills: 'Reserven fylder tomme kolonner',
      emptyFromWaste: 'En tom kolonne tager kun det øverste kort fra affaldsbunken',
      nothingOnReserve: 'Intet lægges på reserven',
    },
  },
  is: {
    ui: {
      reserve: 'Varabunki, {n} spil',
      reserveLeft: '{n} eftir',
    },
    reasons: {
      buildsFrom: 'Þessi grunnur byggist upp frá {rank}',
      wholePiles: 'Aðeins heilir bunkar færast á milli raða',
      reserveFills: 'Varabunkinn fyllir tómar raðir',
      emptyFromWaste: 'Tóm röð tekur aðeins efsta spil afgangsbunkans',
      nothingOnReserve: 'Ekkert fer á varabunkann',
    },
  },
  ht: {
    ui: {
      reserve: 'Rezèv, {n} kat',
      reserveLeft: '{n} ki rete',
    },
    reasons: {
      buildsFrom: 'Fondasyon sa a monte apati {rank}',
      wholePiles: 'Se sèlman pil antye ki deplase ant kolòn yo',
      reserveFills: 'Rezèv la ranpli kolòn vid yo',
      emptyFromWaste: 'Yon kolòn vid pran sèlman kat ki anlè pil jete a',
      nothingOnReserve: 'Anyen pa ale sou rezèv la',
    },
  },
};

export default translations;
