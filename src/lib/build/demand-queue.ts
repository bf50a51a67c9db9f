/**
 * Keyed jobs worked through in the background a few at a time, any of which can be taken out of
 * the line and run at once when something waits for it. `npm start` makes each Doc node before its
 * body is compiled (src/gatsby/node/develop/bodies.ts): a thread compiles the bodies one after the
 * other, and the body of a page someone opens is compiled as soon as the page's query asks for it,
 * instead of after every doc queued before it (at 10,000 docs, most of a minute).
 *
 * The background can be held back while something more urgent has the machine (`npm start`'s
 * first dev bundle): jobs are queued but not started, and a job waited for still runs at once.
 */
export interface DemandQueueOptions<Job, Result> {
  /** Runs a job in the background (a worker thread). */
  background(job: Job): Promise<Result>;
  /** Runs a job that is waited for, at once (on the calling thread). */
  now(job: Job): Promise<Result>;
  /** Jobs handed to the background at a time: enough that it never waits for the next one. */
  inFlight?: number;
}

export interface DemandQueueCounts {
  /** Jobs run in the background. */
  background: number;
  /** Jobs run at once because something waited for them before the background reached them. */
  now: number;
  /** Jobs whose background run failed (the thread stopped), run again at once. */
  retried: number;
}

export class DemandQueue<Job, Result> {
  private readonly waiting = new Map<string, Job>();
  private readonly started = new Map<string, Promise<Result>>();
  private running = 0;
  private idle: (() => void)[] = [];
  private held = false;
  readonly counts: DemandQueueCounts = { background: 0, now: 0, retried: 0 };

  constructor(private readonly options: DemandQueueOptions<Job, Result>) {}

  /** Queues a job under its key (a key already queued or started is left as it is). */
  add(key: string, job: Job): void {
    if (this.waiting.has(key) || this.started.has(key)) return;
    this.waiting.set(key, job);
    this.pump();
  }

  /** Whether a job is queued or running under this key. */
  has(key: string): boolean {
    return this.waiting.has(key) || this.started.has(key);
  }

  /** How many jobs are queued and not yet started. */
  get queued(): number {
    return this.waiting.size;
  }

  /**
   * The result of the job under `key`: run at once when it is still queued, awaited when it runs;
   * undefined when no job has that key (never queued, or done and forgotten).
   */
  want(key: string): Promise<Result> | undefined {
    const running = this.started.get(key);
    if (running) return running;
    const job = this.waiting.get(key);
    if (job === undefined) return undefined;
    this.waiting.delete(key);
    this.counts.now += 1;
    return this.start(key, () => this.options.now(job));
  }

  /** Starts no more jobs in the background until `release` (jobs waited for still run at once). */
  hold(): void {
    this.held = true;
  }

  /** Lets the background work through the queue again. */
  release(): void {
    if (!this.held) return;
    this.held = false;
    this.pump();
  }

  /** Whether the background is held back. */
  get holding(): boolean {
    return this.held;
  }

  /** Resolves once no job is queued or running (not while the background is held with jobs queued). */
  settled(): Promise<void> {
    if (this.waiting.size === 0 && this.running === 0) return Promise.resolve();
    return new Promise((resolve) => this.idle.push(resolve));
  }

  private start(key: string, run: () => Promise<Result>): Promise<Result> {
    this.running += 1;
    const result = run().finally(() => {
      this.running -= 1;
      this.started.delete(key);
      this.pump();
    });
    this.started.set(key, result);
    return result;
  }

  private pump(): void {
    const limit = this.options.inFlight ?? 2;
    while (!this.held && this.running < limit && this.waiting.size > 0) {
      const [key, job] = this.waiting.entries().next().value as [string, Job];
      this.waiting.delete(key);
      this.counts.background += 1;
      const result = this.start(key, () =>
        this.options.background(job).catch(() => {
          this.counts.retried += 1;
          return this.options.now(job);
        }),
      );
      result.catch(() => undefined); // a failure is the waiter's to handle, or lost with the job
    }
    if (this.waiting.size === 0 && this.running === 0) for (const resolve of this.idle.splice(0)) resolve();
  }
}
