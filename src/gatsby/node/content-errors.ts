/**
 * Content errors found while sourcing are collected rather than thrown one at a time, so a writer
 * sees every problem in one run. Each is shown as it is found; `gatsby build` then stops with all
 * of them before creating pages. Keyed by file, so fixing a file in `gatsby develop` clears it.
 */
import type { Reporter } from "gatsby";

const errors = new Map<string, string[]>();

/** Shows a content error now and remembers it for the end of sourcing. */
export function reportContentError(reporter: Reporter, file: string, message: string): void {
  reporter.error(message);
  errors.set(file, [...(errors.get(file) ?? []), message]);
}

/** Forgets a file's earlier errors before it is processed again. */
export function clearContentErrors(file: string): void {
  errors.delete(file);
}

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
  for (const file of errors.keys()) if (!exists(file)) errors.delete(file);
}
