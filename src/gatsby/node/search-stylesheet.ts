/**
 * DocSearch's stylesheets (its variables and modal sheets, then the site's theme for it) as one
 * file beside the pages, named by its content hash. The modal loads it when it opens, so the
 * 28 KB of DocSearch CSS is not inlined into every page's head, where Gatsby puts all imported CSS.
 */
import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";

const SOURCES = ["node_modules/@docsearch/css/dist/_variables.css", "node_modules/@docsearch/css/dist/modal.css", "src/theme/SearchModal/docsearch-theme.css"];

export interface SearchStylesheet {
  /** Site path of the file, e.g. `/docsearch-3f2a9c1b0d.css`. */
  href: string;
  css: string;
}

/** The stylesheet's text and its content-hashed path, from the project folder. */
export function searchStylesheet(projectDir: string): SearchStylesheet {
  const css = SOURCES.map((file) => fs.readFileSync(path.join(projectDir, file), "utf8")).join("\n");
  const hash = createHash("sha256").update(css).digest("hex").slice(0, 12);
  return { href: `/docsearch-${hash}.css`, css };
}

/** Writes the stylesheet into `public/`, where the dev server and every static host serve it. */
export function writeSearchStylesheet(projectDir: string, publicDir: string): void {
  const { href, css } = searchStylesheet(projectDir);
  fs.mkdirSync(publicDir, { recursive: true });
  fs.writeFileSync(path.join(publicDir, href), css);
}
