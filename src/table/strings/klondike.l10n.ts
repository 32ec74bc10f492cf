import type { Translations } from './area.js';

/** The klondike area's strings in the other shipped languages, loaded when one of them is first used. */
const translations: Translations = {
  nb: {
    ui: {},
    reasons: {
      kingOnlyEmpty: 'En konge kan bare gå til en tom kolonne',
      onlyKingEmpty: 'Bare en konge kan gå til en tom kolonne',
      foundationToColumn: 'Et kort fra en grunnbunke kan bare gå tilbake til en kolonne',
      runOnly: 'Bare en rekke i vekslende farger flyttes samlet',
      foundationAce: 'En grunnbunke begynner med et ess',
    },
  },
  da: {
    ui: {},
    reasons: {
      kingOnlyEmpty: 'En konge kan kun gå til en tom kolonne',
      onlyKingEmpty: 'Kun en konge kan gå til en tom kolonne',
      foundationToColumn: 'Et kort fra en grundbunke kan kun gå tilbage til en kolonne',
      runOnly: 'Kun en række i skiftende farver flyttes samlet',
      foundationAce: 'En grundbunke begynder med et es',
    },
  },
  is: {
    ui: {},
    reasons: {
      kingOnlyEmpty: 'Kóngur má aðeins fara í tóma röð',
      onlyKingEmpty: 'Aðeins kóngur má fara í tóma röð',
      foundationToColumn: 'Spil af grunni má aðeins fara aftur í röð',
      runOnly: 'Aðeins runa í víxllitum færist í heild',
      foundationAce: 'Grunnur byrjar á ási',
    },
  },
  ht: {
    ui: {},
    reasons: {
      kingOnlyEmpty: 'Yon wa ka ale sèlman nan yon kolòn vid',
      onlyKingEmpty: 'Se sèlman yon wa ki ka ale nan yon kolòn vid',
      foundationToColumn: 'Yon kat ki sou fondasyon ka retounen sèlman nan yon kolòn',
      runOnly: 'Se sèlman yon seri koulè altène ki deplase ansanm',
      foundationAce: 'Yon fondasyon kòmanse ak yon as',
    },
  },
};

export default translations;
