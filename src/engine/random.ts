import { freshDeck, type Card } from './cards.js';

/**
 * One step of mulberry32 (docs/engine.md, "Deal numbers"). The generator's whole state is one 32-bit integer, which a
 * game keeps in its state so that later shuffles (a redeal, Sun's wind) replay identically.
 * Returns the value in [0, 1) and the next generator state.
 */
export function nextRandom(a: number): [value: number, next: number] {
  a = (a + 0x6d2b79f5) | 0;
  let t = Math.imul(a ^ (a >>> 15), 1 | a);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return [((t ^ (t >>> 14)) >>> 0) / 4294967296, a];
}

/** Fisher–Yates from the last index down (docs/engine.md, "Deal numbers", step 3); returns a new array and the generator's next state. */
export function shuffle<T>(items: readonly T[], rng: number): { items: T[]; rng: number } {
  const out = items.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const [value, next] = nextRandom(rng);
    rng = next;
    const j = Math.floor(value * (i + 1));
    [out[i], out[j]] = [out[j], out[i]];
  }
  return { items: out, rng };
}

/** The shuffled pack of deal number `seed`: index 0 is the first card dealt. */
export function shuffledPack(seed: number, decks = 1): { pack: Card[]; rng: number } {
  const { items, rng } = shuffle(freshDeck(decks), seed >>> 0);
  return { pack: items, rng };
}
