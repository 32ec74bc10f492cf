import type { PropertyValues, ReactiveController, ReactiveControllerHost } from 'lit';

/**
 * Play time: starts with the first move, stops at the end (and while the page is hidden), and has
 * its host draw the time anew each second while it runs.
 */
export class TimerController implements ReactiveController {
  #startedAt: number | null = null;
  #banked = 0;
  #interval?: ReturnType<typeof setInterval>;
  #ticked = false;

  readonly #host: ReactiveControllerHost;
  constructor(host: ReactiveControllerHost) {
    this.#host = host;
    host.addController(this);
  }

  /** Milliseconds played so far. */
  get elapsedMs(): number {
    return this.#banked + (this.#startedAt === null ? 0 : Date.now() - this.#startedAt);
  }

  /** Starts (or keeps) the clock running. */
  start(): void {
    if (this.#startedAt !== null) return;
    this.#startedAt = Date.now();
    this.#tick();
  }

  /** Stops the clock, keeping the time played. */
  stop(): void {
    this.#banked = this.elapsedMs;
    this.#startedAt = null;
    this.#tick();
  }

  /** Sets the clock to `ms`, stopped. */
  reset(ms = 0): void {
    this.#startedAt = null;
    this.#banked = ms;
    this.#tick();
  }

  /**
   * Whether the update under way is the clock's tick alone (nothing else asked for it): the host
   * then draws the time anew and the table as it was. Asked once per update.
   */
  tickedAlone(changed: PropertyValues): boolean {
    const ticked = this.#ticked;
    this.#ticked = false;
    return ticked && changed.size === 0;
  }

  hostConnected(): void {
    this.#tick();
  }

  hostDisconnected(): void {
    clearInterval(this.#interval);
    this.#interval = undefined;
  }

  #tick() {
    clearInterval(this.#interval);
    this.#interval =
      this.#startedAt === null
        ? undefined
        : setInterval(() => {
            this.#ticked = true;
            // A hidden page (another tab, a locked phone) is not play time: the clock stops at its
            // first tick there (a second at most; a hidden page's timers run at least that often
            // at first) and goes on with the next move, as it starts with the first.
            if (document.hidden) this.stop();
            this.#host.requestUpdate();
          }, 1000);
  }
}

/** "4:07" for 247 000 ms. */
export const formatTime = (ms: number): string => {
  const seconds = Math.floor(ms / 1000);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
};
