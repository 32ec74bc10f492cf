/** A game seen by the solver: positions, their moves best first, and a key that names a position. */
export interface SearchSpace<P, M> {
  /**
   * The same string for positions that are the same for the rest of the game (columns that
   * differ only in their order, for instance), so each is searched once.
   */
  key(position: P): string;
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
  const score = space.score;
  if (space.won(root)) return { result: 'won', line: [], nodes: 1 };
  const seen = new Set<string>([space.key(root)]);
  const visited: { position: P; parent: number; move: M | undefined }[] = [{ position: root, parent: -1, move: undefined }];
  const queue = new Heap();
  queue.push(0, score(root));
  while (queue.size) {
    const index = queue.pop();
    const { position } = visited[index];
    for (const move of space.moves(position)) {
      const next = space.play(position, move);
      const key = space.key(next);
      if (seen.has(key)) continue;
      seen.add(key);
      if (visited.length >= maxNodes) return { result: 'unknown', nodes: maxNodes };
      visited.push({ position: next, parent: index, move });
      if (space.won(next)) {
        const line: M[] = [];
        for (let at = visited.length - 1; at > 0; at = visited[at].parent) line.push(visited[at].move as M);
        return { result: 'won', line: line.reverse(), nodes: visited.length };
      }
      queue.push(visited.length - 1, score(next));
    }
    // The position's moves are all known now; only the line back to the root is still needed.
    (visited[index] as { position: P | undefined }).position = undefined;
  }
  return { result: 'lost', nodes: visited.length };
}

/** A binary max-heap of indices by score; equal scores come out first in, first out. */
class Heap {
  private items: { index: number; score: number; order: number }[] = [];
  private count = 0;
  get size() {
    return this.items.length;
  }
  private above(a: number, b: number) {
    const x = this.items[a];
    const y = this.items[b];
    return x.score > y.score || (x.score === y.score && x.order < y.order);
  }
  private swap(a: number, b: number) {
    [this.items[a], this.items[b]] = [this.items[b], this.items[a]];
  }
  push(index: number, score: number) {
    this.items.push({ index, score, order: this.count++ });
    for (let at = this.items.length - 1; at > 0; ) {
      const parent = (at - 1) >> 1;
      if (!this.above(at, parent)) break;
      this.swap(at, parent);
      at = parent;
    }
  }
  pop(): number {
    const top = this.items[0].index;
    const last = this.items.pop()!;
    if (this.items.length) {
      this.items[0] = last;
      for (let at = 0; ; ) {
        const left = 2 * at + 1;
        const right = left + 1;
        let best = at;
        if (left < this.items.length && this.above(left, best)) best = left;
        if (right < this.items.length && this.above(right, best)) best = right;
        if (best === at) break;
        this.swap(at, best);
        at = best;
      }
    }
    return top;
  }
}
