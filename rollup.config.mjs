// Two self-contained ES modules: the one-script-tag bundle (Lit included) and the headless engine.
import resolve from '@rollup/plugin-node-resolve';
import terser from '@rollup/plugin-terser';
import esbuild from 'rollup-plugin-esbuild';

const plugins = [
  // Lit's production build, without dev-mode warnings.
  resolve({ exportConditions: ['production'] }),
  esbuild({ target: 'es2022', tsconfig: 'tsconfig.json' }),
  terser({ ecma: 2022, module: true, format: { comments: false } }),
];

export default [
  { input: 'src/index.ts', output: { file: 'dist/solitaire-elements.js', format: 'es' }, plugins },
  { input: 'src/engine/index.ts', output: { file: 'dist/engine.js', format: 'es' }, plugins },
];
