// `node --import ./scripts/typescript-register.mjs`: runs the engine tests' TypeScript as it is
// (mocha and Stryker load it so; the manifest's config imports it). Not tsx: it always keeps
// function names (esbuild's keepNames), which wraps every function made at run time in a call,
// and the solver tests ran 2.4 times slower than the same code built (Klondike deals 1 … 36
// graded: 32.5 s under tsx, 13.5 s here).
import { register } from 'node:module';

// Errors point at the TypeScript lines (each module carries its source map).
process.setSourceMapsEnabled(true);
register('./typescript-hooks.mjs', import.meta.url);
