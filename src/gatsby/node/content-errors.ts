/**
 * Content errors found while sourcing are collected rather than thrown one at a time, so a writer
 * sees every problem in one run. Each is shown as it is found; `gatsby build` then stops with all
 * of them before creating pages. Keyed by file, so fixing a file in `gatsby develop` clears it.
 *
 * They are also kept in `.cache/`: Gatsby does not source a file again while it is unchanged (its
 * nodes are cached), so without this the next `npm start` or build would forget a broken file's
 * error, and report at most what follows from it (a sidebar naming a doc that does not exist).
 */
import fs from "node:fs";
import path from "node:path";
import type { Reporter } from "gatsby";

const errors = new Map<string, string[]>();
let savedIn: string | undefined;

function save(): void {
  if (!savedIn) return;
  fs.mkdirSync(path.dirname(savedIn), { recursive: true });
  fs.writeFileSync(savedIn, JSON.stringify(Object.fromEntries(errors)));
}

/**
 * Before sourcing: takes back the errors an earlier run saved in `file` for files `isCurrent`
 * accepts (still there, in the content folder being built), and saves every change there from now on.
 */
export function keepContentErrorsIn(file: string, isCurrent: (shown: string) => boolean): void {
  savedIn = file;
  errors.clear();
  try {
    const saved: unknown = JSON.parse(fs.readFileSync(file, "utf8"));
    for (const [shown, messages] of Object.entries(saved ?? {})) {
      if (Array.isArray(messages) && isCurrent(shown)) errors.set(shown, messages.map(String));
    }
  } catch {
    // Nothing saved yet (or unreadable): every file is sourced afresh anyway.
  }
  save();
}

/** Shows a content error now and remembers it for the end of sourcing. */
export function reportContentError(reporter: Reporter, file: string, message: string): void {
  reporter.error(message);
  errors.set(file, [...(errors.get(file) ?? []), message]);
  save();
}

/** Forgets a file's earlier errors before it is processed again. */
export function clearContentErrors(file: string): void {
  if (errors.delete(file)) save();
}

/** How a build that stops on content errors names them all. */
export const contentErrorsMessage = (errors: readonly string[]): string => `${errors.length} content error(s); fix them and build again:\n${errors.join("\n")}`;

/** Every error still standing, in the order found. */
export function pendingContentErrors(): string[] {
  return [...errors.values()].flat();
}

/** The files that have errors, as the messages name them. */
export function filesWithContentErrors(): string[] {
  return [...errors.keys()];
}

/**
 * Forgets the errors of files that no longer exist (`gatsby develop`: a writer deleted a broken
 * file, which is never processed again). `exists` tells whether a file, as messages name it, exists.
 */
export function forgetContentErrorsOfDeletedFiles(exists: (file: string) => boolean): void {
  const deleted = [...errors.keys()].filter((file) => !exists(file));
  deleted.forEach((file) => errors.delete(file));
  if (deleted.length > 0) save();
}
