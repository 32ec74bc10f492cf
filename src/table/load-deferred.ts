let deferred: Promise<typeof import('./deferred.js')> | undefined;

/**
 * The table's deferred parts (deferred.ts), requested once for the page as the first game element
 * is built. Callbacks given to it run in the order they were given.
 */
export const loadDeferred = () => (deferred ??= import('./deferred.js'));
