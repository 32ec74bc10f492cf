import { expect } from 'chai';
import fc from 'fast-check';
import { Fingerprint, FingerprintSet } from '../../src/engine/solver/fingerprint.js';

const printOf = (values: number[]) => {
  const print = new Fingerprint().clear().addAll(values).done();
  return { hi: print.hi, lo: print.lo };
};

describe('Fingerprint', () => {
  it('tells apart sequences that differ in order or length, and repeats the same one exactly', () => {
    expect(printOf([1, 2, 3])).to.deep.equal(printOf([1, 2, 3]));
    expect(printOf([1, 2, 3])).not.to.deep.equal(printOf([3, 2, 1]));
    expect(printOf([1, 2])).not.to.deep.equal(printOf([1, 2, 0]));
    expect(printOf([])).not.to.deep.equal(printOf([0]));
  });

  it('gives the same print for unordered parts added in any order, and a different one for other parts', () => {
    const part = new Fingerprint();
    const withParts = (parts: number[][]) => {
      const print = new Fingerprint().clear().add(7);
      for (const values of parts) print.addUnordered(part.clear().addAll(values).done());
      const { hi, lo } = print.done();
      return { hi, lo };
    };
    expect(withParts([[1, 2], [3], []])).to.deep.equal(withParts([[], [3], [1, 2]]));
    expect(withParts([[1, 2], [3], []])).not.to.deep.equal(withParts([[1], [2, 3], []]));
    expect(withParts([[1, 2], [3]])).not.to.deep.equal(withParts([[1, 2], [3], [3]]));
  });
});

describe('FingerprintSet', () => {
  it('holds every print added, across growth, and says when one was already there', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.array(fc.nat(60), { maxLength: 6 }), { minLength: 1, maxLength: 3000, selector: (a) => a.join() }),
        (sequences) => {
          const set = new FingerprintSet();
          const print = new Fingerprint();
          for (const values of sequences) expect(set.add(print.clear().addAll(values).done())).to.equal(true);
          for (const values of sequences) expect(set.add(print.clear().addAll(values).done())).to.equal(false);
          expect(set.size).to.equal(sequences.length);
        },
      ),
      { numRuns: 20 },
    );
  });
});
