import type { Translations } from './area.js';

/** The clock area's strings in the other shipped languages, loaded when one of them is first used. */
const translations: Translations = {
  nb: {
    ui: {
      oclock: 'klokka {n}',
      middle: 'Midten',
      kings: 'Konger: {n} av 4',
      clockWon: 'Alle kortene ligger med forsiden opp: du vant!',
      clockLost: 'Den fjerde kongen kom hjem for tidlig. Prøv igjen!',
    },
    reasons: {
      onlyHand: 'Bare kortet på hånden kan flyttes: {card}',
      goesToHour: '{rank} skal til klokka {hour}',
      aceGoesToHour: '{rank} skal til klokka {hour}',
      kingToMiddle: 'En konge skal til midten',
    },
  },
  da: {
    ui: {
      oclock: 'klokken {n}',
      middle: 'Midten',
      kings: 'Konger: {n} af 4',
      clockWon: 'Alle kort ligger med billedsiden op: du vandt!',
      clockLost: 'Den fjerde konge kom hjem for tidligt. Prøv igen!',
    },
    reasons: {
      onlyHand: 'Kun kortet på hånden kan flyttes: {card}',
      goesToHour: '{rank} skal til klokken {hour}',
      aceGoesToHour: '{rank} skal til klokken {hour}',
      kingToMiddle: 'En konge skal ind i midten',
    },
  },
  is: {
    ui: {
      oclock: 'klukkan {n}',
      middle: 'Miðjan',
      kings: 'Kóngar: {n} af 4',
      clockWon: 'Öll spilin snúa upp: þú vannst!',
      clockLost: 'Fjórði kóngurinn kom of snemma heim. Reyndu aftur!',
    },
    reasons: {
      onlyHand: 'Aðeins spilið á hendi má færa: {card}',
      goesToHour: '{rank} fer á klukkan {hour}',
      aceGoesToHour: '{rank} fer á klukkan {hour}',
      kingToMiddle: 'Kóngur fer í miðjuna',
    },
  },
  ht: {
    ui: {
      oclock: '{n} è',
      middle: 'Mitan an',
      kings: 'Wa: {n} sou 4',
      clockWon: 'Tout kat yo fas anlè: ou genyen!',
      clockLost: 'Katriyèm wa a rive twò bonè. Eseye ankò!',
    },
    reasons: {
      onlyHand: 'Se sèlman kat ki nan men an ki deplase: {card}',
      goesToHour: '{rank} ale nan {hour} è',
      aceGoesToHour: '{rank} ale nan {hour} è',
      kingToMiddle: 'Yon wa ale nan mitan an',
    },
  },
};

export default translations;
