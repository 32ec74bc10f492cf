import { Fingerprint, FingerprintSet } from './fingerprint.js';

/** A game seen by the solver: positions, their moves best first, and a key that names a position. */
export interface SearchSpace<P, M> {
  /**
   * Adds to `print` what names the position, the same for positions that are the same for the
   * rest of the game (columns that differ only in their order, for instance), so each is searched
   * once.
   */
  key(position: P, print: Fingerprint): void;
  /**
   * For positions that are the same but for one number, their place (the waste, when passes
   * never end: wastePlaces in talon.ts), where one place may cover another: every move
   * from the covered place can be made from the covering one, to a position that covers its
   * result, so it wins whenever the other does. The position's own place (added to its key), then
   * the places that cover it: once a position at one of those has been seen, this one need not be.
   */
  places?(position: P): number[];
  won(position: P): boolean;
  /** The moves worth trying, best first. A move that is never worse than any other comes alone. */
  moves(position: P): M[];
  play(position: P, move: M): P;
  /** How promising a position looks, for the best-first search: higher is better. */
  score(position: P): number;
}

/** What a search found: a winning line, a proof that none exists, or neither within the budget. */
export type SearchResult<M> = { result: 'won'; line: M[]; nodes: number } | { result: 'lost' | 'unknown'; nodes: number };

/**
 * A test that holds the first time a position, as its key names it, is met, and no position
 * that covers it has been. A search that skips covered positions still finds a win when there is
 * one: a shortest win from a skipped position is at least as long from the one that covers it.
 */
function firstVisit<P>(space: SearchSpace<P, unknown>): (position: P) => boolean {
  const print = new Fingerprint();
  const placed = new Fingerprint();
  const seen = new FingerprintSet();
  const at = (place: number) => placed.from(print).add(place).done();
  return (position) => {
    space.key(position, print.clear());
    print.done();
    const places = space.places?.(position);
    if (!places) return seen.add(print);
    for (let i = 1; i < places.length; i++) if (seen.has(at(places[i]))) return false;
    return seen.add(at(places[0]));
  };
}

/**
 * Best-first search: the position that `score` rates highest is expanded next. Each position
 * reachable from the root is visited once unless a win turns up first, so a search that runs out
 * of positions proves that no line wins; `maxNodes` positions visited without a verdict give
 * 'unknown'. Positions are dropped once expanded: only the way back to the root is kept.
 */
export function bestFirst<P, M>(space: SearchSpace<P, M>, root: P, maxNodes: number): SearchResult<M> {
  if (space.won(root)) return { result: 'won', line: [], nodes: 1 };
  const isNew = firstVisit(space);
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
 * Depth-first search: the first move of each position is followed to the end before the next is
 * tried. With `random`, the moves are put in a slightly different order each time, so that
 * searches restarted with small budgets go down different lines: a deal whose winning line the
 * usual order misses is often won in a few thousand positions that way. An exhausted search
 * proves 'lost', whatever the order.
 */
export function depthFirst<P, M>(space: SearchSpace<P, M>, root: P, maxNodes: number, random?: () => number): SearchResult<M> {
  if (space.won(root)) return { result: 'won', line: [], nodes: 1 };
  const isNew = firstVisit(space);
  isNew(root);
  const movesOf = (position: P) => {
    const moves = space.moves(position).slice();
    if (random)
      for (let i = moves.length - 1; i > 0; i--)
        if (random() < 0.3) {
          const j = Math.floor(random() * (i + 1));
          [moves[i], moves[j]] = [moves[j], moves[i]];
        }
    return moves;
  };
  // The line so far, and for each position on it the moves still to try.
  const line: M[] = [];
  const stack: { position: P; moves: M[]; next: number }[] = [{ position: root, moves: movesOf(root), next: 0 }];
  let nodes = 1;
  while (stack.length) {
    const top = stack[stack.length - 1];
    if (top.next === top.moves.length) {
      stack.pop();
      line.pop();
      continue;
    }
    const move = top.moves[top.next++];
    const next = space.play(top.position, move);
    if (!isNew(next)) continue;
    if (++nodes > maxNodes) return { result: 'unknown', nodes: maxNodes };
    line.push(move);
    if (space.won(next)) return { result: 'won', line, nodes };
    stack.push({ position: next, moves: movesOf(next), next: 0 });
  }
  return { result: 'lost', nodes };
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
