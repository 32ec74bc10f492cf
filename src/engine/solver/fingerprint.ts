// Positions are told apart by a 64-bit fingerprint rather than a string key: building, hashing
// and keeping strings took a third of the solver's time. Two positions share a fingerprint with
// odds of about n² / 2^64 for n positions (below one in ten million at a million), the only way a
// search could pass over a position it has not seen.

/** One 32-bit lane of MurmurHash3: `value` mixed into `hash`. */
function mix(hash: number, value: number, multiplier: number): number {
  let k = Math.imul(value, multiplier);
  k = Math.imul((k << 15) | (k >>> 17), 0x1b873593);
  hash ^= k;
  hash = (hash << 13) | (hash >>> 19);
  return (Math.imul(hash, 5) + 0xe6546b64) | 0;
}

/** MurmurHash3's finish: every bit of the input moves every bit of the result. */
function finish(hash: number): number {
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  return hash ^ (hash >>> 16);
}

/** A fingerprint built by adding numbers in order, in two lanes hashed differently. */
export class Fingerprint {
  hi = 0;
  lo = 0;
  /** The sums of what was added unordered, folded in by `done`. */
  private unorderedHi = 0;
  private unorderedLo = 0;

  /** Starts over, for the next position. */
  clear(): this {
    this.hi = 0x2545f491;
    this.lo = 0x6c8e9cf5;
    this.unorderedHi = this.unorderedLo = 0;
    return this;
  }

  add(value: number): this {
    this.hi = mix(this.hi, value, 0xcc9e2d51);
    this.lo = mix(this.lo, value, 0x9e3779b1);
    return this;
  }

  addAll(values: readonly number[], start = 0): this {
    for (let i = start; i < values.length; i++) this.add(values[i]);
    return this;
  }

  addText(text: string): this {
    for (let i = 0; i < text.length; i++) this.add(text.charCodeAt(i));
    return this;
  }

  /** Adds another fingerprint as one value: fingerprints added this way in any order give the same result. */
  addUnordered(other: Fingerprint): this {
    this.unorderedHi = (this.unorderedHi + finish(other.hi)) | 0;
    this.unorderedLo = (this.unorderedLo + finish(other.lo ^ 0x5bd1e995)) | 0;
    return this;
  }

  /** Starts over from `other`, closed, for a fingerprint that adds to it. */
  from(other: Fingerprint): this {
    this.clear();
    this.hi = other.hi;
    this.lo = other.lo;
    return this;
  }

  /** Closes the fingerprint: what was added unordered is folded in, and the lanes are finished. */
  done(): this {
    this.hi = finish(mix(this.hi, this.unorderedHi, 0xcc9e2d51));
    this.lo = finish(mix(this.lo, this.unorderedLo, 0x9e3779b1));
    return this;
  }
}

/** The fingerprints seen so far: an open-addressing table of 64-bit values, growing by doubling. */
export class FingerprintSet {
  private table = new Uint32Array(1 << 12);
  private count = 0;

  get size() {
    return this.count;
  }

  /** Adds the fingerprint; false when it was already there. */
  add(print: Fingerprint): boolean {
    const at = this.slotOf(print);
    const { table } = this;
    if (table[at + 1] !== 0) return false;
    table[at] = print.hi;
    table[at + 1] = print.lo || 1;
    if (++this.count * 4 > table.length) this.grow();
    return true;
  }

  has(print: Fingerprint): boolean {
    return this.table[this.slotOf(print) + 1] !== 0;
  }

  /** Where the fingerprint is in the table, or the free slot where it would go. */
  private slotOf({ hi, lo }: Fingerprint): number {
    // 0, 0 marks a free slot, so the low lane is never 0.
    lo = lo || 1;
    const { table } = this;
    const mask = (table.length >>> 1) - 1;
    for (let slot = hi & mask; ; slot = (slot + 1) & mask) {
      const at = slot << 1;
      if (table[at + 1] === 0 || (table[at] === hi >>> 0 && table[at + 1] === lo >>> 0)) return at;
    }
  }

  private grow() {
    const old = this.table;
    this.table = new Uint32Array(old.length * 2);
    this.count = 0;
    const print = new Fingerprint();
    for (let at = 0; at < old.length; at += 2)
      if (old[at + 1] !== 0) {
        print.hi = old[at];
        print.lo = old[at + 1];
        this.add(print);
      }
  }
}
