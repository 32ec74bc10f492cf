// Self-contained ES modules, one request each: the one-script-tag bundle with every game, one
// bundle per game (Lit included in each), and the headless engine.
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

const plugins = [
  // Lit's production build, without dev-mode warnings.
  resolve({ exportConditions: ['production'] }),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
  terser({ ecma: 2022, module: true, format: { comments: false } }),
];

const bundles = {
  'solitaire-elements': 'src/index.ts',
  'klondike-solitaire': 'src/games/klondike-solitaire.ts',
  'canfield-solitaire': 'src/games/canfield-solitaire.ts',
  'clock-solitaire': 'src/games/clock-solitaire.ts',
  'sun-solitaire': 'src/games/sun-solitaire.ts',
  engine: 'src/engine/index.ts',
};

export default Object.entries(bundles).map(([name, input]) => ({
  input,
  output: { file: `dist/${name}.js`, format: 'es' },
  plugins,
}));
