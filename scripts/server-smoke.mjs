// Checks that each element entry of the package imports in plain Node, as a framework that renders
// pages on its server (Next.js, Nuxt, SvelteKit, Astro) imports it: through package.json's "node"
// condition (dist/node/), by the package's own name, with no DOM. Each defines its elements, in
// Lit's stand-in registry, and exports their classes; a page's browser then loads dist/ as before.
// Each entry is imported in a Node of its own, as a server imports one.
import { execFileSync } from 'node:child_process';

const entries = {
  'solitaire-elements': ['klondike-solitaire', 'canfield-solitaire', 'clock-solitaire', 'sun-solitaire'],
  'solitaire-elements/klondike-solitaire': ['klondike-solitaire'],
  'solitaire-elements/canfield-solitaire': ['canfield-solitaire'],
  'solitaire-elements/clock-solitaire': ['clock-solitaire'],
  'solitaire-elements/sun-solitaire': ['sun-solitaire'],
};
const className = (tag) => tag.replace(/(^|-)(\w)/g, (_, dash, letter) => letter.toUpperCase());

const [entry] = process.argv.slice(2);
if (entry) {
  const module = await import(entry);
  for (const tag of entries[entry]) {
    if (!globalThis.customElements?.get(tag) || customElements.get(tag) !== module[className(tag)])
      throw new Error(`${entry} in Node: <${tag}> is not defined as its exported class ${className(tag)}`);
  }
} else {
  for (const name of Object.keys(entries)) execFileSync(process.execPath, [process.argv[1], name], { stdio: 'inherit' });
  console.log(`The element entries import in Node ${process.version} (a server's render) and define their elements`);
}
