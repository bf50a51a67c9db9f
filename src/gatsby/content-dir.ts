import path from "node:path";

/**
 * The folder writers' content is sourced from: `content/` unless `CAIRN_CONTENT_DIR` names another
 * (the test fixtures and the bench corpus use this).
 */
export const contentDir = path.resolve(process.cwd(), process.env.CAIRN_CONTENT_DIR || "content");

/** A source file's path as writers see it in messages: relative to the project. */
export function displayPath(absolutePath: string): string {
  return path.relative(process.cwd(), absolutePath).split(path.sep).join("/");
}
