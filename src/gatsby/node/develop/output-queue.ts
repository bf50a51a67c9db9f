/**
 * In `gatsby develop`, the outputs its server needs (search index, module data) wait for the dev
 * bundle. Writing them queries every doc's body and builds the search index: a second of
 * createPages, in front of the first page served on every start. createPages queues a write
 * instead; the first is made shortly after the first bundle is done (the pages a writer opened
 * are served first), and later ones at once. Writes never overlap, and a write queued while one
 * runs is made after it, with the newest data. Until the first is written, search reads the index
 * the previous run left (or reports it missing, and tries again on the next keystroke).
 */
export interface DevelopOutputQueue<A> {
  /** A write with these arguments is due (the data changed). */
  queue(args: A): void;
  /** The dev bundle is built (webpack's `done`, after every compilation). */
  bundleDone(): void;
  /** Resolves once every write queued so far is made (tests). */
  settled(): Promise<void>;
}

/**
 * @param firstDelayMs how long after the first bundle the first write waits
 * @param quietMs after the first write, how long the data must stay unchanged before the next
 *   (0: at once). A writer's save makes Gatsby source, query and write page data; the outputs
 *   are written once it has done so, not beside it.
 */
export function createDevelopOutputQueue<A>(write: (args: A) => Promise<void>, onError: (error: unknown, args: A) => void, { firstDelayMs = 1000, quietMs = 0 } = {}): DevelopOutputQueue<A> {
  let bundled = false;
  let due: A | undefined;
  let chain: Promise<void> = Promise.resolve();
  let timer: Promise<void> = Promise.resolve();
  let quiet: { timeout?: NodeJS.Timeout; done: Promise<void>; resolve: () => void } | undefined;
  const flush = () => {
    const args = due;
    due = undefined;
    if (args === undefined) return;
    chain = chain.then(() => write(args)).catch((error: unknown) => onError(error, args));
  };
  const flushWhenQuiet = () => {
    if (!quiet) {
      let resolve = () => {};
      const done = new Promise<void>((settle) => (resolve = settle));
      quiet = { done, resolve };
    }
    clearTimeout(quiet.timeout);
    quiet.timeout = setTimeout(() => {
      const waited = quiet;
      quiet = undefined;
      flush();
      waited?.resolve();
    }, quietMs);
  };
  return {
    queue(args) {
      due = args;
      if (!bundled) return;
      if (quietMs > 0) flushWhenQuiet();
      else flush();
    },
    bundleDone() {
      if (bundled) return;
      bundled = true;
      timer = new Promise((resolve) => setTimeout(resolve, firstDelayMs)).then(flush);
    },
    async settled() {
      await timer;
      await quiet?.done;
      await chain;
    },
  };
}
