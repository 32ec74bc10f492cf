// Every string the table shows, in one place. English ships now; the other languages of SPEC §1
// (nb, da, is, ht) are added here as whole tables.

const en = {
  newGame: 'New game',
  restart: 'Restart',
  undo: 'Undo',
  redo: 'Redo',
  hint: 'Hint',
  score: 'Score',
  moves: 'Moves',
  time: 'Time',
  won: 'You won!',
  lost: 'No more moves. The game is lost.',
  playAgain: 'Play again',
  stock: 'Stock, {n} cards',
  stockEmpty: 'Stock, empty: turn the waste over',
  waste: 'Waste',
  reserve: 'Reserve, {n} cards',
  reserveLeft: '{n} left',
  foundation: 'Foundation {n}',
  column: 'Column {n}',
  faceDown: 'Face-down card',
  nowhere: 'The {card} has nowhere to go',
  toolbar: 'Game controls',
  table: 'Card table',
  deal: 'Deal {seed}',
  noHint: 'No useful move left',
  oclock: "{n} o'clock",
  middle: 'The middle',
  kings: 'Kings: {n} of 4',
  clockWon: 'Every card is face up: you won!',
  rayPile: 'Ray {n}',
  acesPile: 'Aces base {n}',
  kingsPile: 'Kings base {n}',
  cloudPile: 'Cloud {n}',
  empty: 'empty',
  acesRow: 'A ↑',
  kingsRow: 'K ↓',
  arcsLeft: '{n} arcs left',
  dealArc: 'Deal arc {n} of 8',
  openRay: 'Open ray {n}',
  closeRays: 'Close ray 13',
  scatterRay: 'Scatter ray {n}',
  wind: 'Wind',
  noStep: 'No step left',
  next: 'Next: {step}',
  phase1: 'Phase 1: arcs',
  phase2: 'Phase 2: open rays',
  phase3: 'Phase 3: clouds',
  windBlown: 'the wind has blown',
  clockLost: 'The fourth King came home too soon. Try again!',
};

/** The keys of the string table. */
export type MessageKey = keyof typeof en;

const tables: Record<string, Partial<Record<MessageKey, string>>> = { en };

/** The string `key` in `lang` (English where missing), with `{name}` filled from `values`. */
export function msg(key: MessageKey, lang = 'en', values: Record<string, string | number> = {}): string {
  const text = tables[lang.split('-')[0]]?.[key] ?? en[key];
  return text.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''));
}
