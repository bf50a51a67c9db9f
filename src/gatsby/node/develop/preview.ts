/**
 * `gatsby develop` only: a saved doc shows in open tabs before Gatsby's own update reaches them.
 * Gatsby gathers node changes for half a second before it sources them, then runs the page's
 * query and sends its page data: about 1.5 s from saving to the screen on 2 cores. This watches
 * content/docs/ itself, compiles the saved file's body as sourcing does (../nodes/doc-compiles.ts
 * `compileDocSource`), and sends the tree to open tabs on the content-errors stream; the doc
 * template shows it until Gatsby's page data for the page arrives (src/theme/ContentErrors/stream).
 *
 * Only the body is previewed: the title, table of contents, sidebars and other pages follow with
 * Gatsby's update. A file that does not compile sends nothing; its error reaches the overlay
 * through Gatsby's sourcing, as before.
 */
import fs from "node:fs";
import path from "node:path";
import { contentDir } from "../../content-dir";
import { siteConfig } from "../../../site-config";
import { DOC_PREVIEW_EVENT, type DocPreview } from "../../../lib/content/error-report";
import { ContentError } from "../../../lib/content/content-error";
import { docIdFromRelativePath, docPath } from "../../../lib/navigation/paths";
import { bodyOfDocFile, compileDocSource, slugOfFile } from "../nodes/doc-compiles";
import { resolveFacts } from "../../../lib/content/facts";
import { latestFactTable } from "../facts";

/** Editors write a file in several steps: events this close together are one save. */
const SAVE_SETTLE_MS = 25;

let watcher: fs.FSWatcher | undefined;

/** The preview of one doc file, or undefined when it is not a doc or does not compile. */
export async function previewDocFile(absolutePath: string): Promise<DocPreview | undefined> {
  const docsRoot = path.join(contentDir, "docs");
  const relative = path.relative(docsRoot, absolutePath);
  if (relative.startsWith("..") || !relative.endsWith(".mdx")) return undefined;
  let raw: string;
  try {
    raw = await fs.promises.readFile(absolutePath, "utf8");
  } catch {
    return undefined; // deleted or renamed: Gatsby's update handles it
  }
  const shown = path.relative(process.cwd(), absolutePath).split(path.sep).join("/");
  try {
    const compiled = await compileDocSource({ absolutePath, shown, body: bodyOfDocFile(raw), raw });
    // Facts as createPages last read them: a catalog edit reaches the page with Gatsby's update.
    const table = latestFactTable();
    return { path: docPath(docIdFromRelativePath(relative), siteConfig.trailingSlash, slugOfFile(absolutePath)), body: table ? resolveFacts(compiled.tree, table) : compiled.tree };
  } catch (error) {
    if (error instanceof ContentError) return undefined;
    throw error;
  }
}

/** Starts watching content/docs/ (once) and sends each saved doc's preview through `send`. */
export function watchDocPreviews(send: (event: string, preview: DocPreview) => void): void {
  const docsRoot = path.join(contentDir, "docs");
  if (watcher || !fs.existsSync(docsRoot)) return;
  const pending = new Map<string, NodeJS.Timeout>();
  watcher = fs.watch(docsRoot, { recursive: true }, (_event, name) => {
    if (!name || !String(name).endsWith(".mdx")) return;
    const file = path.join(docsRoot, String(name));
    clearTimeout(pending.get(file));
    pending.set(
      file,
      setTimeout(() => {
        pending.delete(file);
        previewDocFile(file).then(
          (preview) => preview && send(DOC_PREVIEW_EVENT, preview),
          (error: unknown) => console.warn(`Preview of ${file} failed: ${error instanceof Error ? error.message : String(error)}`),
        );
      }, SAVE_SETTLE_MS),
    );
  });
  watcher.on("error", () => undefined);
}
