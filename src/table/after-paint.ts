/** Resolves once the browser has shown the frame that draws the change in hand, and can take the next task. */
export const afterPaint = () => new Promise((painted) => requestAnimationFrame(() => setTimeout(painted)));
