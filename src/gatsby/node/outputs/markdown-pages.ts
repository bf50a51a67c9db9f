/** Every doc as Markdown at its path plus index.md (a service page with its generated reference). */
import { docToMarkdown, moduleReferenceMarkdown } from "../../../lib/build/markdown";
import { siteConfig } from "../../../site-config";
import type { OutputDoc } from "./data";
import { writePublicFile } from "./write";

/** A doc's Markdown, as published. */
export function docMarkdown(doc: OutputDoc): string {
  return docToMarkdown(doc, siteConfig.url) + (doc.serviceModule ? `\n${moduleReferenceMarkdown(doc.serviceModule)}\n` : "");
}

/** Writes a doc's index.md; returns its Markdown. */
export function writeMarkdownPage(publicDir: string, doc: OutputDoc): string {
  const markdown = docMarkdown(doc);
  writePublicFile(publicDir, `${doc.path}/index.md`, markdown);
  return markdown;
}
