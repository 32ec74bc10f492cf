// Written by `npm run proven-deals` (scripts/proven-deals.mjs); not edited by hand.
import type { Difficulty } from '../engine/index.js';

/** The solver's budget a listed deal was proven won within, and graded by. */
export const PROVEN_WITHIN = 150000;

/**
 * Deals proven won, by variant (the game's name and its options in full, as dealt) and grade: the
 * first 20 of each grade from deal 1 on.
 */
export const PROVEN_DEALS: Record<string, Record<Difficulty, number[]>> = {
  'klondike:{"draw":1,"passes":"unlimited","redeal":"keep","foundationReturn":false,"scoring":"standard"}': {
    easy: [5, 6, 19, 23, 24, 28, 30, 31, 37, 44, 46, 48, 53, 54, 57, 58, 61, 63, 65, 70],
    medium: [1, 3, 4, 7, 9, 12, 14, 15, 18, 20, 21, 22, 26, 33, 39, 42, 49, 55, 59, 62],
    hard: [2, 8, 11, 13, 16, 32, 35, 36, 38, 40, 43, 47, 51, 56, 66, 67, 69, 73, 77, 79],
  },
  'klondike:{"draw":3,"passes":"unlimited","redeal":"keep","foundationReturn":false,"scoring":"standard"}': {
    easy: [1, 2, 5, 14, 16, 18, 23, 33, 35, 43, 44, 51, 55, 59, 62, 68, 71, 72, 79, 80],
    medium: [4, 6, 8, 9, 11, 19, 22, 37, 38, 42, 48, 56, 58, 61, 63, 76, 77, 85, 87, 92],
    hard: [7, 15, 21, 26, 30, 31, 32, 36, 39, 46, 47, 49, 53, 54, 57, 64, 65, 66, 67, 69],
  },
  'canfield:{"draw":3,"passes":"unlimited","scoring":"casino"}': {
    easy: [3, 5, 8, 9, 14, 21, 23, 30, 31, 33, 34, 35, 43, 44, 46, 49, 53, 57, 65, 67],
    medium: [1, 4, 7, 12, 13, 16, 18, 19, 24, 26, 45, 47, 50, 51, 56, 62, 68, 69, 73, 77],
    hard: [6, 15, 20, 29, 36, 40, 42, 48, 52, 60, 61, 63, 64, 70, 76, 82, 86, 88, 93, 103],
  },
  'sun:{}': {
    easy: [3, 11, 12, 14, 16, 17, 19, 21, 22, 24, 27, 36, 43, 44, 52, 54, 56, 60, 61, 63],
    medium: [1, 2, 4, 5, 6, 8, 13, 25, 28, 29, 30, 31, 32, 33, 35, 37, 38, 39, 40, 42],
    hard: [15, 20, 23, 26, 51, 53, 57, 70, 79, 82, 83, 92, 105, 109, 128, 140, 148, 149, 150, 174],
  },
};
