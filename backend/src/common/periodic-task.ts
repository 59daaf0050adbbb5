/**
 * Runs `run` at start and then `intervalMs` after each pass ends (never two passes at once), until
 * stopped; stop() waits for the pass under way. A failed pass is reported to `onError` and the
 * next one still comes. The timer does not keep the process alive. Used by the reconciler and the
 * pending-object sweep, which run where jobs run.
 */
export class PeriodicTask {
  private active = false;
  private timer?: NodeJS.Timeout;
  private pass?: Promise<unknown>;

  constructor(
    private readonly run: () => Promise<unknown>,
    private readonly intervalMs: number,
    private readonly onError: (error: unknown) => void,
  ) {}

  start(): void {
    if (this.active) return;
    this.active = true;
    this.schedule(0);
  }

  async stop(): Promise<void> {
    this.active = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    await this.pass;
  }

  private schedule(delayMs: number): void {
    clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      if (!this.active) return;
      this.pass = this.run()
        .catch(this.onError)
        .finally(() => {
          this.pass = undefined;
          if (this.active) this.schedule(this.intervalMs);
        });
    }, delayMs);
    this.timer.unref();
  }
}
