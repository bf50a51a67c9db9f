import fs from "node:fs";
import path from "node:path";

/** Writes a file under `public/` (a site path such as `/llms.txt`), creating its folders. */
export function writePublicFile(publicDir: string, sitePath: string, content: string): void {
  const file = path.join(publicDir, sitePath);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}
