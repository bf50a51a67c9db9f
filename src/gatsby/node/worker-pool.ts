/**
 * A few worker threads running the compiled gatsby-node (./gatsby-internals/compiled.ts) for one task, used while
 * `gatsby build` sources the docs (and by `npm start` once its Doc nodes are made): Gatsby asks for many docs at once, and compiling their MDX on
 * the main thread alone left every other core idle (at 10,000 docs, half of a cold build).
 *
 * The pool starts on its first job and its threads end once it has been idle for a moment, so a
 * build that compiles nothing starts none, and none outlives the sourcing. Given the task's own
 * function, the pool runs a job on the calling thread while no thread is started and no other job
 * runs there: a rebuild after one doc changed compiles it at once instead of waiting for a thread
 * to load the bundle (about half a second), and a second job arriving meanwhile starts the
 * threads. A worker thread that fails rejects the jobs it held, and the build stops with that error.
 */
import os from "node:os";
import { isMainThread, parentPort, Worker, workerData } from "node:worker_threads";
import type { FastPathName } from "../../lib/build/fast-paths";
import { NO_COMPILED_BUNDLE, existingCompiledGatsbyNode } from "./gatsby-internals";
import type { BuildSession } from "./session";

interface Job<Request, Answer> {
  id: number;
  request: Request;
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

interface Thread<Request, Answer> {
  worker: Worker;
  jobs: Map<number, Job<Request, Answer>>;
}

/** How long a pool waits without work before its threads end, unless told otherwise. */
const IDLE_MS = 1000;

/** Threads for a machine: one per core, at most four (each holds its own heap). */
export const poolSize = (): number => Math.max(1, Math.min(4, os.availableParallelism()));

export class WorkerPool<Request, Answer> {
  private threads: Thread<Request, Answer>[] = [];
  private nextId = 0;
  private idle: NodeJS.Timeout | undefined;
  private runningHere = false;

  /**
   * @param bundle the script each thread runs (it calls serveTask for `task`)
   * @param inline the task's function, to run a lone job on the calling thread (none: always threads)
   * @param idleMs how long the threads wait without work before they end
   */
  constructor(
    readonly bundle: string,
    private readonly task: string,
    private readonly size: number = poolSize(),
    private readonly inline?: (request: Request) => Promise<Answer>,
    private readonly idleMs: number = IDLE_MS,
  ) {}

  /** Runs one job: here when it is alone (see above), else on the thread with the fewest. */
  run(request: Request): Promise<Answer> {
    if (this.inline && this.threads.length === 0 && !this.runningHere) {
      this.runningHere = true;
      return this.inline(request).finally(() => {
        this.runningHere = false;
      });
    }
    if (this.idle) clearTimeout(this.idle);
    this.idle = undefined;
    if (this.threads.length < this.size) this.threads.push(this.start());
    const thread = this.threads.reduce((least, t) => (t.jobs.size < least.jobs.size ? t : least));
    return new Promise<Answer>((resolve, reject) => {
      const job = { id: this.nextId++, request, resolve, reject };
      thread.jobs.set(job.id, job);
      thread.worker.postMessage({ id: job.id, request });
    });
  }

  /** Ends every thread now (jobs still held are rejected). */
  async close(): Promise<void> {
    if (this.idle) clearTimeout(this.idle);
    const threads = this.threads;
    this.threads = [];
    await Promise.all(threads.map((thread) => thread.worker.terminate()));
  }

  private start(): Thread<Request, Answer> {
    const worker = new Worker(this.bundle, { workerData: { task: this.task } });
    // The threads never keep the build's process alive.
    worker.unref();
    const thread: Thread<Request, Answer> = { worker, jobs: new Map() };
    const fail = (error: Error) => {
      this.threads = this.threads.filter((t) => t !== thread);
      for (const job of thread.jobs.values()) job.reject(error);
      thread.jobs.clear();
    };
    worker.on("message", ({ id, answer, failure }: { id: number; answer?: Answer; failure?: string }) => {
      const job = thread.jobs.get(id);
      thread.jobs.delete(id);
      if (failure !== undefined) job?.reject(new Error(failure));
      else job?.resolve(answer as Answer);
      if (this.threads.every((t) => t.jobs.size === 0)) this.idle = setTimeout(() => void this.close(), this.idleMs).unref();
    });
    worker.on("error", fail);
    worker.on("exit", (code) => {
      if (thread.jobs.size > 0) fail(new Error(`A worker thread of the "${this.task}" pool stopped (exit code ${code}) with ${thread.jobs.size} job(s) unanswered`));
      // A thread that ended while idle takes no more jobs.
      else this.threads = this.threads.filter((t) => t !== thread);
    });
    return thread;
  }
}

/**
 * In a worker thread started for `task`, answers each job with `handle`; elsewhere does nothing.
 * Called at the top level of the module that owns the task, which the compiled bundle loads.
 */
export function serveTask<Request, Answer>(task: string, handle: (request: Request) => Promise<Answer>): void {
  if (isMainThread || (workerData as { task?: unknown } | null)?.task !== task) return;
  parentPort?.on("message", ({ id, request }: { id: number; request: Request }) => {
    handle(request).then(
      (answer) => parentPort?.postMessage({ id, answer }),
      (error: unknown) => parentPort?.postMessage({ id, failure: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
    );
  });
}

/**
 * The compiled gatsby-node for a fast path's threads to run, or undefined to work in place: outside
 * `gatsby build` and `gatsby develop` (the unit tests run the sources), with the path off, or
 * without the bundle where Gatsby should have written it (the path then turns itself off).
 */
export function threadsBundle(session: BuildSession, path: FastPathName): string | undefined {
  if ((session.command !== "build" && session.command !== "develop") || !session.fastPaths.on(path)) return undefined;
  const bundle = existingCompiledGatsbyNode(session.siteDir);
  if (!bundle) session.fastPaths.turnOff(path, `${NO_COMPILED_BUNDLE}, so no thread can load the build's code`);
  return bundle;
}

/**
 * A task of the build run in worker threads on this build's compiled gatsby-node while the main
 * thread goes on, or in place (no bundle given: see `threadsBundle`). Made at the top level of the
 * module that owns the task, so the threads, which load the bundle, serve it.
 */
export class CompiledTask<Request, Answer> {
  private pool: WorkerPool<Request, Answer> | undefined;

  /**
   * @param size threads at most
   * @param runLoneJobHere run a job alone in the pool on the calling thread (WorkerPool's `inline`)
   * @param idleMs how long its threads wait without work before they end (WorkerPool's `idleMs`)
   */
  constructor(
    private readonly task: string,
    private readonly handle: (request: Request) => Promise<Answer>,
    private readonly options: { size: number; runLoneJobHere?: boolean; idleMs?: number },
  ) {
    serveTask(task, handle);
  }

  private threads(bundle: string): WorkerPool<Request, Answer> {
    if (this.pool?.bundle !== bundle) this.pool = new WorkerPool(bundle, this.task, this.options.size, this.options.runLoneJobHere ? this.handle : undefined, this.options.idleMs);
    return this.pool;
  }

  /** Runs a job in the threads of `bundle` (see `threadsBundle`), or here when there is none. */
  run(bundle: string | undefined, request: Request): Promise<Answer> {
    return bundle ? this.threads(bundle).run(request) : Promise.resolve().then(() => this.handle(request));
  }
}
