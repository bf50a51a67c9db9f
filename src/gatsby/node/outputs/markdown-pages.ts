/** Every doc as Markdown at its path plus index.md (a service page with its generated reference). */
import fs from "node:fs";
import path from "node:path";
import { docToMarkdown, moduleReferenceMarkdown } from "../../../lib/build/markdown";
import { siteConfig } from "../../../site-config";
import type { OutputDoc } from "./data";
import { writePublicFile } from "./write";

/** A doc's Markdown, as published. */
export function docMarkdown(doc: OutputDoc): string {
  return docToMarkdown(doc, siteConfig.url) + (doc.serviceModule ? `\n${moduleReferenceMarkdown(doc.serviceModule)}\n` : "");
}

const markdownFile = (publicDir: string, docPath: string) => path.join(publicDir, docPath, "index.md");

/** Writes a doc's index.md. */
export function writeMarkdownPage(publicDir: string, docPath: string, markdown: string): void {
  writePublicFile(publicDir, `${docPath}/index.md`, markdown);
}

/**
 * Whether a doc's index.md, as the last build wrote it, is there. Its size is compared, not its
 * bytes: the build that wrote it made it from the same doc with the same code (./doc-cache), and
 * this only guards against a file removed or cut short since.
 */
export function markdownPageIsWritten(publicDir: string, docPath: string, markdown: string): boolean {
  const stat = fs.statSync(markdownFile(publicDir, docPath), { throwIfNoEntry: false });
  return stat !== undefined && stat.size === Buffer.byteLength(markdown, "utf8");
}
