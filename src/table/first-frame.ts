let shown: Promise<unknown> | undefined;

/** Resolves once the browser reports the page's paint `name` (at once where it reports no paints). */
export const paintReported = (name: string) =>
  new Promise((done) =>
    PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list, observer) => {
          if (!list.getEntriesByName(name).length) return;
          observer.disconnect();
          done(0);
        }).observe({ type: 'paint', buffered: true })
      : done(0),
  );

/**
 * Resolves once the page's first contentful frame is on screen (at once where the browser cannot
 * tell). The compositor rasters that frame after the main thread has painted it, and work begun
 * in between, the solver's Worker starting and solving, takes the cores that raster needs.
 */
export const firstFrameShown = () => (shown ??= paintReported('first-contentful-paint'));
