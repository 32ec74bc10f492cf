import { addEnglish } from './i18n.js';

type Deferred = typeof import('./deferred.js');
let deferred: Promise<Deferred> | undefined;
let parts: Deferred | undefined;

/**
 * The table's deferred parts (deferred.ts), requested once for the page as the first game element
 * is built; their English strings join the rest as they arrive. Callbacks given to it run in the
 * order they were given.
 */
export const loadDeferred = (): Promise<Deferred> =>
  (deferred ??= import('./deferred.js').then((loaded) => {
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
