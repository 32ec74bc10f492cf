// ES modules that need no build step: the one-script-tag bundle with every game, one bundle per
// game (Lit included in each), and the headless engine. Lit's templates are minified by Lit's own
// plugin (HTML by html-minifier-next, CSS by lightningcss); terser leaves template text alone.
import { readFileSync } from 'node:fs';
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';
import { minifyTemplates } from './scripts/minify-templates.mjs';

const plugins = [
  minifyTemplates(),
  // Lit's production build, without dev-mode warnings.
  resolve({ exportConditions: ['production'] }),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
];
// Unused parameters go too (keep_fargs): nothing here reads a function's length. The page's
// modules begin with V8's compile hint: nearly every function in them runs as the game is first
// drawn or played, and compiled as the file streams in, on a background thread, they are not
// compiled one by one on the page's main thread when first called (about a fifth of its work up
// to the first drawing; docs/architecture.md).
const minify = (options, { hinted }) =>
  terser({
    ecma: 2022,
    module: true,
    compress: { passes: 3, unsafe_arrows: true, keep_fargs: false },
    format: { comments: false, preamble: hinted ? '//# allFunctionsCalledOnLoad' : '' },
    ...options,
  });
// Without the hint: the engine (Node's), and the solver's Worker, which compiles on its own
// thread, where every game's search compiled at once would delay its first answer.
const unhinted = new Set(['engine', 'solver-worker']);

const bundles = {
  'solitaire-elements': 'src/index.ts',
  'klondike-solitaire': 'src/games/klondike-solitaire.ts',
  'canfield-solitaire': 'src/games/canfield-solitaire.ts',
  'clock-solitaire': 'src/games/clock-solitaire.ts',
  'sun-solitaire': 'src/games/sun-solitaire.ts',
  engine: 'src/engine/index.ts',
  // dist/embed.html's script: every game, chosen by the page's address (src/embed.ts).
  embed: 'src/embed.ts',
  // Started by the games (src/table/solver-client.ts) as a Worker.
  'solver-worker': 'src/solver-worker.ts',
};

// Our modules only define things, except the ones that register elements: a bundle of one
// game then leaves out the other games' rules.
const moduleSideEffects = (id) => id.includes('node_modules') || /src[\\/](index\.ts|embed\.ts|games[\\/]|solver-worker\.ts)/.test(id);

// English is in each bundle; the other languages are modules of their own next to it (dist/l10n),
// loaded by the bundle itself, relative to its own address, only on a page that uses one.
/** Puts src/embed.html beside its script in dist/. */
const embedPage = {
  name: 'embed-page',
  generateBundle() {
    this.emitFile({ type: 'asset', fileName: 'embed.html', source: readFileSync('src/embed.html', 'utf8') });
  },
};

/**
 * For Node, where a framework (Next.js, Nuxt, SvelteKit, Astro) imports the elements to render a
 * page on its server: Lit's Node build, whose elements extend a stand-in `HTMLElement` and are
 * defined in a stand-in registry, and style sheets kept as text (src/table/css-server.ts). One file
 * each, nothing loaded later; package.json gives them under the "node" condition.
 */
const serverCss = {
  name: 'server-css',
  async resolveId(source, importer, options) {
    if (!source.endsWith('/css.js')) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    return resolved && /src[\\/]table[\\/]css\.ts$/.test(resolved.id) ? resolved.id.replace(/css\.ts$/, 'css-server.ts') : resolved;
  },
};
const forNode = ['solitaire-elements', 'klondike-solitaire', 'canfield-solitaire', 'clock-solitaire', 'sun-solitaire'].map((name) => ({
  input: bundles[name],
  output: { file: `dist/node/${name}.js`, format: 'es', inlineDynamicImports: true },
  treeshake: { moduleSideEffects },
  plugins: [
    serverCss,
    minifyTemplates(),
    resolve({ exportConditions: ['node', 'production'] }),
    esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
    minify({}, { hinted: false }),
  ],
  // Lit's stand-in DOM is compiled TypeScript, whose helpers read a module's `this`.
  onwarn: (warning, warn) => warning.code !== 'THIS_IS_UNDEFINED' && warn(warning),
}));

export default [
  ...Object.entries(bundles).map(([name, input]) => ({
    input,
    output: { dir: 'dist', entryFileNames: `${name}.js`, chunkFileNames: 'chunks/[name]-[hash].js', format: 'es' },
    treeshake: { moduleSideEffects },
    plugins: [
      ...plugins,
      // The headless engine's refusals keep their class's name: Node prints an error by it.
      minify(name === 'engine' ? { keep_classnames: /^IllegalMoveError$/ } : {}, { hinted: !unhinted.has(name) }),
      ...(name === 'embed' ? [embedPage] : []),
    ],
  })),
  ...forNode,
];
