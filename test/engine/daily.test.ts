import { expect } from 'chai';
import { calendarDate, canfield, dailySeed, klondike, sun } from '../../src/engine/index.js';

/** FNV-1a over the bytes of an ASCII text, in BigInt arithmetic: a second reading of the rule. */
function fnv1a(text: string): number {
  let hash = 2166136261n; // the 32-bit offset basis
  for (const byte of Buffer.from(text, 'latin1')) hash = ((hash ^ BigInt(byte)) * 16777619n) % 2n ** 32n;
  return Number(hash);
}

describe('daily deal', () => {
  const options = klondike.deal(0).options;

  it('hashes date, game, the variant (names in order) and attempt as docs/engine.md says', () => {
    const text = `2026-12-01:klondike:draw=1,foundationReturn=false,passes=unlimited,redeal=keep,scoring=standard:0`;
    expect(dailySeed('2026-12-01', 'klondike', options)).to.equal(fnv1a(text));
    expect(dailySeed('2026-12-01', 'sun', sun.deal(0).options, 4)).to.equal(fnv1a('2026-12-01:sun::4'));
  });

  it('is the same for the same date and variant, whatever the order of the options, and differs otherwise', () => {
    const reversed = Object.fromEntries(Object.entries(options).reverse());
    const today = dailySeed('2026-12-01', 'klondike', options);
    expect(dailySeed('2026-12-01', 'klondike', reversed)).to.equal(today);
    const others = [
      dailySeed('2026-12-02', 'klondike', options),
      dailySeed('2026-12-01', 'canfield', canfield.deal(0).options),
      dailySeed('2026-12-01', 'klondike', { ...options, draw: 3 }),
      dailySeed('2026-12-01', 'klondike', options, 1),
    ];
    expect(new Set([today, ...others]).size).to.equal(5);
    for (const seed of [today, ...others]) expect(Number.isInteger(seed) && seed >= 0 && seed <= 0xffffffff, String(seed)).to.equal(true);
  });

  it('names a date in local time, so a reader just before midnight still plays that day', () => {
    expect(calendarDate(new Date(2026, 11, 1, 23, 59))).to.equal('2026-12-01');
    expect(calendarDate(new Date(2027, 0, 2, 0, 0))).to.equal('2027-01-02');
  });
});
