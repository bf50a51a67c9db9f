import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";

/** The site's `public/` folder. */
export function publicDirOf(store: CreatePagesArgs["store"]): string {
  const { program } = store.getState() as { program: { directory: string } };
  return path.join(program.directory, "public");
}

/** The status Gatsby's build sets once every page query has run, just before it renders the pages' HTML. */
export const QUERIES_DONE = "BOOTSTRAP_QUERY_RUNNING_FINISHED";

/**
 * Calls `then` once, when Gatsby's build marks its page queries done (never, should it not). Its
 * state does not keep that status: the mark is seen as the action passes through its emitter.
 */
export function whenQueriesDone(emitter: CreatePagesArgs["emitter"], then: () => void): void {
  const seen = (action: { payload?: unknown }) => {
    if (action.payload !== QUERIES_DONE) return;
    emitter.off("SET_PROGRAM_STATUS", seen);
    // After Gatsby's own dispatch: it goes on to save its state and render the pages.
    setImmediate(then);
  };
  emitter.on("SET_PROGRAM_STATUS", seen);
}

/** The action Gatsby's build dispatches as each batch of pages' HTML is written (its payload: their paths). */
export const PAGES_RENDERED = "HTML_GENERATED";

/**
 * Calls `then` with the paths of each batch of pages whose HTML Gatsby's build has written, as
 * Gatsby dispatches it (its state already records them as rendered): `then` must be quick, since
 * Gatsby hands its worker the next batch after. Returns the way to stop.
 */
export function onPagesRendered(emitter: CreatePagesArgs["emitter"], then: (pagePaths: string[]) => void): () => void {
  const seen = (action: { payload?: unknown }) => {
    const paths = Array.isArray(action.payload) ? action.payload.filter((p): p is string => typeof p === "string") : [];
    if (paths.length > 0) then(paths);
  };
  emitter.on(PAGES_RENDERED, seen);
  return () => emitter.off(PAGES_RENDERED, seen);
}

/** Writes a file under `public/` (a site path such as `/llms.txt`), creating its folders. */
export function writePublicFile(publicDir: string, sitePath: string, content: string): void {
  const file = path.join(publicDir, sitePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/** Writes at once, at most: enough to keep Node's four I/O threads busy. */
const WRITES_AT_ONCE = 8;

/**
 * Writes files under `public/` whole or not at all (each a temporary file renamed into place: for
 * files named by a hash of their content, which a later build keeps when it finds them), on Node's
 * I/O threads rather than the calling one: while the build process hands Gatsby's HTML worker its
 * pages, it must not stop for the seconds that making ten thousand files takes (on this kind of
 * host, making a file is most of the cost of writing it).
 */
export async function writePublicFilesWhole(publicDir: string, files: readonly { sitePath: string; content: string }[]): Promise<void> {
  for (const folder of new Set(files.map((file) => path.dirname(path.join(publicDir, file.sitePath))))) fs.mkdirSync(folder, { recursive: true });
  let next = 0;
  const writer = async () => {
    while (next < files.length) {
      const { sitePath, content } = files[next++];
      const file = path.join(publicDir, sitePath);
      const partial = `${file}.${process.pid}.partial`;
      try {
        await fs.promises.writeFile(partial, content);
        await fs.promises.rename(partial, file);
      } catch (error) {
        await fs.promises.rm(partial, { force: true });
        throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: Math.min(WRITES_AT_ONCE, files.length) }, writer));
}

/** Replaces a file whole or not at all: a reader sees it before or after, never half written. */
export function writeWhole(file: string, content: string): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, file);
}
