import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/web-components-vite';
import type { Plugin } from 'vite';

/**
 * The games start their solver Worker from `solver-worker.js` one folder above their solver
 * client (src/ in the sources, the output's root once built): serve it from the TypeScript
 * source in development, and build it beside the stories. Vite would copy the file that address
 * names, here the TypeScript source as it is: the client's address is marked for Vite to leave.
 */
const solverWorker = (): Plugin => ({
  name: 'solitaire-solver-worker',
  transform(code, id) {
    if (id.endsWith('/src/table/solver-client.ts'))
      return code.replace(/new URL\((['"])\.\.\/solver-worker\.js\1/, 'new URL(/* @vite-ignore */ $1../solver-worker.js$1');
  },
  configureServer(server) {
    server.middlewares.use((request, _response, next) => {
      if (request.url?.startsWith('/src/solver-worker.js')) request.url = request.url.replace('.js', '.ts');
      next();
    });
  },
  buildStart() {
    if (!this.meta.watchMode)
      this.emitFile({
        type: 'chunk',
        id: fileURLToPath(new URL('../src/solver-worker.ts', import.meta.url)),
        fileName: 'solver-worker.js',
      });
  },
});

const config: StorybookConfig = {
  stories: ['../stories/**/*.mdx', '../stories/**/*.stories.ts'],
  addons: ['@storybook/addon-docs'],
  framework: { name: '@storybook/web-components-vite', options: {} },
  core: { disableTelemetry: true },
  viteFinal: (config) => ({
    ...config,
    plugins: [...(config.plugins ?? []), solverWorker()],
    // Storybook's renderer imports lit/directive-helpers.js, which Vite would serve as it is, with
    // a second lit-html beside the pre-bundled one the games use: "Multiple versions of Lit".
    optimizeDeps: { ...config.optimizeDeps, include: [...(config.optimizeDeps?.include ?? []), 'lit/directive-helpers.js'] },
  }),
};

export default config;
