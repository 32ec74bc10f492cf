import { addEnglish } from './i18n.js';

type Deferred = typeof import('./deferred.js');
let deferred: Promise<Deferred> | undefined;
let parts: Deferred | undefined;

/**
 * The table's deferred parts (deferred.ts), requested once for the page as the first game element
 * is built; their English strings join the rest as they arrive. Callbacks given to it run in the
 * order they were given. Requested a microtask later, once the bundle's own code has run: a page
 * under the DevTools protocol (Lighthouse, WebPageTest, the bench) records each request's stack,
 * and the bundle's top-level code on it had V8 parse the whole bundle again for its source
 * positions, 20–30 ms of the first drawing at 4× CPU throttling (docs/architecture.md).
 */
export const loadDeferred = (): Promise<Deferred> =>
  (deferred ??= Promise.resolve()
    .then(() => import('./deferred.js'))
    .then((loaded) => {
      addEnglish(loaded.laterStrings);
      return (parts = loaded);
    }));

/** The deferred parts if they are in. */
export const deferredParts = (): Deferred | undefined => parts;

/** Runs `task` with the deferred parts: now when they are in, else as soon as they are. */
export function whenDeferred(task: (parts: Deferred) => unknown): void {
  if (parts) task(parts);
  else void loadDeferred().then(task);
}
