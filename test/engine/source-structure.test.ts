// The source's shape, as docs/architecture.md asks: no module over 400 lines, and no import cycle
// (type imports included: a cycle of types is still two modules that cannot be read apart). An
// `import()` is where a bundle splits: a module loaded on demand may name the types of the modules
// that load it, so `import()` edges are left out of the graph.
import { expect } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

const root = resolve('src');
const sources = (readdirSync(root, { recursive: true }) as string[]).filter((file) => file.endsWith('.ts')).map((file) => join(root, file));

/** The modules of src/ that `file` imports (static and type imports, and re-exports). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/(?:from|^import)\s*'(\.[^']+)'/gm)].map((match) => match[1]);
  return specifiers.map((specifier) => resolve(dirname(file), specifier.replace(/\.js$/, '.ts')));
}

/** A cycle through the import graph, as a list of files, or null. */
function findCycle(graph: Map<string, string[]>): string[] | null {
  const state = new Map<string, 'open' | 'done'>();
  const path: string[] = [];
  const visit = (file: string): string[] | null => {
    if (state.get(file) === 'done') return null;
    if (state.get(file) === 'open') return [...path.slice(path.indexOf(file)), file];
    state.set(file, 'open');
    path.push(file);
    for (const next of graph.get(file) ?? []) {
      const cycle = visit(next);
      if (cycle) return cycle;
    }
    path.pop();
    state.set(file, 'done');
    return null;
  };
  for (const file of graph.keys()) {
    const cycle = visit(file);
    if (cycle) return cycle;
  }
  return null;
}

describe('the source', () => {
  it('has no module over 400 lines', () => {
    const long = sources.filter((file) => readFileSync(file, 'utf8').split('\n').length > 401);
    expect(sources.length).to.be.greaterThan(50);
    expect(long.map((file) => file.slice(root.length + 1))).to.deep.equal([]);
  });

  it('has no import cycle', () => {
    const graph = new Map(sources.map((file) => [file, importsOf(file)]));
    expect([...graph.values()].flat().length, 'imports found').to.be.greaterThan(100);
    const cycle = findCycle(graph);
    expect(cycle?.map((file) => file.slice(root.length + 1)).join(' → ') ?? null, 'cycle').to.equal(null);
  });

  it('finds a cycle where there is one', () => {
    const graph = new Map([
      ['a', ['b']],
      ['b', ['c']],
      ['c', ['a']],
    ]);
    expect(findCycle(graph)).to.deep.equal(['a', 'b', 'c', 'a']);
    expect(
      findCycle(
        new Map([
          ['a', ['b']],
          ['b', []],
        ]),
      ),
    ).to.equal(null);
  });
});
