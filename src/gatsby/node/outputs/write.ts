import fs from "node:fs";
import path from "node:path";
import type { CreatePagesArgs } from "gatsby";

/** The site's `public/` folder. */
export function publicDirOf(store: CreatePagesArgs["store"]): string {
  const { program } = store.getState() as { program: { directory: string } };
  return path.join(program.directory, "public");
}

/** Writes a file under `public/` (a site path such as `/llms.txt`), creating its folders. */
export function writePublicFile(publicDir: string, sitePath: string, content: string): void {
  const file = path.join(publicDir, sitePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

/**
 * Writes a file under `public/` whole or not at all (a temporary file renamed into place): for
 * files named by a hash of their content, which a later build keeps when it finds them.
 */
export function writePublicFileWhole(publicDir: string, sitePath: string, content: string): void {
  const file = path.join(publicDir, sitePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  writeWhole(file, content);
}

/** Replaces a file whole or not at all: a reader sees it before or after, never half written. */
export function writeWhole(file: string, content: string): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, content);
  fs.renameSync(partial, file);
}
