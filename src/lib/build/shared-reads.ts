/**
 * Reads shared between webpack's two production compilations. Each compilation stores its cache
 * with the list of files its configuration and loaders were loaded from (webpack's build
 * dependencies, so that a changed loader or config invalidates the cache). Webpack finds that list
 * by walking the require graph of everything those files loaded — here about 4,500 files of
 * Gatsby, Babel and webpack — and resolving every require in it again, through a file system with
 * no cache: a readlink of every folder on every path, a realpath of every file, and every
 * package.json read and parsed again for each resolution. Gatsby's two compilations walk the same
 * graph at the same time, on the one main thread: about six seconds of every cold build.
 *
 * Installed packages do not change while a build runs, and no build makes or removes a symbolic
 * link, so those reads are made once per build and their outcome (result or error) given to every
 * later caller: metadata and package.json files inside node_modules folders, and whether any path
 * is a link. The site's own files, and webpack's cache files (which it writes and then stats), are
 * always read afresh.
 */

/** Node's callback: an error, or null and the result. */
export type ReadCallback = (error: NodeJS.ErrnoException | null, result?: unknown) => void;

/** The calls answered from memory (readJson is added: webpack's resolver parses package.json once through it). */
export const SHARED_READS = ["stat", "lstat", "readlink", "realpath", "readdir", "readFile", "readJson"] as const;
export type SharedRead = (typeof SHARED_READS)[number];

/** What a read of a path gave, or the callers still waiting for it. */
interface Outcome {
  settled?: { error: NodeJS.ErrnoException | null; result?: unknown };
  waiting: ReadCallback[];
}

/** Reads made once per build, keyed by the call and its path. */
export type ReadMemory = Map<string, Outcome>;

const isInstalled = (file: string): boolean => /[\\/]node_modules[\\/]/.test(file);
const isPackageJson = (file: string): boolean => /[\\/]package\.json$/.test(file);

/** Whether a call's outcome for this path is kept for the rest of the build. */
export function isSharedRead(method: SharedRead, file: string): boolean {
  if (method === "readlink") return true;
  if (!isInstalled(file)) return false;
  return method === "readFile" || method === "readJson" ? isPackageJson(file) : true;
}

type AnyCall = (...args: unknown[]) => unknown;
type PathCall = (file: string, callback: ReadCallback) => void;

/** Calls `read`, or joins the same read under way, or answers from what it gave (on the next tick, as a file system would). */
function remembered(memory: ReadMemory, key: string, done: ReadCallback, read: (settle: ReadCallback) => void): void {
  const known = memory.get(key);
  if (known?.settled) {
    const { error, result } = known.settled;
    process.nextTick(() => done(error, result));
    return;
  }
  if (known) {
    known.waiting.push(done);
    return;
  }
  const outcome: Outcome = { waiting: [done] };
  memory.set(key, outcome);
  read((error, result) => {
    outcome.settled = { error, result };
    const waiting = outcome.waiting;
    outcome.waiting = [];
    for (const waiter of waiting) waiter(error, result);
  });
}

/**
 * A file system that answers `SHARED_READS` from `memory` where `isSharedRead` allows, and passes
 * every other call (other paths, calls with options, writes, sync calls) to `fs`.
 * @param fs a callback-style file system (Node's fs, graceful-fs)
 * @param memory shared by every file system that should see the same reads
 */
export function withSharedReads<T extends object>(fs: T, memory: ReadMemory): T {
  const own = (method: string): AnyCall | undefined => {
    const call: unknown = Reflect.get(fs, method);
    return typeof call === "function" ? (...args: unknown[]) => call.apply(fs, args) : undefined;
  };
  const readFile = own("readFile");
  const realpath = own("realpath");
  // The resolved path in one system call, where Node's fs.realpath walks it a folder at a time.
  const realpathCall: unknown = Reflect.get(fs, "realpath");
  const nativeRealpath = typeof realpathCall === "function" && "native" in realpathCall && typeof realpathCall.native === "function" ? realpathCall.native : undefined;
  const readers: Partial<Record<SharedRead, PathCall>> = {
    readJson: readFile
      ? (file, callback) =>
          readFile(file, (error: NodeJS.ErrnoException | null, content?: unknown) => {
            if (error) return callback(error);
            try {
              callback(null, JSON.parse(String(content)));
            } catch (parseError) {
              // Without a code: webpack's resolver reports a broken package.json, where a missing one is skipped.
              callback(parseError instanceof Error ? parseError : new Error(String(parseError)));
            }
          })
      : undefined,
  };
  for (const method of ["stat", "lstat", "readlink", "readdir", "readFile"] as const) readers[method] = own(method);
  if (realpath) readers.realpath = nativeRealpath ? (file, callback) => nativeRealpath.call(fs, file, callback) : realpath;

  const shared: Record<string, AnyCall> = {};
  for (const method of SHARED_READS) {
    const read = readers[method];
    if (!read) continue;
    const passOn = own(method);
    shared[method] = (...args: unknown[]) => {
      const [file, callback] = args;
      // Only the plain (path, callback) form is answered here: options may change the result's shape.
      if (args.length !== 2 || typeof file !== "string" || typeof callback !== "function") {
        if (!passOn) throw new TypeError(`${method} takes a path and a callback`);
        return passOn(...args);
      }
      // A function, checked above; file systems call it as Node's callback.
      const done = callback as ReadCallback;
      if (isSharedRead(method, file)) remembered(memory, `${method}\0${file}`, done, (settle) => read(file, settle));
      else if (method === "realpath" && realpath) realpath(file, done);
      else read(file, done);
      return undefined;
    };
  }
  // Everything else (writes, streams, sync calls, properties) is the file system's own.
  return Object.assign(Object.create(fs) as T, shared);
}
