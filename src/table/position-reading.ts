// The whole position in words, for the key that reads it aloud (P): the foundations, then every
// other pile in table order with the cards a player can tell apart. It comes with the deferred
// parts, with the keys, so it imports nothing the bundle has.
import type { Card, PileId } from '../engine/index.js';
import type { Translate } from './i18n.js';
import type { KeyboardController } from './keyboard-controller.js';

/** What reading the position needs from the table. */
export interface PositionInput {
  /** The piles in table order, and the cards a player can tell apart in each. */
  keyboard: Pick<KeyboardController, 'callbacks' | 'shown'>;
  isFoundation(pile: PileId): boolean;
  pileName(pile: PileId): string;
  cardName(card: Card): string;
  /** The game's words ("3 face down", "empty"). */
  t: Translate;
  /** Only each pile's top card, without the face-down count (`verbosity="brief"`). */
  brief(): boolean;
}

/**
 * "Foundation 1: 3 of hearts. … Column 2: 1 face down, 9 of clubs, 8 of hearts. …": the stock by
 * its name (which says what it holds), every other pile by its face-down count and the face-up
 * cards that show, bottom to top (a squared pile's: its top card).
 */
export function readPosition(input: PositionInput): string {
  const { keyboard, isFoundation, t } = input;
  const brief = input.brief();
  const empty = t('empty');
  const { piles, layout } = keyboard.callbacks.table();
  const piled = Object.keys(layout);
  const order = [...piled.filter(isFoundation), ...piled.filter((pile) => !isFoundation(pile))];
  return order
    .map((pile) => {
      const name = input.pileName(pile);
      const cards = piles[pile];
      if (pile === 'stock') return name;
      const shown = keyboard
        .shown(pile, { piles, layout })
        .filter((index) => cards[index]?.faceUp)
        .map((index) => input.cardName(cards[index]));
      const down = cards.filter((card) => !card.faceUp).length;
      const words = brief ? shown.slice(-1) : shown;
      if (down && !brief) words.unshift(t('faceDownCount', { n: down }));
      // A name that says the pile is empty (Sun's bases) is read alone.
      return words.length ? `${name}: ${words.join(', ')}` : name.endsWith(empty) ? name : `${name}: ${empty}`;
    })
    .join('. ');
}
