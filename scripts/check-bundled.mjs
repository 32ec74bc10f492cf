// Checks that an app which bundles the package gets the solver's Worker: Vite (as webpack does)
// copies the file that `new URL('…', import.meta.url)` names beside its own output and writes its
// new address there. Written any other way, the address would point at nothing in such an app,
// and hints, `winnable` and `solver-status` would fall silent. Needs the build (dist/).
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build } from 'vite';

const outDir = mkdtempSync(join(tmpdir(), 'solitaire-bundled-'));
try {
  await build({
    configFile: false,
    logLevel: 'silent',
    build: { outDir, rollupOptions: { input: 'dist/klondike-solitaire.js' } },
  });
  const assets = readdirSync(join(outDir, 'assets'));
  const worker = assets.find((name) => /^solver-worker-.*\.js$/.test(name));
  if (!worker || readFileSync(join(outDir, 'assets', worker), 'utf8') !== readFileSync('dist/solver-worker.js', 'utf8'))
    throw new Error(`a bundled app has no copy of dist/solver-worker.js (its assets: ${assets.join(', ')})`);
  const naming = assets.filter((name) => name !== worker && readFileSync(join(outDir, 'assets', name), 'utf8').includes(worker));
  if (!naming.length) throw new Error(`no script of a bundled app names its copy of the Worker, ${worker}`);
  console.log(`A bundled app (Vite) copies the solver's Worker as ${worker} and ${naming[0]} starts it from there`);
} finally {
  rmSync(outDir, { recursive: true, force: true });
}
