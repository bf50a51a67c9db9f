/**
 * A site folder under os.tmpdir() with its own content/, made the working folder as Gatsby runs in
 * the site folder, and the build's modules loaded anew for it: the content folder is fixed when
 * src/gatsby/content-dir.ts is loaded (CAIRN_CONTENT_DIR, else the content folder of the working folder).
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

export interface TempSite {
  dir: string;
  /** Writes a file at a path in the site folder (a doc goes under content/docs/); returns its absolute path. */
  write(file: string, text: string): string;
  /** Loads modules of the build, fresh, with this site's content/ as the content folder. */
  load<T>(load: () => Promise<T>): Promise<T>;
  /** Back to the working folder before, and the site removed. */
  remove(): void;
}

export function tempSite(prefix: string): TempSite {
  const before = process.cwd();
  // realpath: on some systems os.tmpdir() is a symbolic link, and process.cwd() answers the real path.
  const dir = fs.realpathSync(fs.mkdtempSync(path.join(os.tmpdir(), prefix)));
  process.chdir(dir);
  return {
    dir,
    write(file, text) {
      const full = path.join(dir, file);
      fs.mkdirSync(path.dirname(full), { recursive: true });
      fs.writeFileSync(full, text);
      return full;
    },
    async load(load) {
      const saved = process.env.CAIRN_CONTENT_DIR;
      process.env.CAIRN_CONTENT_DIR = path.join(dir, "content");
      try {
        let loaded: { value: Awaited<ReturnType<typeof load>> } | undefined;
        await jest.isolateModulesAsync(async () => {
          loaded = { value: await load() };
        });
        return loaded!.value;
      } finally {
        if (saved === undefined) delete process.env.CAIRN_CONTENT_DIR;
        else process.env.CAIRN_CONTENT_DIR = saved;
      }
    },
    remove() {
      process.chdir(before);
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
