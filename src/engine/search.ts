import { Fingerprint, FingerprintSet } from './fingerprint.js';

/** A game seen by the solver: positions, their moves best first, and a key that names a position. */
export interface SearchSpace<P, M> {
  /**
   * Adds to `print` what names the position, the same for positions that are the same for the
   * rest of the game (columns that differ only in their order, for instance), so each is searched
   * once.
   */
  key(position: P, print: Fingerprint): void;
  won(position: P): boolean;
  /** The moves worth trying, best first. A move that is never worse than any other comes alone. */
  moves(position: P): M[];
  play(position: P, move: M): P;
  /** How promising a position looks, for the best-first search: higher is better. */
  score(position: P): number;
}

/** What a search found: a winning line, a proof that none exists, or neither within the budget. */
export type SearchResult<M> =
  | { result: 'won'; line: M[]; nodes: number }
  | { result: 'lost' | 'unknown'; nodes: number };

/**
 * Best-first search: the position that `score` rates highest is expanded next. Each position
 * reachable from the root is visited once unless a win turns up first, so a search that runs out
 * of positions proves that no line wins; `maxNodes` positions visited without a verdict give
 * 'unknown'. Positions are dropped once expanded: only the way back to the root is kept.
 */
export function bestFirst<P, M>(space: SearchSpace<P, M>, root: P, maxNodes: number): SearchResult<M> {
  if (space.won(root)) return { result: 'won', line: [], nodes: 1 };
  const print = new Fingerprint();
  const seen = new FingerprintSet();
  const isNew = (position: P) => {
    space.key(position, print.clear());
    return seen.add(print.done());
  };
  isNew(root);
  // Position i's way back: the position it was reached from, and the move. Positions themselves
  // are kept only until expanded.
  const positions: (P | undefined)[] = [root];
  const parents: number[] = [-1];
  const moves: (M | undefined)[] = [undefined];
  const queue = new Queue();
  queue.push(0, space.score(root));
  while (queue.size) {
    const index = queue.pop();
    const position = positions[index]!;
    positions[index] = undefined;
    for (const move of space.moves(position)) {
      const next = space.play(position, move);
      if (!isNew(next)) continue;
      if (positions.length >= maxNodes) return { result: 'unknown', nodes: maxNodes };
      positions.push(next);
      parents.push(index);
      moves.push(move);
      if (space.won(next)) {
        const line: M[] = [];
        for (let at = positions.length - 1; at > 0; at = parents[at]) line.push(moves[at]!);
        return { result: 'won', line: line.reverse(), nodes: positions.length };
      }
      queue.push(positions.length - 1, space.score(next));
    }
  }
  return { result: 'lost', nodes: positions.length };
}

/**
 * A binary max-heap of position indices by score; of equal scores the first pushed comes out
 * first. The priority packs both: score × 2^24 less the index (indices grow as they are pushed).
 */
class Queue {
  private heap: number[] = [];
  private priority: number[] = [];
  get size() {
    return this.heap.length;
  }
  push(index: number, score: number) {
    const { heap, priority } = this;
    priority[index] = score * 16_777_216 - index;
    let at = heap.length;
    heap.push(index);
    while (at > 0) {
      const parent = (at - 1) >> 1;
      if (priority[heap[parent]] >= priority[index]) break;
      heap[at] = heap[parent];
      at = parent;
    }
    heap[at] = index;
  }
  pop(): number {
    const { heap, priority } = this;
    const top = heap[0];
    const last = heap.pop()!;
    if (heap.length) {
      const value = priority[last];
      let at = 0;
      for (;;) {
        let child = 2 * at + 1;
        if (child >= heap.length) break;
        if (child + 1 < heap.length && priority[heap[child + 1]] > priority[heap[child]]) child++;
        if (priority[heap[child]] <= value) break;
        heap[at] = heap[child];
        at = child;
      }
      heap[at] = last;
    }
    return top;
  }
}

