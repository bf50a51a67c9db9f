/**
 * `gatsby develop` only: content errors shown in the browser, over the pages they concern
 * (src/theme/ContentErrors), with the terminal's text. createPages publishes the current list after
 * every run (it runs again whenever a content file changes); the dev server streams it to open
 * tabs as server-sent events, so saving a fix clears the overlay without a reload. Gatsby's own
 * page-data updates could not carry it: pages Gatsby makes from src/pages/ and the not-found page
 * take no context from us, and an error in sidebars.yaml or tags.yaml concerns them too.
 *
 * A doc whose file is broken has no Doc node, so it gets a stand-in for the cross-file checks and
 * page creation: its page stays (rendered without the doc, under the overlay) instead of answering
 * 404, it keeps its place in its sidebar, and the sidebar does not report it missing.
 */
import fs from "node:fs";
import type { IncomingMessage, ServerResponse } from "node:http";
import path from "node:path";
import type { GatsbyNode } from "gatsby";
import { buildSession, type BuildSession } from "../session";
import { CONTENT_ERRORS_STREAM, locateFrontmatterField, parseContentErrors, type ContentErrorEntry } from "../../../lib/content/error-report";
import { pageOfContentFile, scopeContentErrors } from "../../../lib/content/error-scope";
import { serviceModuleSlugOf } from "../../../lib/content/service-pages";
import { docIdFromRelativePath } from "../../../lib/navigation/paths";
import { siteConfig } from "../../../site-config";
import { contentDir } from "../../content-dir";
import { DOC_NODE_TYPE, nodeKey } from "../schema";
import { slugOfFile } from "../nodes/doc-compiles";
import { watchDocPreviews } from "./preview";
import { pendingContentErrors } from "../content-errors";

let published: ContentErrorEntry[] = [];
const listeners = new Set<ServerResponse>();

const event = (errors: readonly ContentErrorEntry[]) => `data: ${JSON.stringify(errors)}\n\n`;

const absolute = (file: string) => path.resolve(process.cwd(), file);
const underContent = (file: string) => path.relative(contentDir, absolute(file)).split(path.sep).join("/");

function readFile(file: string): string | undefined {
  try {
    return fs.readFileSync(absolute(file), "utf8");
  } catch {
    return undefined;
  }
}

/** The page of a file with errors: the Doc node's path when the doc has one, else where it would be. */
function pageOfFile(docPaths: ReadonlyMap<string, string>) {
  return (file: string): string | null => docPaths.get(file) ?? pageOfContentFile(underContent(file), siteConfig.trailingSlash, absolute(file).endsWith(".mdx") ? slugOfFile(absolute(file)) : undefined);
}

/**
 * Sends the errors of this createPages run (the terminal's lines) to every open tab; `docs` maps
 * each doc's source file, as messages name it, to its page.
 */
export function publishContentErrors(errors: readonly string[], docs: readonly { sourcePath: string; path: string }[], session: BuildSession = buildSession()): void {
  const docPaths = new Map(docs.map((d) => [d.sourcePath, d.path]));
  session.handovers.publishedErrors = { errors, docPaths };
  const parsed = parseContentErrors(errors).map((error) => locateFrontmatterField(error, readFile));
  published = scopeContentErrors(parsed, pageOfFile(docPaths));
  for (const response of listeners) response.write(event(published));
}

/**
 * Publishes again with the content errors found since createPages last ran: a body compiled after
 * its Doc node was made (./bodies.ts) reports its writer's error after the pages are made, and the
 * overlay shows it at once, before Gatsby runs createPages again for the node that was deleted.
 */
export function republishContentErrors(session: BuildSession = buildSession()): void {
  const last = session.handovers.publishedErrors;
  if (!last) return;
  const errors = [...new Set([...last.errors, ...pendingContentErrors()])];
  publishContentErrors(errors, [...last.docPaths].map(([sourcePath, path]) => ({ sourcePath, path })), session);
}

/** Sends a named event (not a list of errors) to every open tab on the same stream (./preview.ts). */
export function broadcast(name: string, data: unknown): void {
  const message = `event: ${name}\ndata: ${JSON.stringify(data)}\n\n`;
  for (const response of listeners) response.write(message);
}

interface PlaceholderSource {
  /** Files with errors, as messages name them. */
  errorFiles: readonly string[];
  /** The docs that have a Doc node. */
  docs: readonly { sourcePath: string }[];
  /** The modules that have data, by slug. */
  modules: readonly { slug: string; tagSlugs: string[] }[];
  createNodeId(key: string): string;
}

/**
 * Stand-ins for the docs whose files have errors: the Doc node id their page queries (the same as
 * the fixed doc's, so the page shows it as soon as it is sourced), their id, path and module.
 */
export function brokenDocPlaceholders({ errorFiles, docs, modules, createNodeId }: PlaceholderSource) {
  const sourced = new Set(docs.map((d) => d.sourcePath));
  return errorFiles
    .filter((file) => !sourced.has(file) && /^docs\/.+\.mdx$/.test(underContent(file)) && fs.existsSync(absolute(file)))
    .map((file) => {
      const relative = underContent(file).slice("docs/".length);
      const serviceModuleSlug = serviceModuleSlugOf(relative);
      const module = modules.find((m) => m.slug === serviceModuleSlug);
      return {
        id: createNodeId(nodeKey(DOC_NODE_TYPE, underContent(file))),
        docId: docIdFromRelativePath(relative),
        path: pageOfContentFile(underContent(file), siteConfig.trailingSlash, slugOfFile(absolute(file)))!,
        sourcePath: file,
        tagSlugs: [],
        serviceModuleSlug,
        serviceModule: module ? { tagSlugs: module.tagSlugs } : null,
      };
    });
}

/**
 * The stream of content errors: the current list at once, then each new one; and the previews of
 * saved docs (./preview.ts), which start watching here.
 */
export function serveContentErrors(session: BuildSession, { app }: Parameters<NonNullable<GatsbyNode["onCreateDevServer"]>>[0]): void {
  // From now on a doc that is sourced again (saved) is compiled while it is sourced (./bodies.ts).
  session.handovers.developServing = true;
  watchDocPreviews(broadcast);
  app.get(CONTENT_ERRORS_STREAM, (request: IncomingMessage, response: ServerResponse) => {
    // no-transform: Gatsby's compression middleware would otherwise hold the events back.
    response.writeHead(200, { "Content-Type": "text/event-stream", "Cache-Control": "no-cache, no-transform", Connection: "keep-alive" });
    response.write(event(published));
    listeners.add(response);
    request.on("close", () => listeners.delete(response));
  });
}
