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
