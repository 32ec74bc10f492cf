// Node's module hooks for the TypeScript of the engine tests (registered by typescript-register.mjs):
// an import of `./x.js` finds `./x.ts` beside it, as the bundler and the type checker do, and each
// `.ts` module has its types stripped by esbuild as it loads, with the project's class semantics.
import { existsSync, readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { transform } from 'esbuild';

const { compilerOptions } = JSON.parse(readFileSync(new URL('../tsconfig.json', import.meta.url), 'utf8'));
const tsconfigRaw = {
  compilerOptions: {
    useDefineForClassFields: compilerOptions.useDefineForClassFields,
    experimentalDecorators: compilerOptions.experimentalDecorators,
  },
};

export async function resolve(specifier, context, nextResolve) {
  if (/^\.{1,2}\/.*\.js$/.test(specifier) && context.parentURL?.startsWith('file:')) {
    const typescript = new URL(specifier.replace(/\.js$/, '.ts'), context.parentURL);
    if (existsSync(fileURLToPath(typescript))) return nextResolve(typescript.href, context);
  }
  return nextResolve(specifier, context);
}

export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const file = fileURLToPath(url);
  const { code } = await transform(await readFile(file, 'utf8'), {
    loader: 'ts',
    format: 'esm',
    target: 'es2022',
    sourcemap: 'inline',
    sourcefile: file,
    tsconfigRaw,
  });
  return { format: 'module', source: code, shortCircuit: true };
}
