/**
 * Writing files beside the pages: whole or not at all, since the link check and a browser may read
 * them while the build goes on.
 */
import fs from "node:fs";
import path from "node:path";

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
export async function writePublicFilesWhole(publicDir: string, files: readonly { sitePath: string; content: string | Uint8Array }[]): Promise<void> {
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

/**
 * Replaces a file whole or not at all: a reader sees it before or after, never half written.
 * `encoding` is how `content` holds the file (a byte string: lib/build/byte-string.ts).
 */
export function writeWhole(file: string, content: string, encoding: BufferEncoding = "utf8"): void {
  const partial = `${file}.${process.pid}.partial`;
  fs.writeFileSync(partial, content, encoding);
  fs.renameSync(partial, file);
}
