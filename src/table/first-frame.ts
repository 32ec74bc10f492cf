let shown: Promise<unknown> | undefined;

/**
 * Resolves once the page's first contentful frame is on screen (at once where the browser cannot
 * tell). The compositor rasters that frame after the main thread has painted it, and work begun
 * in between, the solver's Worker starting and solving, takes the cores that raster needs.
 */
export const firstFrameShown = () =>
  (shown ??= new Promise((done) =>
    PerformanceObserver.supportedEntryTypes?.includes('paint')
      ? new PerformanceObserver((list) => list.getEntriesByName('first-contentful-paint').length && done(0)).observe({
          type: 'paint',
          buffered: true,
        })
      : done(0),
  ));
